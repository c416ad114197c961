// Bearer tokens (DESIGN.md "Hidden information and access"): one secret per seat and one for the organiser, stored
// as SHA-256 hashes. A token is valid only for its own encounter.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Actor, SeatId, Viewer } from '../../rules/core/decider';
import { ProblemCode, ProblemException } from '../problem/problem';

export interface Access {
  readonly encounterId: string;
  readonly viewer: Viewer;
  readonly actor: Actor;
  /** Stable name of the caller for idempotency scopes: `seat:A` or `organiser`. */
  readonly principal: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (prefix: string): string => `${prefix}_${randomBytes(24).toString('base64url')}`;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+\/-]+=*)\s*$/;

/** Tokens never change once issued, so a bounded in-memory cache of hash -> grant saves a query per request. */
const CACHE_LIMIT = 10000;

@Injectable()
export class AccessService {
  private readonly cache = new Map<string, { encounter_id: string; role: 'seat' | 'organiser'; seat: string | null }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async grant(hash: string): Promise<{ encounter_id: string; role: 'seat' | 'organiser'; seat: string | null } | undefined> {
    const hit = this.cache.get(hash);
    if (hit) return hit;
    const rows: { encounter_id: string; role: 'seat' | 'organiser'; seat: string | null }[] = await this.dataSource.query(
      'SELECT encounter_id, role, seat FROM encounter_tokens WHERE token_hash = $1',
      [hash],
    );
    if (rows.length === 0) return undefined;
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(hash, rows[0]);
    return rows[0];
  }

  async resolve(encounterId: string, authorization: string | undefined): Promise<Access> {
    if (!authorization) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'send the seat or organiser token as "Authorization: Bearer <token>"');
    const m = BEARER.exec(authorization);
    if (!m) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'the Authorization header must be "Bearer <token>"');
    const row = await this.grant(hashToken(m[1]));
    if (!row) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'unknown token');
    if (row.encounter_id !== encounterId) {
      const exists: unknown[] = await this.dataSource.query('SELECT 1 FROM encounters WHERE id = $1', [encounterId]);
      if (exists.length === 0) throw new ProblemException(ProblemCode.NOT_FOUND, `encounter ${encounterId} not found`);
      throw new ProblemException(ProblemCode.FORBIDDEN, 'this token belongs to another encounter');
    }
    if (row.role === 'organiser') return { encounterId, viewer: { role: 'organiser' }, actor: { role: 'organiser' }, principal: 'organiser' };
    const seat = row.seat as SeatId;
    return { encounterId, viewer: { role: 'seat', seat }, actor: { role: 'seat', seat }, principal: `seat:${seat}` };
  }
}
