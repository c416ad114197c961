// malifaux-2e §21.8 Linked Games (rules/malifaux-2e.md; seed 3139-3169): a series of five Story Encounters between two
// players: the same Encounter Size and Leader in every game, the same announced Faction (A-48, policy `sameFaction`,
// default on), no Scheme picked twice in the series, each player's VP totalled over the games.
// The context of game k is derived by the server from game k-1's ended state (never taken from a client), so the
// chain of encounters is the campaign: each one carries the totals and the Schemes used so far.
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { GameState } from '../state';
import { parseCard, SUITS, type CardId, type Suit } from '../../malifaux/cards';
import type { LinkedContext, Spoils, StandardEncounter } from './standard-types';
import { objectiveFor, STORY_STRATEGIES, storyStrategyFor, UNCONVENTIONAL_TERRAINS, type StoryStrategy } from './story-tables';
import type { Faction, SchemeId } from './tables';

export const SERIES_LENGTH = 5;
const S218 = '§21.8 (seed 3139-3169)';
const RULE = 'malifaux-2e/SETUP';

const nameOf = (state: GameState, seat: SeatId): string => state.seats[seat]?.name ?? '';

/** The context of the next game in the series, from the previous game's ended state. */
export function nextLinkedGame(prev: GameState, previousEncounterId: string, sameFaction: boolean): LinkedContext {
  const enc = prev.standard;
  require_(prev.status === 'ended' && enc !== undefined && enc !== null && enc.result !== null, RULE, S218, 'the previous game of the series must have ended with a result');
  require_(enc.mode === 'STORY', RULE, S218, 'Linked Games are Story Encounters');
  const game = (enc.linked?.game ?? 1) + 1;
  require_(game <= SERIES_LENGTH, RULE, S218, `a series of Linked Games is ${SERIES_LENGTH} games`);
  const players: Record<string, LinkedContext['players'][string]> = {};
  for (const seat of prev.seatOrder) {
    const name = nameOf(prev, seat);
    const before = enc.linked?.players[name];
    const crew = enc.crews[seat]?.list;
    const leader = crew?.models.find((m) => m.model.id === crew.leaderId)?.model.name ?? '';
    players[name] = {
      faction: enc.factions[seat] as Faction,
      leaderName: before?.leaderName ?? leader,
      schemesUsed: [...(before?.schemesUsed ?? []), ...(enc.schemes[seat] ?? []).map((c) => c.scheme)],
      totalVp: (before?.totalVp ?? 0) + (enc.result.vp[seat] ?? 0),
    };
  }
  return {
    game,
    previousEncounterId,
    encounterSize: enc.linked?.encounterSize ?? enc.size?.soulstones ?? 0,
    players,
    previousWinner: enc.result.winner === null ? null : nameOf(prev, enc.result.winner),
    sameFaction,
  };
}

/** At the start of game k: the same two players, a Story Encounter. */
export function assertLinkedStart(state: GameState, linked: LinkedContext, mode: 'STANDARD' | 'STORY'): void {
  require_(mode === 'STORY', RULE, S218, 'Linked Games are Story Encounters');
  const names = state.seatOrder.map((s) => nameOf(state, s)).sort();
  require_(JSON.stringify(names) === JSON.stringify(Object.keys(linked.players).sort()), RULE, S218, 'every game of the series is played by the same two players');
}

const linkedPlayer = (state: GameState, s: StandardEncounter, seat: SeatId) => s.linked?.players[nameOf(state, seat)];

export function assertLinkedSize(s: StandardEncounter, soulstones: number): void {
  if (s.linked) require_(soulstones === s.linked.encounterSize, RULE, S218, `every game of the series is played at ${s.linked.encounterSize} SS`);
}

export function assertLinkedFaction(state: GameState, s: StandardEncounter, seat: SeatId, faction: Faction): void {
  const p = linkedPlayer(state, s, seat);
  if (p && s.linked?.sameFaction) require_(faction === p.faction, RULE, S218, 'every game of the series is played with the same announced Faction (A-48)');
}

export function assertLinkedLeader(state: GameState, s: StandardEncounter, seat: SeatId, leaderName: string): void {
  const p = linkedPlayer(state, s, seat);
  if (p) require_(leaderName === p.leaderName, RULE, S218, `every game of the series is led by the same Leader (${p.leaderName})`);
}

