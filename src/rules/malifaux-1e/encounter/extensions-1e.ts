// malifaux-1e §11-§14 plugged into the 1E decider (rules/malifaux-1e.md §11-§14; decide.ts EXTENSION_HANDLERS): the commands
// the served API takes, how each becomes a slice command (server-known values filled in: duel totals, the last activator,
// the decks to flip from), and how the slices' events reach the shared state (pools, hand size, the end of the game).
import type { Actor, SeatId } from '../../core/decider';
import { require_, RuleViolation } from '../../core/rule-violation';
import { violation } from '../rule-names';
import { decideMagic, evolveMagic } from '../magic/magic-decider';
import type { MagicCommand1e, MagicEvent1e } from '../magic/magic-events';
import { initialMagicSlice, type Malifaux1eMagicSlice } from '../magic/magic-state';
import { decideMorale, evolveMorale, type MoraleCommand1e, type MoraleEvent1e } from '../morale/morale-decider';
import { initialMoraleSlice, type Malifaux1eMoraleSlice } from '../morale/morale-state';
import { decideTerrain, evolveTerrain, initialTerrainSlice, type Malifaux1eTerrainSlice, type TerrainCommand1e, type TerrainEvent1e } from '../terrain/terrain-decider';
import { enterHazard } from '../terrain/terrain';
import { bandOf } from '../../malifaux/damage-track';
import { Desk } from '../desk';
import { baseDamage } from '../../malifaux/duel/damage';
import { MALIFAUX_1E } from '../edition';
import { weaponOf } from '../turn/attack';
import type { CardId } from '../../malifaux/cards';
import { ENCOUNTER_COMMAND_TYPES_1E, type EncounterSliceCommand1e } from './encounter-commands';
import { encounterContext } from './encounter-context';
import { decideEncounter } from './encounter-decide';
import type { EncounterSliceEvent1e } from './encounter-events';
import { evolveEncounter } from './encounter-evolve';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from './encounter-state';
import { deckFlipper } from './flipper';
import type { DuelTotal1e } from '../duel/duel-state';
import type { GameState1e } from '../state';
import type { EncounterEvent1e } from '../events';
import { meleeZone, type ModelState } from '../turn/model';
import { transformBack, transformInto } from '../turn/transform';
import { modelFrom } from '../turn/crew';
import type { HiredModel } from '../commands';
import { CHANNEL } from '../magic/spell';
import { fateFor, startSimpleDuel, statOf, willpowerOf, type Evolve1e } from './table-duels-1e';
import { assertMayTakeAction } from '../morale/morale-rules';
import { disengageOpened } from '../turn/disengage';

/** The four slices, kept in the 1E state under `ext`. */
export interface Extensions1e {
  readonly encounter: Malifaux1eEncounterSlice;
  readonly magic: Malifaux1eMagicSlice;
  readonly morale: Malifaux1eMoraleSlice;
  readonly terrain: Malifaux1eTerrainSlice;
  /** GL-1: the seat that activated the last model (from the core's ModelActivated events). */
  readonly lastActivator: SeatId | null;
}

export const initialExtensions = (seats: readonly SeatId[]): Extensions1e => ({
  encounter: initialEncounterSlice(seats),
  magic: initialMagicSlice(),
  morale: initialMoraleSlice(),
  terrain: initialTerrainSlice(),
  lastActivator: null,
});

type Base<T extends string, D> = { readonly type: T; readonly actor: Actor; readonly data: D };
type WithActor<C extends { type: string; data: unknown }> = C extends unknown ? Base<C['type'], C['data']> : never;

/** Duel results are the server's: these commands name the resolved duel, never a total. */
type Served =
  | Base<'ResolveCasting1e', { readonly castingId: string; readonly extraConditionsMet: boolean }>
  | Base<'StartResistDuel1e', { readonly castingId: string; readonly modelId: string }>
  | Base<'ResolveResist1e', { readonly castingId: string; readonly modelId: string; readonly takeEffect?: boolean }>
  | Base<'StartMoraleDuel1e', { readonly duelId: string }>
  /** SU-1..SU-3; with its stat card the summoned model enters the table with Slow. */
  | Base<'Summon1e', Extract<MagicCommand1e, { type: 'Summon1e' }>['data'] & { readonly card?: HiredModel }>
  /** TF-1, TF-2; with the new profile's stat card the model on the table takes it (turn/transform.ts). */
  | Base<'Transform1e', Extract<MagicCommand1e, { type: 'Transform1e' }>['data'] & { readonly card?: HiredModel }>
  | Base<'ResolveMoraleDuel1e', { readonly duelId: string }>
  | Base<'EndTurn1e', { readonly turn: number; readonly now?: string }>
  | Base<'ScoreVictoryPoints1e', Extract<EncounterSliceCommand1e, { type: 'ScoreVictoryPoints1e' }>['data'] & { readonly now?: string }>;

