// malifaux-2e §20.8 Hiring, §18.3-§18.5: the whole refusal (rule, section, message) of each broken list, and the
// boundaries of costs, Rare, Upgrades, Mercenaries and the Pool that hiring.spec.ts checks by rule id only.
import { refusalOf, type Refusal } from '../testing/refusal';
import { model } from '../testing/turns';
import { guildCrew } from './testing/fixtures';
import { MAX_POOL, validateHire, type CrewList, type HireEntry, type UpgradeDef } from './hiring';
import type { Faction } from './tables';

const S = '§20.8 (seed 2347-2399)';
const S18 = '§18.3-§18.5 (seed 1682-1751)';
const e = (id: string, station: HireEntry['model']['station'], cost: number, over: Partial<HireEntry> & { characteristics?: string[]; name?: string } = {}): HireEntry => ({
  model: model(id, { station, characteristics: over.characteristics ?? ['Living'], name: over.name ?? id }),
  cost,
  factions: over.factions ?? ['GUILD'],
  ...over,
});
const withModels = (list: CrewList, ...more: HireEntry[]): CrewList => ({ ...list, models: [...list.models, ...more] });
const judgeWith = (upgrades: UpgradeDef[]): CrewList => ({ ...guildCrew(), models: guildCrew().models.map((m) => (m.model.id === 'A:judge' ? { ...m, upgrades } : m)) });
const justiceWith = (upgrades: UpgradeDef[]): CrewList => ({ ...guildCrew(), models: guildCrew().models.map((m) => (m.model.id === 'A:justice' ? { ...m, upgrades } : m)) });
const u = (name: string, over: Partial<UpgradeDef> = {}): UpgradeDef => ({ name, cost: 0, faction: 'GUILD', ...over });
const refusal = (list: CrewList, size = 50, faction: Faction = 'GUILD'): Refusal | undefined => refusalOf(() => validateHire(list, size, faction));
const no = (rule: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${rule}`, section, message });
const mercs = (n: number, cost = 0): HireEntry[] => Array.from({ length: n }, (_x, i) => e(`A:mc${i}`, 'MINION', cost, { factions: ['OUTCASTS'], characteristics: ['Mercenary'] }));
/** A small Henchman-led crew (Pool 2, spends `extra` + what it buys). */
const small = (...more: HireEntry[]): CrewList => ({ leaderId: 'h', poolPurchased: 0, models: [e('h', 'HENCHMAN', 0, { cache: 2 }), ...more] });

describe('malifaux-2e §20.8 hiring: each refusal in full', () => {
  it.each<[string, () => [CrewList, number?, Faction?], Refusal]>([
    ['a Leader missing from the list', () => [{ ...guildCrew(), leaderId: 'A:nobody' }], no('ST-1', S18, 'the Leader A:nobody is not in the list')],
    ['a Shoot-Out led by a Master', () => [{ leaderId: 'l', poolPurchased: 0, models: [e('l', 'MASTER', 0, { cache: 3 })] }, 20], no('DV-18', '§20.3 (seed 1968-1989, 1721-1731)', 'a SHOOT_OUT encounter is led by HENCHMAN, not MASTER')],
    ['a Scrap led by a Henchman', () => [small(), 50], no('DV-18', '§20.3 (seed 1968-1989, 1721-1731)', 'a SCRAP encounter is led by MASTER, not HENCHMAN')],
    ['a Leader of another faction', () => [guildCrew(), 50, 'NEVERBORN'], no('DV-19', S, 'the Leader must be of the declared faction NEVERBORN')],
    ['a second Master', () => [withModels(guildCrew(), e('A:sonnia', 'MASTER', 0, { name: 'Sonnia' }))], no('ST-1', '§18.4 (seed 1704-1731)', 'Sonnia: a Master can only be hired as the Leader')],
    ['a model id twice', () => [withModels(guildCrew(), e('A:peon', 'PEON', 0, { name: 'Peon 2' }))], no('ST-1', S18, 'model id A:peon appears twice')],
    ['a cost of 21', () => [small(e('x', 'MINION', 21, { name: 'X' })), 35], no('DV-19', S, 'X: a Soulstone Cost is 0..20')],
    ['a negative cost', () => [small(e('x', 'MINION', -1, { name: 'X' })), 35], no('DV-19', S, 'X: a Soulstone Cost is 0..20')],
    ['a fractional cost', () => [small(e('x', 'MINION', 1.5, { name: 'X' })), 35], no('DV-19', S, 'X: a Soulstone Cost is 0..20')],
    ['a model of no faction', () => [small(e('x', 'MINION', 1, { name: 'X', factions: [] })), 35], no('DV-19', S18, 'X: name its faction(s)')],
    ['a model of an unknown faction', () => [small(e('x', 'MINION', 1, { name: 'X', factions: ['GUILD', 'PIRATES' as Faction] })), 35], no('DV-19', S18, 'X: name its faction(s)')],
    ['an out-of-faction non-Mercenary', () => [small(e('x', 'MINION', 1, { name: 'X', factions: ['NEVERBORN'] })), 35], no('DV-19', S18, 'X is not GUILD, not a Mercenary and no Ability lets this crew hire it')],
    ['a third out-of-faction Mercenary', () => [small(...mercs(3)), 35], no('DV-19', S18, 'a crew may hire at most 2 out-of-faction Mercenaries')],
    ['a fourth Rare 3', () => [withModels(guildCrew(), ...[3, 4].map((i) => e(`A:marshal${i}`, 'MINION', 0, { name: 'Death Marshal', characteristics: ['rare 3'] })))], no('SU-2', S18, 'Death Marshal is Rare 3')],
    ['a second Totem', () => [withModels(guildCrew(), e('A:t2', 'NONE', 0, { name: 'T2', characteristics: [' Totem '] }))], no('SU-7', S18, 'at most one Totem per crew')],
    ['a Totem of another Master', () => [small(e('t', 'NONE', 0, { name: 'T', characteristics: ['Totem (Perdita)'] })), 35], no('SU-7', S18, 'T is a Totem of Perdita, who does not lead')],
    ['an Upgrade on the card not bought', () => [{ ...guildCrew(), models: guildCrew().models.map((m) => (m.model.id === 'A:judge' ? { ...m, model: { ...m.model, name: 'Judge', upgrades: [{ name: 'Free', abilities: [] }] } } : m)) }], no('UP-1', S18, 'Judge: Free is on the card but not bought in the list')],
    ['a Peon buying an Upgrade', () => [small(e('p', 'PEON', 0, { name: 'P', upgrades: [u('U')] })), 35], no('ST-2', '§18.4 (seed 1704-1751)', 'P: Minions and Peons buy no Upgrades at the start of the game')],
    ['a Henchman with three Upgrades', () => [judgeWith([u('U'), u('V'), u('W')])], no('UP-6', S18, 'judge: a HENCHMAN takes at most 2 Upgrades')],
    ['a Totem with an Upgrade', () => [small(e('t', 'NONE', 0, { name: 'T', upgrades: [u('U')] })), 35], no('UP-6', S18, 'T: a NONE takes at most 0 Upgrades')],
    ['an Upgrade of another faction', () => [judgeWith([u('U', { faction: 'OUTCASTS' })])], no('UP-1', S18, 'judge: U is not a GUILD Upgrade')],
    ['an Upgrade twice on one model', () => [judgeWith([u('U'), u('U')])], no('UP-2', S18, 'judge: U twice')],
    ['two Limited Upgrades', () => [judgeWith([u('U', { limited: true }), u('V', { limited: true })])], no('UP-3', S18, 'judge: at most one Limited Upgrade')],
    ['a Rare 1 Upgrade on two models', () => [{ ...judgeWith([u('R', { rare: 1 })]), models: judgeWith([u('R', { rare: 1 })]).models.map((m) => (m.model.id === 'A:guard' ? { ...m, upgrades: [u('R', { rare: 1 })] } : m)) }], no('UP-4', S18, 'R is Rare 1 in the crew')],
    ['an Upgrade for another Leader', () => [judgeWith([u('U', { requiresLeader: 'Perdita' })])], no('UP-5', S18, 'U needs Perdita as Leader')],
    ['an Avatar on a Henchman', () => [judgeWith([u('Av', { avatar: true })])], no('AV-1', '§19 (seed 1754-1808)', 'judge: an Avatar Upgrade is for a Master, one per model')],
    ['two Avatars on the Master', () => [justiceWith([u('Av', { avatar: true }), u('Bv', { avatar: true })])], no('AV-1', '§19 (seed 1754-1808)', 'Lady Justice: an Avatar Upgrade is for a Master, one per model')],
    ['an Upgrade costing 11', () => [judgeWith([u('U', { cost: 11 })])], no('DV-19', S, 'U: an Upgrade costs 0..10')],
    ['an Upgrade costing -1', () => [judgeWith([u('U', { cost: -1 })])], no('DV-19', S, 'U: an Upgrade costs 0..10')],
    ['an Upgrade costing 0.5', () => [judgeWith([u('U', { cost: 0.5 })])], no('DV-19', S, 'U: an Upgrade costs 0..10')],
    ['negative Pool points', () => [{ ...guildCrew(), poolPurchased: -1 }], no('TV-18', S, 'buy a whole number of Pool points')],
    ['fractional Pool points', () => [{ ...guildCrew(), poolPurchased: 0.5 }], no('TV-18', S, 'buy a whole number of Pool points')],
    ['a Pool of 8', () => [{ ...guildCrew(), poolPurchased: 5 }], no('TV-18', '§20.8 (seed 2379-2381)', `the Pool is the Leader's Cache 3 + bought points, at most ${MAX_POOL}`)],
    ['a crew one over the size', () => [guildCrew(), 48], no('DV-19', S, 'the crew costs 49 SS, over the encounter size 48')],
  ])('malifaux-2e/DV-19 refuses %s', (_w, make, expected) => {
    const [list, size, faction] = make();
    expect(refusal(list, size ?? 50, faction ?? 'GUILD')).toEqual(expected);
  });
});

