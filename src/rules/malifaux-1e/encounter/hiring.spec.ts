// malifaux-1e §14.8-§14.9 hiring and the starting pool: HI-1..HI-13, PO-1..PO-3 (W9, W18, W21, D24-D26), table-driven.
import { RuleViolation } from '../../core/rule-violation';
import type { CrewList1e } from './crew';
import { DEFAULT_ENCOUNTER_POLICY_1E } from './encounter-policy';
import { hireCost, validateCrew1e, type HiringContext } from './hiring';
import { poolCap, startingPool } from './soulstone-pool';
import { EncounterGame, guildCrew, model, neverbornCrew, toHiring } from './testing/encounter-game';
import { viewEncounter, redactEncounterEvent } from './encounter-view';

const scrap = (soulstones = 30, over: Partial<HiringContext> = {}): HiringContext => ({ size: 'SCRAP', soulstones, reflippedStrategy: false, policy: DEFAULT_ENCOUNTER_POLICY_1E, ...over });
const brawl = (soulstones = 40, over: Partial<HiringContext> = {}): HiringContext => ({ ...scrap(soulstones, over), size: 'BRAWL' });
const refusal = (crew: CrewList1e, ctx: HiringContext): string | null => {
  try {
    validateCrew1e(crew, ctx);
    return null;
  } catch (e) {
    if (e instanceof RuleViolation) return e.ruleId;
    throw e;
  }
};
const lj = model('lj', { name: 'Lady Justice', station: 'MASTER', cost: 0, cache: 2, unique: true });
const sonnia = model('so', { name: 'Sonnia', station: 'MASTER', cost: 0, cache: 3, unique: true });
const crew = (models: CrewList1e['models'], leaders = ['lj']): CrewList1e => ({ faction: 'GUILD', leaders, models: [lj, ...models] });

