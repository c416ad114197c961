// Encounters: create (seed, commitment, tokens), read the caller's view, page the log, time travel, end.
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashToken, newToken, type Access } from '../common/auth/access.service';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import { fold, SEAT_IDS, type SeatId, type Viewer } from '../rules/core/decider';
import { invalidField } from '../rulesets/creation';
import type { ReferencedStream, Ruleset, StreamReference } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import { CommandBus, idempotencyWrite, redact, requestHash, type CommandOptions } from './command-bus.service';
import type { CommandResult, LoggedEvent } from './command-result';
import type { CreateEncounterInput } from './dto/create-encounter.input';
import type { TokenGrant } from './encounters.projection';

export interface CreatedEncounter {
  readonly encounterId: string;
  readonly version: number;
  readonly seedCommitment: string;
  readonly organiserToken: string;
  readonly seats: readonly { seat: SeatId; name: string; token: string }[];
  readonly openSeats: readonly SeatId[];
  readonly state: unknown;
}

/** The public commitment to a seed: SHA-256 of the seed's hex string, hex encoded. */
export const commitTo = (seed: string): string => createHash('sha256').update(seed).digest('hex');

@Injectable()
export class EncountersService {
  constructor(
    private readonly store: EventStoreService,
    private readonly bus: CommandBus,
  ) {}

