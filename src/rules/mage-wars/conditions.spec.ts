// mage-wars §11 conditions as data and CB-49 removal costs (rules/mage-wars.md; seed 333-384, 1491-1502, 1736, 2220):
// TV-29, and the incapacitated Mage's quick non-attack spells (§11.2).
import { deciderSpec } from '../core/testing/given';
import type { EncounterCommand } from './commands';
import { CONDITIONS, removalCost } from './conditions';
import { mageWars } from './index';
import { CARDS, addConditions, book, createCommand, play, seat } from './testing/fixtures';

const given = deciderSpec(mageWars);

describe('mage-wars §11 conditions', () => {
  it('mage-wars/CB-49 removal costs per marker: Burn 2, Rot 2, Weak 2, Cripple 4, Daze 2, Stun 4, Sleep = the level, Taunt none', () => {
    expect((['Burn', 'Rot', 'Weak', 'Cripple', 'Daze', 'Stun'] as const).map((c) => removalCost(c, 3))).toEqual([2, 2, 2, 4, 2, 4]);
    expect(removalCost('Sleep', 3)).toBe(3);
    expect(removalCost('Taunt', 3)).toBeNull();
    expect(CONDITIONS.Cripple.removalRoll).toBe(7);
  });

  const cmd = createCommand({ players: [{ name: 'a', mageClass: 'Priestess', spellbook: book(CARDS.restore, CARDS.pillar) }, { name: 'b', mageClass: 'Warlock', spellbook: book(CARDS.block) }] });
  const created = play([cmd]);
  const stunned = play([{ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: ['A-1', 'A-2'] } }, { type: 'PlanSpells', actor: seat('B'), data: { seat: 'B', instanceIds: [] } }], [...created, addConditions('mage-A', 'Stun', 1)]);
  const quick = (instanceId: string, target: string): EncounterCommand => ({ type: 'CastSpell', actor: seat('A'), data: { seat: 'A', casterId: 'mage-A', instanceId, target: { kind: 'object', id: target }, quickcast: true } });

  it('mage-wars/TV-29 mage-wars/CB-49 removing a Stun marker by an enabling effect costs 4 mana', () => {
    given(stunned).when(quick('A-1', 'mage-A')).thenMatches((e, s) => {
      expect(e.find((x) => x.type === 'ManaSpent' && x.data.reason === 'remove Stun')?.data).toMatchObject({ amount: 4 });
      expect(s.status === 'active' && s.objects['mage-A'].conditions).toEqual([]);
    });
  });

  it('§11.2 an incapacitated Mage may still cast quick spells that are not attack spells, never an attack spell', () => {
    given(stunned).when(quick('A-2', 'mage-B')).thenThrows('mage-wars/RD-19');
    given(stunned).when(quick('A-1', 'mage-A')).thenMatches((e) => expect(e.map((x) => x.type)).toContain('SpellResolved'));
  });
});
