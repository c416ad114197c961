// Fixtures for Story Encounter tests (§21): a Story Encounter driven through setup on stacked decks, optionally as a
// game of a series of Linked Games (§21.8).
import type { CardId } from '../../../malifaux/cards';
import { Game } from '../../testing/turns';
import { choice, createStandard, guildCrew, neverbornCrew, terrain, toTurnEnd } from './fixtures';
import type { CrewList } from '../hiring';
import type { LinkedContext, SchemeChoice } from '../standard-types';
import type { Faction, SchemeId } from '../tables';

/** A crew list of another faction: the Guild fixture's models re-badged (the hiring rules only read the faction). */
export const rebadge = (list: CrewList, from: Faction, to: Faction): CrewList => ({
  ...list,
  models: list.models.map((e) => ({
    ...e,
    factions: e.factions.map((f) => (f === from ? to : f)),
    upgrades: e.upgrades?.map((u) => ({ ...u, faction: u.faction === from ? to : u.faction })),
  })),
});

export interface Story {
  readonly factionA?: Faction;
  readonly A?: SchemeChoice[];
  readonly B?: SchemeChoice[];
  readonly revealA?: SchemeId[];
  readonly size?: number;
  readonly factionB?: Faction;
  readonly linked?: LinkedContext;
  /** A's Strategy flip (default 5 of Crows: Turf War, the Defender's Slaughter); A is the Attacker (9 beats 2). */
  readonly strategyCard?: string;
  /** Cards flipped before the Strategy card (a Joker first starts a Shindig, §21.4). */
  readonly jokers?: readonly string[];
  /** B's crew list (default: the Neverborn fixture). */
  readonly crewB?: CrewList;
}

/** A Story Encounter (§21.1) up to the scheme choice: A is Guild (or `factionA`), B Neverborn. */
export function toSchemes(o: Story): Game {
  const g = createStandard(new Game([]), { aTop: ['RAM-01', 'RAM-09', ...((o.jokers ?? []) as CardId[]), (o.strategyCard ?? 'CROW-05') as CardId], bTop: ['RAM-02'] });
  g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', mode: 'STORY', ...(o.linked ? { linked: o.linked } : {}) });
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: o.size ?? 50 });
  const fa = o.factionA ?? 'GUILD';
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: fa });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: o.factionB ?? 'NEVERBORN' });
  g.do('A', 'DetermineDeployment', { flipId: 'dep' });
  g.do('A', 'DetermineStrategy', { flipId: 'str' });
  g.do('A', 'SubmitCrew', { seat: 'A', list: rebadge(guildCrew(), 'GUILD', fa) });
  g.do('B', 'SubmitCrew', { seat: 'B', list: o.crewB ?? neverbornCrew() });
  return g;
}

/** ... through the choice of Schemes and the deployment, to the End Phase of `turn`. */
export function storyAt(o: Story, turn = 5): Game {
  const g = toSchemes(o);
  g.do('A', 'ChooseSchemes', { seat: 'A', schemes: o.A ?? [choice('BREAKTHROUGH'), choice('OUTFLANK')], reveal: o.revealA ?? [] });
  g.do('B', 'ChooseSchemes', { seat: 'B', schemes: o.B ?? [choice('PROTECT_TERRITORY'), choice('OUTFLANK')], reveal: [] });
  g.do('A', 'FlipDeploymentOrder', { flipId: 'order' });
  const winner = g.state.standard!.orderWinner!;
  g.do(winner, 'ChooseDeploymentOrder', { deployFirst: winner === 'A' });
  g.do('A', 'ChooseDeploymentZone', { zone: 'ZONE_1' });
  return toTurnEnd(g, turn);
}

