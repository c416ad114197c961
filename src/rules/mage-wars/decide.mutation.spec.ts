// mage-wars decide (rules/mage-wars.md §4, §7.3 SP-4, §9.6 EN-24, §10.2 CB-12 / CB-29, §16 VC-2): what is refused before
// any rule file is asked (no encounter, an ended match, a pending answer, a sprung trap), with rule, section and message;
// which commands still pass while an answer is due; the organiser's end; the time that stamps a match's end.
import type { SeatId } from '../core/decider';
import type { EncounterCommand } from './commands';
import { decide } from './decide';
import type { EncounterEvent } from './events';
import { addConditions, createCommand, play, seat, stateOf, toActions } from './testing/fixtures';
import { activate, counteredSpell, countering, defending, trapped } from './testing/pending';
import { refusalAfter, refusalOf } from './testing/refusal';

const endPhase: EncounterCommand = { type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } };
const endEncounter: EncounterCommand = { type: 'EndEncounter', actor: { role: 'organiser' }, data: { reason: 'abandoned', now: '2026-01-02T00:00:00Z' } };
const reveal = (s: SeatId, enchantmentId: string): EncounterCommand => ({ type: 'RevealEnchantment', actor: seat(s), data: { seat: s, enchantmentId, pay: true } });

describe('mage-wars decide: what is refused first', () => {
  it('mage-wars/SU-1 nothing but the creation before the encounter exists', () => {
    expect(refusalOf(() => decide({ status: 'empty' }, endPhase))).toEqual({ ruleId: 'mage-wars/SU-1', section: '§4', message: 'no encounter yet: create it first' });
  });

  it('mage-wars/VC-2 nothing once the match has ended, not even a second end', () => {
    const ended = play([endEncounter], toActions());
    for (const c of [endPhase, endEncounter]) expect(refusalAfter(ended, c)).toEqual({ ruleId: 'mage-wars/VC-2', section: '§16', message: 'the match has ended' });
  });

  it.each<[string, EncounterEvent[], string]>([
    ['a defense (CB-12)', defending, 'mage-wars/CB-12'],
    ['a counterstrike (CB-29)', countering, 'mage-wars/CB-12'],
    ['a counter spell (SP-4)', counteredSpell, 'mage-wars/SP-4'],
  ])('mage-wars/CB-12 mage-wars/SP-4 while B owes %s, another command is refused', (_case, log, ruleId) => {
    expect(refusalAfter(log, endPhase)).toEqual({ ruleId, section: '§7.3, §10.2', message: 'seat B must answer first' });
  });

  it('mage-wars/SP-4 an attack answer is no answer to a spell', () => {
    expect(refusalAfter(counteredSpell, { type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } })?.ruleId).toBe('mage-wars/SP-4');
  });

  it('mage-wars/CB-12 a spell answer is no answer to an attack', () => {
    expect(refusalAfter(defending, { type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: false } })?.ruleId).toBe('mage-wars/CB-12');
  });

  it.each<[string, EncounterEvent[], EncounterCommand]>([
    ['the defense', defending, { type: 'DeclareDefense', actor: seat('B'), data: { seat: 'B', defense: null } }],
    ['the counterstrike', countering, { type: 'DeclareCounterstrike', actor: seat('B'), data: { seat: 'B', attack: null } }],
    ['the counter spell', counteredSpell, { type: 'RespondToSpell', actor: seat('B'), data: { seat: 'B', pay: false } }],
    ['a free reveal (EN-12) during an attack', defending, reveal('B', 'e-h')],
    ['the organiser’s end during an attack', defending, endEncounter],
    ['the organiser’s end during a spell', counteredSpell, endEncounter],
  ])('mage-wars/CB-12 mage-wars/SP-4 mage-wars/EN-12 %s is taken while an answer is due', (_case, log, command) => {
    expect(refusalAfter(log, command)).toBeUndefined();
  });

  it('mage-wars/EN-24 a sprung trap holds everything but its answer, a reveal and the organiser’s end', () => {
    expect(refusalAfter(trapped, endPhase)).toEqual({ ruleId: 'mage-wars/EN-24', section: '§9.6', message: 'a trap is waiting for seat B' });
    expect(refusalAfter(trapped, reveal('B', 'e-h'))).toBeUndefined();
    expect(refusalAfter(trapped, endEncounter)).toBeUndefined();
    expect(refusalAfter(trapped, { type: 'RespondToTrap', actor: seat('B'), data: { seat: 'B', enchantmentId: 't1', pay: false } })).toBeUndefined();
  });
});

describe('mage-wars decide: the end of the match', () => {
  it('mage-wars/VC-2 the organiser ends the match: no winner, the reason and time recorded, the seed revealed', () => {
    const log = toActions();
    expect(decide(stateOf(log), endEncounter)).toEqual([
      { type: 'EncounterEnded', data: { result: { winner: null, draw: false, reason: 'ended by the organiser: abandoned' }, seed: 'c0ffee', endedAt: '2026-01-02T00:00:00Z' } },
    ]);
  });

  it('mage-wars/VC-1 a Mage destroyed by a command ends the match at that command’s time', () => {
    const dying = toActions(createCommand(), [[], []], [{ type: 'DamageDealt', data: { objectId: 'mage-B', amount: 23, direct: true, source: 't' } }, addConditions('mage-B', 'Rot', 1)]);
    let log = dying;
    for (let i = 0; i < 2; i++) {
      const t = stateOf(log).round.turn;
      log = play([activate(t, `mage-${t}`), { type: 'EndActionPhase', actor: seat(t), data: { seat: t } }], log);
    }
    const passes = stateOf(log).round.queue.map((q): EncounterCommand => ({ type: 'PassQuickcast', actor: seat(q), data: { seat: q }, now: '2026-05-05T00:00:00Z' }));
    const end = play(passes, log);
    expect(end[end.length - 1]).toMatchObject({ type: 'EncounterEnded', data: { endedAt: '2026-05-05T00:00:00Z', result: { winner: 'A' } } });
  });
});
