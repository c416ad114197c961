// malifaux-2e §21.8 Linked Games (rules/malifaux-2e.md; seed 3139-3169): a series of five Story Encounters between two
// players: the same Encounter Size and Leader in every game, the same announced Faction (A-48, policy `sameFaction`,
// default on), no Scheme picked twice in the series, each player's VP totalled over the games.
// The context of game k is derived by the server from game k-1's ended state (never taken from a client), so the
// chain of encounters is the campaign: each one carries the totals and the Schemes used so far.
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import type { GameState } from '../state';
import type { LinkedContext, StandardEncounter } from './standard-types';
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
