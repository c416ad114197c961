// malifaux-2e §1.6 FD-12, FD-11 audit of the shuffles (DESIGN.md "Randomness and fairness"): the report's exact
// contents (version, seat, reason, nonce), the commitment check without a hash or a seed, and the verdicts of a
// shortened or foreign-seat shuffle, which audit.spec.ts leaves open (issue 15).
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { auditShuffles } from './audit';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create: EncounterCommand = {
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'feedface', seedCommitment: 'commit(feedface)', options: { autoDeclineCuts: true }, now: 't' },
};
const fakeSha = (s: string): string => `commit(${s})`;
const log = history(malifaux2e, [create, { type: 'ShuffleDeck', actor: actor('A'), data: { seat: 'A', fresh: false } }]);
const at = (events: readonly EncounterEvent[], k: number, f: (e: Extract<EncounterEvent, { type: 'DeckShuffled' }>) => EncounterEvent): EncounterEvent[] =>
  events.map((e, i) => (i === k && e.type === 'DeckShuffled' ? f(e) : e));

describe('malifaux-2e audit of the shuffles: report contents and edge cases', () => {
  it('malifaux-2e/FD-12 each shuffle is reported with its log version, seat, reason and nonce', () => {
    expect(log.map((e) => e.type)).toEqual(['EncounterCreated', 'DeckShuffled', 'DeckShuffled', 'DeckShuffled']);
    expect(auditShuffles(log, fakeSha)).toEqual({
      seedMatchesCommitment: true,
      fair: true,
      shuffles: [
        { version: 2, seat: 'A', reason: 'initial', nonce: 0, verdict: 'ok' },
        { version: 3, seat: 'B', reason: 'initial', nonce: 1, verdict: 'ok' },
        { version: 4, seat: 'A', reason: 'command', nonce: 2, verdict: 'ok' },
      ],
    });
  });

  it('malifaux-2e/FD-12 without a hash function the commitment is not judged (null), and the shuffles still decide fairness', () => {
    expect(auditShuffles(log)).toMatchObject({ seedMatchesCommitment: null, fair: true });
    expect(auditShuffles(at(log, 3, (e) => ({ ...e, data: { ...e.data, order: e.data.order.slice(1) } })))).toMatchObject({ seedMatchesCommitment: null, fair: false });
  });

  it('malifaux-2e/FD-12 a shortened order, an order of the right length with one card changed, or an unknown seat is a mismatch', () => {
    const shortened = auditShuffles(at(log, 3, (e) => ({ ...e, data: { ...e.data, order: e.data.order.slice(0, -1) } })), fakeSha);
    expect(shortened.shuffles[2]).toMatchObject({ version: 4, verdict: 'mismatch' });
    expect(shortened.fair).toBe(false);
    const longer = auditShuffles(at(log, 1, (e) => ({ ...e, data: { ...e.data, order: [...e.data.order, e.data.order[0]] } })), fakeSha);
    expect(longer.shuffles[0]).toMatchObject({ verdict: 'mismatch' });
    const changed = auditShuffles(at(log, 1, (e) => ({ ...e, data: { ...e.data, order: [...e.data.order.slice(0, -1), e.data.order[0]] } })), fakeSha);
    expect(changed.shuffles[0]).toMatchObject({ verdict: 'mismatch' });
    const foreign = auditShuffles(at(log, 3, (e) => ({ ...e, data: { ...e.data, seat: 'C' } })), fakeSha);
    expect(foreign.shuffles[2]).toEqual({ version: 4, seat: 'C', reason: 'command', nonce: 2, verdict: 'mismatch' });
  });

  it('malifaux-2e/FD-12 a log without its creation has no seed: nothing is checked and the commitment is unknown', () => {
    expect(auditShuffles(log.slice(1), fakeSha)).toEqual({ seedMatchesCommitment: null, shuffles: [], fair: true });
    expect(auditShuffles([], fakeSha)).toEqual({ seedMatchesCommitment: null, shuffles: [], fair: true });
  });

  it('malifaux-2e/FD-12 a seed that does not hash to the commitment makes the encounter unfair even with every shuffle ok', () => {
    const report = auditShuffles(log, () => 'other');
    expect(report).toMatchObject({ seedMatchesCommitment: false, fair: false });
    expect(report.shuffles.every((s) => s.verdict === 'ok')).toBe(true);
  });
});