export type ExtensionCommand1e =
  | Exclude<EncounterSliceCommand1e, { type: 'EndTurn1e' | 'ScoreVictoryPoints1e' }>
  | Exclude<WithActor<MagicCommand1e>, { type: 'ResolveCasting1e' | 'ResolveResist1e' | 'Summon1e' | 'Transform1e' }>
  | Exclude<WithActor<MoraleCommand1e>, { type: 'ResolveMoraleDuel1e' }>
  | WithActor<TerrainCommand1e>
  | Served;

export type ExtensionEvent1e = EncounterSliceEvent1e | MagicEvent1e | MoraleEvent1e | TerrainEvent1e;

// The encounter slice's own list (encounter-commands.ts), so that a command added there is routed here too.
const ENCOUNTER = new Set<string>(ENCOUNTER_COMMAND_TYPES_1E);
const MAGIC = new Set<string>(['DeclareSpell1e', 'ResolveCasting1e', 'StartResistDuel1e', 'ResolveResist1e', 'DrainSouls1e', 'Summon1e', 'Transform1e', 'EndTransformation1e']);
const MORALE = new Set<string>([
  'RegisterMoraleModels1e', 'CheckTerrifying1e', 'RequireMoraleDuel1e', 'StartMoraleDuel1e', 'ResolveMoraleDuel1e', 'ForceFlee1e', 'MakeFleeMove1e', 'LeaveTerrifyingArea1e', 'EndTerrifyingEffect1e',
  'BeginMoraleActivation1e', 'TakeMoraleAction1e', 'EndMoraleActivation1e',
]);
const TERRAIN = new Set<string>(['RecordTerrain1e', 'AttackTerrain', 'EnterHazard1e']);
export const EXTENSION_COMMAND_TYPES_1E: readonly ExtensionCommand1e['type'][] = [...ENCOUNTER, ...MAGIC, ...MORALE, ...TERRAIN] as ExtensionCommand1e['type'][];

/** The host is the 1E game state, which keeps the slices under `ext` (state.ts). */
export type Host1e = GameState1e;

/** The final total of the acting side of a resolved simple duel (the casting, resist or morale duel, §11.3, §12.1). */
function finalOf(host: Host1e, duelId: string, ruleId: string): DuelTotal1e {
  const d = host.duel;
  // Only DUEL_RESOLVED: a damage flip (FLIPPING, FLIP_RESOLVED) follows a duel with a combat total, never a SIMPLE one.
  const resolved = d.status === 'DUEL_RESOLVED' ? d : null;
  require_(
    resolved !== null && resolved.duel !== null && resolved.duel.duelId === duelId && resolved.duel.kind === 'SIMPLE' &&
      // Stryker disable next-line ConditionalExpression: the duel and its outcome are kept together (duel-evolve.ts), so a duel never comes without its outcome
      resolved.outcome !== null,
    ruleId,
    '§6.3',
    `duel ${duelId} is not the simple duel just resolved`,
  );
  // Stryker disable next-line OptionalChaining,ConditionalExpression: the outcome is checked above, and a SIMPLE duel has one side, the ACTOR, hence one total
  const total = resolved.outcome?.totals.find((t) => t.role === 'ACTOR')?.total;
  // Stryker disable next-line StringLiteral: unreachable, a resolved SIMPLE duel always has its ACTOR total (duelOutcome, duel-decisions.ts)
  require_(total !== undefined, ruleId, '§6.3', `duel ${duelId} has no final total`);
  return total;
}

/** §19: the slices' refusals carry the French and English rule names, as the core's do (rule-names.ts). */
function named<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (
      e instanceof RuleViolation &&
      // Stryker disable next-line StringLiteral: every refusal thrown under the 1E decider is a malifaux-1e/ one (no other ruleset's rules run here)
      e.ruleId.startsWith('malifaux-1e/') &&
      !e.message.endsWith(']')
    )
      throw violation(e.ruleId.slice('malifaux-1e/'.length), e.section, e.message);
    throw e;
  }
}

export function decideExtension1e(host: Host1e, c: ExtensionCommand1e, evolve: Evolve1e): EncounterEvent1e[] {
  return named(() => decideExtension(host, c, evolve));
}

