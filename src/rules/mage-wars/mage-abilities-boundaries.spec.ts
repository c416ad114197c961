// mage-wars §12 the Mages' abilities (rules/mage-wars.md; seed 1623-1826): Divine Reward (MG-PR-1), the quick summon
// (MG-BM-1), Curse veil (MG-WL-1), the Voltaric Shield's activation and expiry (MG-WZ-1) and the innate spells (MG-PR-2,
// MG-WZ-2), each gate and bound called on an Emitter over a full-mode position (issue 15: the mutants of mage-abilities.ts).
import type { SeatId } from '../core/decider';
import type { CardDefinition } from './cards/card-definition';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import { abilitiesOf, activateWard, canActivateWard, curseToReturn, expireWards, innateSpell, quickSummonFits, rewardForSpell } from './mage-abilities';
import type { GameState } from './state';
import { ALL_CARDS, CARDS, enter, fullCommand, play, stateOf } from './testing/fixtures';

const z = { row: 1, col: 1 };
const holyWard: CardDefinition = { ...CARDS.rhinoHide, id: 'holy-ward', name: 'Holy Ward', schools: [{ school: 'Holy', level: 1 }] };
const darkHoly: CardDefinition = { ...CARDS.minorHeal, id: 'twilight', name: 'Twilight', schools: [{ school: 'Dark', level: 1 }, { school: 'Holy', level: 2 }] };
const holyBeast: CardDefinition = { ...CARDS.timberWolf, id: 'holy-beast', name: 'Holy Beast', schools: [{ school: 'Holy', level: 1 }] };
const curse = (id: string, level: number): CardDefinition => ({ ...CARDS.agony, id, name: id, schools: [{ school: 'Dark', level }] });
const cards = [...ALL_CARDS, holyWard, darkHoly, holyBeast, curse('curse-1', 1), curse('curse-3', 3), curse('curse-3b', 3)];
const game = (a: string, b: string, extra: { element?: 'Air' } = {}): EncounterEvent[] =>
  play([fullCommand([{ name: 'Ana', mageClass: a as 'Priestess', spellbook: a === 'Beastmaster' ? ['timber-wolf'] : ['fireball'] }, { name: 'Ben', mageClass: b as 'Warlock', spellbook: ['fireball'], ...extra }], cards)]);
// A: Priestess (Holy reward of 1 Life) or Beastmaster; B: Warlock (Curse veil) or Wizard (shield: 2 mana, absorbs 3; 20 mana).
const priestess = game('Priestess', 'Warlock');
const beastmaster = game('Beastmaster', 'Wizard', { element: 'Air' });
const run = (s: GameState, f: (em: Emitter) => void): EncounterEvent[] => {
  const em = new Emitter(s);
  f(em);
  return em.events;
};
const spend = (seatId: SeatId, amount: number): EncounterEvent => ({ type: 'ManaSpent', data: { seat: seatId, amount, fromObject: null, reason: 'test' } });
const destroyed = (objectId: string): EncounterEvent => ({ type: 'ObjectDestroyed', data: { objectId, reason: 'test' } });

describe('mage-wars §12.3 Divine Reward (MG-PR-1)', () => {
  const rewarded = (cardId: string, round = 1): EncounterEvent[] => [{ type: 'MageRewarded', data: { mageId: 'mage-A', life: 1, round, cardId } }];

  it.each<[string, string, string | null, EncounterEvent[]]>([
    ['an Arcane incantation she casts (Minor Heal)', CARDS.minorHeal.id, 'mage-A', []],
    ['a Holy enchantment she reveals', holyWard.id, null, rewarded(holyWard.id)],
    ['a Dark-or-Holy incantation (one school is enough)', darkHoly.id, 'mage-A', rewarded(darkHoly.id)],
    ['a Holy creature spell', holyBeast.id, 'mage-A', []],
    ['a Holy attack spell (Pillar of Light)', CARDS.pillar.id, 'mage-A', []],
    ['a Holy spell cast by another caster (a familiar)', holyWard.id, 'familiar', []],
    ['an unknown card', 'no-such-card', 'mage-A', []],
  ])('mage-wars/MG-PR-1 %s', (_what, cardId, casterId, events) => {
    expect(run(stateOf(priestess), (em) => rewardForSpell(em, 'A', cardId, casterId))).toEqual(events);
  });

  it('mage-wars/MG-PR-1 a Holy incantation of hers counts (Restore is Holy), once per round', () => {
    expect(run(stateOf(priestess), (em) => rewardForSpell(em, 'A', CARDS.restore.id, 'mage-A'))).toEqual(rewarded(CARDS.restore.id));
    const again = stateOf([...priestess, ...rewarded(holyWard.id)]);
    expect(run(again, (em) => rewardForSpell(em, 'A', CARDS.restore.id, 'mage-A'))).toEqual([]);
    const lastRound = stateOf([...priestess, ...rewarded(holyWard.id, 0)]);
    expect(run(lastRound, (em) => rewardForSpell(em, 'A', CARDS.restore.id, null))).toEqual(rewarded(CARDS.restore.id));
  });

  it('mage-wars/MG-PR-1 a Mage without the reward, a destroyed Priestess or an unknown seat gains nothing', () => {
    expect(run(stateOf(priestess), (em) => rewardForSpell(em, 'B', CARDS.restore.id, 'mage-B'))).toEqual([]);
    expect(run(stateOf([...priestess, destroyed('mage-A')]), (em) => rewardForSpell(em, 'A', CARDS.restore.id, 'mage-A'))).toEqual([]);
    expect(run(stateOf(priestess), (em) => rewardForSpell(em, 'Z' as SeatId, CARDS.restore.id, null))).toEqual([]);
  });
});

