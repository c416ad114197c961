// The one command handler (STYLE.md "Services", emmett's handleCommand): read the stream head (and any answer already
// given under the idempotency key), check the expected version, decide, then append the events together with the
// read-model and idempotency writes in ONE statement. When another writer moved the head in between and the caller
// did not pin a version, the command is decided again on the new state (the rules are pure, so this is safe).
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Access } from '../common/auth/access.service';
import { busy, notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError, TransientWriteError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import { StreamNotifier } from '../event-store/stream-notifier.service';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent, StoredEvent, StreamHead } from '../event-store/stored-event';
import { ProjectionsService } from '../projections/projections.service';
import { fold, type Viewer } from '../rules/core/decider';
import { RuleViolation } from '../rules/core/rule-violation';
import type { Ruleset, RulesetCommand } from '../rulesets/ruleset';
import { foreignCommand } from '../rulesets/creation';
import { rulesetFor } from '../rulesets/rulesets';
import { EVENT_RULESET, type CommandResult, type LoggedEvent } from './command-result';
import { StateCache } from './state-cache';
import { StreamQueue } from './stream-queue';

export interface CommandOptions {
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
  /** The ruleset the route serves: a command sent to an encounter of another ruleset is a 400, nothing decided. */
  readonly ruleset?: string;
}

/**
 * How long a command without expectedVersion keeps trying after losing append races to other nodes (inside one node
 * the stream queue means it never loses one). Past it the answer is 503 with Retry-After, never a 409 the caller
 * did not ask for.
 */
const RETRY_BUDGET_MS = 10_000;
/** Exponential backoff with full jitter between such attempts: random(0, min(CAP, BASE * 2^attempt)) ms. */
const BACKOFF_BASE_MS = 2;
const BACKOFF_CAP_MS = 200;
/** Commands waiting for one stream in this process; past it, 503 (one encounter cannot take a server down). */
const MAX_QUEUED_PER_STREAM = 1000;
/** Streams whose folded state this process keeps (a few KB each). */
const CACHED_STREAMS = 5000;

export const requestHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The idempotency record of a command: where its events are (none for a no-op: fromVersion = toVersion), so that a
 * repeat rebuilds the same answer, or the rule that refused it, so that a repeat is refused the same way.
 */
type CommandReceipt =
  | { readonly fromVersion: number; readonly toVersion: number }
  | { readonly refused: { readonly ruleId: string; readonly section: string; readonly message: string } };

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number): number => Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);

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
  private readonly queue = new StreamQueue(MAX_QUEUED_PER_STREAM);

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
    return this.queue.run(access.encounterId, () => this.run(access, command, opts, server), () => busy(`too many commands queued for encounter ${access.encounterId}`));
  }

  private async run(
    access: Access,
    command: { readonly type: string; readonly data: object },
    opts: CommandOptions,
    server: Record<string, unknown>,
  ): Promise<CommandResult> {
    const full: RulesetCommand = { type: command.type, data: { ...command.data, ...server }, actor: access.actor };
    const scope = `${access.encounterId}:${access.principal}`;
    const key = opts.idempotencyKey ?? null;
    // The fingerprint (SHA-256 of the command's JSON) is only ever compared or stored under a key.
    const hash = key === null ? '' : requestHash(command);
    const deadline = Date.now() + RETRY_BUDGET_MS;
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1 && Date.now() >= deadline) throw busy(`encounter ${access.encounterId} is under heavy contention`);
      const loaded = await this.load(access, scope, key, hash, opts.expectedVersion, attempt);
      if ('replayed' in loaded) return loaded.replayed;
      const { version, ruleset, state } = loaded;
      if (opts.ruleset !== undefined && opts.ruleset !== ruleset.id) throw foreignCommand(ruleset.id, command.type);
      if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) {
        throw new ConcurrencyConflictError(access.encounterId, opts.expectedVersion, version);
      }
      const denied = ruleset.authorize(state, full);
      if (denied !== null) throw new ProblemException(ProblemCode.FORBIDDEN, denied);
      let events: readonly NewEvent[];
      try {
        events = ruleset.decider.decide(state, full);
      } catch (err) {
        // A refusal under a key is that key's answer too: record it, so that a retry is refused the same way even
        // after the state has changed (a twin that recorded first wins; its answer is read on the next attempt).
        if (!(err instanceof RuleViolation) || key === null) throw err;
        const refused: CommandReceipt = { refused: { ruleId: err.ruleId, section: err.section, message: err.message } };
        if (await this.store.recordAnswer(scope, key, hash, 422, refused)) throw err;
        continue;
      }
      if (events.length === 0) {
        const answer: CommandResult = { encounterId: access.encounterId, version, events: [], state: ruleset.decider.view(state, access.viewer) };
        const noop: CommandReceipt = { fromVersion: version, toVersion: version };
        if (key === null || (await this.store.recordAnswer(scope, key, hash, 200, noop))) return answer;
        continue;
      }
      const receipt: CommandReceipt = { fromVersion: version, toVersion: version + events.length };
      const extra = key === null ? [] : [idempotencyWrite(scope, key, hash, 200, receipt)];
      try {
        return await this.appendAndProject(access.encounterId, ruleset, version, state, events, access.viewer, extra);
      } catch (err) {
        if (err instanceof TransientWriteError) {
          // Rolled back for a reason unrelated to the stream: nothing was written, try the same again.
          await sleep(backoff(attempt));
          continue;
        }
        if (!(err instanceof ConcurrencyConflictError)) throw err;
        this.cache.forget(access.encounterId);
        // Another node moved the stream (this one serialises its own commands). Decide again when the caller pinned
        // no version, or when a twin request with the same key may have won the race (the next attempt then answers
        // with its result); otherwise the pinned version is stale: 409.
        if (opts.expectedVersion !== undefined && key === null) throw err;
        await sleep(backoff(attempt));
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
      const receipt = head.prior.response as CommandReceipt;
      if ('refused' in receipt) throw new RuleViolation(receipt.refused.ruleId, receipt.refused.section, receipt.refused.message);
      return { replayed: await this.replay(access, headRuleset, head, receipt) };
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
  private async replay(access: Access, ruleset: Ruleset, head: StreamHead, receipt: { readonly fromVersion: number; readonly toVersion: number }): Promise<CommandResult> {
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

  /**
   * The state this process holds at the head's version, else the head's snapshot when its schema is current, with the
   * few events appended since it was taken folded on top; else a fold of the whole log (old snapshots never mislead).
   */
  async stateOf(head: StreamHead, ruleset: Ruleset): Promise<unknown> {
    // This process folded the stream up to exactly the head's version (its own last append): the same state the log
    // folds to, without reading the events since the head's snapshot (issue 13: a view read was two round trips).
    const held = this.cache.get(head.streamId);
    if (held && held.version === head.version && held.streamType === head.streamType) return held.state;
    const current = head.snapshotSchema === ruleset.snapshotSchema;
    if (current && head.snapshotVersion === head.version) return head.snapshot;
    const from = current ? head.snapshotVersion : 0;
    const events = await this.store.readStream(head.streamId, { afterVersion: from, toVersion: head.version });
    return fold(ruleset.decider.evolve, current ? head.snapshot : ruleset.decider.initialState(), events);
  }
}

export function redact(ruleset: Ruleset, e: StoredEvent, viewer: Viewer, now: unknown): LoggedEvent {
  const visible = ruleset.decider.redactEvent(e, viewer, now);
  return { ...visible, version: e.streamVersion, position: e.globalPosition, recordedAt: e.recordedAt, [EVENT_RULESET]: ruleset.id };
}