function decideExtension(host: Host1e, c: ExtensionCommand1e, evolve: Evolve1e): EncounterEvent1e[] {
  const ext = host.ext;
  if (ENCOUNTER.has(c.type)) {
    const flipper = deckFlipper(host.seats, { seed: host.seed, nonce: host.nonce });
    let cmd = c as EncounterSliceCommand1e;
    if (c.type === 'EndTurn1e') {
      // GL-1: the flip comes after the Closing Phase of the turn (the core is back to SETUP with the turn number kept).
      require_(host.turn.number === c.data.turn && host.turn.phase === 'SETUP', 'malifaux-1e/GL-1', '§14.12', `turn ${c.data.turn} has not been through its Closing Phase`);
      require_(ext.lastActivator !== null, 'malifaux-1e/GL-1', '§14.12', 'no model has activated yet');
      cmd = { type: 'EndTurn1e', actor: c.actor, data: { turn: c.data.turn, lastActivator: ext.lastActivator } };
    }
    const events = decideEncounter(ext.encounter, cmd, encounterContext(flipper));
    const now = 'now' in c.data && typeof c.data.now === 'string' ? c.data.now : null;
    const decided = events.some((e) => e.type === 'EncounterDecided1e');
    return [...flipper.events, ...events, ...(decided && now ? [endedEvent(host, now)] : [])];
  }
  if (MAGIC.has(c.type)) return decideMagicOnTable(host, c, evolve);
  if (MORALE.has(c.type)) return decideMoraleOnTable(host, c, evolve);
  if (c.type === 'EnterHazard1e') return enterHazardOnTable(host, c.data);
  if (c.type === 'AttackTerrain' && c.data.modelId !== undefined) return attackTerrainOnTable(host, c.data);
  return decideTerrain(ext.terrain, c as unknown as TerrainCommand1e, ext.encounter.terrainPolicy);
}

/** §13 Hazardous (W11): the entering model's controller flips on the terrain's profile, no cheating; a chasm sacrifices. */
function enterHazardOnTable(host: Host1e, d: Extract<TerrainCommand1e, { type: 'EnterHazard1e' }>['data']): EncounterEvent1e[] {
  const m = onTable(host, d.modelId, 'malifaux-1e/TE-0');
  const piece = host.ext.terrain.pieces.find((p) => p.id === d.pieceId);
  require_(piece !== undefined, 'malifaux-1e/TE-0', '§13', `no terrain piece ${d.pieceId}`);
  const outcome = enterHazard(piece, { flies: d.flies === true, hazardsAffectFliers: d.hazardsAffectFliers });
  const entered = (o: 'NONE' | 'DAMAGE_FLIP' | 'SACRIFICED', card: string | null, damage: number, killed: boolean): EncounterEvent1e => ({ type: 'HazardEntered1e', data: { modelId: m.id, pieceId: piece.id, outcome: o, card, damage, killed } });
  if (outcome.kind === 'NONE') return [entered('NONE', null, 0, false)];
  if (outcome.kind === 'SACRIFICED') return [entered('SACRIFICED', null, 0, true), { type: 'ModelWoundsChanged', data: { modelId: m.id, wounds: 0, killed: true, cause: 'fell into a chasm: sacrificed (§13)' } }];
  const desk = new Desk(host);
  const [card] = desk.flip(m.seat, 1, `hazard:${m.id}:${piece.id}`);
  desk.discardFromPlay(
    m.seat,
    card
      ? [card]
      : // Stryker disable next-line ArrayDeclaration: discardFromPlay keeps only cards in play, so a stray placeholder is dropped as well
        [],
  );
  // [DERIVED] as for falls, a Red Joker counts as severe; the Black Joker deals nothing.
  const band = bandOf(card ?? null);
  const [weak, moderate, severe] = outcome.profile;
  const amount = band === 'NONE' ? 0 : band === 'WEAK' ? weak : band === 'MODERATE' ? moderate : severe;
  const killed = amount === 'KILLED' || m.wounds - amount <= 0;
  const damage = amount === 'KILLED' ? m.wounds : amount;
  const wounds = killed ? 0 : m.wounds - damage;
  return [...desk.events, entered('DAMAGE_FLIP', card ?? null, damage, killed), { type: 'ModelWoundsChanged', data: { modelId: m.id, wounds, killed, cause: `hazardous terrain ${piece.id} (§13): ${damage}` } }];
}

/**
 * §13 Destructible: the attack hits automatically; a normal damage flip of the attacker's weapon (its weak / moderate /
 * severe track; a Black Joker nothing; a Red Joker severe plus the second flip, DMG-9), from its controller's deck.
 * Cheating is allowed: `cheat` is a card of the hand put in instead of the flipped one. No blasts, no triggers. The damage
 * then meets the section's Solidity (terrain/terrain.ts).
 */
