// Fixtures for the Standard Encounter tests: two legal crews and an encounter driven through setup on stacked decks.
import type { SeatId } from '../../../core/decider';
import type { CardId } from '../../../malifaux/cards';
import type { EncounterEvent } from '../../events';
import { stacked } from '../../testing/fixtures';
import { Game, model } from '../../testing/turns';
import type { CrewList, HireEntry } from '../hiring';
import type { SchemeChoice, SetupPreset } from '../standard-types';
import type { SchemeId } from '../tables';

const entry = (id: string, over: Partial<HireEntry> & { station?: HireEntry['model']['station']; characteristics?: string[]; wounds?: number; name?: string }): HireEntry => ({
  model: model(id, { station: over.station ?? 'MINION', characteristics: over.characteristics ?? ['Living'], wounds: over.wounds ?? 6, name: over.name ?? id.split(':')[1] }),
  cost: over.cost ?? 0,
  cache: over.cache,
  factions: over.factions ?? ['GUILD'],
  upgrades: over.upgrades,
  hireableByAbility: over.hireableByAbility,
});

/** A 50 SS Guild crew led by a Master (Scrap): 3 cache + 4 bought = Pool 7 (seed 2381). */
export const guildCrew = (): CrewList => ({
  leaderId: 'A:justice',
  poolPurchased: 4,
  models: [
    entry('A:justice', { station: 'MASTER', cache: 3, name: 'Lady Justice', wounds: 12 }),
    entry('A:judge', { station: 'HENCHMAN', cost: 9, wounds: 10, upgrades: [{ name: 'Badge', cost: 1, faction: 'GUILD' }] }),
    entry('A:marshal1', { station: 'MINION', cost: 7, name: 'Death Marshal', characteristics: ['Living', 'Rare 3'] }),
    entry('A:marshal2', { station: 'MINION', cost: 7, name: 'Death Marshal', characteristics: ['Living', 'Rare 3'] }),
    entry('A:scales', { station: 'NONE', cost: 2, name: 'Scales of Justice', characteristics: ['Totem (Lady Justice)'] }),
    entry('A:guard', { station: 'ENFORCER', cost: 8, wounds: 8 }),
    entry('A:peon', { station: 'PEON', cost: 2, wounds: 3 }),
    entry('A:merc', { station: 'ENFORCER', cost: 8, factions: ['OUTCASTS'], characteristics: ['Living', 'Mercenary'] }),
  ],
});
// Cost: 9+1 + 7+7 + 2 + 8 + 2 + (8+1) + 4 = 49.

export const neverbornCrew = (): CrewList => ({
  leaderId: 'B:lilith',
  poolPurchased: 3,
  models: [
    entry('B:lilith', { station: 'MASTER', cache: 4, name: 'Lilith', factions: ['NEVERBORN'], wounds: 12 }),
    entry('B:nephilim', { station: 'ENFORCER', cost: 10, factions: ['NEVERBORN'], wounds: 9 }),
    entry('B:young1', { station: 'MINION', cost: 6, factions: ['NEVERBORN'] }),
    entry('B:young2', { station: 'MINION', cost: 6, factions: ['NEVERBORN'] }),
    entry('B:tot', { station: 'MINION', cost: 4, factions: ['NEVERBORN'] }),
    entry('B:hench', { station: 'HENCHMAN', cost: 8, factions: ['NEVERBORN'], wounds: 9 }),
    entry('B:peon', { station: 'PEON', cost: 2, factions: ['NEVERBORN'], wounds: 3 }),
  ],
});

/** What `createStandard` varies: the stream id, the cards under each seat's opening card, and the creation time. */
export interface CreateOptions {
  readonly encounterId?: string;
  readonly aTop?: readonly CardId[];
  readonly bTop?: readonly CardId[];
  readonly now?: string;
}

/**
 * A new encounter of players A and B on stacked decks, cuts declined: A's deck opens with `10 of Rams`, B's with
 * `5 of Rams`, so A is the randomly determined player of setup (RD-2); `aTop`/`bTop` follow those cards.
 */
export function createStandard(g: Game, o: CreateOptions = {}): Game {
  g.do('organiser', 'CreateEncounter', {
    encounterId: o.encounterId ?? 'e1',
    players: [{ name: 'A' }, { name: 'B' }],
    seed: '00112233445566778899aabbccddeeff',
    seedCommitment: 'x',
    options: { autoDeclineCuts: true },
    stackedDecks: [stacked('RAM-10', ...(o.aTop ?? [])), stacked('RAM-05', ...(o.bTop ?? []))],
    now: o.now ?? '2026-01-01T00:00:00Z',
  });
  return g;
}

