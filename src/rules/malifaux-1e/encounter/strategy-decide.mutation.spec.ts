// malifaux-1e §14.7 strategies (strategy-decide.ts settle, flipStrategy, decideReflip, makeChoice; issue 15;
// rules/malifaux-1e.md §14.7 W35-W37, HI-13, §14.4, §14.6, §14.13 LO-1): who settles when, which seat is pending,
// which labels the flips carry, and every refusal read whole (rule id, section, message).
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import type { CardId } from '../../malifaux/cards';
import { encounterContext, SETUP_1E, S141, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { DEFAULT_ENCOUNTER_POLICY_1E, type EncounterPolicy1e } from './encounter-policy';
import { initialEncounterSlice, type Malifaux1eEncounterSlice, type PendingChoice, type StrategyHeld } from './encounter-state';
import type { FateFlipper } from './flipper';
import { decideReflip, flipStrategy, makeChoice, settle } from './strategy-decide';

const S147 = '§14.7 (seed 4367-4535)';
const ORGANISER: Actor = { role: 'organiser' };
const refusal = (ruleId: string, section: string, message: string): Refusal => ({ ruleId, section, message });
const held = (id: string, shared = false): StrategyHeld => ({ id, shared });

/** A flipper that hands out the given cards in order and records the label of every flip (the label names the flip). */
function recording(cards: readonly CardId[]): { ctx: EncounterContext1e; labels: string[] } {
  const left = [...cards];
  const labels: string[] = [];
  const flipper: FateFlipper = { events: [], flip: (_seat: SeatId, label: string): CardId | null => (labels.push(label), left.shift() ?? null) };
  return { ctx: encounterContext(flipper), labels };
}

/** An extended encounter of seats A and B at the given step. */
function slice(over: Partial<Malifaux1eEncounterSlice>, policy: Partial<EncounterPolicy1e> = {}): Malifaux1eEncounterSlice {
  return { ...initialEncounterSlice(), step: 'DETERMINE_STRATEGIES', encounterType: 'EXTENDED', extendedKind: 'INDIVIDUAL', ...over, policy: { ...DEFAULT_ENCOUNTER_POLICY_1E, ...over.policy, ...policy } };
}

const flip = (s: Malifaux1eEncounterSlice, seat: SeatId, cards: readonly CardId[] = ['RAM-02']): EncounterSliceEvent1e[] => flipStrategy(s, { type: 'FlipStrategy1e', actor: ORGANISER, data: { seat } }, recording(cards).ctx);
const reflip = (s: Malifaux1eEncounterSlice, seat: SeatId, yes: boolean, cards: readonly CardId[] = ['RAM-02']): EncounterSliceEvent1e[] => decideReflip(s, { type: 'DecideStrategyReflip1e', actor: ORGANISER, data: { seat, reflip: yes } }, recording(cards).ctx);
const choose = (s: Malifaux1eEncounterSlice, seat: SeatId, value: string): EncounterSliceEvent1e[] => makeChoice(s, { type: 'MakeSetupChoice1e', actor: ORGANISER, data: { seat, value } }, recording([]).ctx);
const pending = (p: PendingChoice, over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => slice({ step: 'DETERMINE_STRATEGIES', pending: p, ...over });
const settled = (strategies: Record<string, StrategyHeld>): EncounterSliceEvent1e => ({ type: 'StrategiesSettled1e', data: { strategies } });
const types = (events: readonly EncounterSliceEvent1e[]): string[] => events.map((e) => e.type);

describe('malifaux-1e §14.7 settle: coinciding strategies are shared', () => {
  it('malifaux-1e/W36 different strategies stay individual; a missing one is blank and unshared', () => {
    expect(settle(slice({}), { A: held('CLAIM_JUMP') })).toEqual(settled({ A: held('CLAIM_JUMP'), B: held('') }));
    expect(settle(slice({}), { A: held('CLAIM_JUMP'), B: held('SLAUGHTER') })).toEqual(settled({ A: held('CLAIM_JUMP'), B: held('SLAUGHTER') }));
  });
  it('malifaux-1e/W36 no strategy at all is not a shared one: two blanks do not coincide', () => {
    expect(settle(slice({}), {})).toEqual(settled({ A: held(''), B: held('') }));
  });
  it('malifaux-1e/W36 a strategy already shared stays shared even when the others differ', () => {
    expect(settle(slice({}), { A: held('CLAIM_JUMP', true), B: held('SLAUGHTER') })).toEqual(settled({ A: held('CLAIM_JUMP', true), B: held('SLAUGHTER') }));
  });
  it('malifaux-1e/W36 the same strategy for every seat is shared', () => {
    expect(settle(slice({}), { A: held('SLAUGHTER'), B: held('SLAUGHTER') })).toEqual(settled({ A: held('SLAUGHTER', true), B: held('SLAUGHTER', true) }));
  });
});

describe('malifaux-1e §14.7 flipStrategy', () => {
  it('malifaux-1e/W36 the shared strategy is flipped once and settles for everyone at once', () => {
    const out = flip(slice({ extendedKind: 'SHARED' }), 'A');
    expect(out).toContainEqual({ type: 'StrategyDetermined1e', data: { seat: null, strategy: 'CLAIM_JUMP' } });
    expect(out[out.length - 1]).toEqual(settled({ A: held('CLAIM_JUMP', true), B: held('CLAIM_JUMP', true) }));
    expect(refusalOf(() => flip(slice({ extendedKind: 'SHARED', strategies: { A: held('X', true) } }), 'B'))).toEqual(refusal(SETUP_1E, S147, 'the shared strategy was already flipped'));
  });
  it('malifaux-1e/W35 a General strategy is flipped by each seat and settles without a reflip phase', () => {
    const out = flip(slice({ encounterType: 'GENERAL', extendedKind: null, strategies: { A: held('SLAUGHTER') } }), 'B');
    expect(out[out.length - 1]).toEqual(settled({ A: held('SLAUGHTER'), B: held('TREASURE_HUNT') }));
    expect(flip(slice({ encounterType: 'GENERAL', extendedKind: null }), 'B')).toHaveLength(2);
  });
  it('malifaux-1e/W37 the last individual flip waits for the reflip only when the policy allows it', () => {
    const last = slice({ strategies: { A: held('SLAUGHTER') } });
    expect(types(flip(last, 'B'))).not.toContain('StrategiesSettled1e');
    const out = flip({ ...last, policy: { ...last.policy, allowStrategyReflip: false } }, 'B');
    expect(out[out.length - 1]).toEqual(settled({ A: held('SLAUGHTER'), B: held('CLAIM_JUMP') }));
  });
  it('malifaux-1e/W37 only an extended encounter has the reflip phase, whatever kind is left over', () => {
    const out = flip(slice({ encounterType: 'GENERAL', extendedKind: 'INDIVIDUAL', strategies: { A: held('SLAUGHTER') } }), 'B');
    expect(out[out.length - 1]).toEqual(settled({ A: held('SLAUGHTER'), B: held('TREASURE_HUNT') }));
  });
  it('malifaux-1e/W36 a seat flips its own strategy once; the flip records the card and the result', () => {
    expect(refusalOf(() => flip(slice({ strategies: { A: held('X') } }), 'A'))).toEqual(refusal(SETUP_1E, S147, 'this seat already has its strategy'));
    expect(refusalOf(() => flip(slice({ strategies: { A: held('X') } }), 'B'))).toBeUndefined();
    const out = flip(slice({}), 'A');
    expect(out[0]).toEqual(expect.objectContaining({ data: expect.objectContaining({ cards: ['RAM-02'], result: 'CLAIM_JUMP' }) }));
  });
  it('malifaux-1e/W36 a Black Joker: the opponent chooses the flipper\'s strategy', () => {
    const out = flip(slice({}), 'A', ['BJ']);
    expect(out[0]).toEqual(expect.objectContaining({ data: expect.objectContaining({ cards: ['BJ'], result: 'CHOICE' }) }));
    expect(JSON.stringify(out[1])).toContain('"forSeat":"A"');
  });
  it('malifaux-1e/W36 a story strategy is chosen, not flipped', () => {
    const out = flip(slice({ extendedKind: 'STORY' }), 'B');
    expect(types(out)).toEqual(['SetupChoicePending1e']);
    expect(JSON.stringify(out[0])).toContain('"seat":"B"');
  });
  it('malifaux-1e/W36 the flips are labelled strategy and strategy-reflip', () => {
    const a = recording(['RAM-02']);
    flipStrategy(slice({}), { type: 'FlipStrategy1e', actor: ORGANISER, data: { seat: 'A' } }, a.ctx);
    decideReflip(slice({ step: 'REFLIP_STRATEGIES' }), { type: 'DecideStrategyReflip1e', actor: ORGANISER, data: { seat: 'A', reflip: true } }, a.ctx);
    expect(a.labels).toEqual(['strategy', 'strategy-reflip']);
  });
});

describe('malifaux-1e §14.7 decideReflip', () => {
  const both = { strategies: { A: held('SLAUGHTER'), B: held('DISTRACT') } };
  it('malifaux-1e/HI-13 a strategy is reflipped at most once', () => {
    expect(refusalOf(() => reflip(slice({ step: 'REFLIP_STRATEGIES', reflipDecided: ['A'] }), 'A', false))).toEqual(refusal('malifaux-1e/HI-13', S147, 'a strategy is reflipped at most once'));
  });
  it('malifaux-1e/W37 declining settles only once every seat has decided', () => {
    expect(types(reflip(slice({ step: 'REFLIP_STRATEGIES', ...both }), 'A', false))).toEqual(['StrategyReflipDecided1e']);
    const out = reflip(slice({ step: 'REFLIP_STRATEGIES', ...both, reflipDecided: ['B'] }), 'A', false);
    expect(out[out.length - 1]).toEqual(settled({ A: held('SLAUGHTER'), B: held('DISTRACT') }));
  });
  it('malifaux-1e/W37 a reflip settles when it is the last decision, and waits otherwise', () => {
    const out = reflip(slice({ step: 'REFLIP_STRATEGIES', ...both, reflipDecided: ['B'] }), 'A', true);
    expect(out[out.length - 1]).toEqual(settled({ A: held('CLAIM_JUMP'), B: held('DISTRACT') }));
    expect(types(reflip(slice({ step: 'REFLIP_STRATEGIES', ...both }), 'A', true))).not.toContain('StrategiesSettled1e');
  });
});

describe('malifaux-1e §14.7 makeChoice: the seat a Joker named answers', () => {
  it('malifaux-1e/W36 no choice due, or the wrong seat, is refused', () => {
    expect(refusalOf(() => choose(slice({}), 'A', 'X'))).toEqual(refusal(SETUP_1E, S141, 'no choice is due'));
    expect(refusalOf(() => choose(pending({ what: 'STRATEGY', seat: 'B' }), 'A', 'SLAUGHTER'))).toEqual(refusal(SETUP_1E, S141, 'seat B makes this choice'));
  });
  it('malifaux-1e/W36 indoor or outdoor', () => {
    expect(refusalOf(() => choose(pending({ what: 'INDOOR_OUTDOOR', seat: 'A' }), 'A', 'X'))).toEqual(refusal(SETUP_1E, '§14.4', 'OUTDOOR or INDOOR'));
    expect(refusalOf(() => choose(pending({ what: 'INDOOR_OUTDOOR', seat: 'A' }), 'A', 'INDOOR'))).toBeUndefined();
    expect(refusalOf(() => choose(pending({ what: 'INDOOR_OUTDOOR', seat: 'A' }), 'A', 'OUTDOOR'))).toBeUndefined();
  });
  it('malifaux-1e/W36 a location from the named side', () => {
    expect(refusalOf(() => choose(pending({ what: 'LOCATION', seat: 'A', where: 'INDOOR' }), 'A', 'BOG'))).toEqual(refusal(SETUP_1E, '§14.4', 'one of the indoor locations'));
    expect(choose(pending({ what: 'LOCATION', seat: 'A', where: 'OUTDOOR' }), 'A', 'BOG')[1]).toEqual({ type: 'LocationDetermined1e', data: { where: 'OUTDOOR', location: 'BOG', agreed: false } });
    expect(choose(pending({ what: 'LOCATION', seat: 'A' }), 'A', 'BOG')[1]).toEqual({ type: 'LocationDetermined1e', data: { where: 'OUTDOOR', location: 'BOG', agreed: false } });
    expect(choose(pending({ what: 'LOCATION', seat: 'A', where: 'INDOOR' }), 'A', 'THEATER')[1]).toEqual({ type: 'LocationDetermined1e', data: { where: 'INDOOR', location: 'THEATER', agreed: false } });
  });
  it('malifaux-1e/LO-1 a special option from the location\'s list', () => {
    const lo1 = refusal('malifaux-1e/LO-1', '§14.13', "on a Red Joker the player chooses from the location's list");
    expect(refusalOf(() => choose(pending({ what: 'SPECIAL', seat: 'A' }, { location: null }), 'A', 'Brumes'))).toEqual(lo1);
    expect(refusalOf(() => choose(pending({ what: 'SPECIAL', seat: 'A' }, { location: 'NOWHERE' }), 'A', 'Brumes'))).toEqual(lo1);
    expect(choose(pending({ what: 'SPECIAL', seat: 'A' }, { location: 'BOG' }), 'A', 'Brumes')[1]).toEqual({ type: 'SpecialLocationApplied1e', data: { specials: ['Brumes'] } });
  });
  it('malifaux-1e/W36 a deployment', () => {
    expect(refusalOf(() => choose(pending({ what: 'DEPLOYMENT', seat: 'A' }), 'A', 'X'))).toEqual(refusal(SETUP_1E, '§14.6', 'one of DIAGONAL, STANDARD, CORNER'));
    expect(choose(pending({ what: 'DEPLOYMENT', seat: 'A' }), 'A', 'CORNER')[1]).toEqual({ type: 'DeploymentDetermined1e', data: { deployment: 'CORNER', agreed: false } });
  });
  it.each<[string, boolean, boolean]>([
    ['INDIVIDUAL', false, true],
    ['SHARED', false, true],
    ['STORY', false, false],
    ['STORY', true, true],
    ['X', true, false],
  ])('malifaux-1e/W36 extended kind %s (story allowed: %s) accepted: %s', (kind, story, ok) => {
    const s = pending({ what: 'EXTENDED_KIND', seat: 'A' }, { policy: { ...DEFAULT_ENCOUNTER_POLICY_1E, storyEncountersAllowed: story } });
    const expected = ok ? undefined : refusal(SETUP_1E, S147, 'INDIVIDUAL, SHARED, or STORY when agreed beforehand');
    expect(refusalOf(() => choose(s, 'A', kind))).toEqual(expected);
    if (ok) expect(choose(s, 'A', kind)[1]).toEqual({ type: 'ExtendedKindDetermined1e', data: { kind } });
  });
  it('malifaux-1e/W35 a General Joker chooses among the General five', () => {
    const s = pending({ what: 'STRATEGY', seat: 'A' }, { encounterType: 'GENERAL', extendedKind: null });
    expect(refusalOf(() => choose(s, 'A', 'DISTRACT'))).toEqual(refusal(SETUP_1E, S147, 'one of TREASURE_HUNT, DESTROY_THE_EVIDENCE, RECONNOITER, CLAIM_JUMP, SLAUGHTER'));
  });
});
