// GG3 commands from the routes (REST and GraphQL): the acting seat is the caller's own, `now`, the commitment salts and
// default fact ids are the server's, and everything goes through the CommandBus (idempotency, concurrency, errors and
// subscriptions as for any command). Whether the seat or the organiser may give a command is the ruleset's access rule.
import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { AccessService } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import type { CommandHeaders } from '../common/command-headers.decorator';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import { isOrganiserCommand } from '../rules/malifaux-3e-gg3/access';
import { CommandBus } from './command-bus.service';
import type { CommandResult } from './command-result';

/** Builds a command's data from its input and the acting seat (null for the organiser). */
export type Gg3Mapper<I> = (input: I, seat: string | null) => object;

const salt = (): string => randomBytes(16).toString('hex');

@Injectable()
export class Gg3Commands {
  constructor(
    private readonly bus: CommandBus,
    private readonly access: AccessService,
  ) {}

  async rest<I extends { expectedVersion?: number }>(id: string, h: CommandHeaders, body: I, type: string, map: Gg3Mapper<I>): Promise<CommandResult> {
    const access = await this.access.resolve(id, h.authorization);
    return this.run(access, type, body, map, { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) });
  }

  async graphql<I extends { expectedVersion?: number }>(id: string, ctx: GqlContext, input: I | undefined, key: string | undefined, type: string, map: Gg3Mapper<I>): Promise<CommandResult> {
    const access = await this.access.resolve(id, authorizationOf(ctx));
    return this.run(access, type, input ?? ({} as I), map, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) });
  }

  private run<I>(access: Access, type: string, input: I, map: Gg3Mapper<I>, opts: { expectedVersion?: number; idempotencyKey?: string }): Promise<CommandResult> {
    const seat = access.actor.role === 'seat' ? access.actor.seat : null;
    if (!isOrganiserCommand(type) && seat === null) throw new ProblemException(ProblemCode.FORBIDDEN, `${type} is given by a seat, for itself (use the seat’s token)`);
    const data = { ...map(input, seat), ...(seat !== null && !isOrganiserCommand(type) ? { seat } : {}) } as Record<string, unknown>;
    // Server values: not part of the idempotency fingerprint, so a retried request matches its first answer.
    const server: Record<string, unknown> = { now: new Date().toISOString() };
    if (type === 'ChooseSchemes') server.salts = [salt(), salt()];
    if (type === 'CommitCovertSelection') server.salt = salt();
    if ('factId' in data && data.factId === undefined) server.factId = randomUUID();
    return this.bus.execute(access, { type, data }, { ...opts, ruleset: 'malifaux-3e-gg3' }, server);
  }
}
