// malifaux-2e §20.1-§20.10 Standard Encounter setup as a state machine (rules/malifaux-2e.md; seed 1825-2427): TE-1..TE-4, DV-10..DV-15, DV-18, A-3, A-22, A-29, A-31
// The setup step ids of §20.1 have no rule ids in the spec: a move out of order is refused as `malifaux-2e/SETUP` (§20.1).
import type { SeatId } from '../../core/decider';
import { require_, RuleViolation } from '../../core/rule-violation';
import { isBlackJoker, isRedJoker, type CardId } from '../../malifaux/cards';
import { discardFromPlay, flipToPlay, shuffleEvent, type RandomSource, type SeatCards } from '../../malifaux/fate-deck';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent } from '../events';
import { assertNoPendingCut, randomOf } from '../fate-deck';
import { flipForRandomPlayer } from '../random-determination';
import { isGame, opponentOf, seatOf, type GameState } from '../state';
import { validateCrew } from '../turn/crew';
import { validateHire } from './hiring';
import { validateSchemes } from './scheme-choice';
import { assertLinkedFaction, assertLinkedLeader, assertLinkedSchemes, assertLinkedSize, assertLinkedStart, assertSpoilsSettled, chooseSpoils, spoiledStrategy } from './linked-games';
import { declareScoringFacts, answerScoringFacts, revealScheme, ruleOnScoringFacts } from './declarations';
import { TERRAIN_KINDS, TERRAIN_TRAITS, type SchemeChoice, type SetupStepName, type StandardCommand, type StandardEncounter, type TerrainPiece, type TerrainTrait, type TerrainKind } from './standard-types';
import { storyDeploymentFor } from './story-tables';
import { evolve } from '../evolve';
import { DEPLOYMENTS, DEPLOYMENT_ZONES, deploymentFor, FACTIONS, MAX_ENCOUNTER_SIZE, MIN_ENCOUNTER_SIZE, opposite, schemePool, SCHEMES, sizeClass, STRATEGIES, strategyFor } from './tables';

export const SETUP = 'malifaux-2e/SETUP';
const S201 = '§20.1 (seed 1825-1874)';
const S202 = '§20.2 (seed 1876-1966)';

/** TE-4: the typical pieces' traits, used when the players give none. */
const TYPICAL: Readonly<Record<TerrainKind, readonly TerrainTrait[]>> = {
  FORMATION: ['blocking', 'hardCover', 'severe'],
  WALL: ['blocking', 'hardCover', 'climbable', 'impassable'],
  UNEVEN_GROUND: ['severe'],
  GROVE: ['dense', 'severe', 'softCover'],
  HILL: ['blocking'],
  CLIFF: ['climbable', 'vantagePoint'],
  STRUCTURE: ['enclosed', 'impassable', 'blocking', 'hardCover'],
  OTHER: [],
};

export function standardOf(state: GameState): StandardEncounter {
  const s = state.standard;
  if (!s) throw new RuleViolation(SETUP, S201, 'no Standard Encounter setup has begun');
  return s;
}

function atStep(state: GameState, step: SetupStepName): StandardEncounter {
  const s = standardOf(state);
  require_(s.step === step, SETUP, S201, `the setup is at ${s.step}, not ${step}`);
  return s;
}

/** One card off `seat`'s deck face up to its discard pile (FD-9, FD-11). */
function flipOne(seat: SeatId, cards: SeatCards, random: RandomSource, flipId: string): { events: EncounterEvent[]; card: CardId | null; after: SeatCards } {
  const f = flipToPlay(seat, cards, random, flipId);
  const d = discardFromPlay(seat, f.after, f.card);
  return { events: [...f.events, ...d.events], card: f.card, after: d.after };
}

