// mage-wars §5.4 Upkeep and the §11.1 upkeep conditions (rules/mage-wars.md; seed 546-564, 2084, 2128, 2268): RD-6..RD-8,
// TV-04, TV-05, TV-53, TV-54.
import { deciderSpec } from '../core/testing/given';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { CARDS, addConditions, createCommand, enter, finishRound, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });
const diceOf = (events: EncounterEvent[], purpose: string) =>
  events.flatMap((e) => (e.type === 'DiceRolled' && e.data.purpose === purpose && e.data.outcome.die === 'attack' ? e.data.outcome.faces : []));

describe('mage-wars §5.4 upkeep effects', () => {
  it('mage-wars/TV-53 mage-wars/RD-7 Burn: one die per marker as direct damage (armor ignored); a blank removes its marker', () => {
    const before = toActions(createCommand(), [[], []], [addConditions('mage-A', 'Burn', 2)]);
    const after = finishRound(before);
    const upkeep = after.slice(before.length);
    const faces = diceOf(upkeep, 'burn');
    expect(faces).toHaveLength(2);
    const s = stateOf(after);
    expect(s.objects['mage-A'].damage).toBe(faces.reduce((a, f) => a + f.value, 0));
    expect(s.objects['mage-A'].conditions.filter((c) => c.condition === 'Burn')).toHaveLength(faces.filter((f) => f.kind !== 'blank').length);
  });

  it('mage-wars/TV-54 two Rot markers: 2 direct damage every Upkeep', () => {
    const s = stateOf(finishRound(toActions(createCommand(), [[], []], [addConditions('mage-B', 'Rot', 2)])));
    expect(s.objects['mage-B'].damage).toBe(2);
    expect(s.objects['mage-B'].conditions).toHaveLength(2);
  });

  it('mage-wars/CB-42 direct damage ignores armor: two Rot markers on the Grizzly (armor 2) deal 2', () => {
    const s = stateOf(finishRound(toActions(createCommand(), [[], []], [...enter('g', CARDS.grizzly.id, 'B', { row: 2, col: 1 }), addConditions('g', 'Rot', 2)])));
    expect(s.objects.g.damage).toBe(2);
  });

  it('mage-wars/TV-04 mage-wars/CB-44 Regenerate 2 and 3 remove 3 a round, not 5; Regenerate 2 alone removes 2; mage-wars/CB-46 Finite Life blocks it', () => {
    const regen3: EncounterEvent = { type: 'EnchantmentAttached', data: { enchantmentId: 'e-r', instanceId: 'B-r', cardId: 'regrowth3', seat: 'B', target: { kind: 'object', id: 'uni' } } };
    const regrowth = { ...CARDS.rhinoHide, id: 'regrowth3', grants: [{ id: 'Regenerate' as const, value: 3 }] };
    const cmd = createCommand({ cards: [...Object.values(CARDS), regrowth] });
    const log = toActions(cmd, [[], []], [...enter('uni', CARDS.unicorn.id, 'B', { row: 2, col: 1 }), hurt('uni', 8), regen3, { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-r', cardId: 'regrowth3', paid: 0 } }]);
    expect(stateOf(finishRound(log)).objects.uni.damage).toBe(5);
    const finite = toActions(cmd, [[], []], [...enter('uni', CARDS.unicorn.id, 'B', { row: 2, col: 1 }), hurt('uni', 8)]);
    expect(stateOf(finishRound(finite)).objects.uni.damage).toBe(6);
    const bone = { ...CARDS.unicorn, id: 'bone-unicorn', traits: [...CARDS.unicorn.traits, { id: 'FiniteLife' as const }] };
    const boneLog = toActions(createCommand({ cards: [...Object.values(CARDS), bone] }), [[], []], [...enter('uni', 'bone-unicorn', 'B', { row: 2, col: 1 }), hurt('uni', 8)]);
    expect(stateOf(finishRound(boneLog)).objects.uni.damage).toBe(8);
  });
});

describe('mage-wars §5.4 upkeep costs', () => {
  const costly = { ...CARDS.timberWolf, id: 'hungry-wolf', upkeep: 2 };
  const cmd = createCommand({ cards: [...Object.values(CARDS), costly] });
  const log = finishRound(toActions(cmd, [[], []], enter('hw', 'hungry-wolf', 'A', { row: 0, col: 0 })));

  it('mage-wars/RD-6 an object with upkeep asks its controller to pay or lose it', () => {
    expect(roundStep(stateOf(log))).toMatchObject({ kind: 'upkeep', seats: ['A'] });
    given(log).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: ['hw'] } }).thenMatches((e, s) => {
      expect(e[0]).toMatchObject({ type: 'ManaSpent', data: { amount: 2 } });
      expect(s.status === 'active' && s.objects.hw).toBeDefined();
      expect(s.status === 'active' && roundStep(s)).toMatchObject({ kind: 'planning' });
    });
    given(log).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: [] } }).thenMatches((e, s) => {
      expect(e.find((x) => x.type === 'ObjectDestroyed')?.data).toMatchObject({ objectId: 'hw' });
      expect(s.status === 'active' && s.seats.A!.discard.map((c) => c.cardId)).toEqual(['hungry-wolf']);
    });
    given(log).when({ type: 'PayUpkeep', actor: seat('B'), data: { seat: 'B', pay: [] } }).thenThrows('mage-wars/RD-6');
    given(log).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: ['mage-A'] } }).thenThrows('mage-wars/RD-6');
  });

  it('mage-wars/TV-05 mage-wars/RD-8 the controller may resolve Regenerate before Burn (default) or Burn first', () => {
    const uni = { ...CARDS.unicorn, id: 'kept-unicorn', upkeep: 1 };
    const c2 = createCommand({ cards: [...Object.values(CARDS), uni] });
    const at = finishRound(toActions(c2, [[], []], [...enter('u', 'kept-unicorn', 'A', { row: 0, col: 0 }), hurt('u', 4), addConditions('u', 'Burn', 1)]));
    const order = (e: EncounterEvent[]): string[] => e.filter((x) => x.type === 'DamageHealed' || (x.type === 'DiceRolled' && x.data.purpose === 'burn')).map((x) => x.type);
    given(at).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: ['u'] } }).thenMatches((e) => expect(order(e)).toEqual(['DamageHealed', 'DiceRolled']));
    given(at).when({ type: 'PayUpkeep', actor: seat('A'), data: { seat: 'A', pay: ['u'], burnBeforeRegenerate: true } }).thenMatches((e) => expect(order(e)[0]).toBe('DiceRolled'));
  });
});