function attackTerrainOnTable(host: Host1e, d: Extract<TerrainCommand1e, { type: 'AttackTerrain' }>['data']): EncounterEvent1e[] {
  const m = onTable(
    host,
    // Stryker disable next-line StringLiteral: decideExtension routes AttackTerrain here only with a modelId, so the default is never used
    d.modelId ?? '',
    'malifaux-1e/TE-0',
  );
  require_(d.damage === undefined, 'malifaux-1e/TE-0', '§13 Destructible', 'with an attacking model the server flips the damage: do not declare it');
  const weapon = weaponOf(m, d.weapon ?? null, null);
  const desk = new Desk(host);
  const [flipped] = desk.flip(m.seat, 1, `terrain:${d.pieceId}:${d.section}`);
  if (d.cheat !== undefined) {
    require_(desk.hand(m.seat).includes(d.cheat as CardId), 'malifaux-1e/TE-0', '§13 Destructible', `${d.cheat} is not in ${m.seat}'s hand`);
    desk.play(m.seat, d.cheat as CardId, 'cheat: terrain damage flip');
  }
  const used = (d.cheat as CardId | undefined) ?? flipped ?? null;
  const [second] =
    used !== null &&
    bandOf(used) === 'RED_JOKER' &&
    // Stryker disable next-line ConditionalExpression: MALIFAUX_1E.redJokerDamage is SEVERE_PLUS_SECOND_FLIP, so this always holds in 1E
    MALIFAUX_1E.redJokerDamage !== 'SEVERE_PLUS_WEAK'
      ? desk.flip(m.seat, 1, `terrain:${d.pieceId}:${d.section}:rj`)
      : // Stryker disable next-line ArrayDeclaration: without a Red Joker baseDamage ignores the second card, and discardFromPlay drops a card not in play
        [];
  const { base } = baseDamage(MALIFAUX_1E, weapon.dg, used, second ?? null);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: discardFromPlay keeps only cards in play, so an undefined (no cheat, no second flip) is dropped there as well
  desk.discardFromPlay(m.seat, [flipped, d.cheat as CardId | undefined, second].filter((x): x is CardId => x !== undefined && x !== null));
  const hit = decideTerrain(host.ext.terrain, { type: 'AttackTerrain', data: { pieceId: d.pieceId, section: d.section, damage: base, blasts: d.blasts, trigger: d.trigger } }, host.ext.encounter.terrainPolicy);
  return [...desk.events, ...hit];
}

const castDuel = (castingId: string): string => `${castingId}:cast`;
const resistDuel = (castingId: string, modelId: string): string => `${castingId}:resist:${modelId}`;

function onTable(host: Host1e, id: string, ruleId: string): ModelState {
  const m = host.models[id];
  require_(m !== undefined && m.status === 'IN_PLAY', ruleId, '§3.7', `no model ${id} in play`);
  return m;
}

