// mage-wars §7.3 the casting sequence (rules/mage-wars.md; seed 813-861, 1164-1172): the survivors of the 2026-11-28 run
// on casting.ts, answered with crafted positions: what targetIsLegal says of targets that are gone or off the arena, walls
// (ST-30), Flying and line of sight (AR-12, ST-11), who casts what (ST-19, ST-20, ST-29, RD-13, EQ-9, SB-10), the innate
// spells (MG-WZ-2, MG-PR-2) and Rapid summoning (MG-BM-1), each refusal with its rule, section and message.
import type { SeatId } from '../core/decider';
import { castSpell, targetIsLegal } from './casting';
import type { CardDefinition, ConditionId, MageAbility } from './cards/card-definition';
import { ARCANE_ZAP, RESTORATION_FULL, RESTORATION_QUICK } from './cards/mages';
import type { CastSpell } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent, EventOf } from './events';
import type { CardInstance, EquipmentPiece, GameObject, GameState, SpellTarget } from './state';
import { CARDS, addConditions, createCommand, enter, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, z } from './testing/pending';
import { refusalOf, type Refusal } from './testing/refusal';

const mageHeal: CardDefinition = { ...CARDS.minorHeal, id: 'mage-heal', name: 'Mage Heal', traits: [{ id: 'MageOnly' }] };
const healing: CardDefinition = { ...CARDS.minorHeal, id: 'healing-word', name: 'Healing Word', subtypes: ['Healing'] };
const seer: CardDefinition = { ...CARDS.huginn, id: 'seer', name: 'Seer', castFilter: { subtypes: ['Curse', 'Healing'] } };
const cmd = createCommand({ cards: [...Object.values(CARDS), mageHeal, healing, seer] });
const actingLog = play([activate('A', 'mage-A')], toActions(cmd));
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const zone = (row: number, col: number): SpellTarget => ({ kind: 'zone', zone: z(row, col) });

/** A's position in its Mage's action phase with its prepared spells replaced by `cards` (P-0, P-1, …), then `over`. */
const acting = (log: readonly EncounterEvent[], cards: CardDefinition[], over: (s: GameState) => GameState = (s) => s): GameState => {
  const s = stateOf(log);
  const inst: CardInstance[] = cards.map((c, i) => ({ instanceId: `P-${i}`, cardId: c.id }));
  return over({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, prepared: inst } } });
};
const withObject = (s: GameState, id: string, over: Partial<GameObject>): GameState => ({ ...s, objects: { ...s.objects, [id]: { ...s.objects[id]!, ...over } } });
/** The same position, A's Mage card printing `abilities` (full mode, §12), their innate spells registered as setup does. */
const withAbilities = (s: GameState, abilities: MageAbility[]): GameState => {
  const cardId = s.objects['mage-A']!.cardId;
  const innate = Object.fromEntries(abilities.flatMap((a) => (a.kind === 'innateSpell' ? [[a.card.id, a.card] as const] : [])));
  return { ...s, cards: { ...s.cards, ...innate, [cardId]: { ...s.cards[cardId]!, mageAbilities: abilities } } };
};
const cast = (instanceId: string, target: SpellTarget, more: Partial<CastSpell['data']> = {}, casterId = 'mage-A', s: SeatId = 'A'): CastSpell => ({
  type: 'CastSpell', actor: seat(s), data: { seat: s, casterId, instanceId, target, ...more },
});
const why = (s: GameState, c: CastSpell): Refusal | undefined => refusalOf(() => castSpell(new Emitter(s), c));
const spellCast = (s: GameState, c: CastSpell): EventOf<'SpellCast'>['data'] | undefined => {
  const em = new Emitter(s);
  castSpell(em, c);
  const e = em.events.find((x): x is EventOf<'SpellCast'> => x.type === 'SpellCast');
  return e?.data;
};

