// The one command handler (STYLE.md "Services"): in one transaction, lock the stream head, check the expected
// version, decide, append, project, remember the answer under the idempotency key, and answer with the caller's view.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Access } from '../common/auth/access.service';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import type { NewEvent, StoredEvent, StreamHead } from '../event-store/stored-event';
import { ProjectionsService } from '../projections/projections.service';
import { fold, type Viewer } from '../rules/core/decider';
import type { Ruleset, RulesetCommand } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import type { CommandResult, LoggedEvent } from './command-result';

export interface CommandOptions {
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
}

export const requestHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

@Injectable()
export class CommandBus {
  constructor(
    private readonly store: EventStoreService,
    private readonly projections: ProjectionsService,
  ) {}

  /**
   * Runs a command of `access.actor` on the encounter stream. Any refusal rolls the whole transaction back.
   * `server` holds values the server adds (clock, generated ids): they join the command's data but not the
   * idempotency fingerprint, so that a retried request with the same key matches its first answer.
   */
  execute(
    access: Access,
    command: { readonly type: string; readonly data: object },
    opts: CommandOptions = {},
    server: Record<string, unknown> = {},
  ): Promise<CommandResult> {
    const full: RulesetCommand = { type: command.type, data: { ...command.data, ...server }, actor: access.actor };
    const scope = `${access.encounterId}:${access.principal}`;
    const hash = requestHash(command);
    return this.store.transaction(async (tx) => {
      const head = await this.store.lockStream(tx, access.encounterId);
      if (!head) throw notFound(`encounter ${access.encounterId}`);
      if (opts.idempotencyKey !== undefined) {
        const prior = await this.priorAnswer(tx, scope, opts.idempotencyKey, hash);
        if (prior) return prior as CommandResult;
      }
      if (opts.expectedVersion !== undefined && opts.expectedVersion !== head.version) {
        throw new ConcurrencyConflictError(access.encounterId, opts.expectedVersion, head.version);
      }
      const ruleset = this.rulesetOf(head);
      const state = await this.stateOf(head, ruleset);
      const denied = ruleset.authorize(state, full);
      if (denied !== null) throw new ProblemException(ProblemCode.FORBIDDEN, denied);
      const events = ruleset.decider.decide(state, full);
      const result = await this.appendAndProject(tx, access.encounterId, ruleset, head.version, state, events, access.viewer);
      if (opts.idempotencyKey !== undefined) await this.remember(tx, scope, opts.idempotencyKey, hash, 200, result);
      return result;
    });
  }

  /** Appends to a stream, updates the snapshot and the read models, and shapes the answer for `viewer`. */
  async appendAndProject(
    tx: EntityManager,
    streamId: string,
    ruleset: Ruleset,
    version: number,
    state: unknown,
    events: readonly NewEvent[],
    viewer: Viewer,
  ): Promise<CommandResult> {
    const next = fold(ruleset.decider.evolve, state, events);
    const stored = await this.store.append(tx, streamId, ruleset.id, version, events, { state: next, schema: ruleset.snapshotSchema });
    await this.projections.apply(tx, streamId, ruleset, stored, next);
    return {
      encounterId: streamId,
      version: version + events.length,
      events: stored.map((e) => redact(ruleset, e, viewer, next)),
      state: ruleset.decider.view(next, viewer),
    };
  }

  async priorAnswer(tx: EntityManager, scope: string, key: string, hash: string): Promise<unknown> {
    const rows: { request_hash: string; response: unknown }[] = await tx.query(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2',
      [scope, key],
    );
    if (rows.length === 0) return null;
    if (rows[0].request_hash !== hash) {
      throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'this Idempotency-Key was already used for a different request');
    }
    return rows[0].response;
  }

  async remember(tx: EntityManager, scope: string, key: string, hash: string, status: number, response: unknown): Promise<void> {
    await tx.query(
      'INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response) VALUES ($1, $2, $3, $4, $5)',
      [scope, key, hash, status, JSON.stringify(response)],
    );
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