/** §11 on the table: a spell is an action of the activating caster (AP spent first, GEN-4), then its duels. */
function decideMagicOnTable(host: Host1e, c: ExtensionCommand1e, evolve: Evolve1e): EncounterEvent1e[] {
  const ext = host.ext;
  const policy = ext.encounter.magicPolicy;
  switch (c.type) {
    case 'DeclareSpell1e': {
      const caster = onTable(host, c.data.casterId, 'malifaux-1e/MG-3');
      const a = host.turn.activation;
      const ap = c.data.channel ? CHANNEL.ap : c.data.spell.ap;
      require_(a !== null && a.modelId === caster.id, 'malifaux-1e/MG-3', '§11.1', `${caster.id} is not activating`);
      require_(ap <= a.ap && (ap > 0 || !a.zeroUsed), 'malifaux-1e/MG-3', '§11.1', `${c.data.spell.name} costs ${ap} AP; ${a.ap} left`);
      require_(host.duel.status !== 'DUELING' && host.duel.status !== 'FLIPPING', 'malifaux-1e/MG-3', '§2', 'finish the duel in progress first');
      // MG-4: whether a target is friendly is the server's to know (the same crew as the caster).
      const targets = c.data.targets.map((t) => ({ ...t, friendly: host.models[t.modelId] !== undefined && host.models[t.modelId].seat === caster.seat }));
      const slice = decideMagic(ext.magic, { type: 'DeclareSpell1e', data: { ...c.data, targets } }, policy);
      const taken: EncounterEvent1e = { type: 'ActionTaken', data: { actionId: c.data.castingId, modelId: caster.id, action: `CAST:${c.data.spell.name}`, ap, facts: { targets: c.data.targets }, note: null } };
      const out: EncounterEvent1e[] = [taken, ...slice];
      // Stryker disable next-line OptionalChaining: the slice answers a DeclareSpell1e with one event (declared or failed) or a refusal, never nothing
      if (slice[0]?.type !== 'SpellDeclared1e') return out;
      const s = out.reduce(evolve, host);
      const fate = fateFor(host, caster.id, false, c.data.channel ? CHANNEL.castingTwist : 0);
      return [...out, ...startSimpleDuel(s, evolve, castDuel(c.data.castingId), caster, { name: 'Ca', value: caster.stats.ca }, { name: c.data.spell.name, tn: c.data.spell.tn, requiredSuits: c.data.spell.suits }, fate)];
    }
    case 'ResolveCasting1e':
      return decideMagic(ext.magic, { type: c.type, data: { castingId: c.data.castingId, final: finalOf(host, castDuel(c.data.castingId), 'malifaux-1e/MG-3'), extraConditionsMet: c.data.extraConditionsMet } }, policy);
    case 'StartResistDuel1e': {
      const cur = ext.magic.current;
      require_(cur !== null && cur.castingId === c.data.castingId && cur.status === 'RESISTING' && cur.casting !== null && cur.spell.rst !== null, 'malifaux-1e/MG-3', '§11.3', `no resist duel of ${c.data.castingId} is due`);
      require_(cur.affected.some((t) => t.modelId === c.data.modelId) && cur.resists[c.data.modelId] === undefined, 'malifaux-1e/MG-3', '§11.3', `${c.data.modelId} has no resist duel to make`);
      const m = onTable(host, c.data.modelId, 'malifaux-1e/MG-3');
      const value = cur.spell.rst === 'Wp' ? willpowerOf(host, m) : statOf(m, cur.spell.rst);
      require_(value !== null, 'malifaux-1e/MG-3', '§11.2', `${m.id} has no ${cur.spell.rst}`);
      // Step 3: only the casting total's value is the TN; suits are ignored.
      return startSimpleDuel(host, evolve, resistDuel(cur.castingId, m.id), m, { name: cur.spell.rst, value }, { name: `resist ${cur.spell.name}`, tn: cur.casting.value }, fateFor(host, m.id, cur.spell.moraleDuel === true));
    }
    case 'ResolveResist1e': {
      const final = c.data.takeEffect ? 0 : finalOf(host, resistDuel(c.data.castingId, c.data.modelId), 'malifaux-1e/MG-3').value;
      return decideMagic(ext.magic, { type: c.type, data: { castingId: c.data.castingId, modelId: c.data.modelId, final, ...(c.data.takeEffect ? { takeEffect: true } : {}) } }, policy);
    }
    case 'DrainSouls1e': {
      // §11.1: a (1) action of the leader; the sacrificed models leave play.
      const leader = onTable(host, c.data.leaderId, 'malifaux-1e/MG-3');
      const a = host.turn.activation;
      require_(a !== null && a.modelId === leader.id && a.ap >= 1, 'malifaux-1e/MG-3', '§11.1', `${leader.id} must be activating with 1 AP`);
      // Stryker disable next-line ArrayDeclaration: without a crew list no id can be a listed leader; the mutant's sentinel string is no model's id
      const leaders = ext.encounter.crews[leader.seat]?.list.leaders ?? [];
      const isLeader = leader.station === 'MASTER' || leaders.includes(leader.id);
      const sacrificed = c.data.sacrificed.map((x) => ({ ...x, friendly: host.models[x.modelId]?.seat === leader.seat }));
      const slice = decideMagic(ext.magic, { type: 'DrainSouls1e', data: { seat: leader.seat, leaderId: leader.id, isLeader, sacrificed } }, policy);
      const taken: EncounterEvent1e = { type: 'ActionTaken', data: { actionId: `drain:${leader.id}:${host.ext.magic.drainSoulsUses[leader.seat] ?? 0}`, modelId: leader.id, action: 'DRAIN_SOULS', ap: 1, facts: {}, note: null } };
      const gone: EncounterEvent1e[] = sacrificed.map((x) => ({ type: 'ModelWoundsChanged', data: { modelId: x.modelId, wounds: 0, killed: true, cause: 'sacrificed by Drain Souls (§11.1)' } }));
      return [taken, ...slice, ...gone];
    }
    case 'Summon1e': {
      const { card, ...data } = c.data;
      const slice = decideMagic(ext.magic, { type: 'Summon1e', data }, policy);
      if (!card) return slice;
      const summoner = onTable(host, data.summonerId, 'malifaux-1e/SU-3');
      require_(['MASTER', 'HENCHMAN', 'MINION'].includes(card.station), 'malifaux-1e/SU-3', '§11.5', `${card.station} is not a First Edition station`);
      require_(card.id === data.modelId && host.models[card.id] === undefined, 'malifaux-1e/SU-1', '§11.5', `the summoned model needs a new id (${data.modelId})`);
      // SU-2: the summoned model may activate this turn, with Slow.
      const m = modelFrom(summoner.seat, card);
      return [...slice, { type: 'CrewHired', data: { seat: summoner.seat, models: [m] } }, { type: 'ModifierChanged', data: { modelId: m.id, modifier: 'slow', value: true, reason: 'SU-2: a summoned model gains Slow' } }];
    }
    case 'Transform1e': {
      const { card, ...data } = c.data;
      const m = card ? onTable(host, data.modelId, 'malifaux-1e/TF-1') : undefined;
      // TF-3: with the card, the wounds carried over are the server's count, not a declared one.
      const slice = decideMagic(ext.magic, { type: 'Transform1e', data: m ? { ...data, wounds: m.stats.wd - m.wounds } : data }, policy);
      // Stryker disable next-line OptionalChaining: decideMagic answers Transform1e with exactly one event or a refusal, never none
      return card && m && slice[0]?.type === 'ModelTransformed1e' ? [...slice, transformInto(m, card)] : slice;
    }
    case 'EndTransformation1e': {
      const slice = decideMagic(ext.magic, c as unknown as MagicCommand1e, policy);
      const m = host.models[c.data.modelId];
      return m?.transformedFrom ? [...slice, transformBack(m)] : slice;
    }
    default:
      return decideMagic(ext.magic, c as unknown as MagicCommand1e, policy);
  }
}

