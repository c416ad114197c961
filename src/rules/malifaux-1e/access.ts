// Who may give which 1E command (DESIGN.md "Hidden information and access"): a seat acts only for itself; a cut belongs
// to the opponent it was offered to (FD-12); a duel decision to the seat named `by`; ending the encounter to the organiser.
import type { EncounterCommand1e } from './commands';
import { isGame1e, opponentOf, type EncounterState1e } from './state';
import { authorizeExtension1e } from './encounter/extensions-1e';

export function authorize1e(state: EncounterState1e, command: EncounterCommand1e): string | null {
  const actor = command.actor;
  const asSeat = (seat: string): string | null => (actor.role === 'seat' && actor.seat === seat ? null : `only seat ${seat} may do this for seat ${seat}`);
  switch (command.type) {
    case 'CreateEncounter':
    case 'BeginDrawPhase':
    case 'FlipInitiative':
    case 'ResolveClosingPhase':
    case 'ChooseFirstPlayer':
    case 'FlipForRandomPlayer':
      return null;
    case 'SettleRuleDispute1e':
      // GEN-7: either player (or the organiser at a tournament table) may call for the flip.
      return actor.role === 'seat' && !(actor.seat in command.data.readings) ? `seat ${actor.seat} gave no reading` : null;
    case 'EndEncounter':
      return actor.role === 'organiser' ? null : 'only the organiser may end the encounter';
    case 'CutDeck':
    case 'DeclineCut': {
      if (!isGame1e(state)) return null;
      const cutter = state.seats[command.data.seat]?.pendingCutBy ?? opponentOf(state, command.data.seat);
      return asSeat(cutter) === null ? null : `only seat ${cutter}, the opponent, may cut seat ${command.data.seat}'s deck`;
    }
    case 'ShuffleDeck':
    case 'DrawCards':
    case 'DiscardCards':
    case 'FlipCards':
    case 'RefillHand':
    case 'DecideInitiativeReflip':
      return asSeat(command.data.seat);
    case 'HireCrew':
      return actor.role === 'organiser' ? null : asSeat(command.data.seat);
    case 'ActivateModel':
    case 'TakeAction':
    case 'EndActivation':
    case 'DeclareEffect': {
      // MV-5: whoever controls a push or a placement moves the model, the opponent's included.
      if (command.type === 'DeclareEffect' && (command.data.kind === 'PUSH' || command.data.kind === 'PLACE' || command.data.kind === 'SWAP') && actor.role === 'seat') return null;
      // DMG-3: wounds are declared by the controller of the model that inflicts them (any seat when no model does).
      if (command.type === 'DeclareEffect' && command.data.kind === 'WOUNDS' && actor.role === 'seat') {
        const by = command.data.byModelId && isGame1e(state) ? state.models[command.data.byModelId]?.seat : undefined;
        return by === undefined ? null : asSeat(by);
      }
      // CT-1: the controller makes every decision for a model.
      const id = 'modelId' in command.data ? command.data.modelId : undefined;
      const seat = isGame1e(state) && id ? state.models[id]?.seat : undefined;
      return seat === undefined ? null : asSeat(seat);
    }
    case 'ResolveEffects1e': {
      // TI-1: one effect's sentences are its controller's (every named controller must be the caller); TI-5: the effects of
      // several players come together, so either seat declares them (each effect names its controller).
      // An Actor is a seat or the organiser (core/decider.ts): the organiser declares any effects.
      if (actor.role === 'organiser') return null;
      if (command.data.mode === 'SIMULTANEOUS') return null;
      const other = command.data.effects.find((e) => e.controller !== undefined && e.controller !== null && e.controller !== actor.seat);
      return other ? `seat ${actor.seat} declares only its own effect's sentences (one names ${other.controller})` : null;
    }
    case 'DisengagingStrike': {
      const seat = isGame1e(state) ? state.models[command.data.strikerId]?.seat : undefined;
      return seat === undefined ? null : asSeat(seat);
    }
    case 'DuelDecision': {
      const c = command.data.command;
      if (c.type === 'StartDuel') return asSeat(c.data.kind === 'SIMPLE' ? c.data.actor.seat : c.data.attacker.seat);
      if (c.type === 'StartHealing') return asSeat(c.data.healed.seat);
      if (c.type === 'StartDamageFromDuel') {
        const seat = isGame1e(state) && state.duel.status === 'DUEL_RESOLVED' ? state.duel.duel.sides.find((s) => s.role === 'ATTACKER')?.seat : undefined;
        return seat === undefined ? null : asSeat(seat);
      }
      return asSeat(c.data.by);
    }
    default:
      // §11-§14 (encounter/extensions-1e.ts): the seat named in the command, or the controller of its model (CT-1).
      return authorizeExtension1e(isGame1e(state) ? state : null, command, (id) => (isGame1e(state) ? state.models[id]?.seat : undefined));
  }
}
