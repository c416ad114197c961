// mage-wars §10 who an attack may target (rules/mage-wars.md §10.1 CB-1, §10.7 CB-50..CB-52, §10.9 GD-2, §8.3 ST-7,
// §8.7 ST-31 / ST-33, §3 AR-4, §3.3 AR-9..AR-12): attackTargets and blocksLoS of actions.ts on crafted positions (the
// apprentice arena, 3 rows × 2 columns; seat A's Mage in (0,0) unless teleported), each checking the whole answer.
import { attackTargets, blocksLoS } from './actions';
import type { Zone } from './arena';
import type { AttackBar, CardDefinition } from './cards/card-definition';
import type { EncounterEvent } from './events';
import type { GameState } from './state';
import { CARDS, createCommand, enter, melee, stateOf, teleportTo, toActions } from './testing/fixtures';
import { A0, z } from './testing/pending';
import { refusalOf, type Refusal } from './testing/refusal';

/** A wall that only blocks passage: ST-31, it does not block line of sight. */
const lowWall: CardDefinition = { ...CARDS.wallOfThorns, id: 'low-wall', name: 'Low Wall', traits: [{ id: 'PassageBlocked' }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), lowWall] });
const position = (extra: EncounterEvent[]): GameState => stateOf(toActions(cmd, [[], []], extra));
type Target = Parameters<typeof attackTargets>[3];
const obj = (id: string): Target => ({ kind: 'object', id });
const ranged = (min: number, max: number): AttackBar => melee('Shot', 3, { kind: 'ranged', range: { min, max } });
const zoneBar = (min: number, max: number): AttackBar => melee('Storm', 3, { kind: 'ranged', zone: true, range: { min, max } });
const wall = (id: string, a: Zone, b: Zone, cardId = CARDS.wallOfThorns.id): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId: id, cardId, instanceId: `${id}-i`, kind: 'wall', owner: 'B', zone: null, border: [a, b], attachedTo: null },
});
const guardOn = (objectId: string): EncounterEvent => ({ type: 'GuardPlaced', data: { objectId } });
const targetsOf = (s: GameState, bar: AttackBar, target: Target, attackerId = 'mage-A'): string[] => attackTargets(s, s.objects[attackerId]!, bar, target);
const why = (s: GameState, bar: AttackBar, target: Target, attackerId = 'mage-A'): Refusal | undefined => refusalOf(() => targetsOf(s, bar, target, attackerId));
const OUT_OF_RANGE: Refusal = { ruleId: 'mage-wars/AR-4', section: '§3', message: 'the target is out of range' };
const NO_SIGHT: Refusal = { ruleId: 'mage-wars/AR-9', section: '§3.3', message: 'no line of sight to the target' };

describe('mage-wars §10.7 what a zone attack hits', () => {
  // A conjuration attached to a wall has no zone (its host sits on a border): it is in no zone, so no zone attack hits it.
  const s = position([
    ...enter('w', 'timber-wolf', 'B', A0), wall('wl', A0, z(1, 0)),
    { type: 'ObjectEntered', data: { objectId: 'vine', cardId: 'stranglevine', instanceId: 'vine-i', kind: 'conjuration', owner: 'B', zone: null, border: null, attachedTo: 'wl' } },
  ]);

  it('mage-wars/CB-52 every object of the zone is hit, the attacker too; an object in no zone and the wall on the border are not', () => {
    expect(targetsOf(s, zoneBar(0, 1), { kind: 'zone', zone: A0 }).sort()).toEqual(['mage-A', 'w']);
  });

  it('mage-wars/CB-52 with the policy that spares the attacker, every other object of the zone is still hit', () => {
    // Only the attacker leaves the list: the others stay (an empty answer would spare the whole zone).
    const spared: GameState = { ...s, options: { ...s.options, zoneAttackHitsAttacker: false } };
    expect(targetsOf(spared, zoneBar(0, 1), { kind: 'zone', zone: A0 })).toEqual(['w']);
  });
});

describe('mage-wars §10.1 only objects with Life', () => {
  it('mage-wars/CB-1 an object whose card is unknown has no Life and is refused, not a crash', () => {
    const s = position([{ type: 'ObjectEntered', data: { objectId: 'odd', cardId: 'no-such-card', instanceId: 'odd-i', kind: 'conjuration', owner: 'B', zone: A0, border: null, attachedTo: null } }]);
    expect(why(s, melee('Bite', 3), obj('odd'))).toEqual({ ruleId: 'mage-wars/CB-1', section: '§10.1', message: 'only objects with Life can be attacked' });
  });
});

describe('mage-wars §10.9 guards in the zone', () => {
  const s = position([...enter('g1', 'timber-wolf', 'B', A0), guardOn('g1'), ...enter('g2', 'timber-wolf', 'B', A0), guardOn('g2'), ...enter('w', 'timber-wolf', 'B', A0)]);

  it('mage-wars/GD-2 a melee attack on a creature that is not guarding, while enemy guards stand in the zone, is refused', () => {
    expect(why(s, melee('Bite', 3), obj('w'))).toEqual({ ruleId: 'mage-wars/GD-2', section: '§10.9', message: 'an enemy guard in this zone must be attacked first' });
  });

  it('mage-wars/GD-2 any one of the guards may be attacked: the attacker chooses among them', () => {
    // Two guards: attacking either is enough (one of the guards, not all of them at once).
    expect(targetsOf(s, melee('Bite', 3), obj('g2'))).toEqual(['g2']);
    expect(targetsOf(s, melee('Bite', 3), obj('g1'))).toEqual(['g1']);
  });

  it('mage-wars/GD-3 a ranged attack ignores the guards', () => {
    expect(targetsOf(s, ranged(0, 1), obj('w'))).toEqual(['w']);
  });
});

