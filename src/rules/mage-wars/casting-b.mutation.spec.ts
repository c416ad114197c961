// mage-wars §7.3 the casting sequence (rules/mage-wars.md; seed 813-861, 1004-1046, 944-998): castSpell's action check
// (AC-3), the payment (SP-3, ST-20, ST-29: a familiar or spawnpoint pays from its markers first, MG-BM-2 priced after
// that), the choices recorded with the cast, Extend (ST-32, ST-30: its refusals with rule, section and message, and the
// one-wall-per-border check on the second border) and the counter window (SP-4: which hidden enchantment opens it).
import type { SeatId } from '../core/decider';
import { castSpell } from './casting';
import type { CardDefinition, MageAbility } from './cards/card-definition';
import type { CastSpell } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { CardInstance, GameState, SpellTarget } from './state';
import { CARDS, createCommand, enter, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, z } from './testing/pending';
import { refusalOf, type Refusal } from './testing/refusal';

/** A wall that reaches only its caster's own zone: its first border touches it, a continuing one may not. */
const shortWall: CardDefinition = { ...CARDS.wallOfThorns, id: 'short-wall', name: 'Short Wall', range: { min: 0, max: 0 } };
/** A card with the Wall subtype that is no conjuration (a registered definition may say so): it is never extended. */
const wallSpell: CardDefinition = { ...CARDS.wallOfThorns, id: 'wall-spell', name: 'Wall Spell', type: 'incantation' };
/** A mandatory enchantment revealed when its object is targeted by a spell, which does not counter the spell. */
const dazeWard: CardDefinition = { ...CARDS.nullify, id: 'daze-ward', name: 'Daze Ward', effects: [{ kind: 'condition', condition: 'Daze', count: 1 }] };
/** A counter enchantment that also does something else. */
const nullifyPlus: CardDefinition = { ...CARDS.nullify, id: 'nullify-plus', name: 'Nullify Plus', effects: [{ kind: 'counterSpell' }, { kind: 'condition', condition: 'Daze', count: 1 }] };
const cmd = createCommand({ cards: [...Object.values(CARDS), shortWall, wallSpell, dazeWard, nullifyPlus] });
const actions = toActions(cmd);
const actingLog = play([activate('A', 'mage-A')], actions);
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const border = (a: [number, number], b: [number, number]): SpellTarget => ({ kind: 'border', a: z(...a), b: z(...b) });
const wallOn = (objectId: string, a: [number, number], b: [number, number]): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId: 'wall-of-thorns', instanceId: `${objectId}-i`, kind: 'wall', owner: 'B', zone: null, border: [z(...a), z(...b)], attachedTo: null },
});
const conjured = (objectId: string, cardId: string): EncounterEvent => ({
  type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-i`, kind: 'conjuration', owner: 'A', zone: A0, border: null, attachedTo: null },
});
/** A's position after `log` with its prepared spells replaced by `cards` (P-0, P-1, …), the spellbook by `book`, and `over`. */
const position = (log: readonly EncounterEvent[], cards: CardDefinition[], book: CardInstance[] = [], over: (s: GameState) => GameState = (s) => s): GameState => {
  const s = stateOf(log);
  const prepared: CardInstance[] = cards.map((c, i) => ({ instanceId: `P-${i}`, cardId: c.id }));
  return over({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, prepared, spellbook: book } } });
};
const cast = (instanceId: string, target: SpellTarget, more: Partial<CastSpell['data']> = {}, casterId = 'mage-A', s: SeatId = 'A'): CastSpell => ({
  type: 'CastSpell', actor: seat(s), data: { seat: s, casterId, instanceId, target, ...more },
});
const why = (s: GameState, c: CastSpell): Refusal | undefined => refusalOf(() => castSpell(new Emitter(s), c));
const events = (s: GameState, c: CastSpell): EncounterEvent[] => {
  const em = new Emitter(s);
  castSpell(em, c);
  return em.events;
};
const withMana = (s: GameState, n: number): GameState => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, mana: n } } });
const markers = (s: GameState, objectId: string, n: number): GameState => ({ ...s, objects: { ...s.objects, [objectId]: { ...s.objects[objectId], manaMarkers: n } } });
const S = '§7.3';
const W = '§8.7';

describe('mage-wars §6.1 AC-3 the Mage casts with its own action', () => {
  it('mage-wars/AC-3 another creature’s action phase is not the Mage’s: a spell without quickcast is refused', () => {
    const s = position([...actingLog, ...enter('w', 'timber-wolf', 'A', A0)], [CARDS.minorHeal], [], (x) => ({ ...x, round: { ...x.round, activation: { ...x.round.activation!, objectId: 'w' } } }));
    expect(why(s, cast('P-0', obj('mage-A')))).toEqual({ ruleId: 'mage-wars/AC-3', section: '§6.1', message: 'cast with your Mage’s action during its action phase, or quickcast' });
  });
});

describe('mage-wars §7.3 SP-3 the payment: a familiar or spawnpoint spends its own markers first (ST-20, ST-29)', () => {
  /** Huginn (A's familiar, in A's zone) is acting with Minor Heal (cost 3) assigned, holding `held` mana markers. */
  const familiar = (held: number, mana: number): GameState =>
    position([...actingLog, ...enter('h', 'huginn', 'A', A0, false)], [], [], (x) => withMana(markers({
      ...x, seats: { ...x.seats, A: { ...x.seats.A!, assigned: [{ objectId: 'h', card: { instanceId: 'Q-1', cardId: 'minor-heal' } }] } }, round: { ...x.round, activation: { ...x.round.activation!, objectId: 'h' } },
    }, 'h', held), mana));
  const heal = cast('Q-1', obj('mage-A'), {}, 'h');

  it.each<[string, number, number, Refusal | undefined]>([
    ['1 marker and 2 mana pay for 3', 1, 2, undefined],
    ['1 marker and 1 mana fall short of 3: the refusal counts both', 1, 1, { ruleId: 'mage-wars/SP-3', section: S, message: 'this spell costs 3 mana; you have 2' }],
    ['3 markers and no mana pay for 3', 3, 0, undefined],
  ])('mage-wars/ST-20 mage-wars/SP-3 %s', (_case, held, mana, expected) => {
    expect(why(familiar(held, mana), heal)).toEqual(expected);
  });

  it('mage-wars/ST-20 the markers pay first, the supply the rest: each payment names the cast', () => {
    const s = familiar(1, 2);
    const reason = `cast c${s.serial}`;
    expect(events(s, heal).filter((e) => e.type === 'ManaSpent')).toEqual([
      { type: 'ManaSpent', data: { seat: 'A', amount: 1, fromObject: 'h', reason } },
      { type: 'ManaSpent', data: { seat: 'A', amount: 2, fromObject: null, reason } },
    ]);
  });

  it('mage-wars/ST-20 markers enough for the whole cost: nothing is spent from the supply', () => {
    const s = familiar(3, 0);
    expect(events(s, heal).filter((e) => e.type === 'ManaSpent')).toEqual([{ type: 'ManaSpent', data: { seat: 'A', amount: 3, fromObject: 'h', reason: `cast c${s.serial}` } }]);
  });

  describe('mage-wars/MG-BM-2 the Pet’s price is checked against what the supply pays after the markers', () => {
    const pet: MageAbility = { kind: 'bond', rule: 'MG-BM-2', marker: 'Pet', subtype: 'Animal', pay: 'mana', grants: [], grantsNearMage: [] };
    /** A's Lair (2 markers) in A's zone casts its assigned Timber Wolf (cost 8, level 2: the Pet costs 3) in Deployment. */
    const deploying = (mana: number): GameState =>
      position([...actingLog, conjured('lair', 'lair')], [], [], (x) => {
        const mageCard = x.objects['mage-A'].cardId;
        return withMana(markers({
          ...x,
          cards: { ...x.cards, [mageCard]: { ...x.cards[mageCard]!, mageAbilities: [pet] } },
          seats: { ...x.seats, A: { ...x.seats.A!, assigned: [{ objectId: 'lair', card: { instanceId: 'Q-1', cardId: 'timber-wolf' } }] } },
          round: { ...x.round, phase: 'deployment', queue: ['A', 'B'], activation: null },
        }, 'lair', 2), mana);
      });
    const summon = cast('Q-1', { kind: 'zone', zone: A0 }, { bond: true }, 'lair');

    it.each<[string, number, Refusal | undefined]>([
      ['6 from the supply and 3 for the Pet: 9 mana is enough', 9, undefined],
      ['8 mana is not', 8, { ruleId: 'mage-wars/MG-BM-2', section: '§12.2', message: 'the Pet costs 3 mana more' }],
    ])('mage-wars/MG-BM-2 mage-wars/ST-29 %s', (_case, mana, expected) => {
      expect(why(deploying(mana), summon)).toEqual(expected);
    });
  });
});

describe('mage-wars §7.3 SP-3 the choices made before casting are recorded with the cast', () => {
  it.each<[string, CardDefinition, SpellTarget, Partial<CastSpell['data']>, object]>([
    ['a push direction', CARDS.forcePush, obj('mage-A'), { direction: 'E' }, { direction: 'E' }],
    ['an equipment location', CARDS.bearskin, obj('mage-A'), { slot: 'chest' }, { slot: 'chest' }],
  ])('mage-wars/SP-3 %s', (_case, card, target, more, choices) => {
    const out = events(position(actingLog, [card]), cast('P-0', target, more));
    expect(out[0]).toMatchObject({ type: 'SpellCast', data: { cardId: card.id, choices } });
    expect(out[0]?.type === 'SpellCast' && out[0].data.choices).toEqual(choices);
  });
});

describe('mage-wars §8.7 ST-32 Extend: the second wall', () => {
  /** A acts with `card` prepared (P-0) and a spellbook of Wall of Thorns and Short Wall. */
  const book: CardInstance[] = [{ instanceId: 'A-8', cardId: 'wall-of-thorns' }, { instanceId: 'A-7', cardId: 'short-wall' }];
  const extending = (card: CardDefinition, ...extra: EncounterEvent[]): GameState => position([...actingLog, ...extra], [card], book);
  const extend = (target: SpellTarget, copy: string, a: [number, number], b: [number, number]): CastSpell => cast('P-0', target, { extend: { instanceId: copy, a: z(...a), b: z(...b) } });
  const first = border([0, 0], [1, 0]);
  const only = { ruleId: 'mage-wars/ST-32', section: W, message: 'only a wall is extended' };
  const copy = { ruleId: 'mage-wars/ST-32', section: W, message: 'the second wall is an identical copy from your spellbook' };

  it.each<[string, GameState, CastSpell, Refusal]>([
    ['an incantation', extending(CARDS.minorHeal), extend(obj('mage-A'), 'A-8', [0, 1], [1, 1]), only],
    ['a conjuration that is no wall', extending(CARDS.stranglevine), extend(obj('mage-A'), 'A-8', [0, 1], [1, 1]), only],
    ['a Wall card that is no conjuration', extending(wallSpell), extend(first, 'A-8', [0, 1], [1, 1]), only],
    ['with a copy not in the spellbook', extending(CARDS.wallOfThorns), extend(first, 'A-99', [0, 1], [1, 1]), copy],
    ['with a copy of another wall', extending(CARDS.wallOfThorns), extend(first, 'A-7', [0, 1], [1, 1]), copy],
    ['with the second wall out of range', extending(shortWall), extend(first, 'A-7', [0, 1], [1, 1]), { ruleId: 'mage-wars/ST-32', section: W, message: 'the second wall: out of range 0-0 (AR-4)' }],
    ['with a second wall that does not continue the first', extending(CARDS.wallOfThorns), extend(first, 'A-8', [1, 0], [2, 0]), { ruleId: 'mage-wars/ST-32', section: W, message: 'the second wall continues the first, straight or around a zone corner' }],
    ['onto a border that holds a wall (named the other way round)', extending(CARDS.wallOfThorns, wallOn('wl', [1, 1], [0, 1])), extend(first, 'A-8', [0, 1], [1, 1]), { ruleId: 'mage-wars/ST-30', section: W, message: 'one wall per border' }],
  ])('mage-wars/ST-32 mage-wars/ST-30 refuses extending %s', (_case, s, c, expected) => {
    expect(why(s, c)).toEqual(expected);
  });

  it('mage-wars/ST-32 mage-wars/ST-30 a wall on another border does not stop the extension: 2 × 7 + level 1 = 15 mana', () => {
    const s = extending(CARDS.wallOfThorns, wallOn('wl', [1, 0], [2, 0]));
    const out = events(s, extend(first, 'A-8', [0, 1], [1, 1]));
    expect(out[0]).toMatchObject({ type: 'SpellCast', data: { cardId: 'wall-of-thorns', cost: 15, choices: { extend: { instanceId: 'A-8', a: z(0, 1), b: z(1, 1) } } } });
    expect(out.filter((e) => e.type === 'ObjectEntered').map((e) => e.type === 'ObjectEntered' && e.data.border)).toEqual([[A0, z(1, 0)], [z(0, 1), z(1, 1)]]);
  });
});

describe('mage-wars §7.3 SP-4 which hidden enemy enchantment opens the counter window', () => {
  const on = (cardId: string, id: string): EncounterEvent => attached('e-x', cardId, 'B', { kind: 'object', id });
  const heal = cast('P-0', obj('mage-A'));
  it.each<[string, EncounterEvent, boolean]>([
    ['a Nullify on the target', on('nullify', 'mage-A'), true],
    ['a Nullify on another object', on('nullify', 'mage-B'), false],
    ['a mandatory spell-triggered enchantment that does not counter', on('daze-ward', 'mage-A'), false],
    ['a counter enchantment with a further effect', on('nullify-plus', 'mage-A'), true],
  ])('mage-wars/SP-4 mage-wars/EN-19 %s', (_case, enchantment, opens) => {
    const s = position([...actingLog, enchantment], [CARDS.minorHeal]);
    const out = events(s, heal);
    expect(out.filter((e) => e.type === 'SpellCounterWindow')).toEqual(opens ? [{ type: 'SpellCounterWindow', data: { castId: `c${s.serial}`, seat: 'B', enchantmentId: 'e-x' } }] : []);
    expect(out.some((e) => e.type === 'SpellResolved')).toBe(!opens);
  });
});