describe('mage-wars §12.2 the quick summon (MG-BM-1)', () => {
  const s = stateOf(beastmaster);
  const mage = s.objects['mage-A']!;
  it.each<[string, { type: string; subtypes: string[] }, number, boolean]>([
    ['a level-1 Animal creature', { type: 'creature', subtypes: ['Animal'] }, 1, true],
    ['a level-2 Animal creature', { type: 'creature', subtypes: ['Animal'] }, 2, false],
    ['a level-0 Animal creature', { type: 'creature', subtypes: ['Canine', 'Animal'] }, 0, true],
    ['a level-1 Demon creature', { type: 'creature', subtypes: ['Demon'] }, 1, false],
    ['a level-1 Animal conjuration', { type: 'conjuration', subtypes: ['Animal'] }, 1, false],
  ])('mage-wars/MG-BM-1 %s fits: %s', (_what, card, level, fits) => {
    expect(quickSummonFits(s, mage, card, level) !== undefined).toBe(fits);
  });

  it('mage-wars/MG-BM-1 another Mage has no quick summon', () => {
    expect(quickSummonFits(s, s.objects['mage-B']!, { type: 'creature', subtypes: ['Animal'] }, 1)).toBeUndefined();
  });
});

describe('mage-wars §12.4 Curse veil (MG-WL-1)', () => {
  // The Warlock (B) curses A's wolf; the veil returns the highest-level curse (the first one on a tie).
  const cursed = (...extra: EncounterEvent[]): GameState => stateOf([...priestess, ...enter('wolf', CARDS.timberWolf.id, 'A', z), ...extra]);
  const attach = (id: string, cardId: string, target = 'wolf', by: SeatId = 'B'): EncounterEvent => ({
    type: 'EnchantmentAttached', data: { enchantmentId: id, instanceId: `${id}-card`, cardId, seat: by, target: { kind: 'object', id: target } },
  });
  const revealed = (id: string, cardId: string): EncounterEvent => ({ type: 'EnchantmentRevealed', data: { enchantmentId: id, cardId, paid: 0 } });
  /** The veil taken in `round`: a curse on the Priestess went back to the Warlock's spellbook. */
  const veilUsed = (round: number): EncounterEvent[] => [
    attach('cx', 'curse-1', 'mage-A'),
    { type: 'CurseReturned', data: { enchantmentId: 'cx', seat: 'B', mageId: 'mage-B', instanceId: 'cx-card', cardId: 'curse-1', round, hidden: true } },
  ];

  it('mage-wars/MG-WL-1 the highest-level curse comes back, hidden or not; on a tie the first attached', () => {
    const s = cursed(attach('c1', 'curse-1'), revealed('c1', 'curse-1'), attach('c3', 'curse-3'), attach('c3b', 'curse-3b'), revealed('c3b', 'curse-3b'));
    expect(curseToReturn(s, 'wolf')).toEqual({ enchantmentId: 'c3', seat: 'B', mageId: 'mage-B', instanceId: 'c3-card', cardId: 'curse-3', round: 1, hidden: true });
    const one = cursed(attach('c1', 'curse-1'), revealed('c1', 'curse-1'));
    expect(curseToReturn(one, 'wolf')).toMatchObject({ enchantmentId: 'c1', hidden: false });
  });

  it.each<[string, EncounterEvent[]]>([
    ['no enchantment', []],
    ['an enchantment that is not a Curse', [attach('r', CARDS.rhinoHide.id)]],
    ['a Curse of a Mage without the veil', [attach('c1', 'curse-1', 'wolf', 'A')]],
    ['a Curse whose Warlock is destroyed', [attach('c1', 'curse-1'), destroyed('mage-B')]],
    ['a veil already used this round', [attach('c1', 'curse-1'), ...veilUsed(1)]],
    ['a Curse attached to another object', [attach('c1', 'curse-1', 'mage-A')]],
  ])('mage-wars/MG-WL-1 nothing comes back with %s', (_what, extra) => {
    expect(curseToReturn(cursed(...extra), 'wolf')).toBeUndefined();
  });

  it('mage-wars/MG-WL-1 the Warlock’s own destruction returns none of his curses on himself; last round’s use does not count', () => {
    expect(curseToReturn(cursed(attach('c1', 'curse-1', 'mage-B')), 'mage-B')).toBeUndefined();
    const used = cursed(attach('c1', 'curse-1'), ...veilUsed(0));
    expect(curseToReturn(used, 'wolf')).toMatchObject({ enchantmentId: 'c1' });
  });

  it('mage-wars/MG-WL-1 a Curse card with no level counts as level 0 and still comes back', () => {
    const s = cursed(attach('c0', 'curse-1'));
    const noLevel = { ...s, cards: { ...s.cards, 'curse-1': { ...s.cards['curse-1']!, schools: [] } } };
    expect(curseToReturn(noLevel, 'wolf')).toMatchObject({ enchantmentId: 'c0' });
    const unknown = { ...s, cards: Object.fromEntries(Object.entries(s.cards).filter(([id]) => id !== 'curse-1')) };
    expect(curseToReturn(unknown, 'wolf')).toBeUndefined();
  });
});