/**
 * CB-2: the melee zone of a model on the table is the largest Rg of its card's melee weapons (Bash included), which the
 * server knows; a declared zone must agree with it. A model not (yet) on the table keeps its declared zone.
 */
function zoneOf(m: ModelState | undefined, declared: readonly number[] | undefined): { meleeZones?: readonly number[] } {
  // Stryker disable next-line ObjectLiteral: the caller spreads the declared profile first, so its meleeZones are there without this copy
  if (m === undefined) return declared === undefined ? {} : { meleeZones: declared };
  const zone = meleeZone(m);
  for (const d of declared ?? []) require_(d === zone, 'malifaux-1e/CB-2', '§10.2 (seed 2683-2727)', `${m.id}'s melee zone is ${zone}" (the largest Rg of its melee weapons), not ${d}"`);
  return { meleeZones: [zone] };
}

/** §12 on the table: the morale duel is a simple duel Wp → TN of the model, with the Drain Souls penalty (W23). */
function decideMoraleOnTable(host: Host1e, c: ExtensionCommand1e, evolve: Evolve1e): EncounterEvent1e[] {
  const ext = host.ext;
  switch (c.type) {
    case 'StartMoraleDuel1e': {
      const p = ext.morale.pending.find((x) => x.duelId === c.data.duelId);
      require_(p !== undefined, 'malifaux-1e/MO-1', '§12.1', `no morale duel ${c.data.duelId} is waiting`);
      const m = onTable(host, p.modelId, 'malifaux-1e/MO-1');
      return startSimpleDuel(host, evolve, p.duelId, m, { name: 'Wp', value: willpowerOf(host, m) }, { name: 'morale', tn: p.tn }, fateFor(host, m.id, true));
    }
    case 'ResolveMoraleDuel1e':
      return decideMorale(ext.morale, { type: c.type, data: { duelId: c.data.duelId, final: finalOf(host, c.data.duelId, 'malifaux-1e/MO-1').value } });
    case 'RegisterMoraleModels1e': {
      // A seat registers its own models; a model on the table keeps its controller (CT-1).
      const seat = (c.data as { seat?: SeatId }).seat;
      const models = c.data.models.map((m) => ({ ...m, seat: host.models[m.id]?.seat ?? seat ?? m.seat, ...zoneOf(host.models[m.id], m.meleeZones) }));
      for (const m of models) require_(c.actor.role === 'organiser' || (c.actor.role === 'seat' && m.seat === c.actor.seat), 'malifaux-1e/MO-1', '§12', `${m.id} is not the caller's model`);
      return decideMorale(ext.morale, { type: 'RegisterMoraleModels1e', data: { models } });
    }
    case 'MakeFleeMove1e': {
      // MO-9: a flee move during the model's own activation ends that activation; at the table edge it is sacrificed.
      const out: EncounterEvent1e[] = decideMorale(ext.morale, c as unknown as MoraleCommand1e);
      if (out.some((e) => e.type === 'ModelSacrificedFleeing1e') && host.models[c.data.modelId]) out.push({ type: 'ModelWoundsChanged', data: { modelId: c.data.modelId, wounds: 0, killed: true, cause: 'sacrificed at the table edge while fleeing (MO-9)' } });
      const a = host.turn.activation;
      // Stryker disable next-line MethodExpression: the morale slice answers a flee move with one event (plus the kill only after a sacrifice), so some = every
      const ends = out.some((e) => e.type === 'FleeMoveMade1e' && e.data.endsActivation);
      const ended: EncounterEvent1e[] = ends && a !== null && a.modelId === c.data.modelId ? [...out, { type: 'ActivationEnded', data: { modelId: a.modelId, apLost: a.ap } }] : out;
      // DE-4: a flee move is a movement effect, so leaving an enemy's melee zone opens disengaging strikes (DE-1);
      // a hit stops it where it would have left the zone. The enemies left are declared facts (§16.2).
      // Stryker disable next-line MethodExpression: a FleeMoveMade1e is the only event of its answer, so some = every
      const moved = out.some((e) => e.type === 'FleeMoveMade1e');
      // Stryker disable next-line ArrayDeclaration: disengageOpened keeps only models in play; the mutant's sentinel string is no model's id
      const leaves = c.data.leavesEngagementOf ?? [];
      return moved ? [...ended, ...disengageOpened(host, `flee:${c.data.modelId}:${host.turn.number}`, c.data.modelId, leaves)] : ended;
    }
    default:
      return decideMorale(ext.morale, c as unknown as MoraleCommand1e);
  }
}