describe('malifaux-1e §14.8 hiring (HI-1..HI-13)', () => {
  it.each<[string, CrewList1e, HiringContext, string | null]>([
    ['HI-1 an out-of-faction non-Mercenary Henchman is refused', crew([model('x', { factions: ['NEVERBORN'], station: 'HENCHMAN' })]), scrap(), 'malifaux-1e/HI-1'],
    ['HI-9 an out-of-faction Minion is refused', crew([model('x', { factions: ['NEVERBORN'] })]), scrap(), 'malifaux-1e/HI-9'],
    ['HI-1 allowed by a leader’s special hiring rule', crew([model('x', { factions: ['NEVERBORN'], station: 'HENCHMAN', allowedBy: 'lj' })]), scrap(), null],
    ['HI-3 Rare 1: two copies in a Scrap are refused', crew([model('r1', { name: 'Peacekeeper', rare: 1 }), model('r2', { name: 'Peacekeeper', rare: 1 })]), scrap(), 'malifaux-1e/HI-3'],
    ['HI-3 Rare 1: two copies in a Brawl (doubled)', crew([model('r1', { name: 'Peacekeeper', rare: 1 }), model('r2', { name: 'Peacekeeper', rare: 1 })]), brawl(), null],
    ['HI-3 policy rareDoublingRequiresTwoMasters: one Master, no doubling', crew([model('r1', { name: 'Peacekeeper', rare: 1 }), model('r2', { name: 'Peacekeeper', rare: 1 })]), brawl(40, { policy: { ...DEFAULT_ENCOUNTER_POLICY_1E, rareDoublingRequiresTwoMasters: true } }), 'malifaux-1e/HI-3'],
    ['HI-4 W9: Hamelin and Hamelin the Plagued together are refused', { faction: 'OUTCASTS', leaders: ['h'], models: [model('h', { name: 'Hamelin', character: 'Hamelin', station: 'MASTER', factions: ['OUTCASTS'], cost: 0, unique: true }), model('hp', { name: 'Hamelin the Plagued', character: 'Hamelin', station: 'HENCHMAN', factions: ['OUTCASTS'], cost: 8, unique: true })] }, scrap(), 'malifaux-1e/HI-4'],
    ['HI-5 Scrap: two leaders are refused', crew([sonnia], ['lj', 'so']), scrap(), 'malifaux-1e/HI-5'],
    ['HI-5 Brawl: a Henchman can’t lead', { faction: 'GUILD', leaders: ['j'], models: [model('j', { station: 'HENCHMAN', cost: 7, henchmanNumber: 6 })] }, brawl(), 'malifaux-1e/HI-5'],
    ['HI-5 Brawl: two Masters', crew([sonnia], ['lj', 'so']), brawl(), null],
    ['HI-6 a Master is hired only as a leader', crew([sonnia]), scrap(), 'malifaux-1e/HI-6'],
    ['HI-7 a Henchman-led crew hires no other Henchman', { faction: 'GUILD', leaders: ['j'], models: [model('j', { station: 'HENCHMAN', cost: 7, henchmanNumber: 6 }), model('k', { station: 'HENCHMAN', cost: 7 })] }, scrap(), 'malifaux-1e/HI-7'],
    ['HI-8 one Henchman per Master', crew([model('k1', { station: 'HENCHMAN', cost: 7 }), model('k2', { station: 'HENCHMAN', cost: 7 })]), scrap(), 'malifaux-1e/HI-8'],
    ['HI-9 Minions only from the faction (a Mercenary Minion is fine)', crew([model('m', { factions: ['OUTCASTS'], mercenary: true })]), scrap(), null],
    ['HI-10 a Totem must be connected to a Master or Henchman of the crew', crew([model('t', { totem: true, totemOf: 'nobody' })]), scrap(), 'malifaux-1e/HI-10'],
    ['HI-10 one Totem per Master', crew([model('t1', { totem: true, totemOf: 'lj' }), model('t2', { totem: true, totemOf: 'lj' })]), scrap(), 'malifaux-1e/HI-10'],
    ['HI-11 three foreign Mercenaries are refused', crew([1, 2, 3].map((i) => model(`m${i}`, { factions: ['OUTCASTS'], mercenary: true, cost: 3 }))), scrap(), 'malifaux-1e/HI-11'],
    ['HI-11 own-faction Mercenaries do not count', crew([1, 2, 3].map((i) => model(`m${i}`, { factions: ['GUILD', 'OUTCASTS'], mercenary: true, cost: 3 }))), scrap(), null],
    ['HI-12 two Special Forces groups are refused', crew([model('d', { specialForces: 'Doll' }), model('a', { specialForces: 'M&SU Asset' })]), scrap(), 'malifaux-1e/HI-12'],
    ['HI-12 three Doll models with one Leader are refused', crew([1, 2, 3].map((i) => model(`d${i}`, { specialForces: 'Doll', cost: 3 }))), scrap(), 'malifaux-1e/HI-12'],
    ['HI-12 a Henchman of the group lifts the two-model limit', crew([model('z', { station: 'HENCHMAN', specialForces: 'Doll', cost: 7 }), ...[1, 2, 3].map((i) => model(`d${i}`, { specialForces: 'Doll', cost: 3 }))]), scrap(), null],
    ['HI-13 the crew costs more than the budget', crew([model('a', { cost: 16 }), model('b', { cost: 15 })]), scrap(30), 'malifaux-1e/HI-13'],
    ['HI-13 a player who reflipped has one fewer soulstone', crew([model('a', { cost: 15 }), model('b', { cost: 15 })]), scrap(30, { reflippedStrategy: true }), 'malifaux-1e/HI-13'],
  ])('malifaux-1e/%s', (_, list, ctx, expected) => {
    expect(refusal(list, ctx)).toBe(expected);
  });

  it('malifaux-1e/HI-2 D26: an out-of-faction Mercenary with printed cost 5 costs 6; leaders cost 0 (HI-6)', () => {
    const c = crew([model('m', { factions: ['OUTCASTS'], mercenary: true, cost: 5 })]);
    expect(hireCost(c.models[1], c)).toBe(6);
    expect(hireCost(lj, c)).toBe(0);
    expect(validateCrew1e(c, scrap(30)).spent).toBe(6);
  });
  it('malifaux-1e/HI-5 W21: a Brawl crew with one Master gets +10 soulstones to hire with; with two, none', () => {
    expect(validateCrew1e(crew([]), brawl(40)).budget).toBe(50);
    expect(validateCrew1e(crew([sonnia], ['lj', 'so']), brawl(40)).budget).toBe(40);
  });
  it('malifaux-1e/HI-6 a Master adds its cache; malifaux-1e/HI-7 D25 a Henchman leader adds its Henchman #', () => {
    expect(validateCrew1e(crew([]), scrap(30)).caches).toBe(2);
    const h = validateCrew1e({ faction: 'GUILD', leaders: ['j'], models: [model('j', { station: 'HENCHMAN', cost: 7, henchmanNumber: 6 }), model('a', { cost: 32 })] }, scrap(30));
    expect([h.budget, h.unspent, h.henchmanLed, h.henchmanCap]).toEqual([36, 4, true, 6]);
  });
});