describe('malifaux-2e §20.8 hiring: the legal side of each boundary', () => {
  it.each<[string, () => [CrewList, number], { spent: number; pool: number; surcharged: string[] }]>([
    ['a model costing 20 and one costing 0', () => [small(e('x', 'ENFORCER', 20), e('y', 'PEON', 0)), 35], { spent: 20, pool: 2, surcharged: [] }],
    ['two out-of-faction Mercenaries (+1 each)', () => [small(...mercs(2, 3)), 35], { spent: 8, pool: 2, surcharged: ['A:mc0', 'A:mc1'] }],
    ['a Mercenary of the crew\'s own faction (no surcharge)', () => [small(e('m', 'MINION', 4, { characteristics: ['Mercenary'] })), 35], { spent: 4, pool: 2, surcharged: [] }],
    ['a Pool of exactly 7', () => [{ ...guildCrew(), poolPurchased: 4 }, 50], { spent: 49, pool: 7, surcharged: ['A:merc'] }],
    ['a crew costing exactly the size', () => [guildCrew(), 49], { spent: 49, pool: 7, surcharged: ['A:merc'] }],
    ['a Henchman with two Upgrades costing 10 and 0', () => [small(e('en', 'HENCHMAN', 0, { upgrades: [u('U', { cost: 10 }), u('V')] })), 35], { spent: 10, pool: 2, surcharged: [] }],
    ['an Enforcer with one Upgrade', () => [small(e('en', 'ENFORCER', 5, { upgrades: [u('U', { cost: 1 })] })), 35], { spent: 6, pool: 2, surcharged: [] }],
    ['the Leader\'s own cost and a non-Leader Totem (free)', () => [{ leaderId: 'h', poolPurchased: 1, models: [e('h', 'HENCHMAN', 9, { cache: 2 }), e('t', 'NONE', 0, { characteristics: ['Totem'] })] }, 35], { spent: 1, pool: 3, surcharged: [] }],
    ['exactly Rare 2 twice', () => [small(...[1, 2].map((i) => e(`r${i}`, 'MINION', 1, { name: 'R', characteristics: ['Rare 2'] }))), 35], { spent: 2, pool: 2, surcharged: [] }],
    ['a Rare 2 Upgrade on two models', () => [small(...[1, 2].map((i) => e(`en${i}`, 'ENFORCER', 1, { upgrades: [u('R', { rare: 2 })] }))), 35], { spent: 2, pool: 2, surcharged: [] }],
    ['a Totem of the Leader, named in another case', () => [{ leaderId: 'h', poolPurchased: 0, models: [e('h', 'HENCHMAN', 0, { name: 'Perdita', cache: 2 }), e('t', 'NONE', 0, { characteristics: ['TOTEM ( perdita )'] })] }, 35], { spent: 0, pool: 2, surcharged: [] }],
    ['an Upgrade for the Leader, named in another case', () => [{ leaderId: 'h', poolPurchased: 0, models: [e('h', 'HENCHMAN', 0, { name: 'Perdita', cache: 2, upgrades: [u('U', { requiresLeader: 'PERDITA' })] })] }, 35], { spent: 0, pool: 2, surcharged: [] }],
    ['a Leader without a Cache', () => [{ leaderId: 'h', poolPurchased: 2, models: [e('h', 'HENCHMAN', 0)] }, 35], { spent: 2, pool: 2, surcharged: [] }],
    ['one Avatar on the Master', () => [justiceWith([u('Av', { avatar: true })]), 50], { spent: 49, pool: 7, surcharged: ['A:merc'] }],
  ])('malifaux-2e/DV-19 takes %s', (_w, make, summary) => {
    const [list, size] = make();
    expect(validateHire(list, size, 'GUILD')).toEqual(summary);
  });

  it('malifaux-2e/DV-19 checks the list in order: the Leader first, then each model in list order', () => {
    // Two faults: a model of no faction, then a cost of 21 on a later model; the first in list order is named.
    expect(refusal(small(e('x', 'MINION', 1, { name: 'X', factions: [] }), e('y', 'MINION', 21, { name: 'Y' })), 35)?.message).toBe('X: name its faction(s)');
    // A Leader of another faction is named before a second Master.
    expect(refusal(withModels(guildCrew(), e('A:sonnia', 'MASTER', 0)), 50, 'NEVERBORN')?.ruleId).toBe('malifaux-2e/DV-19');
  });
});

