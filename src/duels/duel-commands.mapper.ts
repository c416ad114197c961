// Validated inputs -> the rules' plain command data (duel/duel-commands.ts). Absent and GraphQL-null fields are left
// out, never passed as undefined: a `policy: { flag: undefined }` would otherwise override the rules' default.
import { ProblemCode, ProblemException } from '../common/problem/problem';
import type { SeatId } from '../rules/core/decider';
import type { Suit } from '../rules/malifaux/cards';
import type { DamageModifiers, DamageTrack } from '../rules/malifaux-2e/duel/damage';
import type { AmountSource, DuelAction, DuelParticipant, FlipTarget, StartDamage, StartDamageFromDuel, StartDuelData, StartHealing } from '../rules/malifaux-2e/duel/duel-commands';
import type { DuelPolicy } from '../rules/malifaux-2e/duel/duel-policy';
import type { Station } from '../rules/malifaux-2e/duel/duel-roles';
import type { MathOp, StatModifier } from '../rules/malifaux-2e/duel/duel-total';
import type { FateModifiers } from '../rules/malifaux-2e/duel/fate-modifiers';
import type { TriggerDef, TriggerTiming } from '../rules/malifaux-2e/duel/triggers';
import type { DamageModifiersInput, DamageTrackInput, FlipAmountInput, FlipTargetInput } from './dto/damage-parts.input';
import type { StartDamageFromDuelInput, StartDamageInput, StartHealingInput } from './dto/damage.input';
import type { DuelActionInput, DuelParticipantInput, TriggerDefInput } from './dto/duel-parts.input';
import type { DuelPolicyInput, FateModifiersInput, StatModifierInput } from './dto/modifiers.input';
import type { StartDuelInput } from './dto/start-duel.input';

/** `{ key: value }` when the value is there, `{}` when it is undefined or null. */
function opt<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return value === undefined || value === null ? {} : ({ [key]: value } as { [P in K]?: V });
}

const suits = (xs: readonly string[] | null | undefined): Suit[] | undefined => (xs ? (xs as Suit[]) : undefined);
export const fateOf = (f: FateModifiersInput): FateModifiers => ({ bonus: f.bonus, penalty: f.penalty });
export const statModifierOf = (m: StatModifierInput): StatModifier => ({ op: m.op as MathOp, amount: m.amount });
const trackOf = (t: DamageTrackInput): DamageTrack => ({ weak: t.weak, moderate: t.moderate, severe: t.severe });

export function policyOf(p: DuelPolicyInput | null | undefined): Partial<DuelPolicy> | undefined {
  if (!p) return undefined;
  return {
    ...opt('blackJokerMayBeCheatedFromHand', p.blackJokerMayBeCheatedFromHand),
    ...opt('opponentRedJokerBlocksEvenWithBlackJoker', p.opponentRedJokerBlocksEvenWithBlackJoker),
    ...opt('oneSoulstoneOfEachKindPerDuel', p.oneSoulstoneOfEachKindPerDuel),
    ...opt('statSuitCountsWithBlackJoker', p.statSuitCountsWithBlackJoker),
    ...opt('relentingDefenderMaySpendSoulstone', p.relentingDefenderMaySpendSoulstone),
  };
}

function triggerOf(t: TriggerDefInput): TriggerDef {
  return { name: t.name, suits: t.suits as Suit[], timing: t.timing as TriggerTiming, ...opt('stat', t.stat) };
}

export function participantOf(p: DuelParticipantInput): DuelParticipant {
  const s = p.stat;
  return {
    modelId: p.modelId,
    seat: p.seat as SeatId,
    station: p.station as Station,
    stat: {
      name: s.name,
      value: s.value,
      ...opt('printedSuits', suits(s.printedSuits)),
      ...opt('modifiers', s.modifiers?.map(statModifierOf)),
      ...opt('totalBonus', s.totalBonus),
      ...opt('extraSuits', suits(s.extraSuits)),
    },
    ...opt('statTriggers', p.statTriggers?.map(triggerOf)),
    ...opt('fate', p.fate ? fateOf(p.fate) : undefined),
    wounds: p.wounds,
    maxWounds: p.maxWounds,
  };
}

function actionOf(a: DuelActionInput): DuelAction {
  return {
    name: a.name,
    ...opt('tn', a.tn),
    ...opt('requiredSuits', suits(a.requiredSuits)),
    ...opt('damage', a.damage ? trackOf(a.damage) : undefined),
    ...opt('triggers', a.triggers?.map(triggerOf)),
  };
}

/** StartDuel without the duelId, which the server adds (see DuelsService.startDuel). `kind` was checked by MatchesKind. */
export type StartDuelRequest = Omit<Extract<StartDuelData, { kind: 'SIMPLE' }>, 'duelId'> | Omit<Extract<StartDuelData, { kind: 'OPPOSED' }>, 'duelId'>;

export function startDuelOf(i: StartDuelInput): StartDuelRequest {
  const common = { action: actionOf(i.action), ...opt('policy', policyOf(i.policy)) };
  if (i.kind === 'SIMPLE' && i.actor) return { kind: 'SIMPLE', actor: participantOf(i.actor), ...common };
  if (i.attacker && i.defender)
    return { kind: 'OPPOSED', attacker: participantOf(i.attacker), defender: participantOf(i.defender), defenderFriendly: i.defenderFriendly ?? false, ...common };
  // Unreachable after MatchesKind; answered as the caller's mistake all the same, never as a 500.
  throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'kind does not match the participants given', { errors: [{ field: 'kind', message: 'does not match the participants given' }] });
}

function modifiersOf(m: DamageModifiersInput): DamageModifiers {
  return {
    ...opt('multiply', m.multiply),
    ...opt('divide', m.divide),
    ...opt('add', m.add),
    ...opt('reduce', m.reduce?.map((r) => ({ amount: r.amount, ...opt('minimum', r.minimum) }))),
    ...opt('irreducible', m.irreducible),
  };
}

function targetOf(t: FlipTargetInput): FlipTarget {
  return { modelId: t.modelId, seat: t.seat as SeatId, station: t.station as Station, wounds: t.wounds, maxWounds: t.maxWounds };
}

function amountOf(a: FlipAmountInput): AmountSource {
  if (a.kind === 'FLIP' && a.track) return { kind: 'FLIP', track: trackOf(a.track) };
  return { kind: 'FIXED', amount: a.amount ?? 0 }; // MatchesKind guarantees `amount` for FIXED
}

export function damageFromDuelOf(i: StartDamageFromDuelInput): StartDamageFromDuel['data'] {
  return {
    ...opt('fate', i.fate?.map(fateOf)),
    ...opt('modifiers', i.modifiers ? modifiersOf(i.modifiers) : undefined),
    ...opt('steppedDown', i.steppedDown),
  };
}

export function damageOf(i: StartDamageInput): StartDamage['data'] {
  return {
    dealer: { modelId: i.dealer.modelId ?? null, seat: i.dealer.seat as SeatId },
    target: targetOf(i.target),
    amount: amountOf(i.amount),
    ...damageFromDuelOf(i),
    ...opt('flipType', i.flipType as StartDamage['data']['flipType'] | undefined),
    ...opt('policy', policyOf(i.policy)),
  };
}

export function healingOf(i: StartHealingInput): StartHealing['data'] {
  return { healed: targetOf(i.healed), amount: amountOf(i.amount), ...opt('fate', i.fate?.map(fateOf)), ...opt('policy', policyOf(i.policy)) };
}
