// Leagues: create (a stream of its own, an organiser token), enrol encounters (the league's organiser, with the
// encounter organiser's token), read a league and its standings (computed from the results of its encounters).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashToken, newToken } from '../common/auth/access.service';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import type { SqlWrite } from '../event-store/sql-write';
import { idempotencyWrite, requestHash } from '../encounters/command-bus.service';
import { fold } from '../rules/core/decider';
import { decideLeague, evolveLeague, initialLeague, type LeagueCommand, type LeagueEvent, type LeagueState } from '../rules/league/league';
import { DEFAULT_POLICY, type ScoringPolicy } from '../rules/league/policy';
import { standings, type ResultInput } from '../rules/league/standings';
import type { CreateLeagueInput, EnrolEncounterInput } from './dto/league.input';
import { LEAGUE_SNAPSHOT_SCHEMA, LEAGUE_STREAM, LeagueStream } from './league-stream';
import type { CreatedLeagueModel, LeagueModel, StandingsModel } from './models/league.model';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/;
/** An enrolment that loses a race with another one on the same league is decided again, this many times. */
const ATTEMPTS = 5;

type Open = Extract<LeagueState, { status: 'open' }>;

const toModel = (s: Open, version: number): LeagueModel => ({
  leagueId: s.leagueId,
  version,
  name: s.name,
  ruleset: s.ruleset,
  policy: { ...s.policy, tieBreakers: [...s.policy.tieBreakers] },
  createdAt: s.createdAt,
  encounters: s.encounters.map((e) => ({ ...e })),
});

@Injectable()
export class LeaguesService {
  constructor(
    private readonly store: EventStoreService,
    private readonly stream: LeagueStream,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A repeated Idempotency-Key returns the first answer (its token included), as encounter creation does. */
  async create(input: CreateLeagueInput, key?: string): Promise<CreatedLeagueModel> {
    const scope = 'create-league';
    const hash = requestHash(input);
    const prior = key === undefined ? null : await this.prior(scope, key, hash);
    if (prior) return prior as CreatedLeagueModel;
    const leagueId = randomUUID();
    const organiserToken = newToken('league');
    const policy: ScoringPolicy = input.policy ? { win: input.policy.win, draw: input.policy.draw, loss: input.policy.loss, tieBreakers: input.policy.tieBreakers } : DEFAULT_POLICY;
    const command: LeagueCommand = { type: 'CreateLeague', data: { leagueId, name: input.name, ruleset: input.ruleset, policy, now: new Date().toISOString() } };
    const events = decideLeague(initialLeague(), command).map((e) => ({ ...e, metadata: { organiserTokenHash: hashToken(organiserToken) } }));
    const next = fold(evolveLeague, initialLeague(), events) as Open;
    const created: CreatedLeagueModel = { league: toModel(next, events.length), organiserToken };
    try {
      await this.append(leagueId, 0, initialLeague(), events, key === undefined ? [] : [idempotencyWrite(scope, key, hash, 201, created)]);
    } catch (err) {
      // A twin request with the same key won the race: answer with its league.
      const won = err instanceof ConcurrencyConflictError && key !== undefined ? await this.prior(scope, key, hash) : null;
      if (won) return won as CreatedLeagueModel;
      throw err;
    }
    return created;
  }

  /** The first answer under (scope, key); a key reused for another request is a 400. */
  private async prior(scope: string, key: string, hash: string): Promise<unknown> {
    const p = await this.store.priorAnswer(scope, key);
    if (!p) return null;
    if (p.hash !== hash) {
      throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'this Idempotency-Key was already used for a different request', { errors: [{ field: 'Idempotency-Key', message: 'already used for a different request' }] });
    }
    return p.response;
  }

  async get(leagueId: string): Promise<LeagueModel> {
    const { state, version } = await this.load(leagueId);
    return toModel(state, version);
  }

  async enrol(leagueId: string, authorization: string | undefined, input: EnrolEncounterInput, key?: string): Promise<LeagueModel> {
    await this.authorize(leagueId, authorization);
    const scope = `league:${leagueId}`;
    const hash = requestHash(input);
    const encounterRuleset = await this.encounterOrganisedBy(input.encounterId, input.encounterToken);
    for (let attempt = 1; ; attempt++) {
      // A repeated key answers with the league as the first enrolment left it, and appends nothing.
      const prior = key === undefined ? null : await this.prior(scope, key, hash);
      if (prior) return prior as LeagueModel;
      const { state, version } = await this.load(leagueId);
      const events = decideLeague(state, { type: 'EnrolEncounter', data: { encounterId: input.encounterId, encounterRuleset, now: new Date().toISOString() } });
      const answer = toModel(fold(evolveLeague, state, events) as Open, version + events.length);
      try {
        await this.append(leagueId, version, state, events, key === undefined ? [] : [idempotencyWrite(scope, key, hash, 200, answer)]);
        return answer;
      } catch (err) {
        if (!(err instanceof ConcurrencyConflictError) || attempt >= ATTEMPTS) throw err;
      }
    }
  }

