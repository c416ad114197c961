// The one command handler (STYLE.md "Services", emmett's handleCommand): read the stream head (and any answer already
// given under the idempotency key), check the expected version, decide, then append the events together with the
// read-model and idempotency writes in ONE statement. When another writer moved the head in between and the caller
// did not pin a version, the command is decided again on the new state (the rules are pure, so this is safe).
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import { StreamNotifier } from '../event-store/stream-notifier.service';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent, StoredEvent, StreamHead } from '../event-store/stored-event';
import { ProjectionsService } from '../projections/projections.service';
import { fold, type Viewer } from '../rules/core/decider';
import type { Ruleset, RulesetCommand } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import type { CommandResult, LoggedEvent } from './command-result';
import { StateCache } from './state-cache';

export interface CommandOptions {
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
}

/** How often a command without expectedVersion is decided again after losing a race on its stream. */
const MAX_ATTEMPTS = 25;
/** Streams whose folded state this process keeps (a few KB each). */
const CACHED_STREAMS = 5000;

export const requestHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The idempotency record of a command: where its events are, so that a repeat rebuilds the same answer. */
interface CommandReceipt {
  readonly fromVersion: number;
  readonly toVersion: number;
}

export function idempotencyWrite(scope: string, key: string, hash: string, status: number, response: unknown): SqlWrite {
  return {
    text: `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response) SELECT $1, $2, $3, $4, $5::jsonb FROM head`,
    values: [scope, key, hash, status, JSON.stringify(response)],
  };
}

const keyReused = (): ProblemException =>
  new ProblemException(ProblemCode.VALIDATION_FAILED, 'this Idempotency-Key was already used for a different request', {
    errors: [{ field: 'Idempotency-Key', message: 'already used for a different request' }],
  });

@Injectable()
export class CommandBus {
  private readonly cache = new StateCache(CACHED_STREAMS);

  constructor(
    private readonly store: EventStoreService,
    private readonly projections: ProjectionsService,
    private readonly notifier: StreamNotifier,
  ) {}

