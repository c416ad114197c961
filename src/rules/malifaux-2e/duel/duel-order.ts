// malifaux-2e §4.3-4.5, §12 Out-of-order decisions (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 609-661, 705-746, 1335-1388): SS-D2, SS-D3, DU-O2, DU-O4, DU-O5, CF-3, TR-2, DF-1, HL-2, PV-1, DU-S2
import { SeatId } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import { DuelState, SideState } from './duel-state';
import { DueStep, StepName, dueStep } from './duel-steps';

export const ORDER_SECTION = '§4.3-4.5 (seed 609-661, 705-746)';

type Decision = Exclude<StepName, 'START' | 'RESOLVE'>;

/** The rule broken by taking a decision twice, or after its step is over. */
const ONCE_RULE: Record<Decision, string> = {
  DECLARE_SOULSTONES: 'SS-D2',
  FLIP: 'FM-2',
  CHOOSE_ACTIVE_CARD: 'FM-4',
  NAME_RED_JOKER_SUIT: 'FD-4',
  CHEAT: 'CF-3',
  DECLARE_TRIGGER: 'TR-2',
  PREVENTION: 'PV-1',
};

const LABEL: Record<StepName, string> = {
  // Stryker disable next-line StringLiteral: START is due only with no duel or flip in progress, and that refusal names the decision taken (LABEL[step]), never LABEL.START
  START: 'start a duel or flip',
  DECLARE_SOULSTONES: 'declare Soulstone use',
  FLIP: 'flip',
  CHOOSE_ACTIVE_CARD: 'choose the active card',
  NAME_RED_JOKER_SUIT: "name the Red Joker's suit",
  CHEAT: 'decide whether to Cheat Fate',
  DECLARE_TRIGGER: 'declare a Trigger or pass',
  PREVENTION: 'decide on a prevention flip',
  RESOLVE: 'resolve',
};

/** The rule that makes `due` the next decision (who goes first, or what must happen before). */
function precedenceRule(state: DuelState, due: DueStep): string {
  const opposed = state.status === 'DUELING' && state.duel.kind === 'OPPOSED';
  if (due.stage === 'DAMAGE' && due.step !== 'PREVENTION') return 'DF-1';
  if (due.stage === 'HEALING') return 'HL-2';
  switch (due.step) {
    case 'DECLARE_SOULSTONES':
      return opposed ? 'SS-D3' : 'SS-D2';
    case 'CHOOSE_ACTIVE_CARD':
      return opposed ? 'DU-O2' : 'FM-4';
    case 'CHEAT':
      return opposed ? 'DU-O4' : 'CF-3';
    case 'DECLARE_TRIGGER':
      return opposed ? 'DU-O5' : 'TR-2';
    case 'START':
    case 'RESOLVE':
      return 'DU-S1';
    default:
      return ONCE_RULE[due.step];
  }
}

function sideStatus(s: SideState, step: Decision): { done: boolean; skipped?: { ruleId: string; reason: string } } {
  const skip = (st: { status: string; ruleId?: string; reason?: string }) =>
    st.status === 'SKIPPED' && st.ruleId && st.reason ? { done: true, skipped: { ruleId: st.ruleId, reason: st.reason } } : { done: st.status !== 'PENDING' };
  switch (step) {
    case 'DECLARE_SOULSTONES':
      return { done: s.soulstones.status !== 'PENDING' };
    case 'FLIP':
      return { done: s.flipped !== null };
    case 'CHOOSE_ACTIVE_CARD':
      return { done: s.choice.status !== 'PENDING' };
    case 'NAME_RED_JOKER_SUIT':
      return { done: s.redJokerSuit !== null };
    case 'CHEAT':
      return skip(s.cheat);
    case 'DECLARE_TRIGGER':
      return skip(s.trigger);
    case 'PREVENTION':
      // Stryker disable next-line BooleanLiteral: a prevention decision during a duel is refused (PV-1) before any side's status is read
      return { done: false };
  }
}

const fail = (rule: string, message: string): RuleViolation => new RuleViolation(`malifaux-2e/${rule}`, ORDER_SECTION, message);

/**
 * Returns the due step when `by` may take decision `step` now; otherwise throws the RuleViolation naming what was
 * wrong: the decision was already taken (or taken away, with that rule), it is the other side's turn, or an earlier
 * step is still open.
 */
export function expectStep(state: DuelState, step: Decision, by: SeatId): DueStep {
  const due = dueStep(state);
  if (due.step === step && due.seats.includes(by)) return due;
  if (state.status === 'DUELING') {
    const mine = state.duel.sides.filter((s) => s.participant.seat === by);
    if (mine.length === 0) throw fail('DU-S2', `seat ${by} controls no model in this duel`);
    if (step === 'PREVENTION') throw fail('PV-1', 'no damage is being suffered: the duel is still open');
    if (step !== 'DECLARE_SOULSTONES' && mine.every((s) => s.soulstones.status === 'RELENTED'))
      throw fail('DU-O8', `the Defender relented: it flips nothing, cannot ${LABEL[step]}`);
    const status = mine.map((s) => sideStatus(s, step));
    if (status.every((x) => x.done)) {
      const skipped = status.find((x) => x.skipped)?.skipped;
      if (skipped) throw new RuleViolation(skipped.ruleId, ORDER_SECTION, `cannot ${LABEL[step]}: ${skipped.reason}`);
      throw fail(ONCE_RULE[step], `this model may ${LABEL[step]} only once in this duel`);
    }
  } else if (state.status === 'FLIPPING') {
    const f = state.flip;
    const owner = step === 'PREVENTION' ? f.target.seat : f.flipper.seat;
    if (step === 'DECLARE_SOULSTONES' || step === 'NAME_RED_JOKER_SUIT' || step === 'DECLARE_TRIGGER')
      throw fail(ONCE_RULE[step], `the duel is over: a ${f.stage.toLowerCase()} flip is in progress`);
    if (by !== owner)
      throw fail(step === 'PREVENTION' ? 'PV-1' : f.stage === 'DAMAGE' ? 'DF-1' : 'HL-2', `seat ${owner} makes this decision of the ${f.stage.toLowerCase()} flip, not ${by}`);
    const done =
      step === 'FLIP' ? f.flipped !== null : step === 'CHOOSE_ACTIVE_CARD' ? f.choice.status !== 'PENDING' : step === 'CHEAT' ? f.cheat : f.prevention;
    if (typeof done === 'object' && done.status === 'SKIPPED') throw new RuleViolation(done.ruleId, ORDER_SECTION, `cannot ${LABEL[step]}: ${done.reason}`);
    if (done === true || (typeof done === 'object' && done.status !== 'PENDING'))
      throw fail(ONCE_RULE[step], `this flip allows one decision to ${LABEL[step]}`);
  } else {
    throw fail(ONCE_RULE[step], state.status === 'IDLE' ? `no duel or flip is in progress: cannot ${LABEL[step]}` : `it is over: cannot ${LABEL[step]}`);
  }
  const who = due.role ? `the ${due.role}` : due.seats.length ? `seat ${due.seats.join('/')}` : 'nobody';
  throw fail(precedenceRule(state, due), `out of order: ${who} must ${LABEL[due.step]} first`);
}
