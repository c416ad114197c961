// mage-wars §5.9 RD-26 / RD-27 and CB-38 (rules/mage-wars.md; seed 638-640, 1406, 1550-1552, 2142, 2228, 2258): what
// goes at the end of a creature's action phase, which fresh markers wait, and the removal rolls at their exact
// thresholds (the next d12 is steered by advancing the nonce with recorded rolls, which evolve reads as used).
import { rollD12s } from './dice';
import { Emitter } from './emitter';
import { CRIPPLE_REMOVAL, endActionPhase } from './end-of-phase';
import type { EncounterEvent } from './events';
import type { ConditionMarker } from './state';
import { CARDS, createCommand, marker, play, stateOf, toActions } from './testing/fixtures';
import { activate, attached } from './testing/pending';

const chains = (removalRoll: number) => ({ ...CARDS.agony, id: `chains-${removalRoll}`, removalRoll });
const cmd = createCommand({ cards: [...Object.values(CARDS), chains(6), chains(7)] });
const acting = play([activate('A', 'mage-A')], toActions(cmd));
const seq = stateOf(acting).round.activation!.seq;
const put = (m: ConditionMarker, count = 1): EncounterEvent => ({ type: 'ConditionsAdded', data: { objectId: 'mage-A', marker: m, count } });
/** Recorded rolls that use up nonces until the next d12 shows `value`. */
const nextD12Shows = (log: readonly EncounterEvent[], value: number): EncounterEvent[] => {
  const extra: EncounterEvent[] = [];
  for (let nonce = stateOf(log).nonce; rollD12s('c0ffee', nonce, 1)[0] !== value; nonce++) {
    extra.push({ type: 'DiceRolled', data: { nonce, purpose: 'effect', count: 1, outcome: { die: 'd12', values: [0] }, subject: null } });
  }
  return [...log, ...extra];
};
const ending = (log: readonly EncounterEvent[]): EncounterEvent[] => {
  const em = new Emitter(stateOf(log));
  endActionPhase(em);
  return em.events;
};
const removed = (events: EncounterEvent[]) => events.filter((e) => e.type === 'ConditionsRemoved').map((e) => e.type === 'ConditionsRemoved' && e.data);
const ended: EncounterEvent = { type: 'ActionPhaseEnded', data: { objectId: 'mage-A', seat: 'A' } };

describe('mage-wars §5.9 the end of an action phase', () => {
  it('mage-wars/RD-26 every Daze, Stun and Taunt goes, each condition in one event; Weak stays; then the phase ends', () => {
    const events = ending([...acting, put(marker('Taunt')), put(marker('Stun')), put(marker('Daze'), 2), put(marker('Weak'))]);
    const reason = 'end of its action phase (RD-26)';
    expect(removed(events)).toEqual([
      { objectId: 'mage-A', condition: 'Daze', count: 2, reason },
      { objectId: 'mage-A', condition: 'Stun', count: 1, reason },
      { objectId: 'mage-A', condition: 'Taunt', count: 1, reason },
    ]);
    expect(events[3]).toEqual(ended);
  });

  it('mage-wars/RD-27 only barrier and counterstrike markers of this very activation wait', () => {
    const log = [
      ...acting,
      put(marker('Daze', 'barrier', seq)), put(marker('Daze', 'counterstrike', seq)),
      put(marker('Daze', 'barrier', seq - 1)), put(marker('Daze', 'counterstrike', null)), put(marker('Daze', 'attack', seq)),
    ];
    expect(removed(ending(log))).toEqual([{ objectId: 'mage-A', condition: 'Daze', count: 3, reason: 'end of its action phase (RD-26)' }]);
  });

  it('mage-wars/CB-38 Cripple is shed on exactly 7, not on 6; a fresh Cripple does not roll', () => {
    expect(CRIPPLE_REMOVAL).toBe(7);
    const on7 = ending(nextD12Shows([...acting, put(marker('Cripple'))], 7));
    expect(removed(on7)).toEqual([{ objectId: 'mage-A', condition: 'Cripple', count: 1, reason: 'removal roll 7 (CB-38)' }]);
    expect(on7[0]).toMatchObject({ type: 'DiceRolled', data: { purpose: 'removal', subject: 'mage-A', count: 1 } });
    expect(removed(ending(nextD12Shows([...acting, put(marker('Cripple'))], 6)))).toEqual([]);
    expect(ending([...acting, put(marker('Cripple', 'barrier', seq))])).toEqual([ended]);
  });

  it('mage-wars/CB-38 two Cripple markers roll twice', () => {
    const events = ending([...acting, put(marker('Cripple'), 2)]);
    expect(events.filter((e) => e.type === 'DiceRolled')).toHaveLength(2);
  });

  it('mage-wars/CB-38 a revealed enchantment with a removal roll on the creature rolls: destroyed on its number, kept below', () => {
    const on = (cardId: string): EncounterEvent[] => [
      attached('e-c', cardId, 'B', { kind: 'object', id: 'mage-A' }), { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-c', cardId, paid: 0 } },
    ];
    const at7 = ending(nextD12Shows([...acting, ...on('chains-7')], 7));
    expect(at7[0]).toMatchObject({ type: 'DiceRolled', data: { purpose: 'removal', subject: 'e-c' } });
    expect(at7[1]).toEqual({ type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-c', cardId: 'chains-7', reason: 'removal roll 7 (CB-38)' } });
    expect(ending(nextD12Shows([...acting, ...on('chains-7')], 6)).some((e) => e.type === 'EnchantmentDestroyed')).toBe(false);
    expect(ending(nextD12Shows([...acting, ...on('chains-6')], 6)).some((e) => e.type === 'EnchantmentDestroyed')).toBe(true);
  });

  it.each<[string, EncounterEvent[]]>([
    ['hidden', [attached('e-c', 'chains-6', 'B', { kind: 'object', id: 'mage-A' })]],
    ['on another object', [attached('e-c', 'chains-6', 'B', { kind: 'object', id: 'mage-B' }), { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-c', cardId: 'chains-6', paid: 0 } }]],
    ['on a zone', [attached('e-c', 'chains-6', 'B', { kind: 'zone', zone: { row: 0, col: 0 } }), { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-c', cardId: 'chains-6', paid: 0 } }]],
    ['without a removal roll', [attached('e-c', 'agony', 'B', { kind: 'object', id: 'mage-A' }), { type: 'EnchantmentRevealed', data: { enchantmentId: 'e-c', cardId: 'agony', paid: 0 } }]],
  ])('mage-wars/CB-38 an enchantment %s does not roll', (_case, extra) => {
    expect(ending([...acting, ...extra])).toEqual([ended]);
  });

  it('mage-wars/RD-26 a creature destroyed during its phase sheds nothing; the phase still ends', () => {
    const gone: EncounterEvent = { type: 'ObjectDestroyed', data: { objectId: 'mage-A', reason: 'test' } };
    const events = ending([...acting, put(marker('Daze')), gone]);
    expect(events.filter((e) => e.type === 'ConditionsRemoved')).toEqual([]);
    expect(events).toContainEqual(ended);
  });

  it('mage-wars/RD-26 with no creature acting there is nothing to end', () => {
    expect(ending(toActions(cmd))).toEqual([]);
  });
});

