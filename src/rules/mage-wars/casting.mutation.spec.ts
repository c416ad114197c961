// mage-wars §7.3 the casting sequence (rules/mage-wars.md; seed 813-861, 594-608, 1164-1172): the refusals of casting.ts
// with rule, section and message (who casts, what, when, on what, at what cost), targetIsLegal's answers and the type
// rules checked at declaration (ST-1, ST-25, ST-30, EQ-1, EQ-6, EQ-8, EN-4, EN-22), on crafted positions.
import type { SeatId } from '../core/decider';
import { castCost, castSpell, respondToSpell, targetIsLegal } from './casting';
import type { CardDefinition } from './cards/card-definition';
import type { CastSpell, EncounterCommand } from './commands';
import { Emitter } from './emitter';
import type { EncounterEvent } from './events';
import type { CardInstance, GameState, SpellTarget } from './state';
import { CARDS, addConditions, createCommand, enter, play, seat, stateOf, toActions } from './testing/fixtures';
import { A0, activate, attached, counteredSpell, defending, z } from './testing/pending';
import { refusalOf } from './testing/refusal';

const xSpell = { ...CARDS.minorHeal, id: 'x-heal', cost: 'X' as const };
const farWolf = { ...CARDS.timberWolf, id: 'far-wolf', range: { min: 0, max: 1 } };
const legend = { ...CARDS.timberWolf, id: 'legend', traits: [{ id: 'Legendary' as const }] };
const uniq = { ...CARDS.timberWolf, id: 'uniq', traits: [{ id: 'Unique' as const }] };
const vineZ = { ...CARDS.stranglevine, id: 'vine-z', targets: ['zone' as const, 'creature' as const] };
const cmd = createCommand({ cards: [...Object.values(CARDS), xSpell, farWolf, legend, uniq, vineZ] });
const obj = (id: string): SpellTarget => ({ kind: 'object', id });
const zone = (row: number, col: number): SpellTarget => ({ kind: 'zone', zone: z(row, col) });
const actions = toActions(cmd);
const actingLog = play([activate('A', 'mage-A')], actions);
/** The position with A's prepared spells replaced by `cards` (instance ids P-0, P-1, …) and optional state changes. */
const prepared = (log: readonly EncounterEvent[], cards: CardDefinition[], over: (s: GameState) => GameState = (s) => s): GameState => {
  const s = stateOf(log);
  const inst: CardInstance[] = cards.map((c, i) => ({ instanceId: `P-${i}`, cardId: c.id }));
  return over({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, prepared: inst } } });
};
const acting = (cards: CardDefinition[], over?: (s: GameState) => GameState) => prepared(actingLog, cards, over);
const cast = (instanceId: string, target: SpellTarget, more: Partial<CastSpell['data']> = {}, casterId = 'mage-A', s: SeatId = 'A'): CastSpell => ({
  type: 'CastSpell', actor: seat(s), data: { seat: s, casterId, instanceId, target, ...more },
});
const why = (s: GameState, c: CastSpell) => refusalOf(() => castSpell(new Emitter(s), c));
const events = (s: GameState, c: CastSpell): EncounterEvent[] => {
  const em = new Emitter(s);
  castSpell(em, c);
  return em.events;
};
const mana = (s: GameState, n: number): GameState => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, mana: n } } });
const S = '§7.3';