describe('mage-wars §7.3 targetIsLegal: targets gone, off the arena, walls and Flying', () => {
  const wall: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wl', cardId: 'wall-of-thorns', instanceId: 'wl-i', kind: 'wall', owner: 'B', zone: null, border: [A0, z(1, 0)], attachedTo: null } };
  const far: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'far', cardId: 'wall-of-thorns', instanceId: 'far-i', kind: 'wall', owner: 'B', zone: null, border: [z(0, 1), z(1, 1)], attachedTo: null } };
  const base = stateOf([
    ...actingLog, ...enter('w', 'timber-wolf', 'B', z(1, 0)), ...enter('fly', CARDS.falcon.id, 'B', z(1, 0)), ...enter('h', 'huginn', 'A', A0, false),
    wall, far, attached('e-1', 'agony', 'B', { kind: 'object', id: 'w' }),
  ]);
  const mage = base.objects['mage-A']!;
  const card = (targets: CardDefinition['targets'], min = 0, max = 3): Pick<CardDefinition, 'targets' | 'range'> => ({ targets, range: { min, max } });
  const enchantmentOn = (id: string) => (s: GameState): GameState => ({ ...s, enchantments: s.enchantments.map((e) => (e.id === 'e-1' ? { ...e, target: { kind: 'object', id } } : e)) });
  it.each<[string, GameState, Pick<CardDefinition, 'targets' | 'range'>, SpellTarget, string | null]>([
    ['an enchantment on an object that is gone', enchantmentOn('ghost')(base), card(['enchantment']), { kind: 'enchantment', id: 'e-1' }, 'the target is not in the arena'],
    ['an enchantment on a destroyed object', withObject(base, 'w', { destroyed: true }), card(['enchantment']), { kind: 'enchantment', id: 'e-1' }, 'the target is not in the arena'],
    ['an object in no zone, on no border, attached to nothing', withObject(base, 'w', { zone: null }), card(['object']), obj('w'), 'the target is not in the arena'],
    ['an enchantment that does not exist, while another does', base, card(['enchantment']), { kind: 'enchantment', id: 'e-x' }, 'this spell targets enchantment'],
    ['a Mage with a conjuration spell', base, card(['conjuration']), obj('mage-A'), 'this spell targets conjuration'],
    ['a creature with a conjuration spell', base, card(['conjuration']), obj('h'), 'this spell targets conjuration'],
    ['a wall with one of its zones in range', base, card(['conjuration'], 0, 1), obj('far'), null],
    ['a wall with neither zone in range', base, card(['conjuration'], 0, 0), obj('far'), 'out of range 0-0 (AR-4)'],
    ['an object whose card has no definition, in sight', withObject(base, 'h', { cardId: 'no-such-card' }), card(['object']), obj('h'), null],
  ])('mage-wars/SP-3 mage-wars/ST-30 %s', (_case, s, c, target, expected) => {
    expect(targetIsLegal(s, s.objects['mage-A']!, c, target)).toBe(expected);
  });

  // AR-12 / ST-12: a wall never blocks LoS to or from a creature with Flying; ST-11: a guarding, restrained or
  // incapacitated creature has lost Flying, so the wall blocks again (bug: the printed trait was read).
  it.each<[string, GameState, GameObject, SpellTarget, string | null]>([
    ['to a Flying creature', base, mage, obj('fly'), null],
    ['to a Flying creature that guards', withObject(base, 'fly', { guard: true }), mage, obj('fly'), 'no line of sight (AR-9)'],
    ['to a Flying creature that is restrained', stateOf([...actingLog, ...enter('fly', CARDS.falcon.id, 'B', z(1, 0)), wall, addConditions('fly', 'Cripple', 1)]), mage, obj('fly'), 'no line of sight (AR-9)'],
    ['to a Flying creature that is incapacitated', stateOf([...actingLog, ...enter('fly', CARDS.falcon.id, 'B', z(1, 0)), wall, addConditions('fly', 'Stun', 1)]), mage, obj('fly'), 'no line of sight (AR-9)'],
    ['to a creature without Flying', base, mage, obj('w'), 'no line of sight (AR-9)'],
    ['from a Flying caster (Huginn)', base, base.objects.h!, obj('w'), null],
    ['from a Flying caster that guards', base, { ...base.objects.h!, guard: true }, obj('w'), 'no line of sight (AR-9)'],
  ])('mage-wars/AR-12 mage-wars/ST-11 line of sight through a wall %s', (_case, s, caster, target, expected) => {
    expect(targetIsLegal(s, caster, card(['creature']), target)).toBe(expected);
  });
});