  /**
   * Runs a command of `access.actor` on the encounter stream; a refusal writes nothing.
   * `server` holds values the server adds (clock, generated ids): they join the command's data but not the
   * idempotency fingerprint, so that a retried request with the same key matches its first answer.
   */
  async execute(
    access: Access,
    command: { readonly type: string; readonly data: object },
    opts: CommandOptions = {},
    server: Record<string, unknown> = {},
  ): Promise<CommandResult> {
    const full: RulesetCommand = { type: command.type, data: { ...command.data, ...server }, actor: access.actor };
    const scope = `${access.encounterId}:${access.principal}`;
    const hash = requestHash(command);
    const key = opts.idempotencyKey ?? null;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(access, scope, key, hash, opts.expectedVersion, attempt);
      if ('replayed' in loaded) return loaded.replayed;
      const { version, ruleset, state } = loaded;
      if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) {
        throw new ConcurrencyConflictError(access.encounterId, opts.expectedVersion, version);
      }
      const denied = ruleset.authorize(state, full);
      if (denied !== null) throw new ProblemException(ProblemCode.FORBIDDEN, denied);
      const events = ruleset.decider.decide(state, full);
      if (events.length === 0) return { encounterId: access.encounterId, version, events: [], state: ruleset.decider.view(state, access.viewer) };
      const receipt: CommandReceipt = { fromVersion: version, toVersion: version + events.length };
      const extra = key === null ? [] : [idempotencyWrite(scope, key, hash, 200, receipt)];
      try {
        return await this.appendAndProject(access.encounterId, ruleset, version, state, events, access.viewer, extra);
      } catch (err) {
        if (err instanceof ConcurrencyConflictError) this.cache.forget(access.encounterId);
        // Retry when the caller pinned no version, or when a twin request with the same key may have won the race
        // (the next attempt then answers with its result; otherwise the pinned version is stale: 409).
        const retry = err instanceof ConcurrencyConflictError && (opts.expectedVersion === undefined || key !== null) && attempt < MAX_ATTEMPTS;
        if (!retry) throw err;
      }
    }
  }

  /**
   * The state a command is decided on: this process's cached state when no idempotency record must be looked up and it
   * is at the pinned version (first attempt only), else the stream head read from the database, or the first answer
   * when the idempotency key was already used.
   */
  private async load(
    access: Access,
    scope: string,
    key: string | null,
    hash: string,
    expectedVersion: number | undefined,
    attempt: number,
  ): Promise<{ version: number; ruleset: Ruleset; state: unknown } | { replayed: CommandResult }> {
    const cached = key === null && attempt === 1 ? this.cache.get(access.encounterId) : undefined;
    const ruleset = cached ? rulesetFor(cached.streamType) : undefined;
    if (cached && ruleset && (expectedVersion === undefined || expectedVersion === cached.version)) {
      return { version: cached.version, ruleset, state: cached.state };
    }
    const head = await this.store.headForCommand(access.encounterId, scope, key);
    if (!head) throw notFound(`encounter ${access.encounterId}`);
    const headRuleset = this.rulesetOf(head);
    if (head.prior) {
      if (head.prior.hash !== hash) throw keyReused();
      return { replayed: await this.replay(access, headRuleset, head, head.prior.response as CommandReceipt) };
    }
    return { version: head.version, ruleset: headRuleset, state: await this.stateOf(head, headRuleset) };
  }

  /** Appends (with the read-model writes and `extra` writes in the same statement) and shapes the answer for `viewer`. */
  async appendAndProject(
    streamId: string,
    ruleset: Ruleset,
    version: number,
    state: unknown,
    events: readonly NewEvent[],
    viewer: Viewer,
    extra: readonly SqlWrite[] = [],
  ): Promise<CommandResult> {
    const next = fold(ruleset.decider.evolve, state, events);
    const stored = await this.store.append({
      streamId,
      streamType: ruleset.id,
      expectedVersion: version,
      events,
      snapshot: { state: next, schema: ruleset.snapshotSchema },
      writes: [...this.projections.writes(ruleset, events, next), ...extra],
    });
    this.notifier.appended(streamId, version + events.length);
    this.cache.set(streamId, { version: version + events.length, streamType: ruleset.id, state: next });
    return {
      encounterId: streamId,
      version: version + events.length,
      events: stored.map((e) => redact(ruleset, e, viewer, next)),
      state: ruleset.decider.view(next, viewer),
    };
  }

  /** A repeated idempotency key: the same events and the caller's view as of the first answer, read back from the log. */
  private async replay(access: Access, ruleset: Ruleset, head: StreamHead, receipt: CommandReceipt): Promise<CommandResult> {
    const now = await this.stateOf(head, ruleset);
    const log = await this.store.readStream(access.encounterId, { toVersion: receipt.toVersion });
    const then = fold(ruleset.decider.evolve, ruleset.decider.initialState(), log);
    return {
      encounterId: access.encounterId,
      version: receipt.toVersion,
      events: log.filter((e) => e.streamVersion > receipt.fromVersion).map((e) => redact(ruleset, e, access.viewer, now)),
      state: ruleset.decider.view(then, access.viewer),
    };
  }

  rulesetOf(head: StreamHead): Ruleset {
    const ruleset = rulesetFor(head.streamType);
    if (!ruleset) throw new Error(`stream ${head.streamId} has unknown type ${head.streamType}`);
    return ruleset;
  }

  /** The snapshot when its schema is current, else a fold of the whole log (old snapshots never mislead). */
  async stateOf(head: StreamHead, ruleset: Ruleset): Promise<unknown> {
    if (head.snapshotSchema === ruleset.snapshotSchema) return head.snapshot;
    const events = await this.store.readStream(head.streamId, { toVersion: head.version });
    return fold(ruleset.decider.evolve, ruleset.decider.initialState(), events);
  }
}

export function redact(ruleset: Ruleset, e: StoredEvent, viewer: Viewer, now: unknown): LoggedEvent {
  const visible = ruleset.decider.redactEvent(e, viewer, now);
  return { ...visible, version: e.streamVersion, position: e.globalPosition, recordedAt: e.recordedAt };
}