describe('mage-wars §7.3 who casts what, and when', () => {
  const huginn = (assigned: boolean) => (s: GameState): GameState => {
    const withH = stateOf([...actingLog, ...enter('h', 'huginn', 'A', A0, false)]);
    return { ...s, objects: withH.objects, seats: { ...s.seats, A: { ...s.seats.A!, assigned: assigned ? [{ objectId: 'h', card: { instanceId: 'Q-1', cardId: 'minor-heal' } }] : [] } } };
  };
  it.each<[string, GameState, CastSpell, string, string, string]>([
    ['while an attack resolves', { ...acting([CARDS.minorHeal]), attack: stateOf(defending).attack }, cast('P-0', obj('mage-A')), 'mage-wars/EN-12', S, 'an attack or a spell is still resolving'],
    ['while a spell resolves', { ...acting([CARDS.minorHeal]), spell: stateOf(counteredSpell).spell }, cast('P-0', obj('mage-A')), 'mage-wars/EN-12', S, 'an attack or a spell is still resolving'],
    ['with another seat’s Mage', acting([CARDS.minorHeal]), cast('P-0', obj('mage-A'), {}, 'mage-B'), 'mage-wars/SP-2', S, 'cast with your Mage, familiar or spawnpoint'],
    ['with an unknown caster', acting([CARDS.minorHeal]), cast('P-0', obj('mage-A'), {}, 'ghost'), 'mage-wars/SP-2', S, 'cast with your Mage, familiar or spawnpoint'],
    ['with a familiar, a spell not assigned to it', acting([CARDS.minorHeal], huginn(false)), cast('P-0', obj('mage-A'), {}, 'h'), 'mage-wars/ST-20', '§8.5', 'a familiar or spawnpoint casts only the spell assigned to it'],
    ['a spell not prepared', acting([CARDS.minorHeal]), cast('A-7', obj('mage-A')), 'mage-wars/SP-2', S, 'only a spell prepared this round (or a bound spell) may be cast (RD-9)'],
    ['a spell with no definition', acting([{ ...CARDS.minorHeal, id: 'unknown-card' }]), cast('P-0', obj('mage-A')), 'mage-wars/MD-3', '§17.3', 'no definition is registered for card unknown-card'],
    ['a quickcast already used', prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, quickcastReady: false } } })), cast('P-0', obj('mage-A'), { quickcast: true }), 'mage-wars/RD-19', '§5.8', 'the quickcast action is used once per round'],
    ['a full spell as a quickcast', prepared(actions, [CARDS.firestorm]), cast('P-0', zone(0, 0), { quickcast: true }), 'mage-wars/RD-19', '§5.8', 'a full spell can never be quickcast'],
    ['a quickcast during its creature’s phase', acting([CARDS.minorHeal]), cast('P-0', obj('mage-A'), { quickcast: true }), 'mage-wars/RD-20', '§5.8', 'quickcast only in a quickcast phase or right before/after one of your action phases'],
    ['a quickcast on another seat’s turn', prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, turn: 'B', justActed: null } })), cast('P-0', obj('mage-A'), { quickcast: true }), 'mage-wars/RD-20', '§5.8', 'quickcast only in a quickcast phase or right before/after one of your action phases'],
    ['a quickcast in a quickcast phase out of order', prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, phase: 'finalQuickcast', queue: ['B', 'A'] } })), cast('P-0', obj('mage-A'), { quickcast: true }), 'mage-wars/RD-20', '§5.8', 'quickcast only in a quickcast phase or right before/after one of your action phases'],
    ['a quickcast in Planning', prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, phase: 'planning' } })), cast('P-0', obj('mage-A'), { quickcast: true }), 'mage-wars/RD-20', '§5.8', 'quickcast only in a quickcast phase or right before/after one of your action phases'],
    ['an attack spell quickcast by an incapacitated Mage', prepared([...actions, addConditions('mage-A', 'Stun', 1)], [CARDS.flameblast]), cast('P-0', obj('mage-B'), { quickcast: true }), 'mage-wars/RD-19', '§11.2', 'an incapacitated Mage casts no attack spell'],
    ['a spell outside its Mage’s phase', prepared(actions, [CARDS.minorHeal]), cast('P-0', obj('mage-A')), 'mage-wars/AC-3', '§6.1', 'cast with your Mage’s action during its action phase, or quickcast'],
    ['a second action', acting([CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, activation: { ...s.round.activation!, quickDone: true } } })), cast('P-0', obj('mage-A')), 'mage-wars/AC-3', '§6', 'this creature has already taken its action'],
    ['on a target of the wrong kind', acting([CARDS.fireball]), cast('P-0', zone(0, 0)), 'mage-wars/SP-3', S, 'this spell targets creature or conjuration'],
    ['out of range', acting([CARDS.flameblast]), cast('P-0', obj('mage-B')), 'mage-wars/SP-3', S, 'out of range 0-1 (AR-4)'],
    ['beyond the mana', acting([CARDS.fireball], (s) => mana(s, 7)), cast('P-0', obj('mage-A')), 'mage-wars/SP-3', S, 'this spell costs 8 mana; you have 7'],
    ['a creature away from its caster', acting([farWolf]), cast('P-0', zone(1, 0)), 'mage-wars/ST-1', '§8.1', 'a creature appears in its caster’s zone'],
    ['equipment on a creature', acting([CARDS.bearskin], (s) => ({ ...s, objects: stateOf([...actingLog, ...enter('w', 'timber-wolf', 'A', A0)]).objects })), cast('P-0', obj('w')), 'mage-wars/SP-3', S, 'this spell targets mage'],
    ['a second piece of the same name', acting([CARDS.bearskin], (s) => ({ ...s, objects: { ...s.objects, 'mage-A': { ...s.objects['mage-A'], equipment: [{ instanceId: 'A-9', cardId: 'bearskin', slots: ['chest'] }] } } })), cast('P-0', obj('mage-A')), 'mage-wars/EQ-6', '§9.7', 'no two pieces of equipment of the same name on one Mage'],
    ['a bound spell on an object without Spellbind', acting([CARDS.bearskin]), cast('P-0', obj('mage-A'), { bind: 'A-1' }), 'mage-wars/EQ-8', '§9.8', 'only an object with Spellbind holds a bound spell'],
    ['a trap in a zone with an enemy creature', acting([CARDS.stunTrap], (s) => ({ ...s, objects: { ...s.objects, 'mage-B': { ...s.objects['mage-B'], zone: z(1, 0) } } })), cast('P-0', zone(1, 0)), 'mage-wars/EN-22', '§9.6', 'a trap cannot be placed in a zone holding an enemy creature'],
    ['a second enchantment of the name on one target', prepared([...actingLog, attached('e-a', 'agony', 'A', { kind: 'object', id: 'mage-B' })], [CARDS.agony], (s) => ({ ...s, objects: { ...s.objects, 'mage-B': { ...s.objects['mage-B'], zone: A0 } } })), cast('P-0', obj('mage-B')), 'mage-wars/EN-4', '§9.1', 'this target already holds your enchantment of that name'],
  ])('mage-wars/SP-2 mage-wars/SP-3 refuses casting %s', (_case, s, c, ruleId, section, message) => {
    expect(why(s, c)).toEqual({ ruleId, section, message });
  });

  it('mage-wars/SP-3 exactly enough mana: the spell is cast and paid, the action used', () => {
    const s = acting([CARDS.fireball], (x) => mana(x, 8));
    const out = events(s, cast('P-0', obj('mage-A')));
    expect(out[0]).toMatchObject({ type: 'SpellCast', data: { castId: `c${s.serial}`, seat: 'A', casterId: 'mage-A', instanceId: 'P-0', cardId: 'fireball', cost: 8, quickcast: false, boundTo: null, choices: {} } });
    expect(out[1]).toEqual({ type: 'ManaSpent', data: { seat: 'A', amount: 8, fromObject: null, reason: `cast c${s.serial}` } });
    expect(out[2]).toEqual({ type: 'ActionUsed', data: { objectId: 'mage-A', action: 'quick' } });
  });

  it('mage-wars/RD-19 mage-wars/RD-20 a quickcast on the seat’s turn, or right after its phase, uses no action', () => {
    const onTurn = prepared(actions, [CARDS.minorHeal]);
    const out = events(onTurn, cast('P-0', obj('mage-A'), { quickcast: true }));
    expect(out[0]).toMatchObject({ type: 'SpellCast', data: { quickcast: true } });
    expect(out.some((e) => e.type === 'ActionUsed')).toBe(false);
    const after = prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, turn: 'B', justActed: 'A' } }));
    expect(why(after, cast('P-0', obj('mage-A'), { quickcast: true }))).toBeUndefined();
    const phase = prepared(actions, [CARDS.minorHeal], (s) => ({ ...s, round: { ...s.round, phase: 'firstQuickcast', queue: ['A', 'B'] } }));
    expect(why(phase, cast('P-0', obj('mage-A'), { quickcast: true }))).toBeUndefined();
  });

  it('mage-wars/RD-19 an incapacitated Mage may quickcast a spell that is not an attack', () => {
    const s = prepared([...actions, addConditions('mage-A', 'Stun', 1)], [CARDS.minorHeal]);
    expect(why(s, cast('P-0', obj('mage-A'), { quickcast: true }))).toBeUndefined();
  });

  it('mage-wars/SP-3 the choices made when casting are recorded as given', () => {
    const s = acting([CARDS.teleport]);
    const out = events(s, cast('P-0', obj('mage-A'), { to: z(1, 0) }));
    expect(out[0]).toMatchObject({ type: 'SpellCast', data: { choices: { to: z(1, 0) } } });
  });
});