describe('mage-wars §8.5 familiars and spawnpoints: what they cast, and when', () => {
  const withFamiliar = (cardId: string, assigned: CardInstance) => (s: GameState): GameState => {
    const h = stateOf([...actingLog, ...enter('h', cardId, 'A', A0, false)]);
    return {
      ...s, objects: h.objects, seats: { ...s.seats, A: { ...s.seats.A!, assigned: [{ objectId: 'h', card: assigned }] } },
      round: { ...s.round, activation: { ...s.round.activation!, objectId: 'h' } },
    };
  };
  it('mage-wars/ST-20 a familiar casts only the spell assigned to it, not another spell of its seat', () => {
    const s = acting(actingLog, [CARDS.minorHeal], withFamiliar('huginn', { instanceId: 'Q-1', cardId: 'minor-heal' }));
    expect(why(s, cast('P-0', obj('mage-A'), {}, 'h'))).toEqual({ ruleId: 'mage-wars/ST-20', section: '§8.5', message: 'a familiar or spawnpoint casts only the spell assigned to it' });
    expect(why(s, cast('Q-1', obj('mage-A'), {}, 'h'))).toBeUndefined();
  });

  it('mage-wars/SB-10 a familiar never casts a Mage Only spell', () => {
    const s = acting(actingLog, [], withFamiliar('huginn', { instanceId: 'Q-1', cardId: 'mage-heal' }));
    expect(why(s, cast('Q-1', obj('mage-A'), {}, 'h'))).toEqual({ ruleId: 'mage-wars/SB-10', section: '§13.1, §15', message: 'Mage Heal is Mage Only: a familiar or spawnpoint cannot cast it' });
  });

  it.each<[string, CardDefinition, Refusal | undefined]>([
    ['a spell of one of the subtypes its card names', healing, undefined],
    ['a spell of none of them', CARDS.minorHeal, { ruleId: 'mage-wars/ST-19', section: '§8.5', message: 'this caster cannot cast that kind of spell' }],
  ])('mage-wars/ST-19 a familiar whose card names subtypes casts %s', (_case, spell, expected) => {
    const s = acting(actingLog, [], withFamiliar('seer', { instanceId: 'Q-1', cardId: spell.id }));
    expect(why(s, cast('Q-1', obj('mage-A'), {}, 'h'))).toEqual(expected);
  });

  it('mage-wars/ST-19 a familiar whose card has no definition casts under no restriction', () => {
    const s = acting(actingLog, [], (x) => withObject(withFamiliar('huginn', { instanceId: 'Q-1', cardId: 'minor-heal' })(x), 'h', { cardId: 'no-such-card' }));
    expect(spellCast(s, cast('Q-1', obj('mage-A'), {}, 'h'))).toMatchObject({ casterId: 'h', cardId: 'minor-heal' });
  });

  const lair: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'lair', cardId: 'lair', instanceId: 'lair-i', kind: 'conjuration', owner: 'A', zone: A0, border: null, attachedTo: null } };
  const spawning = (phase: GameState['round']['phase'], queue: SeatId[]): GameState => {
    const s = stateOf([...actingLog, lair]);
    return { ...s, seats: { ...s.seats, A: { ...s.seats.A!, assigned: [{ objectId: 'lair', card: { instanceId: 'Q-1', cardId: 'timber-wolf' } }] } }, round: { ...s.round, phase, queue } };
  };
  const late: Refusal = { ruleId: 'mage-wars/RD-13', section: '§5.6', message: 'spawnpoints cast in the Deployment Phase, in initiative order' };
  it.each<[string, GameState, Refusal | undefined]>([
    ['in the Deployment Phase, on its seat’s turn', spawning('deployment', ['A', 'B']), undefined],
    ['in the Deployment Phase, another seat first', spawning('deployment', ['B', 'A']), late],
    ['in the Action Phase, even first in the queue', spawning('actions', ['A', 'B']), late],
  ])('mage-wars/RD-13 mage-wars/ST-29 a spawnpoint casts %s', (_case, s, expected) => {
    expect(why(s, cast('Q-1', zone(0, 0), {}, 'lair'))).toEqual(expected);
  });
});

describe('mage-wars §9.8 EQ-9 bound spells', () => {
  const wand = (over: Partial<EquipmentPiece>): EquipmentPiece => ({ instanceId: 'A-9', cardId: 'mage-wand', slots: ['weapon'], bound: { instanceId: 'B-1', cardId: 'minor-heal' }, ...over });
  const wearing = (...pieces: EquipmentPiece[]): GameState => acting(actingLog, [CARDS.minorHeal], (s) => withObject(s, 'mage-A', { equipment: pieces }));
  it('mage-wars/EQ-9 a bound spell is cast as if prepared, once a round: the piece is named in SpellCast', () => {
    expect(spellCast(wearing(wand({})), cast('B-1', obj('mage-A')))).toMatchObject({ instanceId: 'B-1', boundTo: 'A-9' });
    expect(why(wearing(wand({ boundCastRound: 1 })), cast('B-1', obj('mage-A')))).toEqual({ ruleId: 'mage-wars/EQ-9', section: '§9.8', message: 'a bound spell is cast at most once per round' });
  });

  it.each<[string, EquipmentPiece]>([
    ['a piece holding another spell', wand({ boundCastRound: 1 })],
    ['a piece holding no spell', { instanceId: 'A-8', cardId: 'bearskin', slots: ['chest'] }],
  ])('mage-wars/EQ-9 a prepared spell cast by a Mage wearing %s is bound to nothing', (_case, piece) => {
    expect(spellCast(wearing(piece), cast('P-0', obj('mage-A')))).toMatchObject({ instanceId: 'P-0', boundTo: null });
  });
});

