// mage-wars §9.6 traps and §9.4 reveal priority (rules/mage-wars.md; seed 1132-1144, 2246, 676-678): which hidden
// enchantments an entering creature springs (EN-23), the order and the refusals of the answers (EN-16, EN-23, EN-25), what a
// paid or declined trap does, and when the creature's action phase ends or its move goes on (EN-24), each called on an
// Emitter over a crafted position (issue 15: the mutants of traps.ts).
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { RespondToTrap } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { CARDS, addConditions, createCommand, enter, play, seat, stateOf } from './testing/fixtures';
import { isTrap, respondToTrap, springTraps } from './traps';

const z = (row: number, col: number): Zone => ({ row, col });
const here = z(1, 0);
const crippleTrap: CardDefinition = { ...CARDS.stunTrap, id: 'snare', name: 'Snare', effects: [{ kind: 'condition', condition: 'Cripple', count: 1 }] };
const hallow: CardDefinition = { ...CARDS.rhinoHide, id: 'hallow', name: 'Hallow', targets: ['zone'] };
const created = play([createCommand({ cards: [...Object.values(CARDS), crippleTrap, hallow] })]);

const onZone = (id: string, cardId: string, zone: Zone = here, by: SeatId = 'B'): EncounterEvent => ({
  type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: by, target: { kind: 'zone', zone } },
});
const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
const triggered = (ids: string[], resumeMove = true, objectId = 'wolf', by: SeatId = 'B'): EncounterEvent => ({ type: 'TrapTriggered', data: { objectId, seat: by, enchantmentIds: ids, resumeMove } });
const activated = (objectId: string, by: SeatId = 'A'): EncounterEvent => ({ type: 'CreatureActivated', data: { objectId, seat: by, seq: 1, startedHindered: false } });
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });

/** A's wolf stands in (1,0); B's traps are placed by `extra`. */
const stateWith = (...extra: EncounterEvent[]): GameState => stateOf([...created, ...enter('wolf', CARDS.timberWolf.id, 'A', here), ...extra]);
const spring = (s: GameState, objectId = 'wolf', resumeMove = false): { sprung: boolean; events: EncounterEvent[] } => {
  const em = new Emitter(s);
  const sprung = springTraps(em, objectId, resumeMove);
  return { sprung, events: em.events };
};

describe('mage-wars §9.6 springing traps (EN-23, AC-14, AC-19)', () => {
  it('mage-wars/EN-23 the enemy’s hidden traps in the zone spring, with whether the move resumes after them', () => {
    const s = stateWith(onZone('t1', CARDS.stunTrap.id), onZone('t2', CARDS.fireTrap.id));
    expect(spring(s, 'wolf', true)).toEqual({ sprung: true, events: [triggered(['t1', 't2'], true)] });
    expect(spring(s, 'wolf', false).events).toEqual([triggered(['t1', 't2'], false)]);
  });

  it.each<[string, EncounterEvent[]]>([
    ['a trap in another zone', [onZone('t1', CARDS.stunTrap.id, z(1, 1))]],
    ['a trap in a zone of the same row', [onZone('t1', CARDS.stunTrap.id, z(1, 1))]],
    ['a trap in a zone of the same column', [onZone('t1', CARDS.stunTrap.id, z(2, 0))]],
    ['a trap of the creature’s own side', [onZone('t1', CARDS.stunTrap.id, here, 'A')]],
    ['a revealed trap', [onZone('t1', CARDS.stunTrap.id), revealed('t1', CARDS.stunTrap.id)]],
    ['a hidden zone enchantment that is not a trap', [onZone('h', hallow.id)]],
    ['a trap card attached to an object', [{ type: 'EnchantmentAttached', data: { enchantmentId: 't1', instanceId: 't1-card', cardId: CARDS.stunTrap.id, seat: 'B', target: { kind: 'object', id: 'wolf' } } }]],
  ])('mage-wars/EN-23 nothing springs for %s', (_what, extra) => {
    expect(spring(stateWith(...extra))).toEqual({ sprung: false, events: [] });
  });

  it('mage-wars/EN-23 nothing springs for an unknown, zoneless or destroyed object, nor while another trap is being answered', () => {
    const s = stateWith(onZone('t1', CARDS.stunTrap.id));
    expect(spring(s, 'ghost').sprung).toBe(false);
    const attached = stateWith(onZone('t1', CARDS.stunTrap.id), { type: 'ObjectEntered', data: { objectId: 'vine', cardId: CARDS.stranglevine.id, instanceId: 'v', kind: 'conjuration', owner: 'A', zone: null, border: null, attachedTo: 'wolf' } });
    expect(spring(attached, 'vine').sprung).toBe(false);
    const mage = stateWith(onZone('t1', CARDS.stunTrap.id, z(0, 0)), { type: 'ObjectDestroyed', data: { objectId: 'mage-A', reason: 'test' } });
    expect(spring(mage, 'mage-A').sprung).toBe(false);
    expect(spring(stateWith(onZone('t1', CARDS.stunTrap.id, z(0, 0))), 'mage-A').sprung).toBe(true);
    const busy = stateWith(onZone('t1', CARDS.stunTrap.id), onZone('t0', CARDS.stunTrap.id, z(2, 0)), triggered(['t0']));
    expect(spring(busy)).toEqual({ sprung: false, events: [] });
  });

  it('mage-wars/EN-23 a trap is an enchantment whose trigger is an enemy entering its zone', () => {
    const s = stateWith(onZone('t1', CARDS.stunTrap.id), onZone('h', hallow.id));
    expect(s.enchantments.map((e) => isTrap(s, e))).toEqual([true, false]);
  });
});