describe('mage-wars §12.5 the Voltaric Shield (MG-WZ-1, TV-35, TV-38)', () => {
  const wizard = (...extra: EncounterEvent[]): GameState => stateOf([...beastmaster, ...extra]);
  const activated: EncounterEvent = { type: 'WardActivated', data: { objectId: 'mage-B', marker: 'Voltaric Shield', cost: 2 } };

  it.each<[string, EncounterEvent[], boolean]>([
    ['20 mana, inactive', [], true],
    ['exactly 2 mana', [spend('B', 18)], true],
    ['1 mana', [spend('B', 19)], false],
    ['already active', [activated], false],
    ['a destroyed Wizard', [destroyed('mage-B')], false],
  ])('mage-wars/TV-35 the Wizard can activate the shield with %s: %s', (_what, extra, can) => {
    expect(canActivateWard(wizard(...extra), 'B')).toBe(can);
  });

  it('mage-wars/MG-WZ-1 a Mage without a shield, or an unknown seat, cannot activate one', () => {
    expect(canActivateWard(wizard(), 'A')).toBe(false);
    expect(canActivateWard(wizard(), 'Z' as SeatId)).toBe(false);
  });

  it('mage-wars/TV-35 activating pays its cost and raises the shield', () => {
    expect(run(wizard(spend('B', 18)), (em) => activateWard(em, 'B'))).toEqual([
      { type: 'ManaSpent', data: { seat: 'B', amount: 2, fromObject: null, reason: 'activate Voltaric Shield' } },
      activated,
    ]);
  });

  it('mage-wars/MG-WZ-1 activation refusals: no shield, active already, not enough mana', () => {
    expect(() => run(wizard(), (em) => activateWard(em, 'A'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/MG-WZ-1', section: '§12.5', message: 'this Mage has no shield to activate' }));
    expect(() => run(wizard(activated), (em) => activateWard(em, 'B'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/MG-WZ-1', section: '§12.5', message: 'the Voltaric Shield is active already' }));
    expect(() => run(wizard(spend('B', 19)), (em) => activateWard(em, 'B'))).toThrow(expect.objectContaining({ ruleId: 'mage-wars/MG-WZ-1', section: '§12.5', message: 'activating the Voltaric Shield costs 2 mana' }));
  });

  it('mage-wars/TV-38 every active shield expires at the end of the round, used or not; inactive ones are left alone', () => {
    expect(run(wizard(activated), (em) => expireWards(em))).toEqual([{ type: 'WardExpired', data: { objectId: 'mage-B', marker: 'Voltaric Shield' } }]);
    expect(run(wizard(), (em) => expireWards(em))).toEqual([]);
    // A ward flag on an object whose card prints none expires under the generic name.
    const s = wizard(...enter('wolf', CARDS.timberWolf.id, 'A', z), { type: 'WardActivated', data: { objectId: 'wolf', marker: 'ward', cost: 0 } });
    expect(run(s, (em) => expireWards(em))).toEqual([{ type: 'WardExpired', data: { objectId: 'wolf', marker: 'ward' } }]);
  });
});

describe('mage-wars §12 innate spells (MG-PR-2, MG-WZ-2)', () => {
  it('mage-wars/MG-WZ-2 an innate spell is cast as innate-<card id> of the Mage’s own card only', () => {
    const s = stateOf(beastmaster);
    expect(innateSpell(s, s.objects['mage-B']!, 'innate-arcane-zap')?.card.id).toBe('arcane-zap');
    expect(innateSpell(s, s.objects['mage-B']!, 'arcane-zap')).toBeUndefined();
    expect(innateSpell(s, s.objects['mage-A']!, 'innate-arcane-zap')).toBeUndefined();
    expect(abilitiesOf(s, s.objects['mage-B']!, 'ward').map((a) => a.marker)).toEqual(['Voltaric Shield']);
    expect(abilitiesOf(s, { ...s.objects['mage-B']!, cardId: 'no-such-card' }, 'ward')).toEqual([]);
  });
});