describe('mage-wars §7.3 casters other than the Mage, and the type rules', () => {
  const conjured = (objectId: string, cardId: string, owner: SeatId, zone = A0): EncounterEvent => ({
    type: 'ObjectEntered', data: { objectId, cardId, instanceId: `${objectId}-i`, kind: 'conjuration', owner, zone, border: null, attachedTo: null },
  });
  const assigned = (log: EncounterEvent[], objectId: string, card: CardDefinition, over: (s: GameState) => GameState = (s) => s): GameState => {
    const s = stateOf(log);
    return over({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, assigned: [{ objectId, card: { instanceId: 'Q-1', cardId: card.id } }] } } });
  };
  const withHuginn = [...actingLog, ...enter('h', 'huginn', 'A', A0, false)];
  const withLair = [...actingLog, conjured('lair', 'lair', 'A')];
  it.each<[string, GameState, CastSpell, string, string, string]>([
    ['a familiar casting what its card excludes', assigned(withHuginn, 'h', CARDS.fireball), cast('Q-1', obj('mage-A'), {}, 'h'), 'mage-wars/ST-19', '§8.5', 'this caster cannot cast that kind of spell'],
    ['a familiar quickcasting', assigned(withHuginn, 'h', CARDS.minorHeal), cast('Q-1', obj('mage-A'), { quickcast: true }, 'h'), 'mage-wars/RD-19', '§5.8', 'the quickcast action belongs to Mages'],
    ['a spawnpoint casting what its card excludes', assigned(withLair, 'lair', CARDS.imp), cast('Q-1', zone(1, 0), {}, 'lair'), 'mage-wars/ST-29', '§8.5', 'this caster cannot cast that kind of spell'],
    ['a spawnpoint outside the Deployment Phase', assigned(withLair, 'lair', CARDS.timberWolf), cast('Q-1', zone(1, 0), {}, 'lair'), 'mage-wars/RD-13', '§5.6', 'spawnpoints cast in the Deployment Phase, in initiative order'],
    ['a spawnpoint, a spell not assigned to it', assigned(withLair, 'h', CARDS.timberWolf), cast('Q-1', zone(1, 0), {}, 'lair'), 'mage-wars/ST-29', '§8.5', 'a familiar or spawnpoint casts only the spell assigned to it'],
    ['a Legendary card already in play', acting([legend], (s) => ({ ...s, objects: stateOf([...actingLog, ...enter('l', 'legend', 'B', z(2, 1), false)]).objects })), cast('P-0', zone(0, 0)), 'mage-wars/SB-10', '§13.1', 'a Legendary card is in play already'],
    ['a Unique card of its own already in play', acting([uniq], (s) => ({ ...s, objects: stateOf([...actingLog, ...enter('u', 'uniq', 'A', z(2, 1), false)]).objects })), cast('P-0', zone(0, 0)), 'mage-wars/SB-10', '§13.1', 'you (or your team) have this Unique card in play already'],
    ['a second conjuration of the name in the zone', acting([vineZ], (s) => ({ ...s, objects: stateOf([...actingLog, conjured('v', 'vine-z', 'B')]).objects })), cast('P-0', zone(0, 0)), 'mage-wars/ST-25', '§8.6', 'no two conjurations of the same name in one zone'],
    ['a bound spell not in the spellbook', acting([CARDS.mageWand]), cast('P-0', obj('mage-A'), { bind: 'A-99' }), 'mage-wars/EQ-8', '§9.8', 'bind a spell from your spellbook'],
  ])('mage-wars/ST-19 mage-wars/SB-10 refuses %s', (_case, s, c, ruleId, section, message) => {
    expect(why(s, c)).toEqual({ ruleId, section, message });
  });

  it('mage-wars/SB-10 an enemy’s Unique card does not stop one’s own', () => {
    const s = acting([uniq], (x) => ({ ...x, objects: stateOf([...actingLog, ...enter('u', 'uniq', 'B', z(2, 1), false)]).objects }));
    expect(why(s, cast('P-0', zone(0, 0)))).toBeUndefined();
  });

  it('mage-wars/ST-20 a familiar pays from its mana markers first, its controller the rest', () => {
    const s = assigned(withHuginn, 'h', CARDS.minorHeal, (x) => ({
      ...x, objects: { ...x.objects, h: { ...x.objects.h, manaMarkers: 1 } }, round: { ...x.round, activation: { ...x.round.activation!, objectId: 'h' } },
    }));
    const out = events(s, cast('Q-1', obj('mage-A'), {}, 'h'));
    expect(out.filter((e) => e.type === 'ManaSpent').map((e) => e.type === 'ManaSpent' && [e.data.amount, e.data.fromObject])).toEqual([[1, 'h'], [2, null]]);
  });
});

