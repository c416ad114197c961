// The Turn (§6-§19): validated inputs become Malifaux 2E commands on the encounter stream; the server adds ids and the clock.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { CommandBus, type CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import type { SeatId } from '../rules/core/decider';
import type { ActivateModelInput, DeclareEffectInput, DisengagingStrikeInput, ManifestAvatarInput, DisputeFactInput, EndActivationInput, ResolveDisputeInput, TakeActionInput } from './dto/turn-commands.input';
import type { HireCrewInput } from './dto/crew.input';
import { factsOf, modelOf, opt, sightFactOf } from './turn-commands.mapper';

@Injectable()
export class TurnsService {
  constructor(private readonly bus: CommandBus) {}

  flipInitiative(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'FlipInitiative', data: {} }, o, { flipId: randomUUID() });
  }

  /** The acting seat is the caller's own (IN-3 is each player's own decision). */
  reflip(a: Access, reflip: boolean, o: CommandOptions): Promise<CommandResult> {
    if (a.actor.role !== 'seat') throw new ProblemException(ProblemCode.FORBIDDEN, 'only a seat decides on its initiative reflip');
    return this.bus.execute(a, { type: 'DecideInitiativeReflip', data: { seat: a.actor.seat, reflip } }, o, { flipId: randomUUID() });
  }

  chooseFirstPlayer(a: Access, firstPlayer: SeatId, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'ChooseFirstPlayer', data: { firstPlayer } }, o);
  }

  /** A seat hires its own crew; the organiser names the seat. */
  hireCrew(a: Access, i: HireCrewInput, o: CommandOptions): Promise<CommandResult> {
    const seat = a.actor.role === 'seat' ? a.actor.seat : (i.seat as SeatId | undefined);
    if (!seat) throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'seat: the organiser names the seat whose crew is hired', { errors: [{ field: 'seat', message: 'required for the organiser' }] });
    return this.bus.execute(a, { type: 'HireCrew', data: { seat, models: i.models.map(modelOf) } }, o);
  }

  activateModel(a: Access, i: ActivateModelInput, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'ActivateModel', data: { modelId: i.modelId, ...opt('chain', i.chain ? { ability: i.chain.ability, withinInches: i.chain.withinInches } : undefined) } }, o);
  }

  disengagingStrike(a: Access, i: DisengagingStrikeInput, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'DisengagingStrike', data: { strikerId: i.strikerId, ...opt('action', i.action), ...opt('distance', i.distance) } }, o);
  }

  manifestAvatar(a: Access, i: ManifestAvatarInput, o: CommandOptions): Promise<CommandResult> {
    const pushes = (i.pushes ?? []).map((p) => ({ modelId: p.modelId, inches: p.inches, ...opt('stoppedBy', p.stoppedBy) }));
    return this.bus.execute(a, { type: 'ManifestAvatar', data: { modelId: i.modelId, requirementMet: i.requirementMet, fits: i.fits, pushes, ...opt('manifestEvent', i.manifestEvent) } }, o);
  }

  endActivation(a: Access, i: EndActivationInput, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'EndActivation', data: { modelId: i.modelId } }, o);
  }

  /** The actionId is a server value (it names the Action's duel and its declared facts). */
  takeAction(a: Access, i: TakeActionInput, o: CommandOptions): Promise<CommandResult> {
    const data = {
      modelId: i.modelId,
      action: i.action,
      targets: i.targets ?? [],
      facts: factsOf(i.facts),
      ...opt('useFocus', i.useFocus),
      ...opt('ap', i.ap),
      ...opt('discard', i.discard),
      ...opt('interact', i.interact),
      ...opt('grantedByTrigger', i.grantedByTrigger),
      ...opt('note', i.note),
    };
    return this.bus.execute(a, { type: 'TakeAction', data }, o, { actionId: randomUUID() });
  }

  declareEffect(a: Access, i: DeclareEffectInput, o: CommandOptions): Promise<CommandResult> {
    const data = {
      kind: i.kind,
      ...opt('modelId', i.modelId),
      ...opt('condition', i.condition ? { name: i.condition.name, ...opt('value', i.condition.value) } : undefined),
      ...opt('inches', i.inches),
      ...opt('stoppedBy', i.stoppedBy),
      ...opt('direction', i.direction ? { kind: i.direction.kind, of: i.direction.of, distance: i.direction.distance, ...opt('to', i.direction.to) } : undefined),
      ...opt('marker', i.marker ? { kind: i.marker.kind, ...opt('seat', i.marker.seat) } : undefined),
      ...opt('markerId', i.markerId),
      ...opt('summon', i.summon ? modelOf(i.summon) : undefined),
      ...opt('byModelId', i.byModelId),
      ...opt('fits', i.fits),
      ...opt('wounds', i.wounds),
      ...opt('adjustments', i.adjustments),
      ...opt('withModelId', i.withModelId),
      ...opt('summons', i.summons?.map(modelOf)),
      ...opt('alsoReplaces', i.alsoReplaces),
      ...opt('woundsSplit', i.woundsSplit),
      ...opt('apSplit', i.apSplit),
      ...opt('via', i.via ? { kind: i.via.kind, sourceModelId: i.via.sourceModelId, range: i.via.range, distance: i.via.distance, los: i.via.los, ...opt('sight', i.via.sight ? sightFactOf(i.via.sight) : undefined) } : undefined),
    };
    return this.bus.execute(a, { type: 'DeclareEffect', data }, o, { effectId: randomUUID() });
  }

  /** malifaux-1e §7.5: the Closing Phase (1E only; a 2E encounter answers 400). */
  resolveClosingPhase(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'ResolveClosingPhase', data: {} }, { ...o, ruleset: 'malifaux-1e' });
  }
  resolveEndPhase(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'ResolveEndPhase', data: {} }, o, { flipId: randomUUID(), now: new Date().toISOString() });
  }

  disputeFact(a: Access, i: DisputeFactInput, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'DisputeFact', data: { actionId: i.actionId, fact: i.fact, reason: i.reason } }, o);
  }

  resolveDispute(a: Access, i: ResolveDisputeInput, o: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(a, { type: 'ResolveDispute', data: { actionId: i.actionId, fact: i.fact, ruling: i.ruling } }, o);
  }
}