function beginStandardSetup(state: GameState, c: Extract<StandardCommand, { type: 'BeginStandardSetup' }>): EncounterEvent[] {
  require_(!state.standard, SETUP, S201, 'the Standard Encounter setup has already begun');
  require_(state.turn === 0 && (state.table?.crews.length ?? 0) === 0, SETUP, S201, 'setup comes before any crew is hired and before Turn 1');
  const p = c.data.preset ?? {};
  require_(c.actor.role === 'organiser' || Object.keys(p).length === 0, SETUP, '§20.1 (seed 1892-1898)', 'only the organiser pre-sets setup steps');
  require_(p.deployment === undefined || DEPLOYMENTS.includes(p.deployment), SETUP, S201, 'unknown deployment');
  require_(p.strategy === undefined || STRATEGIES.includes(p.strategy), SETUP, S201, 'unknown strategy');
  const mode = c.data.mode ?? 'STANDARD';
  require_(mode === 'STANDARD' || mode === 'STORY', SETUP, S201, 'mode is STANDARD or STORY');
  require_(mode === 'STANDARD' || (p.strategy === undefined && p.schemePool === undefined), SETUP, '§21.1 (seed 2462-2517)', 'a Story Encounter flips its own Strategy and has no Scheme pool');
  require_(p.schemePool === undefined || (p.schemePool.length >= 2 && new Set(p.schemePool).size === p.schemePool.length && p.schemePool.every((x) => (SCHEMES as readonly string[]).includes(x))), SETUP, S201, 'a pre-set scheme pool names at least 2 different schemes');
  if (c.data.linked) {
    require_(c.actor.role === 'organiser', SETUP, '§21.8 (seed 3139-3169)', 'only the organiser links a game to the previous one of a series');
    assertLinkedStart(state, c.data.linked, mode);
  }
  // RD-2, A-31: one randomly determined player places the first terrain piece and flips the setup tables from her deck.
  const rd = flipForRandomPlayer(state, { type: 'FlipForRandomPlayer', actor: c.actor, data: { flipId: c.data.flipId } });
  const det = rd.find((e) => e.type === 'RandomPlayerDetermined');
  const winner = det?.type === 'RandomPlayerDetermined' ? det.data.winner : null;
  return [...rd, { type: 'StandardSetupBegun', data: { placer: winner ?? state.seatOrder[0], rounds: det?.type === 'RandomPlayerDetermined' ? det.data.rounds : [], preset: p, ...(mode === 'STORY' ? { mode } : {}), ...(c.data.linked ? { linked: c.data.linked } : {}) } }];
}

function recordTerrain(state: GameState, c: Extract<StandardCommand, { type: 'RecordTerrain' }>): EncounterEvent[] {
  const s = atStep(state, 'RECORD_TERRAIN');
  assertSpoilsSettled(s, 'TERRAIN');
  const other = opponentOf(state, s.placer);
  const ids = new Set<string>();
  const pieces: TerrainPiece[] = c.data.pieces.map((p, i) => {
    require_(typeof p.id === 'string' && p.id.length > 0 && !ids.has(p.id), 'malifaux-2e/TE-2', S202, `pieces[${i}]: every piece has its own id`);
    ids.add(p.id);
    require_(TERRAIN_KINDS.includes(p.kind), 'malifaux-2e/TE-4', S202, `pieces[${i}]: unknown kind ${p.kind}`);
    // NaN and ±Infinity fail the range test, so a number in range is a real height.
    require_(typeof p.heightInches === 'number' && p.heightInches >= 0 && p.heightInches <= 36, 'malifaux-2e/TE-1', S202, `pieces[${i}]: a real height of 0..36 inches`);
    require_(typeof p.base === 'string' && p.base.trim().length > 0, 'malifaux-2e/TE-2', S202, `pieces[${i}]: every piece has a base, physical or an agreed outline`);
    const traits = p.traits ?? TYPICAL[p.kind];
    const bad = traits.filter((t) => !TERRAIN_TRAITS.includes(t));
    require_(bad.length === 0, 'malifaux-2e/TE-3', S202, `pieces[${i}]: unknown traits ${bad.join(', ')}`);
    // TE-1: Ht is the real height rounded down; the random player places first, then the players alternate.
    return { ...p, traits: [...new Set(traits)], ht: Math.floor(p.heightInches), placedBy: i % 2 === 0 ? s.placer : other };
  });
  return [{ type: 'TerrainRecorded', data: { pieces } }];
}

