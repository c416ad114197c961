// malifaux-1e §14.1-§14.2 setup (setup-decide.ts actsFor, beginSetup, chooseSize; issue 15; rules/malifaux-1e.md
// §14.1, §14.2, §14.7 GL-2, §14.10 SC-2): who may begin the setup with which texts, which texts are refused, and the
// encounter size. Every refusal is read whole (rule id, section, message) and every bound is tried from both sides.
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import { DEFAULT_MAGIC_POLICY_1E } from '../magic/magic-policy';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { SETUP_1E, S141 } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { initialEncounterSlice, type SchemeDefinition } from './encounter-state';
import type { StrategyDefinition1e, VpAward1e } from './objectives';
import { actsFor, beginSetup, chooseSize } from './setup-decide';
import type { EncounterSize1e } from './tables';

type BeginData = Extract<EncounterSliceCommand1e, { type: 'BeginEncounterSetup1e' }>['data'];

const ORGANISER: Actor = { role: 'organiser' };
const seat = (x: SeatId): Actor => ({ role: 'seat', seat: x });
const refusal = (ruleId: string, section: string, message: string): Refusal => ({ ruleId, section, message });

const award = (vp: number, conditions: readonly string[] = ['held the centre']): VpAward1e => ({ vp, conditions });
const strategy = (id: string, awards: readonly VpAward1e[] = [award(2)], sharedAwards?: readonly VpAward1e[]): StrategyDefinition1e => ({ id, awards, ...(sharedAwards ? { sharedAwards } : {}) });
const scheme = (id: string, awards?: readonly VpAward1e[]): SchemeDefinition => ({ id, fr: id, en: `${id} text`, type: 'GENERAL', selects: 0, announce: 'MAY', ...(awards ? { awards } : {}) });

const begin = (actor: Actor, data: BeginData): EncounterSliceEvent1e[] => beginSetup(initialEncounterSlice(), { type: 'BeginEncounterSetup1e', actor, data });
const beginRefusal = (actor: Actor, data: BeginData): Refusal | undefined => refusalOf(() => begin(actor, data));
const size = (data: { size: EncounterSize1e; soulstones: number }): EncounterSliceEvent1e[] => chooseSize({ ...initialEncounterSlice(), step: 'CHOOSE_SIZE' }, { type: 'ChooseEncounterSize1e', actor: seat('A'), data });

describe('malifaux-1e §14.1 a seat acts for itself, the organiser for anyone (actsFor)', () => {
  it.each<[string, Actor, Refusal | undefined]>([
    ['the organiser for seat A', ORGANISER, undefined],
    ['seat A for itself', seat('A'), undefined],
    ['seat B for seat A', seat('B'), refusal(SETUP_1E, S141, 'seat B may not act for seat A')],
  ])('malifaux-1e/SETUP %s', (_who, actor, expected) => {
    expect(refusalOf(() => actsFor(actor, 'A'))).toEqual(expected);
  });
});

describe('malifaux-1e §14.1 only the organiser begins the setup with policies and texts (beginSetup)', () => {
  const policies = refusal(SETUP_1E, S141, 'only the organiser sets policies and scheme texts');
  it('malifaux-1e/SETUP a seat may begin a setup that sets nothing', () => {
    expect(beginRefusal(seat('A'), {})).toBeUndefined();
    expect(beginRefusal(seat('A'), { strategies: [] })).toBeUndefined();
  });
  // Each field alone: the guard must look at every one of them, not only at the first.
  it.each<[string, BeginData]>([
    ['policy', { policy: {} }],
    ['magicPolicy', { magicPolicy: {} }],
    ['terrainPolicy', { terrainPolicy: {} }],
    ['schemes', { schemes: [] }],
  ])('malifaux-1e/SETUP a seat that sets %s is refused; the organiser is not', (_field, data) => {
    expect(beginRefusal(seat('A'), data)).toEqual(policies);
    expect(beginRefusal(ORGANISER, data)).toBeUndefined();
  });
  it('malifaux-1e/GL-2 a seat that supplies strategy texts is refused; the organiser is not', () => {
    const data: BeginData = { strategies: [strategy('CLAIM_JUMP')] };
    expect(beginRefusal(seat('A'), data)).toEqual(refusal(SETUP_1E, S141, 'only the organiser supplies strategy texts'));
    expect(beginRefusal(ORGANISER, data)).toBeUndefined();
  });
});