export function assertLinkedSchemes(state: GameState, s: StandardEncounter, seat: SeatId, schemes: readonly SchemeId[]): void {
  const p = linkedPlayer(state, s, seat);
  for (const x of schemes) if (p) require_(!p.schemesUsed.includes(x), RULE, S218, `${x} was already picked in this series: no Scheme twice`);
}

/**
 * §21.8 spoils: before terrain, the winner of the previous game (none after a tie) picks one option: her side after
 * seeing the Strategy flip, the Unconventional Terrain, the Attacker's Strategy, or the Defender's objective.
 */
export function chooseSpoils(state: GameState, s: StandardEncounter, c: Omit<Spoils, 'roleChosen'>): Spoils {
  require_(s.linked !== undefined && s.linked !== null, RULE, S218, 'spoils belong to a linked game');
  require_(s.linked.previousWinner !== null, RULE, S218, 'the previous game was a tie: no spoils');
  require_(nameOf(state, c.seat) === s.linked.previousWinner, RULE, S218, `the spoils are ${s.linked.previousWinner}'s, the winner of the previous game`);
  require_(!s.spoils, RULE, S218, 'the spoils have been chosen');
  require_(s.step === 'RECORD_TERRAIN', RULE, S218, 'the spoils are chosen before the terrain is placed');
  switch (c.option) {
    case 'ROLE_AFTER_FLIP':
      return { seat: c.seat, option: c.option };
    case 'UNCONVENTIONAL_TERRAIN':
      require_(c.terrain !== undefined && (UNCONVENTIONAL_TERRAINS as readonly string[]).includes(c.terrain), RULE, '§21.2', `one of ${UNCONVENTIONAL_TERRAINS.join(', ')}`);
      return { seat: c.seat, option: c.option, terrain: c.terrain };
    case 'ATTACKER_STRATEGY':
      require_(c.attackerStrategy !== undefined && STORY_STRATEGIES.includes(c.attackerStrategy), RULE, '§21.4', `one of ${STORY_STRATEGIES.join(', ')}`);
      return { seat: c.seat, option: c.option, attackerStrategy: c.attackerStrategy };
    case 'DEFENDER_OBJECTIVE':
      require_(c.defenderSuit !== undefined && SUITS.includes(c.defenderSuit), RULE, '§21.4', 'the suit of the Defender objective: RAM, TOME, CROW or MASK');
      return { seat: c.seat, option: c.option, defenderSuit: c.defenderSuit };
    default:
      return require_(false, RULE, S218, 'ROLE_AFTER_FLIP, UNCONVENTIONAL_TERRAIN, ATTACKER_STRATEGY or DEFENDER_OBJECTIVE') as never;
  }
}

/** §21.8 option 3 / 4: the chosen half, the flipped card for the other half ("a flip is still made"). */
export function spoiledStrategy(spoils: Spoils | null | undefined, card: CardId): { attackerStrategy: StoryStrategy; defenderObjective: string } {
  const flipped = storyStrategyFor(card);
  const suit = parseCard(card).suit as Suit;
  if (spoils?.option === 'ATTACKER_STRATEGY' && spoils.attackerStrategy) return { attackerStrategy: spoils.attackerStrategy, defenderObjective: objectiveFor(spoils.attackerStrategy, suit) };
  if (spoils?.option === 'DEFENDER_OBJECTIVE' && spoils.defenderSuit) return { attackerStrategy: flipped.attackerStrategy, defenderObjective: objectiveFor(flipped.attackerStrategy, spoils.defenderSuit) };
  return flipped;
}

/** Option 1 holds the setup until the winner has chosen her side; the terrain waits for the spoils. */
export function assertSpoilsSettled(s: StandardEncounter, before: 'TERRAIN' | 'HIRING'): void {
  if (before === 'TERRAIN') require_(!s.linked?.previousWinner || !!s.spoils, RULE, S218, `${s.linked?.previousWinner} chooses her spoils before the terrain`);
  else require_(s.spoils?.option !== 'ROLE_AFTER_FLIP' || s.spoils.roleChosen === true, RULE, S218, 'the previous winner chooses Attacker or Defender first (spoils)');
}