function setEncounterSize(state: GameState, c: Extract<StandardCommand, { type: 'SetEncounterSize' }>): EncounterEvent[] {
  assertLinkedSize(atStep(state, 'SET_ENCOUNTER_SIZE'), c.data.soulstones);
  const n = c.data.soulstones;
  // below 10 SS is not defined: refused.
  require_(Number.isInteger(n) && n >= MIN_ENCOUNTER_SIZE && n <= MAX_ENCOUNTER_SIZE, 'malifaux-2e/DV-18', '§20.3 (seed 1968-1989)', `an encounter is ${MIN_ENCOUNTER_SIZE}..${MAX_ENCOUNTER_SIZE} SS`);
  return [{ type: 'EncounterSizeSet', data: { soulstones: n, sizeClass: sizeClass(n) } }];
}

function announceFaction(state: GameState, c: Extract<StandardCommand, { type: 'AnnounceFaction' }>): EncounterEvent[] {
  const s = atStep(state, 'ANNOUNCE_FACTIONS');
  require_(FACTIONS.includes(c.data.faction), SETUP, S201, `one of ${FACTIONS.join(', ')}`);
  require_(s.factions[c.data.seat] === undefined, SETUP, S201, 'a faction announced cannot be changed');
  assertLinkedFaction(state, s, c.data.seat, c.data.faction);
  const factions = { ...s.factions, [c.data.seat]: c.data.faction };
  const committed: EncounterEvent = { type: 'FactionCommitted', data: { seat: c.data.seat, faction: c.data.faction } };
  if (!state.seatOrder.every((x) => factions[x] !== undefined)) return [committed];
  return [committed, { type: 'FactionsRevealed', data: { factions: factions as Record<string, (typeof FACTIONS)[number]> } }];
}

function tableFlip(state: GameState, flipId: string, random: RandomSource): { events: EncounterEvent[]; card: CardId | null; seat: SeatId; after: SeatCards } {
  const seat = standardOf(state).placer;
  const own = seatOf(state, seat);
  assertNoPendingCut(own);
  require_(own.inPlay.length === 0, 'malifaux-2e/DU-S1', '§4.3', 'finish the flip in progress first');
  return { ...flipOne(seat, own, random, flipId), seat };
}

function determineDeployment(state: GameState, c: Extract<StandardCommand, { type: 'DetermineDeployment' }>): EncounterEvent[] {
  const s = atStep(state, 'DETERMINE_DEPLOYMENT');
  if (s.preset.deployment) return [{ type: 'DeploymentDetermined', data: { seat: null, card: null, deployment: s.preset.deployment } }];
  const f = tableFlip(state, c.data.flipId, randomOf(state));
  // no card at all counts as the Black Joker.
  // §21.3, DV-16: a Story Encounter flips on its own table (13 Close, Jokers Blind Deployment).
  const deployment = s.mode === 'STORY' ? storyDeploymentFor(f.card ?? 'BJ') : deploymentFor(f.card ?? 'BJ');
  return [...f.events, { type: 'DeploymentDetermined', data: { seat: f.seat, card: f.card, deployment } }];
}

/**
 * §21.4, DV-17: Attacker and Defender at random (RD-2), then the randomly determined player of setup flips: the value
 * gives the Attacker's Strategy, the suit the Defender's objective; a Joker starts a Shindig (the first one flipped is
 * recorded) and is flipped again, as are further Jokers.
 */
function determineStoryStrategy(state: GameState, c: Extract<StandardCommand, { type: 'DetermineStrategy' }>, s: StandardEncounter): EncounterEvent[] {
  const rd = flipForRandomPlayer(state, { type: 'FlipForRandomPlayer', actor: c.actor, data: { flipId: `${c.data.flipId}:attacker` } });
  const det = rd.find((e) => e.type === 'RandomPlayerDetermined');
  let attacker: SeatId = (det?.type === 'RandomPlayerDetermined' ? det.data.winner : null) ?? state.seatOrder[0];
  let after = state;
  for (const e of rd) {
    const n = evolve(after, e);
    if (isGame(n)) after = n;
  }
  const random = randomOf(after);
  let cards: SeatCards = seatOf(after, s.placer);
  const events: EncounterEvent[] = [...rd];
  const flipped: CardId[] = [];
  let card: CardId | null = null;
  for (
    let i = 0;
    card === null &&
    // Stryker disable next-line EqualityOperator: with distinct cards (two Jokers) a non-Joker comes by the third flip of a pass, so a 7th flip is never reached
    i < 6;
    i++
  ) {
    const f = flipOne(s.placer, cards, random, `${c.data.flipId}:${i}`);
    events.push(...f.events);
    cards = f.after;
    if (f.card === null) break;
    flipped.push(f.card);
    if (!isRedJoker(f.card) && !isBlackJoker(f.card)) card = f.card;
  }
  require_(card !== null, 'malifaux-2e/FD-11', '§1.5', 'the deck ran out of cards for the Story Strategy');
  const shindig = flipped[0] === 'RJ' || flipped[0] === 'BJ' ? flipped[0] : null;
  // §21.8 spoils: a chosen half of the Strategy; with ROLE_AFTER_FLIP the winner attacks until she chooses her side.
  const { attackerStrategy, defenderObjective } = spoiledStrategy(s.spoils, card);
  if (s.spoils?.option === 'ROLE_AFTER_FLIP') attacker = s.spoils.seat;
  const defender = opponentOf(state, attacker);
  return [...events, { type: 'StoryStrategyDetermined', data: { seat: s.placer, attacker, defender, flipped, card, shindig, attackerStrategy, defenderObjective, pool: [...SCHEMES] } }];
}

