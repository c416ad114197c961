// malifaux-2e §1.6 FD-12, FD-11 shuffles re-run from the revealed seed (DESIGN.md "Randomness and fairness").
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK } from '../malifaux/cards';
import { auditShuffles } from './audit';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (stacked?: string[][]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'feedface', seedCommitment: 'commit(feedface)', options: { autoDeclineCuts: true }, ...(stacked ? { stackedDecks: stacked } : {}), now: 't' },
});
const fakeSha = (s: string): string => `commit(${s})`;

describe('malifaux-2e audit of the shuffles', () => {
  // Initial shuffles, draws, flips through the deck (empty-deck reshuffles), a Draw Phase, a fresh deck.
  const log = history(malifaux2e, [create(), { type: 'DrawCards', actor: actor('A'), data: { seat: 'A', count: 5 } }]);
  const more = history(
    malifaux2e,
    [
      ...Array.from({ length: 14 }, (_, i): EncounterCommand => ({ type: 'FlipCards', actor: actor('B'), data: { seat: 'B', count: 4, flipId: `f${i}` } })),
      { type: 'BeginDrawPhase', actor: actor('A'), data: {} },
      { type: 'RefillHand', actor: actor('A'), data: { seat: 'A', discard: [], useSoulstone: false } },
      { type: 'RefillHand', actor: actor('B'), data: { seat: 'B', discard: [], useSoulstone: false } },
      { type: 'ShuffleDeck', actor: actor('B'), data: { seat: 'B', fresh: true } },
    ],
    log,
  );

  it('malifaux-2e/FD-12 malifaux-2e/FD-11 every recorded shuffle is what the revealed seed gives, and the seed matches its commitment', () => {
    const report = auditShuffles(more, fakeSha);
    expect(report.shuffles.map((s) => s.reason)).toEqual(expect.arrayContaining(['initial', 'empty-deck', 'draw-phase', 'fresh-deck']));
    expect(report.shuffles.every((s) => s.verdict === 'ok')).toBe(true);
    expect(report).toMatchObject({ seedMatchesCommitment: true, fair: true });
  });

  it('malifaux-2e/FD-12 a tampered order or a wrong seed is caught', () => {
    const i = more.findIndex((e) => e.type === 'DeckShuffled' && e.data.reason === 'empty-deck');
    const tampered = more.map((e, k): EncounterEvent => {
      if (k !== i || e.type !== 'DeckShuffled') return e;
      const order = [...e.data.order];
      [order[0], order[order.length - 1]] = [order[order.length - 1], order[0]];
      return { ...e, data: { ...e.data, order } };
    });
    const report = auditShuffles(tampered, fakeSha);
    expect(report.fair).toBe(false);
    // The first mismatch is the tampered shuffle (later ones may follow: the log after it is not what the seed gives).
    expect(report.shuffles.find((s) => s.verdict === 'mismatch')?.version).toBe(i + 1);
    expect(report.shuffles.filter((s) => s.version < i + 1).every((s) => s.verdict === 'ok')).toBe(true);
    expect(auditShuffles(more, () => 'something else').fair).toBe(false);
  });

  it('malifaux-2e/FD-12 a practice encounter’s stacked decks are reported as stacked, not as random', () => {
    const stacked = history(malifaux2e, [create([[...FATE_DECK], [...FATE_DECK].reverse()])]);
    expect(auditShuffles(stacked, fakeSha).shuffles.map((s) => s.verdict)).toEqual(['stacked', 'stacked']);
  });
});