describe('mage-wars §9.6 answering a trap (EN-16, EN-23..EN-25)', () => {
  const answer = (id: string, pay: boolean, by: SeatId = 'B'): RespondToTrap => ({ type: 'RespondToTrap', actor: seat(by), data: { seat: by, enchantmentId: id, pay } });
  const respond = (s: GameState, c: RespondToTrap): { events: EncounterEvent[]; resumed: string[] } => {
    const em = new Emitter(s);
    const resumed: string[] = [];
    respondToTrap(em, c, (_em: Emitter, objectId: string) => resumed.push(objectId));
    return { events: em.events, resumed };
  };
  const types = (r: { events: EncounterEvent[] }): string[] => r.events.map((e) => e.type);

  it('mage-wars/EN-23 mage-wars/EN-25 mage-wars/EN-16 refusals: no trap waiting, another seat’s, one not sprung, another player first', () => {
    const none = stateWith(onZone('t1', CARDS.stunTrap.id));
    expect(() => respond(none, answer('t1', true))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-23', section: '§9.6', message: 'no trap of yours is waiting' }));
    const sprung = stateWith(onZone('t1', CARDS.stunTrap.id), onZone('t2', CARDS.stunTrap.id), triggered(['t1']));
    expect(() => respond(sprung, answer('t1', true, 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-23' }));
    expect(() => respond(sprung, answer('t2', true))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-25', section: '§9.6', message: 'that trap was not sprung' }));
    const mixed = stateWith(onZone('t1', CARDS.stunTrap.id), onZone('t3', CARDS.stunTrap.id, here, 'A'), triggered(['t1', 't3']));
    expect(() => respond(mixed, answer('t3', true))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/EN-16', section: '§9.4', message: 'another player reveals first (initiative, then clockwise)' }));
  });

  it('mage-wars/EN-19 a declined trap is destroyed without effect; the move goes on', () => {
    const r = respond(stateWith(activated('wolf'), onZone('t1', CARDS.stunTrap.id), triggered(['t1'])), answer('t1', false));
    expect(types(r)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed', 'TrapAnswered', 'TrapsResolved']);
    expect(r.events.slice(2)).toEqual([{ type: 'TrapAnswered', data: { enchantmentId: 't1' } }, { type: 'TrapsResolved', data: { objectId: 'wolf' } }]);
    expect(r.resumed).toEqual(['wolf']);
  });

  it('mage-wars/EN-24 a paid Stun trap incapacitates the acting creature: its action phase ends, the move does not resume', () => {
    const r = respond(stateWith(activated('wolf'), onZone('t1', CARDS.stunTrap.id), triggered(['t1'])), answer('t1', true));
    expect(r.events.filter((e) => e.type === 'EnchantmentDestroyed')).toEqual([{ type: 'EnchantmentDestroyed', data: { enchantmentId: 't1', cardId: CARDS.stunTrap.id, reason: 'a sprung trap is spent' } }]);
    expect(types(r)).toContain('ConditionsAdded');
    expect(types(r)).toContain('ActionPhaseEnded');
    expect(r.resumed).toEqual([]);
  });

  it('mage-wars/EN-24 a trap that destroys the acting creature ends its action phase', () => {
    const r = respond(stateWith(activated('wolf'), hurt('wolf', 8), onZone('t1', CARDS.fireTrap.id), triggered(['t1'])), answer('t1', true));
    expect(types(r)).toEqual(['ManaSpent', 'EnchantmentRevealed', 'DamageDealt', 'ObjectDestroyed', 'EnchantmentDestroyed', 'TrapAnswered', 'TrapsResolved', 'ActionPhaseEnded']);
    expect(r.resumed).toEqual([]);
  });

  it('mage-wars/EN-24 a trap paid after its victim is gone has no effect and is not spent', () => {
    const s = stateWith(activated('wolf'), onZone('t1', CARDS.fireTrap.id), onZone('t2', CARDS.stunTrap.id), triggered(['t1', 't2']), hurt('wolf', 10), { type: 'ObjectDestroyed', data: { objectId: 'wolf', reason: 'test' } }, { type: 'TrapAnswered', data: { enchantmentId: 't1' } });
    const r = respond(s, answer('t2', true));
    expect(types(r)).toEqual(['ManaSpent', 'EnchantmentRevealed', 'TrapAnswered', 'TrapsResolved', 'ActionPhaseEnded']);
  });

  it('mage-wars/EN-24 a paid Fire trap that leaves it standing: the move resumes; a Cripple (restrained) stops the move but not the phase', () => {
    const fire = respond(stateWith(activated('wolf'), onZone('t1', CARDS.fireTrap.id), triggered(['t1'])), answer('t1', true));
    expect(fire.events.find((e) => e.type === 'DamageDealt')).toEqual({ type: 'DamageDealt', data: { objectId: 'wolf', amount: 2, direct: true, source: CARDS.fireTrap.name } });
    expect(types(fire)).not.toContain('ActionPhaseEnded');
    expect(fire.resumed).toEqual(['wolf']);
    const snare = respond(stateWith(activated('wolf'), onZone('t1', crippleTrap.id), triggered(['t1'])), answer('t1', true));
    expect(types(snare)).not.toContain('ActionPhaseEnded');
    expect(snare.resumed).toEqual([]);
  });

  it('mage-wars/EN-24 no resumed move after a push or teleport (resumeMove false), nor when the creature is not the one acting', () => {
    expect(respond(stateWith(activated('wolf'), onZone('t1', CARDS.fireTrap.id), triggered(['t1'], false)), answer('t1', true)).resumed).toEqual([]);
    const idle = respond(stateWith(activated('mage-A'), onZone('t1', CARDS.stunTrap.id), triggered(['t1'])), answer('t1', true));
    expect(types(idle)).not.toContain('ActionPhaseEnded');
    expect(idle.resumed).toEqual([]);
    const noActivation = respond(stateWith(addConditions('wolf', 'Daze', 1), onZone('t1', CARDS.stunTrap.id), triggered(['t1'])), answer('t1', true));
    expect(types(noActivation)).not.toContain('ActionPhaseEnded');
    expect(noActivation.resumed).toEqual([]);
  });

  it('mage-wars/EN-25 with another trap still pending, the answer stops there: no resolution, no resumed move', () => {
    const r = respond(stateWith(activated('wolf'), onZone('t1', CARDS.fireTrap.id), onZone('t2', CARDS.stunTrap.id), triggered(['t1', 't2'])), answer('t2', false));
    expect(types(r)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed', 'TrapAnswered']);
    expect(r.resumed).toEqual([]);
  });
});
