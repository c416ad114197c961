// malifaux-1e §14.8 hiring (hiring.ts), refusal by refusal (issue 15): every HI-1..HI-13 check is read whole (rule id,
// section, message), each boundary from both sides, and the accepted lists prove no check refuses more than its rule.
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import type { CrewList1e, CrewModel1e } from './crew';
import { DEFAULT_ENCOUNTER_POLICY_1E } from './encounter-policy';
import { maxHandFor, validateCrew1e, type HiringContext } from './hiring';
import { model } from './testing/encounter-game';

type Policy = HiringContext['policy'];
const ctx = (size: HiringContext['size'], soulstones: number, policy: Partial<Policy> = {}): HiringContext => ({
  size,
  soulstones,
  reflippedStrategy: false,
  policy: { ...DEFAULT_ENCOUNTER_POLICY_1E, ...policy },
});
const SCRAP = ctx('SCRAP', 30);
const BRAWL = ctx('BRAWL', 40);

/** The whole refusal a client would read: every hiring refusal cites §14.8 and the seed lines. */
const hi = (id: string, message: string): Refusal => ({ ruleId: `malifaux-1e/${id}`, section: '§14.8 (seed 4537-4835)', message });

const master = (id: string, name: string, over: Partial<CrewModel1e> = {}): CrewModel1e => model(id, { name, station: 'MASTER', cost: 0, cache: 2, unique: true, ...over });
const lj = master('lj', 'Lady Justice');
const sonnia = master('so', 'Sonnia');
const pandora = master('pan', 'Pandora', { factions: ['NEVERBORN'] });
const henchman = (id: string, over: Partial<CrewModel1e> = {}): CrewModel1e => model(id, { name: id, station: 'HENCHMAN', cost: 7, ...over });
const minions = (prefix: string, n: number, over: Partial<CrewModel1e> = {}): CrewModel1e[] => Array.from({ length: n }, (_, i) => model(`${prefix}${i + 1}`, { cost: 3, ...over }));

/** A Guild list led by Lady Justice unless other leaders are named; the extra leaders come first on the list. */
const guild = (models: readonly CrewModel1e[], leaders: readonly string[] = ['lj'], extraLeaders: readonly CrewModel1e[] = []): CrewList1e => ({ faction: 'GUILD', leaders, models: [lj, ...extraLeaders, ...models] });
/** A Guild list led by the Henchman `j` (the Judge) with the given Henchman #. */
const henchmanLed = (henchmanNumber: number | undefined, models: readonly CrewModel1e[] = []): CrewList1e => ({
  faction: 'GUILD',
  leaders: ['j'],
  models: [henchman('j', { name: 'Judge', henchmanNumber }), ...models],
});

type Row = [string, CrewList1e, HiringContext, Refusal | undefined];
const check = (_title: string, list: CrewList1e, c: HiringContext, expected: Refusal | undefined): void => {
  expect(refusalOf(() => validateCrew1e(list, c))).toEqual(expected);
};

