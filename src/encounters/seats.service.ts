// Open seats (README "Open seats"): an encounter created with seats left open hands a seat's token to the first player
// who joins it. Ruleset-blind: the seats come from the ruleset's summary, a seat is open while no token is granted
// for it, and the SeatJoined event carries the new grant in its metadata so that the access read model rebuilds.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashToken, newToken } from '../common/auth/access.service';
import { busy, notFound, ProblemCode, ProblemException } from '../common/problem/problem';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error';
import { EventStoreService } from '../event-store/event-store.service';
import type { NewEvent } from '../event-store/stored-event';
import { fold, type SeatId, type Viewer } from '../rules/core/decider';
import { SEAT_JOINED, type SeatJoined } from '../rules/core/seat-joined';
import { CommandBus, idempotencyWrite, requestHash } from './command-bus.service';
import type { TokenGrant } from './encounters.projection';

export interface JoinedSeat {
  readonly encounterId: string;
  readonly seat: SeatId;
  readonly name: string;
  readonly token: string;
  readonly version: number;
  readonly state: unknown;
}

/** Joins racing for one stream are decided again on the new head; a seat taken in between is then a 409. */
const ATTEMPTS = 5;

@Injectable()
export class SeatsService {
  constructor(
    private readonly store: EventStoreService,
    private readonly bus: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async join(encounterId: string, seat: SeatId, name: string, idempotencyKey?: string): Promise<JoinedSeat> {
    // The key must be unguessable (a UUID): the first answer, token included, is returned to whoever repeats it.
    const scope = `join-seat:${encounterId}`;
    const hash = requestHash({ seat, name });
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (idempotencyKey !== undefined) {
        const prior = await this.store.priorAnswer(scope, idempotencyKey);
        if (prior) {
          if (prior.hash !== hash) {
            throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'this Idempotency-Key was already used for a different request', {
              errors: [{ field: 'Idempotency-Key', message: 'already used for a different request' }],
            });
          }
          return prior.response as JoinedSeat;
        }
      }
      const head = await this.store.streamHead(encounterId);
      if (!head) throw notFound(`encounter ${encounterId}`);
      const ruleset = this.bus.rulesetOf(head);
      const state = await this.bus.stateOf(head, ruleset);
      const summary = ruleset.summary(state);
      if (!summary) throw notFound(`encounter ${encounterId}`);
      if (!summary.players.some((p) => p.seat === seat)) throw notFound(`seat ${seat} of encounter ${encounterId}`);
      if (summary.status === 'ended') throw new ProblemException(ProblemCode.SEAT_TAKEN, 'the encounter has ended: no seat is open');
      if (await this.taken(encounterId, seat)) throw new ProblemException(ProblemCode.SEAT_TAKEN, `seat ${seat} is taken`);
      const token = newToken(`seat${seat}`);
      const grant: TokenGrant = { hash: hashToken(token), role: 'seat', seat };
      const joined: SeatJoined = { type: SEAT_JOINED, data: { seat, name, joinedAt: new Date().toISOString() } };
      const events: NewEvent[] = [{ ...joined, metadata: { tokens: [grant] } }];
      const viewer: Viewer = { role: 'seat', seat };
      const answer: JoinedSeat = {
        encounterId,
        seat,
        name,
        token,
        version: head.version + 1,
        state: ruleset.decider.view(fold(ruleset.decider.evolve, state, events), viewer),
      };
      const extra = idempotencyKey === undefined ? [] : [idempotencyWrite(scope, idempotencyKey, hash, 200, answer)];
      try {
        await this.bus.appendAndProject(encounterId, ruleset, head.version, state, events, viewer, extra);
        return answer;
      } catch (err) {
        // Another writer moved the stream (or a twin request with the same key won): look again.
        if (!(err instanceof ConcurrencyConflictError)) throw err;
      }
    }
    throw busy(`encounter ${encounterId} is under heavy contention`);
  }

  private async taken(encounterId: string, seat: SeatId): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM encounter_tokens WHERE encounter_id = $1 AND role = 'seat' AND seat = $2`,
      [encounterId, seat],
    );
    return rows.length > 0;
  }
}
