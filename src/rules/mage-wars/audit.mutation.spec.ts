// mage-wars §17.1 the dice audit (DESIGN.md "Randomness and fairness"; SU-5, CB-16): which seed it re-rolls with, which die
// faces, how a gap in the nonces is reported and how each verdict, version and purpose is written.
import { auditDice } from './audit';
import { C2 } from './dice';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { createCommand, fakeSha, play, stateOf } from './testing/fixtures';

const created = play([createCommand()]);
/** The creation log plus `n` attack rolls of 2 dice each, as the decider would write them. */
const withAttacks = (log: readonly EncounterEvent[], n: number): EncounterEvent[] => {
  const em = new Emitter(stateOf(log));
  for (let i = 0; i < n; i++) em.attackDice(2, 'attack', `t${i}`);
  return [...log, ...em.events];
};
const ended = (seed: string): EncounterEvent => ({ type: 'EncounterEnded', data: { result: { winner: null, draw: true, reason: 'test' }, seed, endedAt: 'x' } });
const d12Count = created.filter((e) => e.type === 'DiceRolled').length;

describe('mage-wars §17.1 the dice audit', () => {
  it('mage-wars/SU-5 every roll of an honest log is ok, numbered by its version, with its purpose', () => {
    const log = withAttacks(created, 2);
    const report = auditDice(log, fakeSha);
    expect(report.seedMatchesCommitment).toBe(true);
    expect(report.fair).toBe(true);
    const versions = log.flatMap((e, i) => (e.type === 'DiceRolled' ? [i + 1] : []));
    expect(report.rolls).toEqual(
      versions.map((version, nonce) => ({ version, nonce, purpose: nonce < d12Count ? 'initiative' : 'attack', verdict: 'ok' })),
    );
  });

  it('mage-wars/CB-16 the audit re-rolls with the die faces the match was created with', () => {
    const [first, ...rest] = created;
    if (first.type !== 'EncounterCreated') throw new Error('no creation');
    const customDie: EncounterEvent = { ...first, data: { ...first.data, options: { ...first.data.options, attackDie: [C2] } } };
    const log = withAttacks([customDie, ...rest], 1);
    const last = log[log.length - 1];
    expect(last).toMatchObject({ type: 'DiceRolled', data: { outcome: { die: 'attack', faces: [C2, C2] } } });
    expect(auditDice(log, fakeSha).rolls.map((r) => r.verdict)).toEqual(log.filter((e) => e.type === 'DiceRolled').map(() => 'ok'));
  });

  it('mage-wars/SU-5 after a skipped nonce only that roll is out of sequence; the next ones are checked again', () => {
    const log = withAttacks(created, 3);
    const skip = log.findIndex((e) => e.type === 'DiceRolled' && e.data.purpose === 'attack');
    const report = auditDice(log.filter((_, i) => i !== skip), fakeSha);
    expect(report.rolls.slice(d12Count).map((r) => r.verdict)).toEqual(['out-of-sequence', 'ok']);
    expect(report.fair).toBe(false);
  });

  it('mage-wars/SU-5 a changed die is a mismatch, the seed is the revealed one when the match has ended', () => {
    const log = withAttacks(created, 1);
    // The ended event reveals the seed: a different one there makes every roll a mismatch.
    const report = auditDice([...log, ended('other-seed')], fakeSha);
    expect(report.rolls.every((r) => r.verdict === 'mismatch')).toBe(true);
    expect(report).toMatchObject({ seedMatchesCommitment: false, fair: false });
    expect(auditDice([...log, ended('c0ffee')], fakeSha)).toMatchObject({ seedMatchesCommitment: true, fair: true });
  });

  it('mage-wars/SU-5 without a hash function the commitment is not checked (null) and the log may still be fair', () => {
    expect(auditDice(withAttacks(created, 1))).toMatchObject({ seedMatchesCommitment: null, fair: true });
    expect(auditDice(withAttacks(created, 1), () => 'wrong')).toMatchObject({ seedMatchesCommitment: false, fair: false });
  });

  it('mage-wars/SU-5 a log with neither creation nor end has no seed: nothing to check, not fair', () => {
    const dice = withAttacks(created, 1).filter((e) => e.type === 'DiceRolled');
    expect(auditDice(dice, fakeSha)).toEqual({ seedMatchesCommitment: null, rolls: [], fair: false });
  });
});