describe('malifaux-1e §14.8 HI-5 leaders', () => {
  it.each<Row>([
    // A leader id absent from the list is refused before any leader is read (else the checks below would crash).
    ['HI-5 a leader that is not on the list (Scrap)', guild([], ['nobody']), SCRAP, hi('HI-5', 'every leader is a model of the list')],
    ['HI-5 a second leader that is not on the list (Brawl)', guild([], ['lj', 'nobody']), BRAWL, hi('HI-5', 'every leader is a model of the list')],
    ['HI-5 Scrap: two leaders', guild([], ['lj', 'so'], [sonnia]), SCRAP, hi('HI-5', 'a Scrap crew has exactly one leader')],
    ['HI-5 Scrap: a Minion cannot lead', { faction: 'GUILD', leaders: ['g'], models: [model('g')] }, SCRAP, hi('HI-5', 'a Scrap leader is a Master or a Henchman')],
    ['HI-5 Scrap: a Master of another faction cannot lead', { faction: 'GUILD', leaders: ['pan'], models: [pandora] }, SCRAP, hi('HI-5', "the leader belongs to the player's faction")],
    ['HI-5 Brawl: no leader', guild([], []), BRAWL, hi('HI-5', 'a Brawl crew has one or two Masters')],
    ['HI-5 Brawl: three Masters', guild([], ['lj', 'so', 'pe'], [sonnia, master('pe', 'Perdita')]), BRAWL, hi('HI-5', 'a Brawl crew has one or two Masters')],
    ['HI-5 Brawl: a Master and a Henchman', guild([], ['lj', 'j'], [henchman('j', { henchmanNumber: 6 })]), BRAWL, hi('HI-5', "Henchmen can't lead in a Brawl")],
    ['HI-5 Brawl: two Masters of other factions', guild([], ['pan', 'li'], [pandora, master('li', 'Lilith', { factions: ['NEVERBORN'] })]), BRAWL, hi('HI-5', "at least one Master belongs to the player's faction")],
    ['HI-5 Brawl: one Master of the faction is enough, the other may be foreign', guild([], ['lj', 'pan'], [pandora]), BRAWL, undefined],
    ['HI-5 the same leader named twice', guild([], ['lj', 'lj']), BRAWL, hi('HI-5', 'a leader is named once')],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.8 HI-1, HI-13 the list itself', () => {
  it.each<Row>([
    ['HI-1 two models with the same id', guild([model('a'), model('a')]), SCRAP, hi('HI-1', 'model id a is not unique on the list')],
    ['HI-1 a model without an id', guild([model('')]), SCRAP, hi('HI-1', 'model id  is not unique on the list')],
    ['HI-13 a fractional cost', guild([model('a', { cost: 1.5 })]), SCRAP, hi('HI-13', 'a: a cost is a whole number of soulstones')],
    ['HI-13 a negative cost', guild([model('a', { cost: -1 })]), SCRAP, hi('HI-13', 'a: a cost is a whole number of soulstones')],
    ['HI-13 the crew costs more than the soulstones', guild([model('a', { cost: 16 }), model('b', { cost: 15 })]), SCRAP, hi('HI-13', 'the crew costs 31 soulstones, 30 are available')],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.8 HI-1, HI-6..HI-9 who may be hired', () => {
  const teddy = (station: CrewModel1e['station']): CrewModel1e => model('x', { name: 'Teddy', station, factions: ['NEVERBORN'] });
  it.each<Row>([
    ['HI-9 a Minion of another faction', guild([teddy('MINION')]), SCRAP, hi('HI-9', 'Teddy: Minions only from the faction')],
    ['HI-1 a Henchman of another faction', guild([teddy('HENCHMAN')]), SCRAP, hi('HI-1', "Teddy is neither of the faction, a Mercenary, nor allowed by a leader's rule")],
    ['HI-6 a Master hired as a model', guild([sonnia]), SCRAP, hi('HI-6', 'Sonnia: a Master is hired only as a leader')],
    ['HI-8 two Henchmen under one Master', guild([henchman('k1'), henchman('k2')]), SCRAP, hi('HI-8', 'one Henchman per Master (1)')],
    ['HI-7 a Henchman-led crew hires another Henchman', henchmanLed(6, [henchman('k')]), SCRAP, hi('HI-7', 'a Henchman-led crew hires no other Henchman')],
    // HI-7: the Henchman # is what the leader adds to the budget, so it must be a whole number above zero.
    ['HI-7 a leading Henchman without a Henchman #', henchmanLed(undefined), SCRAP, hi('HI-7', 'a leading Henchman has a Henchman #')],
    ['HI-7 a leading Henchman with Henchman # 0', henchmanLed(0), SCRAP, hi('HI-7', 'a leading Henchman has a Henchman #')],
    ['HI-7 a leading Henchman with a fractional Henchman #', henchmanLed(1.5), SCRAP, hi('HI-7', 'a leading Henchman has a Henchman #')],
    ['HI-7 a leading Henchman with Henchman # 1', henchmanLed(1), SCRAP, undefined],
  ])('malifaux-1e/%s', check);

  it('malifaux-1e/HI-7 a Henchman-led crew counts no Master and no cache', () => {
    const r = validateCrew1e(henchmanLed(6), SCRAP);
    expect([r.masters, r.caches, r.henchmanLed]).toEqual([0, 0, true]);
  });
});

describe('malifaux-1e §14.8 HI-3, HI-4 Rare and Unique', () => {
  const peacekeepers = (n: number): CrewModel1e[] => minions('pk', n, { name: 'Peacekeeper', rare: 1 });
  it.each<Row>([
    ['HI-3 Rare 1 twice in a Scrap', guild(peacekeepers(2)), SCRAP, hi('HI-3', 'Peacekeeper is Rare 1')],
    ['HI-3 Rare 1 three times in a Brawl', guild(peacekeepers(3)), BRAWL, hi('HI-3', 'Peacekeeper is Rare 1 (doubled in a Brawl)')],
    ['HI-3 policy rareDoublingRequiresTwoMasters: two Masters do double', guild(peacekeepers(2), ['lj', 'so'], [sonnia]), ctx('BRAWL', 40, { rareDoublingRequiresTwoMasters: true }), undefined],
    ['HI-4 two copies of a unique character', guild(minions('g', 2, { name: 'Guard', unique: true })), SCRAP, hi('HI-4', 'only one version of the unique character Guard')],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.8 HI-10 Totems', () => {
  const totem = (id: string, totemOf: string): CrewModel1e => model(id, { name: `Pup ${id}`, totem: true, totemOf });
  it.each<Row>([
    ['HI-10 a Totem of a Minion', guild([model('g'), totem('t', 'g')]), SCRAP, hi('HI-10', 'Pup t: a Totem is connected to a Master or Henchman of the crew')],
    ['HI-10 one Totem of the Master', guild([totem('t', 'lj')]), SCRAP, undefined],
    ['HI-10 one Totem of a hired Henchman', guild([henchman('k'), totem('t', 'k')]), SCRAP, undefined],
    ['HI-10 two Totems of the Master', guild([totem('t1', 'lj'), totem('t2', 'lj')]), SCRAP, hi('HI-10', 'Lady Justice already has a Totem')],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.8 HI-11 Mercenaries', () => {
  const foreign = (n: number, over: Partial<CrewModel1e>): CrewModel1e[] => minions('f', n, { factions: ['OUTCASTS'], ...over });
  it.each<Row>([
    ['HI-11 two foreign Mercenaries', guild(foreign(2, { mercenary: true })), SCRAP, undefined],
    ['HI-11 three foreign Mercenaries', guild(foreign(3, { mercenary: true })), SCRAP, hi('HI-11', 'at most two Mercenaries from other factions')],
    ['HI-11 foreign models a leader allows are no Mercenaries', guild(foreign(3, { allowedBy: 'lj' })), SCRAP, undefined],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.8 HI-12 Special Forces', () => {
  const dolls = (n: number): CrewModel1e[] => minions('d', n, { specialForces: 'Doll' });
  const asset = model('a', { specialForces: 'M&SU Asset' });
  it.each<Row>([
    ['HI-12 two groups', guild([...dolls(1), asset]), SCRAP, hi('HI-12', 'only one Special Forces group per crew')],
    ['HI-12 policy off: a Henchman’s group does not count as a second group', guild([henchman('z', { specialForces: 'Doll' }), asset]), ctx('SCRAP', 30, { henchmanSpecialForcesOneGroup: false }), undefined],
    ['HI-12 policy on: a Henchman outside any group adds no group', guild([henchman('z'), ...dolls(1)]), SCRAP, undefined],
    ['HI-12 one Doll among other Minions', guild([...dolls(1), ...minions('g', 2)]), SCRAP, undefined],
    ['HI-12 two Dolls with one Leader', guild(dolls(2)), SCRAP, undefined],
    ['HI-12 three Dolls with one Leader', guild(dolls(3)), SCRAP, hi('HI-12', 'at most two Doll models per Leader')],
    ['HI-12 four Dolls with two Leaders', guild(dolls(4), ['lj', 'so'], [sonnia]), BRAWL, undefined],
  ])('malifaux-1e/%s', check);
});

describe('malifaux-1e §14.2 the maximum Control Hand size (FD-8, W17)', () => {
  it('malifaux-1e/FD-8 Scrap 6, Brawl 7', () => {
    expect([maxHandFor('SCRAP'), maxHandFor('BRAWL')]).toEqual([6, 7]);
  });
});
