// Who may give which command (DESIGN.md "Hidden information and access"): a seat acts only for itself; the cut of a
// deck belongs to the opponent it was offered to (FD-13); ending the encounter belongs to the organiser.
import type { Actor } from '../core/decider';
import type { EncounterCommand } from './commands';
import type { DuelCommand } from './duel/duel-commands';
import { isGame, opponentOf, type EncounterState } from './state';
import { authorizeStandard } from './encounter/standard-access';
import { isStandardCommand } from './encounter/standard-types';

/**
 * The seat that makes a duel decision: `by` for a decision; the acting model's controller to start a duel (DU-S2); the
 * damaging model's player for a damage flip (DF-1); the healed model's player for a healing flip (HL-2).
 * Null when the state cannot tell (the rules then refuse the command for what it is).
 */
export function duelSeat(state: EncounterState, c: DuelCommand): string | null {
  switch (c.type) {
    case 'StartDuel':
      return c.data.kind === 'SIMPLE' ? c.data.actor.seat : c.data.attacker.seat;
    case 'StartDamage':
      return c.data.dealer.seat;
    case 'StartHealing':
      return c.data.healed.seat;
    case 'StartDamageFromDuel': {
      // The damage flip of the last duel belongs to its Attacker's player (DF-1), whatever step the machine is at.
      if (!isGame(state) || state.duel.status === 'IDLE' || state.duel.duel === null) return null;
      return state.duel.duel.sides.find((s) => s.role === 'ATTACKER')?.participant.seat ?? null;
    }
    default:
      return c.data.by;
  }
}

/** Null when the actor may give the command; otherwise why not (answered as 403 FORBIDDEN). */
export function authorize(state: EncounterState, command: EncounterCommand): string | null {
  const actor: Actor = command.actor;
  const asSeat = (seat: string): string | null =>
    actor.role === 'seat' && actor.seat === seat ? null : `only seat ${seat} may do this for seat ${seat}`;
  if (isStandardCommand(command)) return authorizeStandard(state, command);
  switch (command.type) {
    case 'CreateEncounter':
    case 'BeginDrawPhase':
    case 'FlipForRandomPlayer':
    case 'FlipInitiative':
      return null;
    case 'DecideInitiativeReflip':
      return asSeat(command.data.seat);
    case 'StartHorrorDuel':
      // HO-1: the model's own controller flips its Wp duel (DU-S2).
      return asSeat(command.data.model.seat);
    case 'ChooseFirstPlayer': {
      const winner = isGame(state) ? state.initiative?.winner : undefined;
      return winner === undefined || winner === null ? null : asSeat(winner) === null ? null : `only seat ${winner}, who won the initiative, chooses the First Player`;
    }
    case 'FlipForRandomModel':
      return asSeat(command.data.seat);
    case 'PickRandomModel': {
      const seat = isGame(state) ? state.randomPick?.seat : undefined;
      return seat === undefined ? null : asSeat(seat);
    }
    case 'EndEncounter':
      return actor.role === 'organiser' ? null : 'only the organiser may end the encounter';
    case 'CutDeck':
    case 'DeclineCut': {
      if (!isGame(state)) return null;
      const seat = state.seats[command.data.seat];
      const cutter = seat?.pendingCutBy ?? opponentOf(state, command.data.seat);
      return asSeat(cutter) === null ? null : `only seat ${cutter}, the opponent, may cut seat ${command.data.seat}'s deck`;
    }
    case 'ShuffleDeck':
    case 'DrawCards':
    case 'DiscardCards':
    case 'FlipCards':
    case 'RefillHand':
      return asSeat(command.data.seat);
    case 'HireCrew':
      return actor.role === 'organiser' ? null : asSeat(command.data.seat);
    case 'DisengagingStrike': {
      // DE-2: the striking model's controller strikes or declines.
      const seat = isGame(state) ? state.table?.models[command.data.strikerId]?.seat : undefined;
      return seat === undefined ? null : asSeat(seat);
    }
    case 'ActivateModel':
    case 'TakeAction':
    case 'ManifestAvatar':
    case 'EndActivation': {
      // The controller of the model acts for it (DU-S2); an unknown model is the rules' to refuse (422).
      const seat = isGame(state) ? state.table?.models[command.data.modelId]?.seat : undefined;
      return seat === undefined ? null : asSeat(seat);
    }
    case 'ResolveEndPhase': {
      // EP-3: the First Player flips; the organiser may run the End Phase too.
      const first = isGame(state) ? state.firstPlayer : null;
      return actor.role === 'organiser' || first === null ? null : asSeat(first) === null ? null : `only seat ${first}, the First Player, resolves the End Phase`;
    }
    case 'DeclareEffect':
    case 'DisputeFact':
    case 'ResolveDispute':
      // Who may is a rule of the dispute itself (disputes.ts): refused there with the rule.
      return null;
    case 'DuelDecision': {
      const seat = duelSeat(state, command.data.command);
      return seat === null ? null : asSeat(seat);
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