describe('mage-wars §12 innate spells and Rapid summoning', () => {
  const zap: MageAbility = { kind: 'innateSpell', rule: 'MG-WZ-2', card: ARCANE_ZAP, perRound: 1 };
  const restQuick: MageAbility = { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_QUICK, perRound: null };
  const restFull: MageAbility = { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_FULL, perRound: null };
  const dazedWolf = play([activate('A', 'mage-A')], toActions(cmd, [[], []], [...enter('w', 'timber-wolf', 'A', A0, false), addConditions('w', 'Daze', 1), addConditions('w', 'Burn', 1)]));
  const innate = (abilities: MageAbility[], over: Partial<GameObject> = {}): GameState => withObject(withAbilities(acting(dazedWolf, []), abilities), 'mage-A', over);
  const enemy = (s: GameState): GameState => withObject(s, 'w', { owner: 'B', controller: 'B' });

  it.each<[string, number, Refusal | undefined]>([
    ['cast already this round', 1, { ruleId: 'mage-wars/MG-WZ-2', section: '§12', message: 'Arcane Zap is cast at most once per round' }],
    ['cast in an earlier round', 0, undefined],
  ])('mage-wars/MG-WZ-2 Arcane Zap (once per round) %s', (_case, round, expected) => {
    expect(why(enemy(innate([zap], { innateCastRound: { 'arcane-zap': round } })), cast('innate-arcane-zap', obj('w')))).toEqual(expected);
  });

  it('mage-wars/MG-PR-2 Restoration has no limit per round: cast again in the same round', () => {
    const s = innate([restQuick], { innateCastRound: { 'restoration-quick': 1 } });
    expect(spellCast(s, cast('innate-restoration-quick', obj('w'), { remove: ['Daze'] }))).toMatchObject({ cardId: 'restoration-quick', innate: true });
  });

  const bogus = 'Bogus' as string as ConditionId;
  const pr2 = (message: string): Refusal => ({ ruleId: 'mage-wars/MG-PR-2', section: '§12.3', message });
  it.each<[string, MageAbility, ConditionId[] | undefined, Refusal | undefined]>([
    ['the full one, no marker named', restFull, [], pr2('name one or more condition markers to remove')],
    ['the full one, nothing given', restFull, undefined, pr2('name one or more condition markers to remove')],
    ['the full one, two markers', restFull, ['Daze', 'Burn'], undefined],
    ['the quick one, two markers', restQuick, ['Daze', 'Burn'], pr2('name at most 1 condition markers to remove')],
    ['the quick one, one marker', restQuick, ['Daze'], undefined],
    ['the full one, a marker that is no condition', restFull, ['Daze', bogus], pr2('unknown condition')],
    ['a Restoration printing another effect first, no marker named', { ...restQuick, card: { ...RESTORATION_QUICK, effects: [{ kind: 'heal', dice: 1 }, ...RESTORATION_QUICK.effects] } }, [], pr2('name at most 1 condition markers to remove')],
  ])('mage-wars/MG-PR-2 Restoration names the markers it removes: %s', (_case, ability, remove, expected) => {
    const c = cast(`innate-${ability.kind === 'innateSpell' ? ability.card.id : ''}`, obj('w'), remove ? { remove } : {});
    expect(why(innate([ability]), c)).toEqual(expected);
  });

  const summoner: MageAbility = { kind: 'quickSummon', rule: 'MG-BM-1', subtype: 'Animal', maxLevel: 1 };
  const falconAsQuick = (abilities: MageAbility[], over: Partial<GameObject> = {}): GameState => withObject(withAbilities(acting(actingLog, [CARDS.falcon]), abilities), 'mage-A', over);
  it.each<[string, GameState, Refusal | undefined]>([
    ['a Mage without Rapid summoning', falconAsQuick([]), { ruleId: 'mage-wars/MG-BM-1', section: '§12.2', message: 'only a Mage with Rapid summoning casts such a creature spell as a quick spell' }],
    ['the Beastmaster a second time this round', falconAsQuick([summoner], { quickSummonRound: 1 }), { ruleId: 'mage-wars/MG-BM-1', section: '§12.2', message: 'a creature is cast as a quick spell once per round' }],
    ['the Beastmaster, first time this round', falconAsQuick([summoner], { quickSummonRound: 0 }), undefined],
  ])('mage-wars/MG-BM-1 a creature spell cast as a quick spell by %s', (_case, s, expected) => {
    expect(why(s, cast('P-0', zone(0, 0), { asQuick: true }))).toEqual(expected);
  });
});
