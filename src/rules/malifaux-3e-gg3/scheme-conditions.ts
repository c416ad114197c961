// malifaux-3e-gg3 §5.1-§5.13 scheme Reveal and End lines (rules/malifaux-3e-gg3.md; seed lines 90-260): S01..S13 R/E
// Each line is checked at the moment of the claim (ORD-2) from what the server knows (S: models, costs, health,
// kills, markers and their positions) and the facts the owner declares with the claim (D: LoS, engagement, models'
// distances). Markers the line removes are named by the owner and each is checked (SC-3). "Exactly one" is === 1.
import type { ClaimFacts } from './commands';
import { Ctx, type Claimed, type Line } from './scheme-claim-context';
import { breakthroughR, breakthroughE, vendettaR, vendettaE, assassinateR, assassinateE, leaveMarkR, leaveMarkE, sabotageR, sabotageE, martyrsR, martyrsE, catchR, catchE } from './scheme-lines-1-7';
import { spread, loadR, loadE, demoR, demoE, trapR, trapE, faceR, faceE, meetupR, meetupE } from './scheme-lines-8-13';
import type { Gg3State, SchemeSecret, Seat } from './state';
import type { SchemeNo } from './tables';

export type { Claimed };

const LINES: Record<SchemeNo, { reveal: Line; end: Line }> = {
  1: { reveal: breakthroughR, end: breakthroughE },
  2: { reveal: vendettaR, end: vendettaE },
  3: { reveal: assassinateR, end: assassinateE },
  4: { reveal: leaveMarkR, end: leaveMarkE },
  5: { reveal: sabotageR, end: sabotageE },
  6: { reveal: martyrsR, end: martyrsE },
  7: { reveal: catchR, end: catchE },
  8: { reveal: spread, end: spread },
  9: { reveal: loadR, end: loadE },
  10: { reveal: demoR, end: demoE },
  11: { reveal: trapR, end: trapE },
  12: { reveal: faceR, end: faceE },
  13: { reveal: meetupR, end: meetupE },
};

export function checkLine(s: Gg3State, seat: Seat, payload: SchemeSecret, part: 'reveal' | 'end', facts: ClaimFacts, remove: readonly string[]): Claimed {
  return LINES[payload.no][part](new Ctx(s, seat, facts, remove), payload);
}