  /** LG-6, LG-7 over the results of the enrolled encounters; a running one is pending and shows nothing. */
  async standings(leagueId: string): Promise<StandingsModel> {
    const { state, version } = await this.load(leagueId);
    const all: { encounter_id: string; ended_at: Date; outcome: 'WIN' | 'DRAW'; winners: string[]; seats: { seat: string; name: string; vp: number }[]; practice: boolean }[] = await this.dataSource.query(
      `SELECT r.encounter_id, r.ended_at, r.outcome, r.winners, r.seats, r.practice FROM league_encounters le JOIN encounter_results r ON r.encounter_id = le.encounter_id
       WHERE le.league_id = $1`,
      [leagueId],
    );
    // LG-8: a practice game (stacked decks) is never counted; it is reported apart.
    const rows = all.filter((r) => !r.practice);
    const results: ResultInput[] = rows.map((r) => ({
      encounterId: r.encounter_id,
      endedAt: new Date(r.ended_at).toISOString(),
      outcome: r.outcome,
      winners: r.winners,
      seats: r.seats.map((s) => ({ seat: s.seat, name: s.name, vp: s.vp })),
    }));
    const lines = standings(state.policy, results);
    return {
      league: toModel(state, version),
      lines: lines.map((l) => ({ ...l, games: l.games.map((g) => ({ ...g, opponents: [...g.opponents] })) })),
      counted: results.length,
      pending: state.encounters.length - all.length,
      practice: all.filter((r) => r.practice).map((r) => r.encounter_id),
    };
  }

  private async load(leagueId: string): Promise<{ state: Open; version: number }> {
    const head = await this.store.streamHead(leagueId);
    if (!head || head.streamType !== LEAGUE_STREAM) throw notFound(`league ${leagueId}`);
    const events = await this.store.readStream(leagueId, { toVersion: head.version });
    const state = fold(evolveLeague, initialLeague(), events as unknown as LeagueEvent[]);
    if (state.status !== 'open') throw notFound(`league ${leagueId}`);
    return { state, version: head.version };
  }

  private async append(leagueId: string, version: number, state: LeagueState, events: readonly (LeagueEvent & { metadata?: Record<string, unknown> })[], extra: readonly SqlWrite[] = []): Promise<void> {
    const next = fold(evolveLeague, state, events);
    await this.store.append({
      streamId: leagueId,
      streamType: LEAGUE_STREAM,
      expectedVersion: version,
      events,
      snapshot: { state: next, schema: LEAGUE_SNAPSHOT_SCHEMA },
      writes: [...this.stream.writes(events, next), ...extra],
    });
  }

  /** The league's organiser token: 401 without one or with an unknown one, 403 with another league's, 404 no league. */
  private async authorize(leagueId: string, authorization: string | undefined): Promise<void> {
    if (!authorization) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'send the league organiser token as "Authorization: Bearer <token>"');
    const m = BEARER.exec(authorization);
    if (!m) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'the Authorization header must be "Bearer <token>"');
    const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM leagues WHERE organiser_token_hash = $1', [hashToken(m[1])]);
    const exists: unknown[] = await this.dataSource.query('SELECT 1 FROM leagues WHERE id = $1', [leagueId]);
    if (exists.length === 0) throw notFound(`league ${leagueId}`);
    if (rows.length === 0) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'unknown token');
    if (rows[0].id !== leagueId) throw new ProblemException(ProblemCode.FORBIDDEN, 'this token belongs to another league');
  }

  /** The encounter's ruleset, once `token` proves the caller organises it (only its organiser may put it in a league). */
  private async encounterOrganisedBy(encounterId: string, token: string): Promise<string> {
    const enc: { ruleset: string }[] = await this.dataSource.query('SELECT ruleset FROM encounters WHERE id = $1', [encounterId]);
    if (enc.length === 0) throw notFound(`encounter ${encounterId}`);
    const grant: { encounter_id: string; role: string }[] = await this.dataSource.query('SELECT encounter_id, role FROM encounter_tokens WHERE token_hash = $1', [hashToken(token)]);
    if (grant.length === 0 || grant[0].encounter_id !== encounterId || grant[0].role !== 'organiser') {
      throw new ProblemException(ProblemCode.FORBIDDEN, "encounterToken must be the encounter's organiser token", {
        errors: [{ field: 'encounterToken', message: "not the organiser token of this encounter" }],
      });
    }
    return enc[0].ruleset;
  }
}
