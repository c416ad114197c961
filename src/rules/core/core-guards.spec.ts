// core: the guards every ruleset shares (rule-violation.ts, seats.ts, decider.ts `fold`), and the UTF-8 and padding
// boundaries of the pure SHA-256 (issue 15: tests that make the mutants of src/rules/core fail).
import { createHash } from 'node:crypto';
import { fold, SEAT_IDS, type SeatId } from './decider';
import { require_, RuleViolation } from './rule-violation';
import { SEAT_JOINED } from './seat-joined';
import { opponentOf, seatOf } from './seats';
import { sha256Hex } from './sha256';

describe('core guards', () => {
  it('core/RuleViolation carries the rule id, the section and the message, and names itself', () => {
    const e = new RuleViolation('test/R-1', '§1.2', 'not now');
    expect(e).toBeInstanceOf(Error);
    expect([e.ruleId, e.section, e.message, e.name]).toEqual(['test/R-1', '§1.2', 'not now', 'RuleViolation']);
  });

  it('core/require_ passes when the condition holds and throws the named RuleViolation when it does not', () => {
    expect(() => require_(true, 'test/R-1', '§1', 'x')).not.toThrow();
    let caught: unknown;
    try {
      require_(false, 'test/R-2', '§2', 'refused');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleViolation);
    expect(caught).toMatchObject({ ruleId: 'test/R-2', section: '§2', message: 'refused' });
  });

  it('core/seats: four seats A..D in order', () => expect(SEAT_IDS).toEqual(['A', 'B', 'C', 'D']));

  it('core/seatOf returns the seat, and fails loudly for a seat the state does not hold', () => {
    const state = { seats: { A: { name: 'Ann' } } as Partial<Record<SeatId, { name: string }>> };
    expect(seatOf(state, 'A')).toEqual({ name: 'Ann' });
    expect(() => seatOf(state, 'B')).toThrow('no seat B');
  });

  it.each<[readonly SeatId[], SeatId, SeatId]>([
    [['A', 'B'], 'A', 'B'],
    [['A', 'B'], 'B', 'A'],
    [['B', 'A'], 'B', 'A'],
    [['A'], 'A', 'A'],
  ])('core/opponentOf in seat order %j: the opponent of %s is %s', (seatOrder, seat, opponent) => {
    expect(opponentOf({ seatOrder }, seat)).toBe(opponent);
  });

  it('core/SeatJoined keeps its stored event type name (recorded streams are folded by it)', () => {
    expect(SEAT_JOINED).toBe('SeatJoined');
  });

  it('core/fold applies the events in order from the initial state', () => {
    expect(fold((s: string, e: string) => s + e, '>', ['a', 'b', 'c'])).toBe('>abc');
    expect(fold((s: string, e: string) => s + e, '>', [])).toBe('>');
  });
});

describe('pure SHA-256 boundaries', () => {
  const node = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
  // Each UTF-8 length boundary (1/2/3/4 bytes) on both sides.
  it.each([0x00, 0x7f, 0x80, 0x7ff, 0x800, 0xfff, 0x1000, 0xffff, 0x10000, 0x10ffff])('core/sha256 code point U+%s matches node:crypto', (cp) => {
    const text = `a${String.fromCodePoint(cp)}b`;
    expect(sha256Hex(text)).toBe(node(text));
  });
  // Padding: 55 bytes fit one block, 56..63 need a second; 64, 119, 120 cross again.
  it.each([1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 128, 300])('core/sha256 a message of %d bytes matches node:crypto', (n) => {
    const text = Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join('');
    expect(sha256Hex(text)).toBe(node(text));
  });
  it('core/sha256 long messages whose bit length needs more than one length byte', () => {
    for (const n of [32, 33, 256, 8192, 70000]) expect(sha256Hex('z'.repeat(n))).toBe(node('z'.repeat(n)));
  });
});
