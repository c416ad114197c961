// Malifaux 1E §11-§14 commands from the encounters and turns routes (rules/malifaux-1e.md §11-§14): the seat a per-seat
// choice belongs to is the caller's own, ids and `now` are the server's, and everything goes through the CommandBus.
import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/access.service';
import { AccessService } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import type { CommandHeaders } from '../common/command-headers.decorator';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import { CommandBus } from './command-bus.service';
import type { CommandResult } from './command-result';

/** How a route's data is completed: `seat` adds the caller's seat (403 for the organiser); `server` adds ids and the clock. */
export interface Route1e {
  readonly type: string;
  readonly data: object;
  readonly seat?: boolean;
  readonly server?: Record<string, unknown>;
}

@Injectable()
export class Malifaux1eCommands {
  constructor(
    private readonly bus: CommandBus,
    private readonly access: AccessService,
  ) {}

  async rest(id: string, h: CommandHeaders, body: { expectedVersion?: number }, route: Route1e): Promise<CommandResult> {
    const access = await this.access.resolve(id, h.authorization);
    return this.run(access, route, { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) });
  }

  async graphql(id: string, ctx: GqlContext, input: { expectedVersion?: number } | undefined, key: string | undefined, route: Route1e): Promise<CommandResult> {
    const access = await this.access.resolve(id, authorizationOf(ctx));
    return this.run(access, route, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) });
  }

  private run(access: Access, route: Route1e, opts: { expectedVersion?: number; idempotencyKey?: string }): Promise<CommandResult> {
    let data: object = route.data;
    if (route.seat) {
      if (access.actor.role !== 'seat') throw new ProblemException(ProblemCode.FORBIDDEN, `${route.type} is a seat's own choice (use the seat's token)`);
      data = { seat: access.actor.seat, ...data };
    }
    return this.bus.execute(access, { type: route.type, data }, { ...opts, ruleset: 'malifaux-1e' }, route.server ?? {});
  }
}
