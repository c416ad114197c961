// mage-wars §9.6 traps (rules/mage-wars.md; seed 1132-1144, 676-678, 2246): EN-22..EN-26, AC-14, AC-19.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { seatsFrom } from './state';
import { ALL_CARDS as CARD_LIST, CARDS, book, createCommand, enter, fullCommand, play, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const trap = (id: string, cardId: string, zone: Zone, by: SeatId = 'B'): EncounterEvent => ({ type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-i`, cardId, seat: by, target: { kind: 'zone', zone } } });
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const move = (s: SeatId, objectId: string, to: Zone): EncounterCommand => ({ type: 'MoveCreature', actor: seat(s), data: { seat: s, objectId, to } });
const answer = (id: string, pay: boolean): EncounterCommand => ({ type: 'RespondToTrap', actor: seat('B'), data: { seat: 'B', enchantmentId: id, pay } });
const types = (e: EncounterEvent[]): string[] => e.map((x) => x.type);

describe('mage-wars §9.6 traps', () => {
  const sprung = play([activate('A', 'mage-A'), move('A', 'mage-A', z(1, 0))], toActions(createCommand(), [[], []], [trap('t1', 'stun-trap', z(1, 0))]));

  it('mage-wars/EN-23 mage-wars/AC-14 an enemy entering the zone springs the trap: its controller must decide; nothing else may happen meanwhile', () => {
    expect(roundStep(stateOf(sprung))).toEqual({ kind: 'trap', seat: 'B', objectId: 'mage-A', enchantmentIds: ['t1'] });
    given(sprung).when({ type: 'EndActionPhase', actor: seat('A'), data: { seat: 'A' } }).thenThrows('mage-wars/EN-24');
    given(sprung).when({ type: 'RespondToTrap', actor: seat('A'), data: { seat: 'A', enchantmentId: 't1', pay: true } }).thenThrows('mage-wars/EN-23');
  });

  it('mage-wars/EN-24 a paid Stun trap incapacitates the creature: its action phase ends at once', () => {
    given(sprung).when(answer('t1', true)).thenMatches((e, s) => {
      expect(types(e)).toEqual(expect.arrayContaining(['EnchantmentRevealed', 'ConditionsAdded', 'EnchantmentDestroyed', 'TrapsResolved']));
      expect(types(e)).toContain('ActionPhaseEnded');
      expect(s.status === 'active' && s.trap).toBeNull();
    });
  });

  it('mage-wars/EN-19 declining the reveal cost destroys the trap without effect; the creature goes on', () => {
    given(sprung).when(answer('t1', false)).thenMatches((e, s) => {
      expect(types(e)).not.toContain('ConditionsAdded');
      expect(types(e)).not.toContain('ActionPhaseEnded');
      expect(s.status === 'active' && roundStep(s)).toMatchObject({ kind: 'actionPhase', objectId: 'mage-A', moves: 1 });
    });
  });

  it('mage-wars/EN-25 several traps in one zone all spring; their controller answers them one at a time', () => {
    const two = play([activate('A', 'mage-A'), move('A', 'mage-A', z(1, 0))], toActions(createCommand(), [[], []], [trap('t1', 'fire-trap', z(1, 0)), trap('t2', 'stun-trap', z(1, 0))]));
    expect(roundStep(stateOf(two))).toMatchObject({ kind: 'trap', enchantmentIds: ['t1', 't2'] });
    const first = play([answer('t2', false)], two);
    expect(roundStep(stateOf(first))).toMatchObject({ kind: 'trap', enchantmentIds: ['t1'] });
    given(first).when(answer('t1', true)).thenMatches((_e, s) => expect(s.status === 'active' && s.objects['mage-A'].damage).toBe(2));
  });

  it('mage-wars/EN-23 a creature of the trap’s own side does not spring it', () => {
    const own = play([activate('A', 'mage-A')], toActions(createCommand(), [[], []], [trap('t1', 'stun-trap', z(1, 0), 'A')]));
    given(own).when(move('A', 'mage-A', z(1, 0))).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved']));
  });

  it('mage-wars/EN-22 a trap goes on a zone without enemy creatures', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Wizard', spellbook: book(CARDS.stunTrap) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
    const log = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], enter('imp', CARDS.imp.id, 'B', z(1, 0))));
    const put = (zone: Zone): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'zone', zone } } });
    given(log).when(put(z(1, 0))).thenThrows('mage-wars/EN-22');
    given(log).when(put(z(0, 1))).thenMatches((e) => expect(types(e)).toContain('EnchantmentAttached'));
  });

  it('mage-wars/EN-26 a trap revealed when no enemy entered is destroyed without effect', () => {
    const log = toActions(createCommand(), [[], []], [trap('t1', 'stun-trap', z(1, 0))]);
    given(log).when({ type: 'RevealEnchantment', actor: seat('B'), data: { seat: 'B', enchantmentId: 't1', pay: true } }).thenMatches((e) => expect(types(e)).toEqual(['EnchantmentRevealed', 'EnchantmentDestroyed']));
  });

  it('mage-wars/AC-19 teleporting into the zone springs the trap too', () => {
    const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Wizard', spellbook: book(CARDS.teleport) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
    const log = play([activate('A', 'mage-A')], toActions(cmd, [['A-1'], []], [trap('t1', 'stun-trap', z(2, 0))]));
    given(log).when({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'object', id: 'mage-A' }, to: z(2, 0) } }).thenMatches((e, s) => {
      expect(types(e)).toContain('TrapTriggered');
      expect(s.status === 'active' && roundStep(s)).toMatchObject({ kind: 'trap', seat: 'B' });
    });
  });
});

describe('mage-wars §9.4 reveal priority', () => {
  it('mage-wars/EN-16 traps of several players sprung at once: the initiative player’s side first, then clockwise, each answering its own', () => {
    const ffa = fullCommand([0, 1, 2].map((i) => ({ name: `p${i}`, mageClass: 'Warlock' as const, spellbook: ['fireball'] })), CARD_LIST, 'en16');
    let log = play([{ ...ffa, data: { ...ffa.data, mode: 'double' } }]);
    const first = stateOf(log).round.initiative;
    const order = seatsFrom(stateOf(log), first);
    const [, second, third] = order;
    // The last in priority attaches first: without EN-16 its controller would be asked first.
    const at = stateOf(log).objects[`mage-${first}`].zone!;
    const into = z(at.row === 0 ? 1 : at.row - 1, at.col);
    log = [...log, trap('t-late', 'stun-trap', into, third), trap('t-early', 'fire-trap', into, second)];
    for (let i = 0; i < 20 && roundStep(stateOf(log)).kind !== 'activate'; i++) {
      const step = roundStep(stateOf(log));
      const who = step.kind === 'planning' ? step.seats[0] : (step as { seat: SeatId }).seat;
      log = play([step.kind === 'planning' ? { type: 'PlanSpells', actor: seat(who), data: { seat: who, instanceIds: [] } } : { type: 'PassQuickcast', actor: seat(who), data: { seat: who } }], log);
    }
    const sprung = play([activate(first, `mage-${first}`), move(first, `mage-${first}`, into)], log);
    expect(roundStep(stateOf(sprung))).toMatchObject({ kind: 'trap', seat: second, enchantmentIds: ['t-early'] });
    const respond = (s: SeatId, id: string): EncounterCommand => ({ type: 'RespondToTrap', actor: seat(s), data: { seat: s, enchantmentId: id, pay: false } });
    given(sprung).when(respond(third, 't-late')).thenThrows('mage-wars/EN-23');
    const next = play([respond(second, 't-early')], sprung);
    expect(roundStep(stateOf(next))).toMatchObject({ kind: 'trap', seat: third, enchantmentIds: ['t-late'] });
    given(next).when(respond(third, 't-late')).thenMatches((e) => expect(types(e)).toContain('TrapsResolved'));
  });
});
