// malifaux-1e §14.12 the end flip and the VP (end-decide.ts, issue 15; rules/malifaux-1e.md GL-1, GL-2, §14.7, SC-2,
// SC-5): each refusal is read whole (rule id, section, message) and each accepted score by the VP lines it records, on
// slices built at the step under test.
import type { Actor, SeatId } from '../../core/decider';
import { refusalOf as refusal, type Refusal } from '../../core/testing/refusal';
import type { CardId } from '../../malifaux/cards';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { encounterContext } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import { initialEncounterSlice, type ChosenScheme, type Malifaux1eEncounterSlice, type SchemeDefinition } from './encounter-state';
import { endTurn, scoreVictoryPoints } from './end-decide';
import type { FateFlipper } from './flipper';
import type { VpLine } from './game-length';
import { SEED_CATALOGUE, withObjectives, type ObjectiveCatalogue, type StrategyDefinition1e, type VpAward1e } from './objectives';
import { StackedFlipper } from './testing/encounter-game';

const S1412 = '§14.12 (seed 4950-4974)';
const seat = (x: SeatId): Actor => ({ role: 'seat', seat: x });
const gl = (id: string, message: string): Refusal => ({ ruleId: `malifaux-1e/${id}`, section: S1412, message });

/** A flipper that records which seat flipped under which flip id (the id names the flip in the deck's events). */
class RecordingFlipper implements FateFlipper {
  readonly events = [];
  readonly flips: [SeatId, string][] = [];
  flip(who: SeatId, flipId: string): CardId | null {
    this.flips.push([who, flipId]);
    return 'RAM-13';
  }
}

describe('malifaux-1e §14.12 the end flip (end-decide endTurn)', () => {
  const playing = (turn: number): Malifaux1eEncounterSlice => ({ ...initialEncounterSlice(), step: 'PLAYING', turn });
  const end = (who: Actor, turn: number, lastActivator: SeatId, flipper: FateFlipper = new StackedFlipper()): EncounterSliceEvent1e[] =>
    endTurn(playing(6), { type: 'EndTurn1e', actor: who, data: { turn, lastActivator } }, encounterContext(flipper));

  it('malifaux-1e/GL-1 only the turn being played ends, and the refusal names it', () => {
    expect(refusal(() => end(seat('A'), 7, 'A'))).toEqual(gl('GL-1', 'the turn being played is 6'));
  });

  it('malifaux-1e/GL-1 the player who activated the last model flips (or the organiser for them); the other seat is refused', () => {
    expect(refusal(() => end(seat('A'), 6, 'B'))).toEqual(gl('GL-1', 'the player who activated the last model flips'));
    expect(refusal(() => end({ role: 'organiser' }, 6, 'B'))).toBeUndefined();
  });

  it('malifaux-1e/GL-1 the end flip is the last activator’s, under a flip id naming the turn', () => {
    const flipper = new RecordingFlipper();
    end(seat('B'), 6, 'B', flipper);
    expect(flipper.flips).toEqual([['B', 'end-flip-6']]);
  });
});

