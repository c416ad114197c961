// Duel decisions (rules/malifaux-2e.md §3, §4, §12, §14): each route or mutation becomes one DuelDecision on the
// encounter stream (commands.ts), run by the one command bus. The deciding seat (`by`) is the caller's token.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { CommandBus, type CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { EncountersService } from '../encounters/encounters.service';
import type { SeatId } from '../rules/core/decider';
import type { Suit } from '../rules/malifaux/cards';
import type { DuelCommand } from '../rules/malifaux-2e/duel/duel-commands';
import { initialDuelState } from '../rules/malifaux-2e/duel/duel-state';
import { dueStep } from '../rules/malifaux-2e/duel/duel-steps';
import type { EncounterView } from '../rules/malifaux-2e/view';
import { damageFromDuelOf, damageOf, healingOf, participantOf, startDuelOf, type StartDuelRequest } from './duel-commands.mapper';
import type { StartHorrorDuelInput } from './dto/horror-duel.input';
import type { BlastDamageInput } from './dto/blast.input';
import type { Station } from '../rules/malifaux-2e/duel/duel-roles';
import type { StartDamageFromDuelInput, StartDamageInput, StartHealingInput } from './dto/damage.input';
import type { CheatFateInput, DeclareSoulstonesInput } from './dto/duel-decisions.input';
import type { StartDuelInput } from './dto/start-duel.input';
import { sightFactOf } from '../turns/turn-commands.mapper';

/** What the bus fingerprints for idempotency: a StartDuel before the server adds its duelId. */
type Requested = DuelCommand | { readonly type: 'StartDuel'; readonly data: StartDuelRequest };

export interface CurrentDuel {
  readonly version: number;
  readonly duel: unknown;
  readonly duelStep: unknown;
}

/** DU-S2: a duel decision belongs to a player; the organiser referees through the rules, it does not play. */
export function actingSeat(access: Access): SeatId {
  if (access.actor.role !== 'seat') throw new ProblemException(ProblemCode.FORBIDDEN, 'duel decisions are made with a seat token, not the organiser’s');
  return access.actor.seat;
}

@Injectable()
export class DuelsService {
  constructor(
    private readonly bus: CommandBus,
    private readonly encounters: EncountersService,
  ) {}

  /** `server` replaces the fingerprinted command in the data the rules receive (it adds server-made values only). */
  private run(a: Access, command: Requested, o: CommandOptions, server?: DuelCommand): Promise<CommandResult> {
    actingSeat(a);
    return this.bus.execute(a, { type: 'DuelDecision', data: { command } }, o, server ? { command: server } : {});
  }