describe('mage-wars §7.2 costs', () => {
  const s = stateOf(actingLog);
  it.each<[string, CardDefinition, SpellTarget, number | undefined, number | string]>([
    ['a fixed cost', CARDS.fireball, obj('mage-B'), undefined, 8],
    ['X chosen', xSpell, obj('mage-A'), 3, 3],
    ['X chosen as 0', xSpell, obj('mage-A'), 0, 0],
    ['X not chosen', xSpell, obj('mage-A'), undefined, 'mage-wars/SP-3:§7.3:choose the value of X before casting'],
    ['X negative', xSpell, obj('mage-A'), -1, 'mage-wars/SP-3:§7.3:choose the value of X before casting'],
    ['X not whole', xSpell, obj('mage-A'), 1.5, 'mage-wars/SP-3:§7.3:choose the value of X before casting'],
    ['per target level on a zone', CARDS.sleep, zone(0, 0), undefined, 'mage-wars/SP-1:§7.2:this cost depends on the level of a target object'],
    ['per target level on an unknown object', CARDS.sleep, obj('ghost'), undefined, 'mage-wars/SP-1:§7.2:this cost depends on the level of a target object'],
  ])('mage-wars/SP-1 mage-wars/SP-3 %s', (_case, card, target, x, expected) => {
    const r = refusalOf(() => castCost(s, card, target, x));
    expect(r ? `${r.ruleId}:${r.section}:${r.message}` : castCost(s, card, target, x)).toBe(expected);
  });

  it('mage-wars/SP-1 a cost by target level: 2 per level of the target', () => {
    const wolf = stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', A0)]);
    expect(castCost(wolf, CARDS.sleep, obj('w'), undefined)).toBe(4);
  });
});

