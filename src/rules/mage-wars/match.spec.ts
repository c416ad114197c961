// mage-wars a whole apprentice match through the decider (§1, §5-§11, §16) with the §13.5 spellbooks, and the audit that
// re-rolls every die of the ended match from the revealed seed (DESIGN.md "Randomness and fairness"; §17.1).
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { CARDS, createCommand, fakeSha, play, stateOf } from './testing/fixtures';
import { autoplay } from './testing/autoplay';

// The apprentice Warlock (Fireball, Flameblast ×2) against the apprentice Priestess (Pillar of Light ×2): their books are
// the printed lists; only the cards the match uses need definitions (the rest of each book is never cast).
const create = createCommand({
  players: [{ name: 'Ana', mageClass: 'Warlock' }, { name: 'Ben', mageClass: 'Priestess' }],
  cards: [CARDS.fireball, CARDS.flameblast, CARDS.pillar],
  seed: '5eed-match',
});
const { log, commands } = autoplay(play([create]));
const end = stateOf(log);

describe('mage-wars a whole apprentice match', () => {
  it('mage-wars/VC-2 mage-wars/VC-1 Warlock and Priestess play with their §13.5 books until a Mage is destroyed', () => {
    expect(end.status).toBe('ended');
    const destroyed = end.seatOrder.filter((s) => end.objects[`mage-${s}`].destroyed);
    expect(destroyed.length).toBeGreaterThanOrEqual(1);
    if (!end.result?.draw) expect(end.result?.winner).toBe(end.seatOrder.find((s) => !end.objects[`mage-${s}`].destroyed));
    expect(end.round.round).toBeGreaterThan(1);
    // Spells were cast, paid and spent (SP-6), the Mages met in melee, conditions may have come and gone.
    expect(log.some((e) => e.type === 'SpellCast')).toBe(true);
    expect(log.some((e) => e.type === 'AttackDeclared' && e.data.kind === 'melee')).toBe(true);
    for (const s of end.seatOrder) expect(end.seats[s]!.mana).toBeGreaterThanOrEqual(0);
    expect(commands.length).toBeLessThan(600);
  });

  it('replaying the log gives the same final state (evolve is deterministic and never re-rolls)', () => {
    expect(stateOf(log.map((e) => JSON.parse(JSON.stringify(e)) as EncounterEvent))).toEqual(end);
  });

  it('mage-wars/SU-5 mage-wars/CB-16 the audit re-rolls every die of the ended match from the revealed seed and finds them all', () => {
    const report = mageWars.audit(log, fakeSha);
    expect(report.rolls.length).toBeGreaterThan(10);
    expect(report.rolls.every((r) => r.verdict === 'ok')).toBe(true);
    expect(report).toMatchObject({ seedMatchesCommitment: true, fair: true });
    expect(new Set(report.rolls.map((r) => r.purpose))).toEqual(new Set(['initiative', 'attack', 'effect', 'daze']));
  });

  it('the audit catches a changed die, a skipped nonce and a wrong seed', () => {
    const i = log.findIndex((e) => e.type === 'DiceRolled' && e.data.outcome.die === 'attack');
    const tampered = log.map((e, k): EncounterEvent => {
      if (k !== i || e.type !== 'DiceRolled' || e.data.outcome.die !== 'attack') return e;
      const faces = e.data.outcome.faces.map(() => ({ kind: 'critical' as const, value: 2 as const }));
      return { ...e, data: { ...e.data, outcome: { die: 'attack', faces } } };
    });
    const report = mageWars.audit(tampered, fakeSha);
    expect(report.fair).toBe(false);
    expect(report.rolls.find((r) => r.verdict !== 'ok')?.version).toBe(i + 1);
    const skipped = log.filter((_, k) => k !== i);
    expect(mageWars.audit(skipped, fakeSha).rolls.some((r) => r.verdict === 'out-of-sequence')).toBe(true);
    expect(mageWars.audit(log, () => 'other').fair).toBe(false);
  });

  it('after the end, every seat and the public see everything (audit), the seed included', () => {
    const v = mageWars.view(end, { role: 'public' })!;
    expect(v.seed).toBe('5eed-match');
    expect(v.seats[0].spellbook).not.toBeNull();
    expect(log.every((e) => !mageWars.redactEvent(e, { role: 'seat', seat: 'B' }, end).redacted)).toBe(true);
  });
});