  async create(input: CreateEncounterInput, idempotencyKey?: string): Promise<CreatedEncounter> {
    const ruleset = rulesetFor(input.ruleset);
    if (!ruleset) throw new ProblemException(ProblemCode.VALIDATION_FAILED, `unknown ruleset ${input.ruleset}`);
    const scope = 'create-encounter';
    const hash = requestHash(input);
    if (idempotencyKey !== undefined) {
      // The key must be unguessable (a UUID): the first answer, tokens included, is returned to whoever repeats it.
      const prior = await this.store.priorAnswer(scope, idempotencyKey);
      if (prior) {
        if (prior.hash !== hash) throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'this Idempotency-Key was already used for a different request');
        return prior.response as CreatedEncounter;
      }
    }
    const encounterId = randomUUID();
    const seed = randomBytes(32).toString('hex');
    const seedCommitment = commitTo(seed);
    // A player without a name is an open seat: no token now; the first player to join it gets one (SeatsService).
    const seats = input.players.flatMap((p, i) => (p.name === undefined ? [] : [{ seat: SEAT_IDS[i], name: p.name, token: newToken(`seat${SEAT_IDS[i]}`) }]));
    const openSeats = input.players.flatMap((p, i) => (p.name === undefined ? [SEAT_IDS[i]] : []));
    const organiserToken = newToken('org');
    const grants: TokenGrant[] = [
      { hash: hashToken(organiserToken), role: 'organiser', seat: null },
      ...seats.map((s) => ({ hash: hashToken(s.token), role: 'seat' as const, seat: s.seat })),
    ];
    const referenced = await this.readReferences(ruleset.references?.(input) ?? []);
    const named = { ...input, players: input.players.map((p) => ({ ...p, name: p.name ?? '' })) };
    const data = ruleset.createCommandData(named, { encounterId, seed, seedCommitment, now: new Date().toISOString(), referenced });
    const command = { type: 'CreateEncounter', actor: { role: 'organiser' as const }, data };
    const initial = ruleset.decider.initialState();
    const events = ruleset.decider.decide(initial, command);
    // Token hashes travel in the first event's metadata (never shown), so the access read model can be rebuilt.
    const withGrants = events.map((e, i) => (i === 0 ? { ...e, metadata: { tokens: grants } } : e));
    const next = fold(ruleset.decider.evolve, initial, withGrants);
    const created: CreatedEncounter = {
      encounterId,
      version: withGrants.length,
      seedCommitment,
      organiserToken,
      seats,
      openSeats,
      state: ruleset.decider.view(next, { role: 'public' }),
    };
    // Two requests racing with one key: the second one's record collides and its whole append is refused (23505);
    // it then answers with the first one's encounter, as a repeat would.
    const extra = idempotencyKey === undefined ? [] : [idempotencyWrite(scope, idempotencyKey, hash, 201, created)];
    try {
      await this.bus.appendAndProject(encounterId, ruleset, 0, initial, withGrants, { role: 'public' }, extra);
    } catch (err) {
      const prior = err instanceof ConcurrencyConflictError && idempotencyKey !== undefined ? await this.store.priorAnswer(scope, idempotencyKey) : null;
      if (prior && prior.hash === hash) return prior.response as CreatedEncounter;
      throw err;
    }
    return created;
  }

  /** The saved lists a creation names (ruleset-blind): each must exist with the stream type the ruleset expects. */
  private async readReferences(refs: readonly StreamReference[]): Promise<Record<string, ReferencedStream>> {
    const out: Record<string, ReferencedStream> = {};
    for (const ref of refs) {
      const head = await this.store.streamHead(ref.streamId);
      if (!head || head.streamType !== ref.streamType) throw invalidField(ref.field, `no ${ref.streamType} ${ref.streamId}`);
      const events = await this.store.readStream(ref.streamId, { toVersion: head.version });
      out[ref.streamId] = { version: head.version, events: events.map((e) => ({ type: e.type, data: e.data })) };
    }
    return out;
  }

  async view(access: Access): Promise<{ version: number; state: unknown }> {
    const { head, ruleset } = await this.load(access.encounterId);
    const state = await this.bus.stateOf(head, ruleset);
    return { version: head.version, state: ruleset.decider.view(state, viewerOf(access, ruleset, state)) };
  }

  async events(access: Access, after = 0, limit = 100): Promise<{ events: LoggedEvent[]; version: number; nextAfter: number | null }> {
    const { head, ruleset } = await this.load(access.encounterId);
    const now = await this.bus.stateOf(head, ruleset);
    const page = await this.store.readStream(access.encounterId, { afterVersion: after, limit });
    const viewer = viewerOf(access, ruleset, now);
    const last = page.length > 0 ? page[page.length - 1].streamVersion : after;
    return { events: page.map((e) => redact(ruleset, e, viewer, now)), version: head.version, nextAfter: last < head.version ? last : null };
  }

  /**
   * Time travel: the caller's view as of `version` (what was hidden then stays hidden, unless the encounter has ended),
   * folded from the nearest snapshot at or below it: at most SNAPSHOT_EVERY events, however long the game.
   */
  async stateAt(access: Access, version?: number): Promise<{ version: number; state: unknown }> {
    const { head, ruleset } = await this.load(access.encounterId);
    const target = version ?? head.version;
    if (target > head.version) throw new ProblemException(ProblemCode.NOT_FOUND, `version ${target} does not exist yet (the stream is at ${head.version})`);
    const now = await this.bus.stateOf(head, ruleset);
    let state: unknown;
    if (target === head.version) {
      state = now;
    } else {
      const snap = await this.store.snapshotAtOrBelow(access.encounterId, target, ruleset.snapshotSchema);
      const events = await this.store.readStream(access.encounterId, { afterVersion: snap?.version ?? 0, toVersion: target });
      state = fold(ruleset.decider.evolve, snap ? snap.state : ruleset.decider.initialState(), events);
    }
    return { version: target, state: ruleset.decider.view(state, viewerOf(access, ruleset, now)) };
  }

  end(access: Access, reason: string | undefined, opts: CommandOptions): Promise<CommandResult> {
    return this.bus.execute(access, { type: 'EndEncounter', data: { reason: reason ?? 'ended by the organiser' } }, opts, { now: new Date().toISOString() });
  }

  private async load(encounterId: string): Promise<{ head: NonNullable<Awaited<ReturnType<EventStoreService['streamHead']>>>; ruleset: Ruleset }> {
    const head = await this.store.streamHead(encounterId);
    if (!head) throw notFound(`encounter ${encounterId}`);
    return { head, ruleset: this.bus.rulesetOf(head) };
  }
}

/** After the end everything is revealed for audit; before it, each caller sees what its token allows. */
function viewerOf(access: Access, ruleset: Ruleset, now: unknown): Viewer {
  return ruleset.summary(now)?.status === 'ended' ? { role: 'auditor' } : access.viewer;
}
