// mage-wars §8.7 walls: Extend (rules/mage-wars.md; seed 1026, 1040, 2146): ST-32 and TV-12 (a level-2 wall costing 7,
// extended: 7 + 7 + 2 = 16), the copy from the spellbook on a border that continues the first, straight or round a corner.
import { deciderSpec } from '../core/testing/given';
import type { Zone } from './arena';
import { bordersContinue } from './arena';
import type { EncounterCommand } from './commands';
import { mageWars } from './index';
import { CARDS, book, createCommand, play, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const z = (row: number, col: number): Zone => ({ row, col });
const wall2 = { ...CARDS.wallOfThorns, id: 'stone-wall', name: 'Stone Wall', schools: [{ school: 'Earth' as const, level: 2 }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), wall2], players: [{ name: 'a', mageClass: 'Wizard', spellbook: book(wall2, wall2, CARDS.minorHeal) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
const log = play([{ type: 'ActivateCreature', actor: seat('A'), data: { seat: 'A', objectId: 'mage-A' } }], toActions(cmd, [['A-1'], []]));
const build = (a2: Zone, b2: Zone, copy = 'A-2'): EncounterCommand => ({
  type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId: 'A-1', target: { kind: 'border', a: z(0, 0), b: z(1, 0) }, extend: { instanceId: copy, a: a2, b: b2 } },
});

describe('mage-wars §8.7 Extend', () => {
  it('mage-wars/TV-12 mage-wars/ST-32 a level-2 wall costing 7, extended: 16 mana, two walls, the copy leaves the spellbook', () => {
    given(log).when(build(z(0, 1), z(1, 1))).thenMatches((e, s) => {
      expect(e[1]).toMatchObject({ type: 'ManaSpent', data: { amount: 16 } });
      expect(e.filter((x) => x.type === 'ObjectEntered').map((x) => x.type === 'ObjectEntered' && x.data.border)).toEqual([[z(0, 0), z(1, 0)], [z(0, 1), z(1, 1)]]);
      expect(s.status === 'active' && s.seats.A!.spellbook.map((c) => c.instanceId)).toEqual(['A-3']);
    });
  });

  it('mage-wars/ST-32 the second wall must continue the first and be an identical copy from the spellbook', () => {
    given(log).when(build(z(1, 0), z(2, 0))).thenThrows('mage-wars/ST-32');
    given(log).when(build(z(0, 1), z(1, 1), 'A-3')).thenThrows('mage-wars/ST-32');
    // Round a corner: (0,0)|(0,1) meets (0,0)|(1,0) at their shared grid point.
    given(log).when(build(z(0, 0), z(0, 1))).thenMatches((e) => expect(e.filter((x) => x.type === 'ObjectEntered')).toHaveLength(2));
    expect(stateOf(log).seats.A!.mana).toBe(20);
  });

  it('borders continue when they share an end: straight, or at a corner; not apart, not the same border', () => {
    expect(bordersContinue([z(0, 0), z(1, 0)], [z(0, 1), z(1, 1)])).toBe(true);
    expect(bordersContinue([z(0, 0), z(1, 0)], [z(1, 0), z(1, 1)])).toBe(true);
    expect(bordersContinue([z(0, 0), z(1, 0)], [z(1, 0), z(2, 0)])).toBe(false);
    expect(bordersContinue([z(0, 0), z(1, 0)], [z(1, 0), z(0, 0)])).toBe(false);
  });
});