/** §21.8 spoils option 1: after seeing the Strategy flip, the previous winner is the Attacker or the Defender. */
function chooseStoryRole(state: GameState, c: Extract<StandardCommand, { type: 'ChooseStoryRole' }>): EncounterEvent[] {
  const s = atStep(state, 'HIRE_CREWS');
  require_(s.spoils?.option === 'ROLE_AFTER_FLIP' && s.spoils.seat === c.data.seat && !s.spoils.roleChosen, SETUP, '§21.8 (seed 3139-3169)', 'only the previous winner who took this spoils option chooses her side, once');
  const attacker = c.data.attacker ? c.data.seat : opponentOf(state, c.data.seat);
  return [{ type: 'StoryRoleChosen', data: { seat: c.data.seat, attacker, defender: opponentOf(state, attacker) } }];
}

function determineStrategy(state: GameState, c: Extract<StandardCommand, { type: 'DetermineStrategy' }>): EncounterEvent[] {
  const s = atStep(state, 'DETERMINE_STRATEGY');
  if (s.mode === 'STORY') return determineStoryStrategy(state, c, s);
  const random = randomOf(state);
  const events: EncounterEvent[] = [];
  let after: SeatCards = seatOf(state, s.placer);
  let strategy = s.preset.strategy;
  let card: CardId | null = null;
  if (!strategy) {
    const f = tableFlip(state, c.data.flipId, random);
    events.push(...f.events);
    card = f.card;
    after = f.after;
    strategy = strategyFor(f.card ?? 'BJ');
  }
  events.push({ type: 'StrategyDetermined', data: { seat: s.preset.strategy ? null : s.placer, card, strategy } });
  if (s.preset.schemePool) return events;
  // §20.6: the scheme pool is flipped from a fresh shuffle (the opponent is offered a cut, FD-13).
  events.push(shuffleEvent(s.placer, after, 'all', 'fresh-deck', random, state.options.autoDeclineCuts ? null : opponentOf(state, s.placer)));
  return events;
}

function generateSchemePool(state: GameState, c: Extract<StandardCommand, { type: 'GenerateSchemePool' }>): EncounterEvent[] {
  const s = atStep(state, 'GENERATE_SCHEME_POOL');
  if (s.preset.schemePool) return [{ type: 'SchemePoolGenerated', data: { seat: null, flipped: [], cards: [], pool: s.preset.schemePool } }];
  const own = seatOf(state, s.placer);
  assertNoPendingCut(own);
  const random = randomOf(state);
  const events: EncounterEvent[] = [];
  const flipped: CardId[] = [];
  const cards: CardId[] = [];
  let after: SeatCards = own;
  // DV-13: a Joker is discarded and flipped again. A 54-card deck holds two Jokers, so six flips always suffice.
  for (
    let i = 0;
    cards.length < 2 &&
    // Stryker disable next-line EqualityOperator: with distinct cards (two Jokers) each pass gives a non-Joker within three flips, so two come within six and a 7th flip is never reached
    i < 6;
    i++
  ) {
    const f = flipOne(s.placer, after, random, `${c.data.flipId}:${i}`);
    events.push(...f.events);
    after = f.after;
    if (f.card === null) break;
    flipped.push(f.card);
    if (!isRedJoker(f.card) && !isBlackJoker(f.card)) cards.push(f.card);
  }
  require_(cards.length === 2, 'malifaux-2e/FD-11', '§1.5', 'the deck ran out of cards for the scheme pool');
  return [...events, { type: 'SchemePoolGenerated', data: { seat: s.placer, flipped, cards, pool: schemePool(cards[0], cards[1]) } }];
}