  private decide(a: Access, make: (by: SeatId) => DuelCommand, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, make(actingSeat(a)), o);
  }

  startDuel(a: Access, i: StartDuelInput, o: CommandOptions): Promise<CommandResult> {
    const data = startDuelOf(i);
    // The duelId is a server value: a retry with the same Idempotency-Key fingerprints the same and gets the first answer.
    return this.run(a, { type: 'StartDuel', data }, o, { type: 'StartDuel', data: { ...data, duelId: randomUUID() } });
  }
  /** HO-1..HO-4: a Horror Duel on the encounter, with its turn bookkeeping (immunity per source, Paralyzed on a failure). */
  startHorrorDuel(a: Access, i: StartHorrorDuelInput, o: CommandOptions): Promise<CommandResult> {
    actingSeat(a);
    const data = {
      model: participantOf(i.model),
      tn: i.tn,
      sourceModelId: i.sourceModelId,
      ...(i.sourceName ? { sourceName: i.sourceName } : {}),
      ...(i.immuneToParalyzed != null ? { immuneToParalyzed: i.immuneToParalyzed } : {}),
      ...(i.immuneToHorrorDuels != null ? { immuneToHorrorDuels: i.immuneToHorrorDuels } : {}),
      ...(i.duringOwnActivation != null ? { duringOwnActivation: i.duringOwnActivation } : {}),
    };
    return this.bus.execute(a, { type: 'StartHorrorDuel', data }, o, { duelId: randomUUID() });
  }
  /** BL-4: the other models under the blast take one step less than the resolved damage flip (no new flip). */
  applyBlastDamage(a: Access, i: BlastDamageInput, o: CommandOptions): Promise<CommandResult> {
    const targets = i.targets.map((t) => ({ modelId: t.modelId, seat: t.seat as SeatId, station: t.station as Station, wounds: t.wounds, maxWounds: t.maxWounds }));
    const markers = i.markers?.map((m) => ({ touches: m.touches }));
    // malifaux-1e LOS-8 reads `sight`; 2E ignores it.
    const sight = i.sight ? Object.fromEntries(i.sight.map((f) => [f.modelId, sightFactOf(f)])) : undefined;
    return this.decide(a, (by) => ({ type: 'ApplyBlastDamage', data: { by, targets, ...(markers ? { markers } : {}), ...(sight ? { sight } : {}) } }), o);
  }
  declareSoulstones(a: Access, i: DeclareSoulstonesInput, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'DeclareSoulstones', data: { by, fateModifiers: i.fateModifiers, suits: i.suits as Suit[] } }), o);
  }
  relent(a: Access, damageFlipSoulstone: boolean | undefined, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'Relent', data: damageFlipSoulstone ? { by, damageFlipSoulstone } : { by } }), o);
  }
  flip(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'FlipDuelCards', data: { by } }), o);
  }
  chooseActiveCard(a: Access, card: string, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'ChooseActiveCard', data: { by, card } }), o);
  }
  nameRedJokerSuit(a: Access, suit: string, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'NameRedJokerSuit', data: { by, suit: suit as Suit } }), o);
  }
  cheat(a: Access, i: CheatFateInput, o: CommandOptions): Promise<CommandResult> {
    const suit = i.redJokerSuit ? { redJokerSuit: i.redJokerSuit as Suit } : {};
    return this.decide(a, (by) => ({ type: 'CheatFate', data: { by, card: i.card, ...suit } }), o);
  }
  /** malifaux-1e §6.3 step 2 (SS-4): after cheating, a soulstone for one extra card whose value and suit are added. */
  useSoulstoneCard(a: Access, use: boolean, o: CommandOptions): Promise<CommandResult> {
    const by = actingSeat(a);
    const command = { type: use ? 'UseSoulstoneCard' : 'DeclineSoulstoneCard', data: { by } };
    return this.bus.execute(a, { type: 'DuelDecision', data: { command } }, { ...o, ruleset: 'malifaux-1e' }, {});
  }
  declineCheat(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'DeclineCheat', data: { by } }), o);
  }
  declareTrigger(a: Access, trigger: string, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'DeclareTrigger', data: { by, trigger } }), o);
  }
  passTrigger(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => ({ type: 'PassTrigger', data: { by } }), o);
  }
  startDamageFromDuel(a: Access, i: StartDamageFromDuelInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, { type: 'StartDamageFromDuel', data: damageFromDuelOf(i) }, o);
  }
  startDamage(a: Access, i: StartDamageInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, { type: 'StartDamage', data: damageOf(i) }, o);
  }
  startHealing(a: Access, i: StartHealingInput, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, { type: 'StartHealing', data: healingOf(i) }, o);
  }
  prevention(a: Access, use: boolean, o: CommandOptions): Promise<CommandResult> {
    return this.decide(a, (by) => (use ? { type: 'FlipPrevention', data: { by } } : { type: 'DeclinePrevention', data: { by } }), o);
  }

  /** The duel part of the caller's own view (so hands stay as hidden as everywhere else). */
  async current(a: Access): Promise<CurrentDuel> {
    const { version, state } = await this.encounters.view(a);
    const view = state as EncounterView | null;
    const duel = view?.duel ?? initialDuelState();
    return { version, duel, duelStep: view?.duelStep ?? dueStep(duel) };
  }
}
