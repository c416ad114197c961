// malifaux-2e §20.8 Hiring and §18.3-§18.5: legal crews of each kind and broken variants, each refused with its rule.
import { RuleViolation } from '../../core/rule-violation';
import { model } from '../testing/turns';
import { guildCrew, toHiring } from './testing/fixtures';
import { validateHire, type CrewList, type HireEntry } from './hiring';
import type { Faction } from './tables';

const e = (id: string, station: HireEntry['model']['station'], cost: number, over: Partial<HireEntry> & { characteristics?: string[]; name?: string } = {}): HireEntry => ({
  model: model(id, { station, characteristics: over.characteristics ?? ['Living'], name: over.name ?? id }),
  cost,
  factions: over.factions ?? ['GUILD'],
  ...over,
});
const ruleOf = (list: CrewList, size = 50, faction: Faction = 'GUILD'): string | null => {
  try {
    validateHire(list, size, faction);
    return null;
  } catch (x) {
    if (x instanceof RuleViolation) return x.ruleId;
    throw x;
  }
};
const withModels = (list: CrewList, ...more: HireEntry[]): CrewList => ({ ...list, models: [...list.models, ...more] });

describe('malifaux-2e §20.8 hiring: legal crews', () => {
  it('a Master-led Scrap with a Mercenary: spends 49 of 50, Pool 3 + 4 = 7 (seed 2381), one +1 surcharge', () => {
    expect(validateHire(guildCrew(), 50, 'GUILD')).toEqual({ spent: 49, pool: 7, surcharged: ['A:merc'] });
  });
  it('a Henchman-led Shoot-Out (25 SS) uses the Henchman\'s printed Cache', () => {
    const list: CrewList = { leaderId: 'h', poolPurchased: 0, models: [e('h', 'HENCHMAN', 0, { cache: 2 }), e('m1', 'MINION', 6), e('m2', 'MINION', 6), e('en', 'ENFORCER', 8)] };
    expect(validateHire(list, 25, 'GUILD')).toEqual({ spent: 20, pool: 2, surcharged: [] });
  });
  it.each(['MASTER', 'HENCHMAN'] as const)('a Dustup may be led by a %s', (station) => {
    const list: CrewList = { leaderId: 'l', poolPurchased: 1, models: [e('l', station, 0, { cache: 3 }), e('m1', 'MINION', 6)] };
    expect(ruleOf(list, 35)).toBeNull();
  });
  it('an out-of-faction model an Ability allows costs no surcharge and is not a Mercenary (§18.3)', () => {
    const list = withModels(guildCrew(), e('A:ally', 'MINION', 0, { factions: ['NEVERBORN'], hireableByAbility: true }));
    expect(validateHire(list, 50, 'GUILD').surcharged).toEqual(['A:merc']);
  });
  it('a dual-faction model counts as both factions', () => {
    expect(ruleOf(withModels(guildCrew(), e('A:dual', 'PEON', 0, { factions: ['NEVERBORN', 'GUILD'] })))).toBeNull();
  });
});

