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

@Injectable()
export class AccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(encounterId: string, authorization: string | undefined): Promise<Access> {
    if (!authorization) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'send the seat or organiser token as "Authorization: Bearer <token>"');
    const m = BEARER.exec(authorization);
    if (!m) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'the Authorization header must be "Bearer <token>"');
    const rows: { encounter_id: string; role: 'seat' | 'organiser'; seat: string | null }[] = await this.dataSource.query(
      'SELECT encounter_id, role, seat FROM encounter_tokens WHERE token_hash = $1',
      [hashToken(m[1])],
    );
    if (rows.length === 0) throw new ProblemException(ProblemCode.UNAUTHENTICATED, 'unknown token');
    const row = rows[0];
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