describe('mage-wars §7.3 targetIsLegal', () => {
  const wall: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'wl', cardId: 'wall-of-thorns', instanceId: 'wl-i', kind: 'wall', owner: 'B', zone: null, border: [A0, z(1, 0)], attachedTo: null } };
  const vine: EncounterEvent = { type: 'ObjectEntered', data: { objectId: 'vine', cardId: 'stranglevine', instanceId: 'v-i', kind: 'conjuration', owner: 'B', zone: A0, border: null, attachedTo: null } };
  const s = stateOf([...actingLog, ...enter('w', 'timber-wolf', 'B', z(1, 0)), ...enter('fly', CARDS.falcon.id, 'B', z(1, 0)), ...enter('pup', 'timber-wolf', 'B', z(0, 1)), vine, wall]);
  const mage = s.objects['mage-A'];
  const card = (targets: CardDefinition['targets'], min = 0, max = 3) => ({ targets, range: { min, max } });
  it.each<[string, ReturnType<typeof card>, SpellTarget, string | null]>([
    ['a creature', card(['creature']), obj('pup'), null],
    ['a conjuration as a creature', card(['creature']), obj('vine'), 'this spell targets creature'],
    ['a conjuration', card(['conjuration']), obj('vine'), null],
    ['a wall as a conjuration', card(['conjuration']), obj('wl'), null],
    ['a Mage as a Mage', card(['mage']), obj('mage-A'), null],
    ['a creature as a Mage', card(['mage']), obj('w'), 'this spell targets mage'],
    ['any object', card(['object']), obj('vine'), null],
    ['an unknown object', card(['creature']), obj('ghost'), 'this spell targets creature'],
    ['a zone', card(['zone']), zone(0, 1), null],
    ['a zone with an object spell', card(['creature', 'conjuration']), zone(1, 0), 'this spell targets creature or conjuration'],
    ['a border', card(['border']), { kind: 'border', a: z(1, 0), b: z(1, 1) }, null],
    ['a border of zones that do not touch', card(['border']), { kind: 'border', a: z(1, 0), b: z(2, 1) }, 'a border lies between two adjacent zones (AR-5)'],
    ['a border off the arena', card(['border']), { kind: 'border', a: z(2, 0), b: z(3, 0) }, 'a border lies between two adjacent zones (AR-5)'],
    ['a border with a zone spell', card(['zone']), { kind: 'border', a: z(1, 0), b: z(1, 1) }, 'this spell targets zone'],
    ['an unknown enchantment', card(['enchantment']), { kind: 'enchantment', id: 'e-x' }, 'this spell targets enchantment'],
    ['a zone out of range', card(['zone'], 0, 1), zone(2, 1), 'out of range 0-1 (AR-4)'],
    ['a zone under the minimum range', card(['zone'], 1, 2), zone(0, 0), 'out of range 1-2 (AR-4)'],
    ['a zone behind a wall that blocks sight', card(['zone']), zone(1, 0), 'no line of sight (AR-9)'],
    ['a creature behind a wall that blocks sight', card(['creature']), obj('w'), 'no line of sight (AR-9)'],
    ['a Flying creature behind the wall', card(['creature']), obj('fly'), null],
    ['a zone off the arena', card(['zone']), zone(5, 5), 'out of range 0-3 (AR-4)'],
  ])('mage-wars/SP-3 %s', (_case, c, target, expected) => {
    expect(targetIsLegal(s, mage, c, target)).toBe(expected);
  });

  it('mage-wars/SP-3 a caster off the arena casts nothing', () => {
    expect(targetIsLegal(s, { ...mage, zone: null }, card(['creature']), obj('mage-B'))).toBe('the caster is not in a zone');
  });

  it('mage-wars/SP-3 an enchantment is targeted where its object or zone stands', () => {
    const e = stateOf([...actingLog, attached('e-1', 'agony', 'B', { kind: 'object', id: 'mage-B' }), attached('e-2', 'stun-trap', 'B', { kind: 'zone', zone: A0 })]);
    expect(targetIsLegal(e, e.objects['mage-A'], card(['enchantment'], 0, 1), { kind: 'enchantment', id: 'e-1' })).toBe('out of range 0-1 (AR-4)');
    expect(targetIsLegal(e, e.objects['mage-A'], card(['enchantment'], 0, 0), { kind: 'enchantment', id: 'e-2' })).toBeNull();
  });
});