describe('malifaux-1e §3.8 soulstones spent and cached by hiring (SS-1, SS-2)', () => {
  it('malifaux-1e/SS-1 each hiring cost is deducted from the agreed soulstones: 30 − (5 + 6 + 7) leaves 12', () => {
    const r = validateCrew1e(crew([model('a', { cost: 5 }), model('b', { cost: 6 }), model('c', { station: 'HENCHMAN', cost: 7 })]), scrap(30));
    expect([r.spent, r.unspent]).toEqual([18, 12]);
  });
  it('malifaux-1e/SS-2 the cache comes after hiring: it buys no model, but joins the pool', () => {
    // A 31-SS crew with 30 to hire with is refused even though Lady Justice caches 2.
    expect(refusal(crew([model('a', { cost: 16 }), model('b', { cost: 15 })]), scrap(30))).toBe('malifaux-1e/HI-13');
    const spentAll = validateCrew1e(crew([model('a', { cost: 15 }), model('b', { cost: 15 })]), scrap(30));
    expect([spentAll.unspent, startingPool('SCRAP', spentAll, 0, DEFAULT_ENCOUNTER_POLICY_1E)]).toEqual([0, 2]);
  });
});

describe('malifaux-1e §14.9 starting soulstone pool (PO-1..PO-3)', () => {
  const hiring = (unspent: number, caches: number, henchman: number | null = null) => ({ budget: 0, spent: 0, unspent, caches, henchmanLed: henchman !== null, henchmanCap: henchman, masters: henchman ? 0 : 1 });
  it('malifaux-1e/PO-1 unspent + caches + 2 per scheme not taken', () => {
    expect(startingPool('BRAWL', hiring(2, 3), 1, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(7);
  });
  it('malifaux-1e/PO-2 D24: Scrap, 3 unspent, cache 4, one scheme not taken → raw 9, pool 8 (cap after the bonus, default)', () => {
    expect(startingPool('SCRAP', hiring(3, 4), 1, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(8);
    expect(startingPool('SCRAP', hiring(3, 4), 1, { capAfterSchemeBonus: false })).toBe(9);
  });
  it('malifaux-1e/PO-2 D25: a Henchman-led crew: min(unspent 4, Henchman # 6) = 4, and no cache', () => {
    expect(startingPool('SCRAP', hiring(4, 5, 6), 0, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(4);
    expect(poolCap('BRAWL', hiring(0, 0))).toBe(10);
  });
  it('§18 "Soulstone pool": the Scrap cap is 8 where 2E caps at 7, and unspent hiring soulstones are kept', () => {
    expect(startingPool('SCRAP', hiring(8, 0), 0, DEFAULT_ENCOUNTER_POLICY_1E)).toBe(8);
    expect(startingPool('SCRAP', hiring(8, 0), 0, DEFAULT_ENCOUNTER_POLICY_1E)).not.toBe(7);
  });
  it('malifaux-1e/PO-3 crews are secret until both are hired, then revealed to all; the event log hides them too', () => {
    const g = toHiring();
    const submitted = g.do('A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() });
    expect(viewEncounter(g.state, { role: 'seat', seat: 'B' }).crews.A).toEqual({ hidden: true });
    expect(viewEncounter(g.state, { role: 'seat', seat: 'A' }).crews.A).toMatchObject({ list: guildCrew() });
    expect(viewEncounter(g.state, { role: 'organiser' }).crews.A).toEqual({ hidden: true });
    expect(redactEncounterEvent(submitted[0], { role: 'seat', seat: 'B' }, g.state)).toEqual({ type: 'CrewSubmitted1e', data: { seat: 'A' }, redacted: true });
    expect(JSON.stringify(redactEncounterEvent(submitted[0], { role: 'public' }, g.state))).not.toContain('Lady Justice');
    g.do('B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() });
    expect(g.state.crewsRevealed).toBe(true);
    expect(viewEncounter(g.state, { role: 'seat', seat: 'B' }).crews.A).toMatchObject({ list: guildCrew() });
    expect(redactEncounterEvent(submitted[0], { role: 'seat', seat: 'B' }, g.state).redacted).toBe(false);
  });
  it('malifaux-1e/HI-1 the list must be of the faction the seat chose; HI-13 the reflip penalty reaches the decider', () => {
    expect(toHiring().refused('A', 'SubmitCrew1e', { seat: 'A', list: { ...neverbornCrew() } })).toBe('malifaux-1e/HI-1');
    expect(toHiring(new EncounterGame(), 'SCRAP', 20).refused('A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() })).toBeNull();
    expect(toHiring(new EncounterGame(), 'SCRAP', 17).refused('A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() })).toBe('malifaux-1e/HI-13');
  });
});