/** Both seats' top cards: A's `10 of Rams` beats B's `5 of Rams`, so A is the randomly determined player (RD-2). */
export function newStandard(aTop: CardId[] = [], bTop: CardId[] = [], preset?: SetupPreset): Game {
  const g = createStandard(new Game([]), { aTop, bTop });
  g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', preset });
  return g;
}

export const terrain = [
  { id: 't1', kind: 'WALL', heightInches: 2.5, base: '6x1 rectangle' },
  { id: 't2', kind: 'FORMATION', heightInches: 1, base: 'round 4"' },
];

/** Through the scheme pool: A flips `deployment` then `strategy` from her deck; the pool is pre-given as a shuffled deck order. */
export function toHiring(opts: { deployment?: CardId; strategy?: CardId; poolTop?: CardId[]; pool?: SchemeId[] } = {}): Game {
  const g = newStandard([opts.deployment ?? 'MASK-03', opts.strategy ?? 'RAM-04'], [], opts.pool ? { schemePool: opts.pool } : undefined);
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: 50 });
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
  g.do('A', 'DetermineDeployment', { flipId: 'dep' });
  g.do('A', 'DetermineStrategy', { flipId: 'str' });
  const top = opts.poolTop ?? ['CROW-07', 'MASK-12'];
  // Replace the fresh shuffle's order so that the pool flips are known (events are data: evolve reads the order).
  const last = g.events[g.events.length - 1];
  if (!opts.pool && last.type === 'DeckShuffled') {
    const order = [...top, ...last.data.order.filter((c) => !top.includes(c))];
    g.events[g.events.length - 1] = { ...last, data: { ...last.data, order } };
  }
  g.do('A', 'GenerateSchemePool', { flipId: 'pool' });
  return g;
}

export const choice = (scheme: SchemeId, notes: SchemeChoice['notes'] = {}): SchemeChoice => ({ scheme, notes });

/** Setup complete, Turn `turn` at its End Phase; A deploys first. Schemes given per seat. */
export function atEndPhase(schemes: { A: SchemeChoice[]; B: SchemeChoice[]; revealA?: SchemeId[]; revealB?: SchemeId[] }, turn = 1, opts: { strategy?: CardId } = {}): Game {
  // The organiser pre-sets the pool (seed 1892-1898) to hold every scheme the test names.
  const g = toHiring({ strategy: opts.strategy, pool: [...new Set([...schemes.A, ...schemes.B].map((c) => c.scheme))] });
  g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
  g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
  g.do('A', 'ChooseSchemes', { seat: 'A', schemes: schemes.A, reveal: schemes.revealA ?? [] });
  g.do('B', 'ChooseSchemes', { seat: 'B', schemes: schemes.B, reveal: schemes.revealB ?? [] });
  g.do('A', 'FlipDeploymentOrder', { flipId: 'order' });
  const winner = g.state.standard!.orderWinner!;
  g.do(winner, 'ChooseDeploymentOrder', { deployFirst: winner === 'A' });
  g.do('A', 'ChooseDeploymentZone', { zone: 'ZONE_1' });
  return toTurnEnd(g, turn);
}

/** The Turn's phases written as their events up to the End Phase of `turn`. */
export function toTurnEnd(g: Game, turn: number): Game {
  g.events.push(
    { type: 'DrawPhaseBegun', data: { turn, order: ['A', 'B'] } },
    { type: 'DrawPhaseEnded', data: { turn } },
    { type: 'FirstPlayerChosen', data: { turn, chosenBy: 'A', firstPlayer: 'A', secondPlayer: 'B' } },
    { type: 'ActivationPhaseBegun', data: { turn, firstPlayer: 'A', next: 'A' } },
    { type: 'ActivationPhaseEnded', data: { turn } },
  );
  return g;
}

export const endPhase = (g: Game): EncounterEvent[] => g.do('A', 'ResolveEndPhase', { flipId: `end${g.state.turn}`, now: '2026-01-01T02:00:00Z' });
export const killed = (modelId: string, seat: SeatId, by: string | null, bySeat: SeatId | null, turn: number): EncounterEvent => ({
  type: 'ModelKilled',
  data: { modelId, seat, byModelId: by, bySeat, turn, marker: null, buried: false },
});
export const schemeMarker = (id: string, seat: SeatId): EncounterEvent => ({ type: 'MarkerPlaced', data: { id, kind: 'SCHEME', seat, droppedBy: null } });
export const vpOf = (g: Game, seat: SeatId): number => g.state.standard!.ledger.filter((x) => x.seat === seat).reduce((n, x) => n + x.vp, 0);
export const vpFrom = (g: Game, seat: SeatId, source: string): number => g.state.standard!.ledger.filter((x) => x.seat === seat && x.source === source).reduce((n, x) => n + x.vp, 0);
