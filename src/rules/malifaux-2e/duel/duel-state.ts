// malifaux-2e §4.5 Duel state (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-764, 1335-1388): the facts recorded so far; the next step is derived (duel-steps.ts)
import { SeatId } from '../../core/decider';
import { CardId, Suit } from '../../malifaux/cards';
import { AmountSource, DuelAction, DuelParticipant, FlipTarget } from './duel-commands';
import { DamageModifiers, Severity } from './damage';
import { DuelPolicy } from './duel-policy';
import { DuelRole } from './duel-roles';
import { DuelTotal, duelTotal } from '../../malifaux/duel/duel-total';
import { effectiveStat } from './duel-total';
import { FateModifiers, FlipType } from './fate-modifiers';
import { SoulstoneDeclaration } from './soulstones';
import { TriggerDef } from './triggers';

export type Pending = { readonly status: 'PENDING' };
/** A step with no choice, skipped automatically, with the rule that took the choice away. */
export type Skipped = { readonly status: 'SKIPPED'; readonly ruleId: string; readonly reason: string };

export type SoulstoneStatus =
  | Pending
  | Skipped
  | { readonly status: 'DECLARED'; readonly declaration: SoulstoneDeclaration }
  | { readonly status: 'RELENTED'; readonly damageFlipPenalty: number };
export type ChoiceStatus = Pending | { readonly status: 'CHOSEN'; readonly card: CardId | null };
export type CheatStatus =
  | Pending
  | Skipped
  | { readonly status: 'DECLINED' }
  | { readonly status: 'CHEATED'; readonly card: CardId; readonly replaced: CardId; readonly redJokerSuit: Suit | null };
export type TriggerStatus = Pending | Skipped | { readonly status: 'PASSED' } | { readonly status: 'DECLARED'; readonly trigger: TriggerDef };
export type PreventionStatus = Pending | Skipped | { readonly status: 'DECLINED' } | { readonly status: 'FLIPPED'; readonly card: CardId | null; readonly prevented: number };

export interface SideState {
  readonly role: DuelRole;
  readonly participant: DuelParticipant;
  readonly soulstones: SoulstoneStatus;
  /** null until flipped; [] for a relenting Defender or a flip that yielded no card. */
  readonly flipped: readonly CardId[] | null;
  readonly net: number | null;
  readonly choice: ChoiceStatus;
  /** FD-4: the suit named for a flipped Red Joker taken as the active card. */
  readonly redJokerSuit: Suit | null;
  readonly cheat: CheatStatus;
  readonly trigger: TriggerStatus;
}

export interface DuelRecord {
  readonly duelId: string;
  readonly kind: 'SIMPLE' | 'OPPOSED';
  readonly action: DuelAction;
  readonly defenderFriendly: boolean;
  readonly policy: DuelPolicy;
  /** SIMPLE: [ACTOR]; OPPOSED: [ATTACKER, DEFENDER]. */
  readonly sides: readonly SideState[];
}

export interface DuelOutcome {
  readonly winner: DuelRole | null;
  readonly success: boolean;
  readonly margin: number | null;
  readonly totals: readonly { readonly role: DuelRole; readonly total: DuelTotal }[];
}

/** A damage or healing flip (§12), possibly following a duel. */
export interface FlipRecord {
  readonly stage: 'DAMAGE' | 'HEALING';
  readonly flipType: FlipType;
  readonly flipper: { readonly modelId: string | null; readonly seat: SeatId };
  readonly target: FlipTarget;
  readonly amount: AmountSource;
  readonly fate: FateModifiers;
  readonly net: number;
  readonly modifiers: DamageModifiers;
  readonly steppedDown: boolean;
  readonly fromDuel: boolean;
  readonly policy: DuelPolicy;
  readonly flipped: readonly CardId[] | null;
  readonly choice: ChoiceStatus;
  readonly cheat: CheatStatus;
  readonly prevention: PreventionStatus;
}

export interface FlipOutcome {
  readonly severity: Severity | null;
  readonly base: number;
  readonly afterModifiers: number;
  readonly prevented: number;
  readonly amount: number;
  readonly woundsAfter: number;
}

export type DuelState =
  | { readonly status: 'IDLE' }
  | { readonly status: 'DUELING'; readonly duel: DuelRecord }
  | { readonly status: 'DUEL_RESOLVED'; readonly duel: DuelRecord; readonly outcome: DuelOutcome }
  | { readonly status: 'FLIPPING'; readonly duel: DuelRecord | null; readonly outcome: DuelOutcome | null; readonly flip: FlipRecord }
  | {
      readonly status: 'FLIP_RESOLVED';
      readonly duel: DuelRecord | null;
      readonly outcome: DuelOutcome | null;
      readonly flip: FlipRecord;
      readonly result: FlipOutcome;
      /** BL-4: the blast damage of this flip has been applied (once per flip). */
      readonly blasted?: boolean;
    };

export function initialDuelState(): DuelState {
  return { status: 'IDLE' };
}

export function sideOf(duel: DuelRecord, role: DuelRole): SideState | undefined {
  return duel.sides.find((s) => s.role === role);
}

/** The card in use for a side: the cheated card if any (and `afterCheat`), else the chosen flipped card. */
export function cardInUse(side: Pick<SideState, 'choice' | 'cheat'>, afterCheat = true): CardId | null {
  if (afterCheat && side.cheat.status === 'CHEATED') return side.cheat.card;
  return side.choice.status === 'CHOSEN' ? side.choice.card : null;
}

/**
 * §4.1 current total of a side (before or after cheating). DU-O8: a relenting Defender has exactly the Attacker's
 * total, with no suits.
 */
export function sideTotal(duel: DuelRecord, side: SideState, afterCheat = true): DuelTotal {
  if (side.soulstones.status === 'RELENTED') {
    const attacker = sideOf(duel, 'ATTACKER');
    return { value: attacker ? sideTotal(duel, attacker, afterCheat).value : 0, suits: [] };
  }
  const p = side.participant;
  const cheated = afterCheat && side.cheat.status === 'CHEATED' ? side.cheat : null;
  return duelTotal(
    {
      stat: effectiveStat(p.stat.value, p.stat.modifiers ?? []) ?? 1,
      card: cardInUse(side, afterCheat),
      redJokerSuit: cheated ? cheated.redJokerSuit : side.redJokerSuit,
      statSuits: p.stat.printedSuits,
      soulstoneSuits: side.soulstones.status === 'DECLARED' ? side.soulstones.declaration.suits : [],
      extraSuits: p.stat.extraSuits,
      totalBonus: p.stat.totalBonus,
    },
    duel.policy,
  );
}