/** GL-2: the core's end of the encounter (seed revealed, everything open) right after the winner is known. */
function endedEvent(host: Host1e, now: string): EncounterEvent1e {
  return { type: 'EncounterEnded', data: { seed: host.seed, endedAt: now, reason: 'GL-2: the end flip ended the game and the VP are counted' } };
}

/** Folds any stream event into the four slices (each ignores what it does not know). */
export function evolveExtensions(ext: Extensions1e, event: { readonly type: string; readonly data: unknown }): Extensions1e {
  const e = event as ExtensionEvent1e;
  const lastActivator = event.type === 'ModelActivated' ? ((event.data as { seat: SeatId }).seat ?? ext.lastActivator) : ext.lastActivator;
  return {
    encounter: evolveEncounter(ext.encounter, e),
    magic: evolveMagic(ext.magic, e),
    morale: evolveMorale(ext.morale, e),
    terrain: evolveTerrain(ext.terrain, e),
    lastActivator,
  };
}

/** Who may send an extension command: the seat named in it, or the controller of the model it moves (CT-1). */
export function authorizeExtension1e(host: Host1e | null, c: ExtensionCommand1e, controllerOf: (modelId: string) => SeatId | undefined): string | null {
  const actor = c.actor;
  const d = c.data as Record<string, unknown>;
  const asSeat = (seat: SeatId | undefined): string | null => (seat === undefined || (actor.role === 'seat' && actor.seat === seat) ? null : `only seat ${seat} may do this`);
  const ofModel = (id: string | undefined): SeatId | undefined => (id === undefined ? undefined : (controllerOf(id) ?? (host?.ext.morale.models[id]?.seat as SeatId | undefined)));
  switch (c.type) {
    case 'ResolveCasting1e':
      return asSeat(ofModel(host?.ext.magic.current?.casterId));
    case 'StartMoraleDuel1e':
    case 'ResolveMoraleDuel1e':
      return asSeat(ofModel(host?.ext.morale.pending.find((p) => p.duelId === c.data.duelId)?.modelId));
    case 'DrainSouls1e':
      return asSeat(ofModel(c.data.leaderId));
    default: {
      // The encounter slice checks a seat acts for itself (the organiser for anyone); a model's controller decides for it.
      if (typeof d.seat === 'string') return actor.role === 'organiser' ? null : asSeat(d.seat as SeatId);
      const model = (['casterId', 'summonerId', 'modelId'] as const).map((k) => d[k]).find((v): v is string => typeof v === 'string');
      return asSeat(ofModel(model));
    }
  }
}