describe('mage-wars §7.3 SP-4 the counter decision', () => {
  const respond = (s: SeatId, pay: boolean): Extract<EncounterCommand, { type: 'RespondToSpell' }> => ({ type: 'RespondToSpell', actor: seat(s), data: { seat: s, pay } });
  it('mage-wars/SP-4 no spell waits: refused; the wrong seat: refused with the seat named', () => {
    expect(refusalOf(() => respondToSpell(new Emitter(stateOf(actingLog)), respond('B', true)))).toEqual({ ruleId: 'mage-wars/SP-4', section: S, message: 'no spell is waiting for a counter decision' });
    expect(refusalOf(() => respondToSpell(new Emitter(stateOf(counteredSpell)), respond('A', true)))).toEqual({ ruleId: 'mage-wars/SP-4', section: S, message: 'the decision belongs to seat B' });
  });

  it('mage-wars/SP-4 mage-wars/EN-18 paid: countered by the named card, the single-use counter destroyed', () => {
    const em = new Emitter(stateOf(counteredSpell));
    respondToSpell(em, respond('B', true));
    const castId = stateOf(counteredSpell).spell!.castId;
    expect(em.events.find((e) => e.type === 'SpellCountered')).toEqual({ type: 'SpellCountered', data: { castId, reason: 'countered by nullify' } });
    expect(em.events.find((e) => e.type === 'EnchantmentDestroyed')).toEqual({ type: 'EnchantmentDestroyed', data: { enchantmentId: 'e-n', cardId: 'nullify', reason: 'single use (EN-18)' } });
  });

  it('mage-wars/SP-4 a counter targeted by a friendly spell does not trigger', () => {
    const log = play([activate('A', 'mage-A')], toActions(cmd, [[], []], [attached('e-n', 'nullify', 'A', { kind: 'object', id: 'mage-A' })]));
    const s = prepared(log, [CARDS.minorHeal]);
    expect(events(s, cast('P-0', obj('mage-A'))).some((e) => e.type === 'SpellCounterWindow')).toBe(false);
  });
});
