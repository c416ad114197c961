// Mage Wars commands from the four modules' routes: the acting seat is the caller's own, `now` is the server's, and
// everything goes through the CommandBus (idempotency, concurrency, errors and subscriptions as for any command).
import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { AccessService } from '../common/auth/access.service';
import type { CommandHeaders } from '../common/command-headers.decorator';
import { ProblemCode, ProblemException } from '../common/problem/problem';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import { invalidField } from '../rulesets/creation';
import { CommandBus } from './command-bus.service';
import type { CommandResult } from './command-result';
import type { TargetInput, ZoneInput } from './dto/mage-wars-shared.input';

@Injectable()
export class MageWarsCommands {
  constructor(
    private readonly bus: CommandBus,
    private readonly access: AccessService,
  ) {}

  /** REST: the token and the two optional headers. */
  async rest(id: string, h: CommandHeaders, body: { expectedVersion?: number }, type: string, data: object): Promise<CommandResult> {
    const access = await this.access.resolve(id, h.authorization);
    return this.run(access, type, data, { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) });
  }

  /** GraphQL: the token of the operation, the key as an argument. */
  async graphql(id: string, ctx: GqlContext, input: { expectedVersion?: number } | undefined, key: string | undefined, type: string, data: object): Promise<CommandResult> {
    const access = await this.access.resolve(id, authorizationOf(ctx));
    return this.run(access, type, data, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) });
  }

  private run(access: Access, type: string, data: object, opts: { expectedVersion?: number; idempotencyKey?: string }): Promise<CommandResult> {
    if (access.actor.role !== 'seat') throw new ProblemException(ProblemCode.FORBIDDEN, 'a Mage Wars command is given by a seat, for itself (use the seat’s token)');
    return this.bus.execute(access, { type, data: { seat: access.actor.seat, ...data } }, { ...opts, ruleset: 'mage-wars' }, { now: new Date().toISOString() });
  }
}

/** Drops undefined members (optional inputs), so that a command's data holds only what was given. */
export function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

export const zoneOf = (z: ZoneInput): { row: number; col: number } => ({ row: z.row, col: z.col });

/** The target union from its flat input: the member its kind needs must be there (400 naming it). */
export function targetOf(t: TargetInput, field = 'target', kinds = ['object', 'zone', 'border', 'enchantment']): object {
  if (!kinds.includes(t.kind)) throw invalidField(`${field}.kind`, `must be one of ${kinds.join(', ')}`);
  const need = <V>(v: V | undefined, member: string): V => {
    if (v === undefined || v === null) throw invalidField(`${field}.${member}`, `required when kind is ${t.kind}`);
    return v;
  };
  switch (t.kind) {
    case 'object':
    case 'enchantment':
      return { kind: t.kind, id: need(t.id, 'id') };
    case 'zone':
      return { kind: 'zone', zone: zoneOf(need(t.zone, 'zone')) };
    default:
      return { kind: 'border', a: zoneOf(need(t.a, 'a')), b: zoneOf(need(t.b, 'b')) };
  }
}
