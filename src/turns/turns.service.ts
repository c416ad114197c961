// The Turn's Initiative Phase (§6.3): validated inputs become Malifaux 2E commands on the encounter stream.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { CommandBus, type CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import type { SeatId } from '../rules/core/decider';

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
}