/**
 * Folds an event into the game state's slices, and carries the slices' effects on the shared state: the starting pools
 * become the seats' soulstones (PO-1), the agreed size sets the hand size (§14.2), Drain Souls adds to the pool (§11.1).
 */
export function applyExtensions1e(state: GameState1e, event: { readonly type: string; readonly data: unknown }): GameState1e {
  const ext = evolveExtensions(state.ext, event);
  const e = event as ExtensionEvent1e;
  // Stryker disable next-line ConditionalExpression: evolveExtensions always builds a new object, so the copy is made either way
  let next: GameState1e = ext === state.ext ? state : { ...state, ext };
  const setSoulstones = (seat: SeatId, f: (n: number) => number): void => {
    const s = next.seats[seat];
    if (s) next = { ...next, seats: { ...next.seats, [seat]: { ...s, soulstones: f(s.soulstones) } } };
  };
  switch (e.type) {
    case 'StartingPoolsSet1e':
      for (const [seat, pool] of Object.entries(e.data.pools)) setSoulstones(seat as SeatId, () => pool ?? 0);
      return next;
    case 'EncounterSizeChosen1e':
      return { ...next, size: e.data.size };
    case 'SoulsDrained1e':
      setSoulstones(e.data.seat as SeatId, (n) => n + e.data.soulstonesGained);
      return next;
    // Stryker disable next-line ConditionalExpression: an emptied default falls out of the switch as its break does
    default:
      break;
  }
  // MO-10, MO-11: a fleeing model's next activation on the table is its rally; it is rallied when that activation ends.
  const core = event as EncounterEvent1e;
  const m = core.type === 'ModelActivated' || core.type === 'ActivationEnded' ? next.ext.morale.models[core.data.modelId] : undefined;
  if (!m) return next;
  const rally = core.type === 'ModelActivated' ? { ...m, rallying: m.fleeing } : m.rallying ? { ...m, rallying: false, fleeing: false } : m;
  return rally === m ? next : { ...next, ext: { ...next.ext, morale: { ...next.ext.morale, models: { ...next.ext.morale.models, [m.id]: rally } } } };
}

/**
 * §14.1, GL-1: the core turn waits for the encounter slice. Once a 1E setup has begun, turn 1 waits for its end (step
 * PLAYING); each later turn waits for the previous turn's end flip (EndTurn1e); after the last one, no turn begins.
 */
export function guardCoreCommand1e(state: GameState1e, command: { readonly type: string; readonly data: unknown }): void {
  named(() => guardCore(state, command));
}

function guardCore(state: GameState1e, command: { readonly type: string; readonly data: unknown }): void {
  if (command.type === 'TakeAction') {
    // MO-10: during the rally activation, no movement action (Walk, Charge, Jump).
    const d = command.data as { modelId: string; action: string };
    const base = d.action.split(':')[0];
    if (base === 'WALK' || base === 'CHARGE' || base === 'JUMP') assertMayTakeAction(state.ext.morale, d.modelId, 'MOVEMENT');
    return;
  }
  if (command.type === 'HireCrew') {
    // PO-3, HI-1..HI-13: with a 1E setup, the table holds the models of the list hired and revealed, and no others.
    const e = state.ext.encounter;
    if (e.step === 'BEGIN') return;
    const d = command.data as { seat: SeatId; models: readonly { id: string }[] };
    require_(e.crewsRevealed, 'malifaux-1e/SETUP', '§14.8', 'the crews are put on the table after they are hired and revealed (setup/crew)');
    // Stryker disable next-line ArrayDeclaration: a seat without a list hires nothing either way; the mutant's sentinel string is no model's id
    const list = e.crews[d.seat]?.list.models.map((m) => m.id) ?? [];
    const stray = d.models.filter((m) => !list.includes(m.id)).map((m) => m.id);
    require_(stray.length === 0, 'malifaux-1e/HI-1', '§14.8', `not on seat ${d.seat}'s hired list: ${stray.join(', ')}`);
    return;
  }
  if (command.type !== 'BeginDrawPhase') return;
  const e = state.ext.encounter;
  if (e.step === 'BEGIN') return;
  require_(e.step === 'PLAYING', e.step === 'SCORING' || e.step === 'ENDED' ? 'malifaux-1e/GL-1' : 'malifaux-1e/SETUP', '§14.1', e.step === 'SCORING' || e.step === 'ENDED' ? 'the game is over: count the VP' : `the encounter setup is at ${e.step}`);
  require_(e.turn === state.turn.number + 1, 'malifaux-1e/GL-1', '§14.12', `end turn ${state.turn.number} first (EndTurn1e)`);
}