function submitCrew(state: GameState, c: Extract<StandardCommand, { type: 'SubmitCrew' }>): EncounterEvent[] {
  const s = atStep(state, 'HIRE_CREWS');
  assertSpoilsSettled(s, 'HIRING');
  const seat = c.data.seat;
  require_(s.crews[seat] === undefined, SETUP, '§20.8 (seed 2347-2399)', 'this seat has already hired its crew');
  // Two secret lists must never collide: in a Standard Encounter a seat's model ids start with its seat and a colon.
  for (const e of c.data.list.models) require_(e.model.id.startsWith(`${seat}:`), SETUP, '§20.8', `model ids of seat ${seat} start with "${seat}:" (${e.model.id})`);
  validateCrew(c.data.list.models.map((e) => e.model), new Set());
  assertLinkedLeader(state, s, seat, c.data.list.models.find((e) => e.model.id === c.data.list.leaderId)?.model.name ?? '');
  const summary = validateHire(c.data.list, s.size?.soulstones ?? 0, s.factions[seat]!);
  const crews = { ...s.crews, [seat]: { list: c.data.list, summary } };
  const submitted: EncounterEvent = { type: 'CrewSubmitted', data: { seat, list: c.data.list, summary } };
  if (!state.seatOrder.every((x) => crews[x] !== undefined)) return [submitted];
  // §20.8: both crews revealed at once, then hired onto the table in seat order.
  const hired: EncounterEvent[] = state.seatOrder.map((x) => ({ type: 'CrewHired', data: { seat: x, models: crews[x]!.list.models.map((e) => e.model) } }));
  return [submitted, { type: 'CrewsRevealed', data: { crews: crews as Record<string, (typeof crews)[SeatId] & object> } }, ...hired];
}

function chooseSchemes(state: GameState, c: Extract<StandardCommand, { type: 'ChooseSchemes' }>): EncounterEvent[] {
  const s = atStep(state, 'CHOOSE_SCHEMES');
  const seat = c.data.seat;
  require_(s.schemes[seat] === undefined, SETUP, '§20.9 (seed 2401-2419)', 'this seat has already chosen its schemes');
  validateSchemes(state, s, seat, c.data.schemes, c.data.reveal);
  assertLinkedSchemes(state, s, seat, c.data.schemes.map((k) => k.scheme));
  const chosen: EncounterEvent = { type: 'SchemesChosen', data: { seat, schemes: c.data.schemes, reveal: c.data.reveal } };
  const all = { ...s.schemes, [seat]: c.data.schemes };
  if (!state.seatOrder.every((x) => all[x] !== undefined)) return [chosen];
  const revealed: Record<string, readonly SchemeChoice[]> = {};
  for (const x of state.seatOrder) {
    const reveal = x === seat ? c.data.reveal : (s.startReveals?.[x] ?? []);
    revealed[x] = all[x]!.filter((k) => reveal.includes(k.scheme)).map((k) => ({ scheme: k.scheme, notes: k.notes }));
  }
  return [chosen, { type: 'SchemesRevealed', data: { revealed } }];
}

function flipDeploymentOrder(state: GameState, c: Extract<StandardCommand, { type: 'FlipDeploymentOrder' }>): EncounterEvent[] {
  atStep(state, 'FLIP_DEPLOYMENT_ORDER');
  // §20.10 step 1: both flip, the higher card decides; A-3: a tie is reflipped.
  const rd = flipForRandomPlayer(state, { type: 'FlipForRandomPlayer', actor: c.actor, data: { flipId: c.data.flipId } });
  const det = rd.find((e) => e.type === 'RandomPlayerDetermined');
  const d = det?.type === 'RandomPlayerDetermined' ? det.data : { rounds: [], winner: null };
  return [...rd, { type: 'DeploymentOrderFlipped', data: { rounds: d.rounds, winner: d.winner ?? state.seatOrder[0] } }];
}

