// mage-wars §6 actions (rules/mage-wars.md; seed 650-775, 2160, 2202, 2264): AC-1..AC-13, GD-1, TV-63, ST-6.
import { deciderSpec } from '../core/testing/given';
import type { SeatId } from '../core/decider';
import type { Zone } from './arena';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { CARDS, addConditions, createCommand, enter, play, seat, teleportTo, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const activate = (s: SeatId, objectId: string): EncounterCommand => ({ type: 'ActivateCreature', actor: seat(s), data: { seat: s, objectId } });
const move = (s: SeatId, objectId: string, to: Zone): EncounterCommand => ({ type: 'MoveCreature', actor: seat(s), data: { seat: s, objectId, to } });
const z = (row: number, col: number): Zone => ({ row, col });
const scenario = (extra: EncounterEvent[]): EncounterEvent[] => toActions(createCommand(), [[], []], extra);
const types = (e: EncounterEvent[]): string[] => e.map((x) => x.type);
const wall = (a: Zone, b: Zone, cardId = 'wall-of-thorns'): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: 'wall', cardId, instanceId: 'B-w', kind: 'wall', owner: 'B', zone: null, border: [a, b], attachedTo: null },
});

describe('mage-wars §6.2 movement', () => {
  const acting = play([activate('A', 'mage-A')], scenario([]));

  it('mage-wars/AC-7 a move goes to one adjacent zone; diagonal, distant or off-board moves are refused', () => {
    given(acting).when(move('A', 'mage-A', z(1, 0))).then([{ type: 'CreatureMoved', data: { objectId: 'mage-A', from: z(0, 0), to: z(1, 0), stopped: false } }]);
    given(acting).when(move('A', 'mage-A', z(1, 1))).thenThrows('mage-wars/AC-7');
    given(acting).when(move('A', 'mage-A', z(2, 0))).thenThrows('mage-wars/AC-7');
    given(acting).when(move('A', 'mage-A', z(-1, 0))).thenThrows('mage-wars/AC-7');
  });

  it('mage-wars/AC-8 mage-wars/AC-3 a second move is the quick action: the phase ends on arrival; a third is impossible', () => {
    given(play([move('A', 'mage-A', z(1, 0))], acting)).when(move('A', 'mage-A', z(2, 0))).thenMatches((e) => {
      expect(types(e)).toEqual(['CreatureMoved', 'ActionPhaseEnded']);
    });
  });

  it('mage-wars/AC-2 mage-wars/AC-1 no move after the action', () => {
    const guarded = play([{ type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], acting);
    given(guarded).when(move('A', 'mage-A', z(1, 0))).thenThrows('mage-wars/RD-23');
  });

  it('mage-wars/AC-9 a Fast creature moves twice and keeps its quick action; mage-wars/AC-10 a Slow one stops after one move', () => {
    const fast = play([activate('A', 'falcon'), move('A', 'falcon', z(1, 0))], scenario(enter('falcon', CARDS.falcon.id, 'A', z(0, 0))));
    given(fast).when(move('A', 'falcon', z(2, 0))).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved']));
    const slowCard = { ...CARDS.timberWolf, id: 'slow-wolf', traits: [{ id: 'Slow' as const }] };
    const slowLog = toActions(createCommand({ cards: [...Object.values(CARDS), slowCard] }), [[], []], enter('slow', 'slow-wolf', 'A', z(0, 0)));
    given(play([activate('A', 'slow')], slowLog)).when(move('A', 'slow', z(1, 0))).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved', 'ActionPhaseEnded']));
  });

  it('mage-wars/AC-11 mage-wars/TV-63 starting next to a hindering enemy: one move only, even Fast', () => {
    const log = play([activate('A', 'falcon'), move('A', 'falcon', z(1, 0))], scenario([...enter('falcon', CARDS.falcon.id, 'A', z(0, 0)), ...enter('bat', CARDS.falcon.id, 'B', z(0, 0))]));
    given(log).when(move('A', 'falcon', z(2, 0))).thenThrows('mage-wars/AC-11');
  });

  it('mage-wars/AC-11 entering a zone with a hindering enemy stops the creature; mage-wars/ST-6 Flying and non-Flying do not hinder each other', () => {
    const log = play([activate('A', 'mage-A')], scenario([...enter('imp', CARDS.imp.id, 'B', z(1, 0))]));
    given(log).when(move('A', 'mage-A', z(1, 0))).then([{ type: 'CreatureMoved', data: { objectId: 'mage-A', from: z(0, 0), to: z(1, 0), stopped: true } }]);
    const flying = play([activate('A', 'mage-A')], scenario([...enter('bird', CARDS.falcon.id, 'B', z(1, 0))]));
    given(flying).when(move('A', 'mage-A', z(1, 0))).then([{ type: 'CreatureMoved', data: { objectId: 'mage-A', from: z(0, 0), to: z(1, 0), stopped: false } }]);
    const stunnedFoe = play([activate('A', 'mage-A')], scenario([...enter('imp', CARDS.imp.id, 'B', z(1, 0)), addConditions('imp', 'Stun', 1)]));
    given(stunnedFoe).when(move('A', 'mage-A', z(1, 0))).then([{ type: 'CreatureMoved', data: { objectId: 'mage-A', from: z(0, 0), to: z(1, 0), stopped: false } }]);
  });

  it('mage-wars/AC-12 a Passage Blocked wall stops the move; Flying creatures ignore walls', () => {
    const log = play([activate('A', 'mage-A')], scenario([wall(z(0, 0), z(1, 0))]));
    given(log).when(move('A', 'mage-A', z(1, 0))).thenThrows('mage-wars/AC-12');
    given(log).when(move('A', 'mage-A', z(0, 1))).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved']));
    const bird = play([activate('A', 'falcon')], scenario([wall(z(0, 0), z(1, 0)), ...enter('falcon', CARDS.falcon.id, 'A', z(0, 0))]));
    given(bird).when(move('A', 'falcon', z(1, 0))).thenMatches((e) => expect(types(e)).toEqual(['CreatureMoved']));
  });

  it('mage-wars/AC-12 mage-wars/AC-4 §15 Climbing: a climber crosses a Passage Blocked wall as its full action, never after a move', () => {
    const climber = { ...CARDS.timberWolf, id: 'climber', traits: [{ id: 'Climbing' as const }] };
    const log = toActions(createCommand({ cards: [...Object.values(CARDS), climber] }), [[], []], [wall(z(0, 0), z(1, 0)), ...enter('goat', 'climber', 'A', z(0, 0)), ...enter('wolf', CARDS.timberWolf.id, 'A', z(0, 0))]);
    given(play([activate('A', 'goat')], log)).when(move('A', 'goat', z(1, 0))).thenMatches((e) => {
      expect(types(e)).toEqual(expect.arrayContaining(['CreatureMoved', 'ActionUsed', 'ActionPhaseEnded']));
      expect(e.find((x) => x.type === 'ActionUsed')?.data).toMatchObject({ action: 'full' });
    });
    given(play([activate('A', 'wolf')], log)).when(move('A', 'wolf', z(1, 0))).thenThrows('mage-wars/AC-12');
    // A second wall on the next border: after a move, climbing it is refused (a full action needs no move before it).
    const wall2: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wall-2', cardId: 'wall-of-thorns', instanceId: 'B-w2', kind: 'wall', owner: 'B', zone: null, border: [z(0, 1), z(1, 1)], attachedTo: null } };
    const moved = play([activate('A', 'goat'), move('A', 'goat', z(0, 1))], [...log, wall2]);
    given(moved).when(move('A', 'goat', z(1, 1))).thenThrows('mage-wars/AC-4');
  });

  it('mage-wars/AC-13 mage-wars/CB-5 a Passage Attack wall attacks the crossing creature before it arrives: unavoidable, no counterstrike', () => {
    const fireWall = { ...CARDS.wallOfThorns, id: 'wall-of-fire', traits: [{ id: 'PassageAttack' as const }], attacks: [{ name: 'Flames', action: 'quick' as const, kind: 'melee' as const, damageTypes: ['flame' as const], dice: 2, effects: [], traits: [] }] };
    const log = toActions(createCommand({ cards: [...Object.values(CARDS), fireWall] }), [[], []], [wall(z(0, 0), z(1, 0), 'wall-of-fire')]);
    given(play([activate('A', 'mage-A')], log)).when(move('A', 'mage-A', z(1, 0))).thenMatches((e) => {
      expect(e.find((x) => x.type === 'AttackDeclared')?.data).toMatchObject({ kind: 'special', targets: ['mage-A'] });
      expect(types(e)).not.toContain('AttackAwaiting');
      expect(types(e)).toContain('CreatureMoved');
    });
  });

  it('mage-wars/AC-7 a Restrained (Crippled) creature makes no move', () => {
    const log = play([activate('A', 'mage-A')], scenario([addConditions('mage-A', 'Cripple', 1)]));
    given(log).when(move('A', 'mage-A', z(1, 0))).thenThrows('mage-wars/AC-7');
  });
});

describe('mage-wars §10.9 guard', () => {
  it('mage-wars/GD-1 guarding is the quick action: a guard marker, then the phase ends; not after another action', () => {
    const acting = play([activate('A', 'mage-A')], scenario([]));
    given(acting).when({ type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }).thenMatches((e, after) => {
      expect(types(e)).toEqual(['GuardPlaced', 'ActionUsed', 'ActionPhaseEnded']);
      expect(after.status === 'active' && after.objects['mage-A'].guard).toBe(true);
    });
    given(scenario([])).when({ type: 'Guard', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }).thenThrows('mage-wars/RD-23');
  });
});

describe('mage-wars §3.3 line of sight for ranged attacks', () => {
  it('mage-wars/AR-9 mage-wars/AR-14 a Blocks-LoS wall between archer and target refuses the shot; without it the shot is legal', () => {
    const setup = (extra: EncounterEvent[]) => play([activate('A', 'archer')], scenario([...enter('archer', CARDS.archer.id, 'A', z(0, 0)), teleportTo('mage-B', z(2, 1), z(2, 0)), ...extra]));
    const shoot: EncounterCommand = { type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 1, target: { kind: 'object', id: 'mage-B' } } };
    given(setup([wall(z(0, 0), z(1, 0))])).when(shoot).thenThrows('mage-wars/AR-9');
    given(setup([])).when(shoot).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
  });

  it('mage-wars/TV-64 mage-wars/ST-7 a Flying enemy in the archer’s own zone is a legal Longbow target; a non-Flying one is not', () => {
    const log = play([activate('A', 'archer')], scenario([...enter('archer', CARDS.archer.id, 'A', z(0, 0)), ...enter('bird', CARDS.falcon.id, 'B', z(0, 0)), ...enter('imp', CARDS.imp.id, 'B', z(0, 0))]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 1, target: { kind: 'object', id: 'bird' } } }).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 1, target: { kind: 'object', id: 'imp' } } }).thenThrows('mage-wars/AR-4');
    // ST-7: a non-Flying creature needs Reach to melee a Flying one.
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'archer', attack: 0, target: { kind: 'object', id: 'bird' } } }).thenThrows('mage-wars/ST-7');
  });

  it('mage-wars/ST-7 §15 Reach: a melee attack with Reach may target a Flying creature in its zone', () => {
    const pike = { ...CARDS.archer, id: 'pikeman', attacks: [{ ...CARDS.archer.attacks[0], traits: [{ id: 'Reach' as const }] }] };
    const log = play([activate('A', 'pike')], toActions(createCommand({ cards: [...Object.values(CARDS), pike] }), [[], []], [...enter('pike', 'pikeman', 'A', z(0, 0)), ...enter('bird', CARDS.falcon.id, 'B', z(0, 0))]));
    given(log).when({ type: 'Attack', actor: seat('A'), data: { seat: 'A', attackerId: 'pike', attack: 0, target: { kind: 'object', id: 'bird' } } }).thenMatches((e) => expect(types(e)).toContain('AttackDeclared'));
  });
});