describe('malifaux-2e §18.3 hiring: how a characteristic is read (Mercenary, Rare N, Totem)', () => {
  const deaths = (n: number, rare: string): HireEntry[] => Array.from({ length: n }, (_x, i) => e(`d${i}`, 'MINION', 0, { name: 'D', characteristics: [rare] }));
  // A second Totem beside the fixture's Scales of Justice shows whether the characteristic reads as a Totem.
  const plusTotem = (characteristic: string): CrewList => withModels(guildCrew(), e('A:t2', 'NONE', 0, { name: 'T2', characteristics: [characteristic] }));

  it.each<[string, () => [CrewList, number], Refusal]>([
    // "Rare2" without a space is still Rare 2.
    ['a third "Rare2"', () => [small(...deaths(3, 'Rare2')), 35], no('SU-2', S18, 'D is Rare 2')],
    // " Rare 1 " with spaces is Rare 1.
    ['a second " Rare 1 "', () => [small(...deaths(2, ' Rare 1 ')), 35], no('SU-2', S18, 'D is Rare 1')],
    // Two digits: Rare 10 allows ten, not one and not unlimited.
    ['an eleventh Rare 10', () => [small(...deaths(11, 'Rare 10')), 35], no('SU-2', S18, 'D is Rare 10')],
    // "Totem(Perdita)" without a space still names Perdita.
    ['a "Totem(Perdita)" in a crew Perdita does not lead', () => [small(e('t', 'NONE', 0, { name: 'T', characteristics: ['Totem(Perdita)'] })), 35], no('SU-7', S18, 'T is a Totem of Perdita, who does not lead')],
    // The two Leader stations of a Dustup are both named, joined by "or".
    ['a Dustup led by an Enforcer', () => [{ leaderId: 'l', poolPurchased: 0, models: [e('l', 'ENFORCER', 0)] }, 35], no('DV-18', '§20.3 (seed 1968-1989, 1721-1731)', 'a DUSTUP encounter is led by HENCHMAN or MASTER, not ENFORCER')],
  ])('malifaux-2e/SU-2 malifaux-2e/SU-7 malifaux-2e/DV-18 refuses %s', (_w, make, expected) => {
    const [list, size] = make();
    expect(refusal(list, size)).toEqual(expected);
  });

  it.each<[string, () => [CrewList, number], { spent: number; pool: number; surcharged: string[] }]>([
    // " Mercenary " with spaces is a Mercenary: hired out of faction with the +1 surcharge.
    ['a " Mercenary " out of faction', () => [small(e('m', 'MINION', 3, { factions: ['OUTCASTS'], characteristics: [' Mercenary '] })), 35], { spent: 4, pool: 2, surcharged: ['m'] }],
    // Only a characteristic that is exactly "Rare N" limits: one that merely ends or starts with it does not.
    ['two "Not Rare 1"', () => [small(...deaths(2, 'Not Rare 1')), 35], { spent: 0, pool: 2, surcharged: [] }],
    ['two "Rare 1 Elite"', () => [small(...deaths(2, 'Rare 1 Elite')), 35], { spent: 0, pool: 2, surcharged: [] }],
    // Only a characteristic that is exactly "Totem" or "Totem (Name)" is a Totem.
    ['a "Anti-Totem" beside the Totem', () => [plusTotem('Anti-Totem'), 50], { spent: 49, pool: 7, surcharged: ['A:merc'] }],
    ['a "Totemic" beside the Totem', () => [plusTotem('Totemic'), 50], { spent: 49, pool: 7, surcharged: ['A:merc'] }],
  ])('malifaux-2e/SU-2 malifaux-2e/SU-7 takes %s', (_w, make, summary) => {
    const [list, size] = make();
    expect(validateHire(list, size, 'GUILD')).toEqual(summary);
  });

  it('malifaux-2e/UP-1 an Upgrade on the card is found among several the list buys', () => {
    const list: CrewList = small(e('en', 'HENCHMAN', 0, { upgrades: [u('Other', { cost: 1 }), u('Free')] }));
    const withCard: CrewList = { ...list, models: list.models.map((m) => (m.model.id === 'en' ? { ...m, model: { ...m.model, upgrades: [{ name: 'Free', abilities: [] }] } } : m)) };
    expect(validateHire(withCard, 35, 'GUILD')).toEqual({ spent: 1, pool: 2, surcharged: [] });
  });
});
