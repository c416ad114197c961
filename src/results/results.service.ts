// Reads of the results read model: filtered, newest first, cursor-paged. Public data: a row exists only for an ended
// encounter, and holds only what the ruleset's result() shows after the end.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import type { ResultsArgs } from './dto/results.args';
import type { EncounterResultModel, ResultFactModel, ResultPageModel, SeatResultModel } from './models/encounter-result.model';

interface ResultRow {
  encounter_id: string;
  ruleset: string;
  outcome: 'WIN' | 'DRAW';
  winners: string[];
  seats: SeatResultModel[];
  turns_played: number;
  ended_at: Date;
  policies: Record<string, string | number | boolean>;
  details: Record<string, string | number | boolean>;
  practice: boolean;
}

const COLUMNS = 'r.encounter_id, r.ruleset, r.outcome, r.winners, r.seats, r.turns_played, r.ended_at, r.policies, r.details, r.practice';
const DEFAULT_LIMIT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const facts = (o: Record<string, string | number | boolean>): ResultFactModel[] => Object.entries(o).map(([name, value]) => ({ name, value: String(value) }));

export const toResult = (r: ResultRow): EncounterResultModel => ({
  encounterId: r.encounter_id,
  ruleset: r.ruleset,
  outcome: r.outcome,
  winners: r.winners,
  seats: r.seats,
  turnsPlayed: r.turns_played,
  endedAt: new Date(r.ended_at).toISOString(),
  policies: facts(r.policies),
  details: facts(r.details),
  practice: r.practice,
});

/** The cursor is the last row's (ended_at, encounter_id), base64url: opaque to clients, stable under inserts. */
const encodeCursor = (r: ResultRow): string => Buffer.from(JSON.stringify([new Date(r.ended_at).toISOString(), r.encounter_id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // Only what encodeCursor writes: an ISO instant that round-trips (a year PostgreSQL stores) and a UUID.
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string' && UUID.test(v[1])) {
      const at = new Date(v[0]);
      if (!Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 1 && at.getUTCFullYear() <= 9999 && at.toISOString() === v[0]) return [v[0], v[1]];
    }
  } catch {
    // fall through: not one of ours
  }
  throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'cursor is not a cursor returned by this API', { errors: [{ field: 'cursor', message: 'not a cursor returned by this API' }] });
}

@Injectable()
export class ResultsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(q: ResultsArgs): Promise<ResultPageModel> {
    const where: string[] = [];
    const values: unknown[] = [];
    const param = (v: unknown): string => {
      values.push(v);
      return `$${values.length}`;
    };
    if (q.ruleset !== undefined) where.push(`r.ruleset = ${param(q.ruleset)}`);
    if (q.league !== undefined) where.push(`r.encounter_id IN (SELECT le.encounter_id FROM league_encounters le WHERE le.league_id = ${param(q.league)}::uuid)`);
    if (q.player !== undefined) where.push(`${param(q.player.trim().toLowerCase())} = ANY (r.player_names)`);
    if (q.side !== undefined) where.push(`${param(q.side)} = ANY (r.sides)`);
    if (q.from !== undefined) where.push(`r.ended_at >= ${param(q.from)}::timestamptz`);
    if (q.to !== undefined) where.push(`r.ended_at < ${param(q.to)}::timestamptz`);
    if (q.cursor !== undefined) {
      const [at, id] = decodeCursor(q.cursor);
      where.push(`(r.ended_at, r.encounter_id) < (${param(at)}::timestamptz, ${param(id)}::uuid)`);
    }
    const limit = q.limit ?? DEFAULT_LIMIT;
    const rows: ResultRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM encounter_results r ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY r.ended_at DESC, r.encounter_id DESC LIMIT ${param(limit + 1)}`,
      values,
    );
    const page = rows.slice(0, limit);
    return { results: page.map(toResult), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
  }

  async get(encounterId: string): Promise<EncounterResultModel> {
    const rows: ResultRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM encounter_results r WHERE r.encounter_id = $1`, [encounterId]);
    if (rows.length === 0) throw notFound(`result of encounter ${encounterId} (unknown, or not ended with a scored result)`);
    return toResult(rows[0]);
  }
}
