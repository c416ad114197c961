// GraphQL subscription `encounterEvent(id, afterVersion)`: every event appended to the encounter from then on, as the
// subscriber may see it (the same redaction as the event log), in order, with no gap even when notifications bunch.
import { Injectable, ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { AccessService, type Access } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { notFound } from '../common/problem/problem';
import { EventStoreService } from '../event-store/event-store.service';
import { StreamNotifier } from '../event-store/stream-notifier.service';
import { CommandBus, redact } from './command-bus.service';
import type { LoggedEvent } from './command-result';
import { LoggedEventModel } from './models/logged-event.model';

@Injectable()
@Resolver()
export class EncounterEventsSubscription {
  constructor(
    private readonly access: AccessService,
    private readonly store: EventStoreService,
    private readonly bus: CommandBus,
    private readonly notifier: StreamNotifier,
  ) {}

  @Subscription(() => LoggedEventModel, {
    description: 'Each event appended to the encounter from now on (or after `afterVersion`), as the caller may see it',
    resolve: (payload: { encounterEvent: LoggedEvent }) => payload.encounterEvent,
  })
  async encounterEvent(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('afterVersion', { type: () => Int, nullable: true }) afterVersion: number | undefined,
    @Context() ctx: GqlContext,
  ): Promise<AsyncGenerator<{ encounterEvent: LoggedEvent }>> {
    const access = await this.access.resolve(id, authorizationOf(ctx));
    const head = await this.store.streamHead(id);
    if (!head) throw notFound(`encounter ${id}`);
    return this.follow(access, afterVersion ?? head.version);
  }

  private async *follow(access: Access, from: number): AsyncGenerator<{ encounterEvent: LoggedEvent }> {
    const stop = new AbortController();
    let last = from;
    try {
      const moves = this.notifier.moves(access.encounterId, from, stop.signal);
      // Catch up first (afterVersion in the past, or appends between reading the head and listening), then follow.
      for (let caughtUp = false; ; caughtUp = true) {
        if (caughtUp) {
          const next = await moves.next();
          if (next.done) return;
          if (next.value.version <= last) continue;
        }
        const head = await this.store.streamHead(access.encounterId);
        if (!head) return;
        const ruleset = this.bus.rulesetOf(head);
        const now = await this.bus.stateOf(head, ruleset);
        const viewer = ruleset.summary(now)?.status === 'ended' ? { role: 'auditor' as const } : access.viewer;
        for (const e of await this.store.readStream(access.encounterId, { afterVersion: last, toVersion: head.version })) {
          yield { encounterEvent: redact(ruleset, e, viewer, now) };
          last = e.streamVersion;
        }
      }
    } finally {
      stop.abort();
    }
  }
}