function chooseDeploymentOrder(state: GameState, c: Extract<StandardCommand, { type: 'ChooseDeploymentOrder' }>): EncounterEvent[] {
  const s = atStep(state, 'CHOOSE_DEPLOYMENT_ORDER');
  const winner = s.orderWinner!;
  return [{ type: 'DeploymentOrderChosen', data: { chosenBy: winner, deployFirst: c.data.deployFirst ? winner : opponentOf(state, winner) } }];
}

function chooseDeploymentZone(state: GameState, c: Extract<StandardCommand, { type: 'ChooseDeploymentZone' }>): EncounterEvent[] {
  const s = atStep(state, 'CHOOSE_DEPLOYMENT_ZONE');
  require_(DEPLOYMENT_ZONES.includes(c.data.zone), SETUP, '§20.10 (seed 2421-2427)', `one of ${DEPLOYMENT_ZONES.join(', ')}`);
  const first = s.deployFirst!;
  const zones = { [first]: c.data.zone, [opponentOf(state, first)]: opposite(c.data.zone) };
  // §20.10 step 3, FD-12: every Fate card used in setup is gathered and each full deck reshuffled (cut offered).
  const random = randomOf(state);
  const shuffles = state.seatOrder.map((x) => shuffleEvent(x, seatOf(state, x), 'all', 'fresh-deck', random, state.options.autoDeclineCuts ? null : opponentOf(state, x)));
  return [{ type: 'CrewsDeployed', data: { deployFirst: first, zones, deployment: s.deployment! } }, ...shuffles, { type: 'StandardSetupCompleted', data: { deployedFirst: first } }];
}

export function decideStandard(state: GameState, c: StandardCommand): EncounterEvent[] {
  switch (c.type) {
    case 'BeginStandardSetup':
      return beginStandardSetup(state, c);
    case 'RecordTerrain':
      return recordTerrain(state, c);
    case 'SetEncounterSize':
      return setEncounterSize(state, c);
    case 'AnnounceFaction':
      return announceFaction(state, c);
    case 'DetermineDeployment':
      return determineDeployment(state, c);
    case 'DetermineStrategy':
      return determineStrategy(state, c);
    case 'GenerateSchemePool':
      return generateSchemePool(state, c);
    case 'SubmitCrew':
      return submitCrew(state, c);
    case 'ChooseSchemes':
      return chooseSchemes(state, c);
    case 'FlipDeploymentOrder':
      return flipDeploymentOrder(state, c);
    case 'ChooseDeploymentOrder':
      return chooseDeploymentOrder(state, c);
    case 'ChooseDeploymentZone':
      return chooseDeploymentZone(state, c);
    case 'RevealScheme':
      return revealScheme(state, c);
    case 'DeclareScoringFacts':
      return declareScoringFacts(state, c);
    case 'AnswerScoringFacts':
      return answerScoringFacts(state, c);
    case 'RuleOnScoringFacts':
      return ruleOnScoringFacts(state, c);
    case 'ChooseSpoils':
      return [{ type: 'SpoilsChosen', data: chooseSpoils(state, standardOf(state), c.data) }];
    case 'ChooseStoryRole':
      return chooseStoryRole(state, c);
    default: {
      const _exhaustive: never = c;
      return _exhaustive;
    }
  }
}

/**
 * §20.1: while a Standard Encounter is being set up, crews come from SubmitCrew and Turn 1 waits for the end of setup;
 * the Turn-1 Draw Phase is declared first by the player who deployed first.
 */
export function standardCommandGuard(state: GameState, c: EncounterCommand): EncounterCommand {
  const s = state.standard;
  if (!s) return c;
  if (c.type === 'HireCrew') throw new RuleViolation(SETUP, '§20.8', 'in a Standard Encounter crews are hired secretly with SubmitCrew');
  if (c.type === 'BeginDrawPhase' && state.turn === 0) {
    require_(s.step === 'COMPLETE', SETUP, S201, `Turn 1 begins once setup is complete (now at ${s.step})`);
    const first = s.deployFirst!;
    require_(c.data.firstPlayer === undefined || c.data.firstPlayer === first, 'malifaux-2e/DP-4', '§20.10 (seed 2425), §6.2', `seat ${first} deployed first and declares first in Turn 1`);
    return { ...c, data: { ...c.data, firstPlayer: first } };
  }
  return c;
}