describe('malifaux-1e §14.12 the VP (end-decide scoreVictoryPoints)', () => {
  type Line = Extract<EncounterSliceCommand1e, { type: 'ScoreVictoryPoints1e' }>['data']['lines'][number];
  const chosen = (id: string, announced: boolean): ChosenScheme => ({ id, selects: [], announced });
  const def = (id: string, awards?: readonly VpAward1e[]): SchemeDefinition => ({ id, fr: id, en: id, type: 'GENERAL', selects: 0, announce: 'MAY', ...(awards ? { awards } : {}) });

  /** Scrap, A holds TREASURE_HUNT (individual) and two schemes (BODYGUARD secret, TOLD announced); B holds SLAUGHTER. */
  const scoring = (over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => ({
    ...initialEncounterSlice(),
    step: 'SCORING',
    size: 'SCRAP',
    strategies: { A: { id: 'TREASURE_HUNT', shared: false }, B: { id: 'SLAUGHTER', shared: false } },
    schemes: { A: [chosen('BODYGUARD', false), chosen('TOLD', true)] },
    ...over,
  });
  const score = (s: Malifaux1eEncounterSlice, lines: readonly Line[], catalogue: ObjectiveCatalogue = SEED_CATALOGUE, who: SeatId = 'A'): EncounterSliceEvent1e[] =>
    scoreVictoryPoints(s, { type: 'ScoreVictoryPoints1e', actor: seat(who), data: { seat: who, lines } }, encounterContext(new StackedFlipper(), catalogue));
  /** The VP lines an accepted score records. */
  const vpOf = (out: readonly EncounterSliceEvent1e[]): readonly VpLine[] => (out[0].type === 'VictoryPointsScored1e' ? out[0].data.lines : []);
  const strategyLine = (over: Partial<Line> = {}): Line => ({ source: 'STRATEGY', id: 'TREASURE_HUNT', ...over });

  it('malifaux-1e/GL-2 a seat scores once', () => {
    const s = scoring({ vp: { A: { lines: [], raw: 0, capped: 0 } } });
    expect(refusal(() => score(s, []))).toEqual(gl('GL-2', 'this seat has already scored'));
    expect(refusal(() => score(s, [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 1 }], SEED_CATALOGUE, 'B'))).toBeUndefined();
  });

  it('malifaux-1e/GL-2 each line is scored once, and each is the seat’s own strategy or one of its schemes', () => {
    expect(refusal(() => score(scoring(), [strategyLine({ vp: 1 }), strategyLine({ vp: 2 })]))).toEqual(gl('GL-2', 'lines[1]: TREASURE_HUNT is scored once'));
    expect(refusal(() => score(scoring(), [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 1 }]))).toEqual(gl('GL-2', "lines[0]: SLAUGHTER is not this seat's strategy"));
    expect(refusal(() => score(scoring(), [{ source: 'SCHEME', id: 'G3', vp: 1 }]))).toEqual(gl('GL-2', "lines[0]: G3 is not one of this seat's schemes"));
  });

  describe('§14.7, SC-2 texts supplied as data', () => {
    const treasure: StrategyDefinition1e = { id: 'TREASURE_HUNT', awards: [{ vp: 4, conditions: ['holds the treasure', 'in own zone'] }] };
    const withTexts = (over: Partial<Malifaux1eEncounterSlice> = {}): Malifaux1eEncounterSlice => scoring({ strategyDefinitions: [treasure], ...over });

    it('malifaux-1e/GL-2 a condition the text does not name is refused, and the refusal lists the text’s conditions', () => {
      expect(refusal(() => score(withTexts(), [strategyLine({ met: ['a dragon'] })]))).toEqual(gl('GL-2', 'lines[0]: "a dragon" is not a victory condition of TREASURE_HUNT (holds the treasure; in own zone)'));
    });

    it('malifaux-1e/GL-2 no condition declared met scores nothing (not a refusal)', () => {
      expect(vpOf(score(withTexts(), [strategyLine()]))).toEqual([{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 0 }]);
    });

    it('malifaux-1e/SC-2 a declared VP must be the text’s: the same number is accepted, another refused', () => {
      const met = ['holds the treasure', 'in own zone'];
      expect(vpOf(score(withTexts(), [strategyLine({ met, vp: 4 })]))).toEqual([{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4 }]);
      expect(refusal(() => score(withTexts(), [strategyLine({ met, vp: 3 })]))).toEqual(gl('SC-2', "lines[0]: TREASURE_HUNT's text gives 4 VP for the conditions met, not 3"));
    });

    it('malifaux-1e/GL-2 §14.7 a shared strategy scores its shared version when the text gives one, else its only version', () => {
      const both: StrategyDefinition1e = { ...treasure, sharedAwards: [{ vp: 2, conditions: ['holds the treasure'] }, { vp: 1, conditions: ['in own zone'] }] };
      const held = (shared: boolean, d: StrategyDefinition1e): Malifaux1eEncounterSlice => withTexts({ strategies: { A: { id: 'TREASURE_HUNT', shared } }, strategyDefinitions: [d] });
      const met = ['holds the treasure', 'in own zone'];
      expect(vpOf(score(held(true, both), [strategyLine({ met })]))[0].vp).toBe(3);
      expect(vpOf(score(held(false, both), [strategyLine({ met })]))[0].vp).toBe(4);
      expect(vpOf(score(held(true, treasure), [strategyLine({ met })]))[0].vp).toBe(4);
    });

    it('malifaux-1e/SC-5 the announcement’s extra VP is a scheme’s: a strategy is never announced, so it never earns it', () => {
      const bonus: StrategyDefinition1e = { id: 'TREASURE_HUNT', awards: [{ vp: 2, conditions: ['holds the treasure'] }, { vp: 1, conditions: ['holds the treasure'], announcedOnly: true }] };
      expect(vpOf(score(withTexts({ strategyDefinitions: [bonus] }), [strategyLine({ met: ['holds the treasure'] })]))[0].vp).toBe(2);
      const told = scoring({ schemeDefinitions: [def('TOLD', bonus.awards)] });
      expect(vpOf(score(told, [{ source: 'SCHEME', id: 'TOLD', met: ['holds the treasure'] }]))[0].vp).toBe(3);
    });
  });

  it('malifaux-1e/GL-2 rules registered as code score from facts: a strategy by whether it is shared, a scheme by whether it was announced', () => {
    // The two flags differ on purpose (A's strategy is shared, TOLD announced, BODYGUARD secret), so each rule must get its own.
    const catalogue = withObjectives(SEED_CATALOGUE, {
      strategies: [{ id: 'TREASURE_HUNT', fr: 'Chasse au trésor', en: 'Treasure Hunt', score: (_, shared) => (shared ? 3 : 4) }],
      schemes: ['BODYGUARD', 'TOLD'].map((id) => ({ ...def(id), score: (_: unknown, announced: boolean): number => (announced ? 2 : 1) })),
    });
    const s = scoring({ strategies: { A: { id: 'TREASURE_HUNT', shared: true } } });
    const lines: Line[] = [strategyLine({ facts: {} }), { source: 'SCHEME', id: 'TOLD', facts: {} }, { source: 'SCHEME', id: 'BODYGUARD' }];
    expect(vpOf(score(s, lines, catalogue)).map((l) => l.vp)).toEqual([3, 2, 1]);
  });

  it.each<[number, Refusal | undefined]>([
    [-1, gl('GL-2', 'lines[0]: the text of SLAUGHTER is MISSING, so its VP are declared (0..10)')],
    [0, undefined],
    [10, undefined],
    [11, gl('GL-2', 'lines[0]: the text of SLAUGHTER is MISSING, so its VP are declared (0..10)')],
  ])('malifaux-1e/GL-2 a MISSING text takes declared VP from 0 to 10: %d gives %j', (vp, refused) => {
    expect(refusal(() => score(scoring(), [{ source: 'STRATEGY', id: 'SLAUGHTER', vp }], SEED_CATALOGUE, 'B'))).toEqual(refused);
  });
});