describe('malifaux-2e §20.8 hiring: broken lists are refused with the rule', () => {
  const base = guildCrew;
  const judgeWith = (upgrades: HireEntry['upgrades']): CrewList => ({ ...base(), models: base().models.map((m) => (m.model.id === 'A:judge' ? { ...m, upgrades } : m)) });
  it.each<[string, string, () => [CrewList, number?, Faction?]]>([
    ['malifaux-2e/DV-18', 'a Scrap crew led by a Henchman (DV-19 vector 1)', () => [{ leaderId: 'A:judge', poolPurchased: 0, models: base().models.filter((m) => m.model.station !== 'MASTER' && m.model.id !== 'A:scales') }]],
    ['malifaux-2e/DV-18', 'a Shoot-Out led by a Master', () => [{ leaderId: 'l', poolPurchased: 0, models: [e('l', 'MASTER', 0, { cache: 3 })] }, 20]],
    ['malifaux-2e/ST-1', 'a second Master hired as an ordinary model', () => [withModels(base(), e('A:sonnia', 'MASTER', 0))]],
    ['malifaux-2e/DV-19', 'three out-of-faction Mercenaries (DV-19 vector 2)', () => [{ ...base(), poolPurchased: 0, models: [...base().models.filter((m) => m.model.station === 'MASTER'), ...[1, 2, 3].map((i) => e(`A:m${i}`, 'MINION', 4, { factions: ['OUTCASTS'], characteristics: ['Mercenary'] }))] }]],
    ['malifaux-2e/DV-19', 'an out-of-faction non-Mercenary', () => [withModels(base(), e('A:x', 'PEON', 0, { factions: ['NEVERBORN'] }))]],
    ['malifaux-2e/DV-19', 'a Leader of another faction', () => [base(), 50, 'NEVERBORN']],
    ['malifaux-2e/DV-19', 'a list over the encounter size', () => [base(), 48]],
    ['malifaux-2e/SU-2', 'a fourth Rare 3 Death Marshal', () => [withModels(base(), ...[3, 4].map((i) => e(`A:marshal${i}`, 'MINION', 0, { name: 'Death Marshal', characteristics: ['Rare 3'] })))]],
    ['malifaux-2e/SU-7', 'a second Totem', () => [withModels(base(), e('A:t2', 'NONE', 0, { characteristics: ['Totem'] }))]],
    ['malifaux-2e/SU-7', 'a Totem of a Master who does not lead', () => [{ ...base(), models: base().models.map((m) => (m.model.id === 'A:scales' ? e('A:scales', 'NONE', 2, { characteristics: ['Totem (Perdita)'] }) : m)) }]],
    ['malifaux-2e/ST-2', 'a Minion buying an Upgrade', () => [withModels(base(), e('A:m', 'MINION', 0, { upgrades: [{ name: 'U', cost: 0, faction: 'GUILD' }] }))]],
    ['malifaux-2e/UP-6', 'an Enforcer with two Upgrades', () => [withModels(base(), e('A:en', 'ENFORCER', 0, { upgrades: [{ name: 'U', cost: 0, faction: 'GUILD' }, { name: 'V', cost: 0, faction: 'GUILD' }] }))]],
    ['malifaux-2e/UP-1', 'an Upgrade of another faction (on a Mercenary too)', () => [judgeWith([{ name: 'U', cost: 0, faction: 'OUTCASTS' }])]],
    ['malifaux-2e/UP-2', 'the same Upgrade twice on one model', () => [judgeWith([{ name: 'U', cost: 0, faction: 'GUILD' }, { name: 'U', cost: 0, faction: 'GUILD' }])]],
    ['malifaux-2e/UP-3', 'two Limited Upgrades on one model', () => [judgeWith([{ name: 'U', cost: 0, faction: 'GUILD', limited: true }, { name: 'V', cost: 0, faction: 'GUILD', limited: true }])]],
    ['malifaux-2e/UP-4', 'a Rare 1 Upgrade twice in the crew', () => [{ ...judgeWith([{ name: 'R', cost: 0, faction: 'GUILD', rare: 1 }]), models: [...judgeWith([{ name: 'R', cost: 0, faction: 'GUILD', rare: 1 }]).models.map((m) => (m.model.id === 'A:guard' ? { ...m, upgrades: [{ name: 'R', cost: 0, faction: 'GUILD' as const, rare: 1 }] } : m))] }]],
    ['malifaux-2e/UP-5', 'an Upgrade for another Leader', () => [judgeWith([{ name: 'U', cost: 0, faction: 'GUILD', requiresLeader: 'Perdita' }])]],
    ['malifaux-2e/AV-1', 'an Avatar Upgrade on a Henchman', () => [judgeWith([{ name: 'Avatar', cost: 0, faction: 'GUILD', avatar: true }])]],
    ['malifaux-2e/TV-18', 'a Pool above 7', () => [{ ...base(), poolPurchased: 5 }]],
  ])('%s refuses %s', (rule, _what, make) => {
    const [list, size, faction] = make();
    expect(ruleOf(list, size ?? 50, faction ?? 'GUILD')).toBe(rule);
  });
  it('malifaux-2e/UP-1 malifaux-2e/UP-2 malifaux-2e/UP-3 malifaux-2e/UP-4 malifaux-2e/UP-5 malifaux-2e/UP-6 malifaux-2e/ST-2 the legal side: a Master with three different crew-faction Upgrades (one Limited, one Rare 1, one for its own Leader) on the Mercenary too', () => {
    const master = [
      { name: 'L', cost: 0, faction: 'GUILD' as const, limited: true },
      { name: 'R', cost: 0, faction: 'GUILD' as const, rare: 1 },
      { name: 'J', cost: 0, faction: 'GUILD' as const, requiresLeader: 'Lady Justice' },
    ];
    const list: CrewList = { ...base(), models: base().models.map((m) => (m.model.id === 'A:justice' ? { ...m, upgrades: master } : m.model.id === 'A:merc' ? { ...m, upgrades: [{ name: 'L', cost: 0, faction: 'GUILD' as const, limited: true }] } : m)) };
    expect(ruleOf(list)).toBeNull();
  });
  it('malifaux-2e/UP-1 an Upgrade printed on the card (the abilities it gives, CO-3) must be one the list buys and checks', () => {
    const withCard = (name: string): CrewList => ({ ...base(), models: base().models.map((m) => (m.model.id === 'A:judge' ? { ...m, model: { ...m.model, upgrades: [{ name, abilities: [{ keyword: 'ARMOR' as const, value: 1 }] }] } } : m)) });
    expect(ruleOf(withCard('Badge'))).toBeNull();
    expect(ruleOf(withCard('Free Armor'))).toBe('malifaux-2e/UP-1');
  });
  it('malifaux-2e/DV-19 an out-of-faction Mercenary costing 6 costs 7 (DV-19 vector 3)', () => {
    const list: CrewList = { leaderId: 'l', poolPurchased: 0, models: [e('l', 'HENCHMAN', 0, { cache: 2 }), e('m', 'ENFORCER', 6, { factions: ['OUTCASTS'], characteristics: ['Mercenary'] })] };
    expect(validateHire(list, 7, 'GUILD').spent).toBe(7);
    expect(ruleOf(list, 6)).toBe('malifaux-2e/DV-19');
  });
});

describe('malifaux-2e §20.8 SubmitCrew through the decider', () => {
  it('malifaux-2e/DV-19 refuses a list over the announced faction, takes a legal one secretly', () => {
    const g = toHiring();
    expect(g.refused('B', 'SubmitCrew', { seat: 'B', list: { ...guildCrew(), leaderId: 'B:justice', models: guildCrew().models.map((m) => ({ ...m, model: { ...m.model, id: m.model.id.replace('A:', 'B:') } })) } })).toBe('malifaux-2e/DV-19');
    const e1 = g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    expect(e1.map((x) => x.type)).toEqual(['CrewSubmitted']);
    expect(g.state.table).toBeNull();
  });
  it('malifaux-2e/SETUP a seat\'s model ids start with its seat, so secret lists never collide', () => {
    const g = toHiring();
    const list = { ...guildCrew(), leaderId: 'justice', models: guildCrew().models.map((m) => ({ ...m, model: { ...m.model, id: m.model.id.replace('A:', '') } })) };
    expect(g.refused('A', 'SubmitCrew', { seat: 'A', list })).toBe('malifaux-2e/SETUP');
  });
});
