// Fate deck commands: turn validated inputs into Malifaux 2E commands and run them through the command bus.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import type { SeatId } from '../rules/core/decider';
import type { EncounterCommand } from '../rules/malifaux-2e/commands';
import { CommandBus, type CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';

type Data<T extends EncounterCommand['type']> = Extract<EncounterCommand, { type: T }>['data'];

@Injectable()
export class DecksService {
  constructor(private readonly bus: CommandBus) {}

  private run<T extends EncounterCommand['type']>(
    access: Access,
    type: T,
    data: Omit<Data<T>, 'flipId'>,
    opts: CommandOptions,
    server: Partial<Data<T>> = {},
  ): Promise<CommandResult> {
    return this.bus.execute(access, { type, data }, opts, server);
  }

  shuffle(a: Access, seat: SeatId, fresh: boolean, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'ShuffleDeck', { seat, fresh }, o);
  }
  cut(a: Access, seat: SeatId, index: number, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'CutDeck', { seat, index }, o);
  }
  declineCut(a: Access, seat: SeatId, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'DeclineCut', { seat }, o);
  }
  draw(a: Access, seat: SeatId, count: number, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'DrawCards', { seat, count }, o);
  }
  discard(a: Access, seat: SeatId, cards: string[], o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'DiscardCards', { seat, cards }, o);
  }
  flip(a: Access, seat: SeatId, count: number, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'FlipCards', { seat, count }, o, { flipId: randomUUID() });
  }
  beginDrawPhase(a: Access, firstPlayer: SeatId | undefined, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'BeginDrawPhase', firstPlayer ? { firstPlayer } : {}, o);
  }
  randomPlayer(a: Access, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'FlipForRandomPlayer', {}, o, { flipId: randomUUID() });
  }
  randomModel(a: Access, seat: SeatId, candidates: string[], o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'FlipForRandomModel', { seat, candidates }, o, { flipId: randomUUID() });
  }
  pickRandomModel(a: Access, modelId: string, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'PickRandomModel', { modelId }, o);
  }
  refill(a: Access, seat: SeatId, discard: string[], useSoulstone: boolean, o: CommandOptions): Promise<CommandResult> {
    return this.run(a, 'RefillHand', { seat, discard, useSoulstone }, o);
  }
}