describe('malifaux-1e §14.7, §14.10 the texts the organiser supplies (beginSetup)', () => {
  const gl2 = (message: string): Refusal => refusal('malifaux-1e/GL-2', '§14.7', message);
  it.each<[string, BeginData, Refusal | undefined]>([
    ['two schemes with their own ids', { schemes: [scheme('G'), scheme('G2')] }, undefined],
    ['two schemes with one id', { schemes: [scheme('G'), scheme('G')] }, refusal('malifaux-1e/SC-2', '§14.10', 'every scheme definition has its own id')],
    ['two strategies with their own ids', { strategies: [strategy('CLAIM_JUMP'), strategy('CONTAIN_POWER')] }, undefined],
    ['two strategies with one id', { strategies: [strategy('CLAIM_JUMP'), strategy('CLAIM_JUMP')] }, gl2('every strategy definition has its own id')],
    ['a strategy of no table', { strategies: [strategy('TEA_PARTY')] }, gl2("TEA_PARTY is not one of the thirteen strategies of the seed's tables")],
  ])('malifaux-1e/SC-2 malifaux-1e/GL-2 %s', (_what, data, expected) => {
    expect(beginRefusal(ORGANISER, data)).toEqual(expected);
  });

  // An award is checked wherever it is written: a strategy's awards, its shared version's, a scheme's.
  const places: [string, (a: VpAward1e) => BeginData][] = [
    ['strategy', (a) => ({ strategies: [strategy('CLAIM_JUMP', [a])] })],
    ['shared strategy', (a) => ({ strategies: [strategy('CLAIM_JUMP', [award(1)], [a])] })],
    ['scheme', (a) => ({ schemes: [scheme('G', [a])] })],
  ];
  const awards: [string, VpAward1e, boolean][] = [
    ['-1 VP', award(-1), false],
    ['0 VP', award(0), true],
    ['10 VP', award(10), true],
    ['11 VP', award(11), false],
    ['1.5 VP', award(1.5), false],
    ['no condition', award(1, []), false],
    ['one condition', award(1, ['x']), true],
  ];
  it.each(places.flatMap(([where, data]) => awards.map(([what, a, ok]): [string, string, boolean, BeginData] => [where, what, ok, data(a)])))(
    'malifaux-1e/GL-2 a %s award of %s is accepted: %p',
    (_where, _what, ok, data) => {
      expect(beginRefusal(ORGANISER, data)).toEqual(ok ? undefined : gl2('an award is 0..10 VP for at least one victory condition'));
    },
  );
});

describe('malifaux-1e §14.1 the setup begun carries the policies and texts (beginSetup)', () => {
  const begunData = (data: BeginData): EncounterSliceEvent1e['data'] => begin(ORGANISER, data)[0].data;
  it('malifaux-1e/SETUP a magic policy supplied overrides the default', () => {
    expect(begunData({ magicPolicy: { summonedMustActivate: false } })).toMatchObject({ magicPolicy: { ...DEFAULT_MAGIC_POLICY_1E, summonedMustActivate: false } });
  });
  it('malifaux-1e/GL-2 strategy texts are carried only when some are supplied', () => {
    expect(begunData({ strategies: [] })).not.toHaveProperty('strategies');
    expect(begunData({})).not.toHaveProperty('strategies');
    const texts = [strategy('CLAIM_JUMP')];
    expect(begunData({ strategies: texts })).toHaveProperty('strategies', texts);
  });
});

describe('malifaux-1e §14.2 the encounter size and its hiring soulstones (chooseSize)', () => {
  const bounds = refusal(SETUP_1E, '§14.2', 'the hiring soulstones are a whole number 1..200');
  it('malifaux-1e/SETUP a size other than SCRAP or BRAWL is refused', () => {
    expect(refusalOf(() => size({ size: 'HUGE' as EncounterSize1e, soulstones: 30 }))).toEqual(refusal(SETUP_1E, '§14.2', 'the size is SCRAP or BRAWL'));
  });
  it.each<[number, Refusal | undefined]>([
    [0, bounds],
    [1, undefined],
    [200, undefined],
    [201, bounds],
    [1.5, bounds],
  ])('malifaux-1e/SETUP %p hiring soulstones', (soulstones, expected) => {
    expect(refusalOf(() => size({ size: 'BRAWL', soulstones }))).toEqual(expected);
  });
  // O8: the ranges (Scrap 1-55, Brawl 30-80) are hints; the event says whether the soulstones fit, bounds included.
  it.each<[EncounterSize1e, number, number, boolean]>([
    ['SCRAP', 1, 6, true],
    ['SCRAP', 55, 6, true],
    ['SCRAP', 56, 6, false],
    ['BRAWL', 29, 7, false],
    ['BRAWL', 30, 7, true],
    ['BRAWL', 80, 7, true],
    ['BRAWL', 81, 7, false],
  ])('malifaux-1e/SETUP %s of %i soulstones: hand %i, within the suggested range %p', (s, soulstones, maxHand, withinSuggestedRange) => {
    expect(size({ size: s, soulstones })).toEqual([{ type: 'EncounterSizeChosen1e', data: { size: s, soulstones, maxHand, withinSuggestedRange } }]);
  });
});
