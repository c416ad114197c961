// mage-wars §9.6 traps (rules/mage-wars.md; seed 1132-1144) (issue 15: the survivors of the 2026-11-28 Stryker run on
// traps.ts): the trap answered is the one named, whatever other enchantments the arena holds, and it is spent (EN-23,
// EN-24, EN-18); a card the state does not know is no trap and has no effect (MD-3).
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { RespondToTrap } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { CARDS, createCommand, enter, play, seat, stateOf } from './testing/fixtures';
import { isTrap, respondToTrap, springTraps } from './traps';

const here: Zone = { row: 1, col: 0 };
const created = play([createCommand()]);
const attach = (id: string, cardId: string, target: { kind: 'zone'; zone: Zone } | { kind: 'object'; id: string }, by: SeatId = 'B'): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: by, target },
});
const onZone = (id: string, cardId: string): EncounterEvent => attach(id, cardId, { kind: 'zone', zone: here });
const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const triggered = (ids: string[]): EncounterEvent => ({ type: 'TrapTriggered', data: { objectId: 'wolf', seat: 'B', enchantmentIds: ids, resumeMove: true } });
const activated: EncounterEvent = { type: 'CreatureActivated', data: { objectId: 'wolf', seat: 'A', seq: 1, startedHindered: false } };
const answer = (id: string, pay: boolean): RespondToTrap => ({ type: 'RespondToTrap', actor: seat('B'), data: { seat: 'B', enchantmentId: id, pay } });

/** A's wolf stands in (1,0), acting; B's enchantments are placed by `extra`. */
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', here), activated, ...extra]);
const respond = (s: GameState, c: RespondToTrap): { events: EncounterEvent[]; resumed: string[]; after: GameState } => {
  const em = new Emitter(s);
  const resumed: string[] = [];
  respondToTrap(em, c, (_em: Emitter, objectId: string) => resumed.push(objectId));
  return { events: em.events, resumed, after: em.state };
};
const spent = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentDestroyed', data: { enchantmentId: id, cardId, reason: 'a sprung trap is spent' } });

describe('mage-wars §9.6 the trap answered is the one named (EN-23, EN-24, EN-18)', () => {
  it.each<[string, EncounterEvent[]]>([
    ['a hidden Rhino Hide on B’s Mage', [attach('h', CARDS.rhinoHide.id, { kind: 'object', id: 'mage-B' })]],
    ['a revealed Rhino Hide on B’s Mage', [attach('h', CARDS.rhinoHide.id, { kind: 'object', id: 'mage-B' }), revealed('h', CARDS.rhinoHide.id)]],
  ])('mage-wars/EN-24 mage-wars/EN-18 with %s attached before it, a paid Stun trap stuns the wolf, is spent and ends its action phase', (_what, before) => {
    const r = respond(stateWith(...before, onZone('t1', CARDS.stunTrap.id), triggered(['t1'])), answer('t1', true));
    expect(r.events.filter((e) => e.type === 'ConditionsAdded')).toEqual([{ type: 'ConditionsAdded', data: { objectId: 'wolf', marker: { condition: 'Stun', source: 'spell', duringActivation: null }, count: 1 } }]);
    expect(r.events.filter((e) => e.type === 'EnchantmentDestroyed')).toEqual([spent('t1', CARDS.stunTrap.id)]);
    expect(r.events.some((e) => e.type === 'ActionPhaseEnded')).toBe(true);
    expect(r.after.enchantments.map((e) => e.id)).toEqual(['h']);
  });
});

describe('mage-wars MD-3 an enchantment whose card the state does not know', () => {
  it('mage-wars/EN-23 mage-wars/MD-3 is no trap: hidden in the zone an enemy enters, it does not spring', () => {
    const s = stateWith(onZone('x', 'unregistered-trap'));
    expect(isTrap(s, s.enchantments[0]!)).toBe(false);
    const em = new Emitter(s);
    expect(springTraps(em, 'wolf', true)).toBe(false);
    expect(em.events).toEqual([]);
  });

  it('mage-wars/EN-23 mage-wars/MD-3 sprung and face up, answering it has no effect on the creature; it is spent and the move resumes', () => {
    const r = respond(stateWith(onZone('x', 'unregistered-trap'), revealed('x', 'unregistered-trap'), triggered(['x'])), answer('x', true));
    expect(r.events).toEqual([spent('x', 'unregistered-trap'), { type: 'TrapAnswered', data: { enchantmentId: 'x' } }, { type: 'TrapsResolved', data: { objectId: 'wolf' } }]);
    expect(r.resumed).toEqual(['wolf']);
    expect(r.after.objects.wolf!.conditions).toEqual([]);
  });
});
