import { Injectable, type PipeTransform } from '@nestjs/common';
import { SEAT_IDS, type SeatId } from '../rules/core/decider';
import { ProblemCode, ProblemException } from './problem/problem';

/** Route/argument `seat` must be one of A, B, C, D. */
@Injectable()
export class ParseSeatPipe implements PipeTransform<string, SeatId> {
  transform(value: string): SeatId {
    if (!(SEAT_IDS as readonly string[]).includes(value)) {
      throw new ProblemException(ProblemCode.VALIDATION_FAILED, `seat must be one of ${SEAT_IDS.join(', ')}`, {
        errors: [{ field: 'seat', message: `must be one of ${SEAT_IDS.join(', ')}` }],
      });
    }
    return value as SeatId;
  }
}