describe('mage-wars §8.7 a ranged attack at a wall', () => {
  // The wall stands between (1,0) and (2,0): (1,0) is at range 1 and in sight; (2,0) is at range 2 and behind the wall itself.
  const s = position([wall('wl', z(1, 0), z(2, 0))]);

  it('mage-wars/ST-33 a wall may be shot when either adjacent zone is in range and in sight', () => {
    expect(targetsOf(s, ranged(0, 1), obj('wl'))).toEqual(['wl']);
  });

  it('mage-wars/ST-33 a wall with neither adjacent zone in range is out of range', () => {
    expect(why(s, ranged(3, 4), obj('wl'))).toEqual(OUT_OF_RANGE);
  });
});

describe('mage-wars §8.3 a ranged attack at a Flying creature', () => {
  it('mage-wars/ST-7 (policy) a Flying target beyond the maximum range is still out of range', () => {
    const s = position(enter('fly', CARDS.falcon.id, 'B', z(2, 0)));
    expect(why(s, ranged(0, 1), obj('fly'))).toEqual(OUT_OF_RANGE);
  });

  it('mage-wars/ST-7 (policy) the distance to a Flying target counts rows and columns both (AR-3), from where the attacker stands', () => {
    // From (0,0), a falcon in (1,1) is at range 2: outside 1-1, and not closer than the minimum 1.
    expect(why(position(enter('fly', CARDS.falcon.id, 'B', z(1, 1))), ranged(1, 1), obj('fly'))).toEqual(OUT_OF_RANGE);
    // The attacker in (1,1): a falcon in (1,0) or in (0,1) is at range 1, closer than the minimum 2, so it may be shot.
    const moved = (at: Zone): GameState => position([teleportTo('mage-A', A0, z(1, 1)), ...enter('fly', CARDS.falcon.id, 'B', at)]);
    expect(targetsOf(moved(z(1, 0)), ranged(2, 3), obj('fly'))).toEqual(['fly']);
    expect(targetsOf(moved(z(0, 1)), ranged(2, 3), obj('fly'))).toEqual(['fly']);
  });
});

describe('mage-wars §3.3 line of sight for a ranged attack', () => {
  it('mage-wars/AR-12 walls never block sight to a Flying target, nor from a Flying attacker', () => {
    const s = position([wall('wl', A0, z(1, 0)), ...enter('fly', CARDS.falcon.id, 'B', z(1, 0)), ...enter('w', 'timber-wolf', 'B', z(1, 0)), ...enter('hawk', CARDS.falcon.id, 'A', A0)]);
    expect(targetsOf(s, ranged(0, 1), obj('fly'))).toEqual(['fly']);
    expect(targetsOf(s, ranged(0, 1), obj('w'), 'hawk')).toEqual(['w']);
    // Neither flies: the wall blocks.
    expect(why(s, ranged(0, 1), obj('w'))).toEqual(NO_SIGHT);
  });

  it('mage-wars/AR-10 a wall blocks sight across its border whichever way round its two zones were given', () => {
    // A wall spell names its border as the caster gives it: (1,0)|(0,0) is the same border as (0,0)|(1,0).
    const s = position([wall('wr', z(1, 0), A0), ...enter('w', 'timber-wolf', 'B', z(1, 0))]);
    expect(why(s, ranged(0, 1), obj('w'))).toEqual(NO_SIGHT);
    expect(blocksLoS(s, A0, z(1, 0))).toBe(true);
    expect(blocksLoS(s, z(1, 0), A0)).toBe(true);
  });

  it('mage-wars/AR-10 a wall blocks only its own border, not another border of one of its zones', () => {
    // Walls on (0,0)|(1,0), given in either order; the target is across (0,0)|(0,1), a border with no wall.
    const forward = position([wall('wl', A0, z(1, 0)), ...enter('w', 'timber-wolf', 'B', z(0, 1))]);
    const backward = position([wall('wr', z(1, 0), A0), ...enter('w', 'timber-wolf', 'B', z(0, 1))]);
    expect(targetsOf(forward, ranged(0, 1), obj('w'))).toEqual(['w']);
    expect(targetsOf(backward, ranged(0, 1), obj('w'))).toEqual(['w']);
    for (const st of [forward, backward]) {
      expect([blocksLoS(st, A0, z(0, 1)), blocksLoS(st, z(0, 1), A0), blocksLoS(st, z(1, 0), z(1, 1)), blocksLoS(st, z(1, 1), z(1, 0))]).toEqual([false, false, false, false]);
    }
  });

  it('mage-wars/ST-31 a wall without Blocks LoS does not block sight across its border', () => {
    const s = position([wall('lw', A0, z(1, 0), lowWall.id), ...enter('w', 'timber-wolf', 'B', z(1, 0))]);
    expect(targetsOf(s, ranged(0, 1), obj('w'))).toEqual(['w']);
    expect(blocksLoS(s, A0, z(1, 0))).toBe(false);
  });
});
