// Test fixtures for the GG3 decider: two crews, salts, and a small Game driver that decides and folds commands.
import type { Actor } from '../../core/decider';
import { fold } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import type { ClaimFacts, Gg3Command, ModelInput } from '../commands';
import { decide } from '../decide';
import type { Gg3Event } from '../events';
import { evolve, initialState } from '../evolve';
import type { Gg3Policies } from '../policies';
import type { Gg3State, Seat } from '../state';
import type { Gg3Strategy } from '../tables';
import { refusalOf as refusalOfCall } from '../../core/testing/refusal';

export const ORG: Actor = { role: 'organiser' };
export const seatActor = (seat: Seat): Actor => ({ role: 'seat', seat });
export const SALT = (n: number): string => n.toString(16).padStart(32, '0');
export const SEED = 'ab'.repeat(32);
export const NOW = '2026-11-23T15:00:00.000Z';

const m = (lineageId: string, station: ModelInput['station'], cost: number | null, maxHealth: number, extra: Partial<ModelInput> = {}): ModelInput => ({ lineageId, name: lineageId, station, cost, maxHealth, ...extra });

export const CREW_A: ModelInput[] = [
  m('a-lead', 'MASTER', null, 14, { isLeader: true }),
  m('a-totem', 'MINION', 2, 4, { isTotem: true }),
  m('a-hench', 'HENCHMAN', 9, 10),
  m('a-enf', 'ENFORCER', 8, 8),
  m('a-min1', 'MINION', 5, 6),
  m('a-min2', 'MINION', 4, 5),
  m('a-peon', 'PEON', 3, 4),
];
export const CREW_B: ModelInput[] = [
  m('b-lead', 'MASTER', null, 14, { isLeader: true }),
  m('b-hench', 'HENCHMAN', 10, 10),
  m('b-enf', 'ENFORCER', 8, 9),
  m('b-min1', 'MINION', 6, 6),
  m('b-min2', 'MINION', 5, 6),
  m('b-peon', 'PEON', 2, 4),
];

/** Terrain: a barn on the high half (B's side when A deploys low), a shed near A's DZ, a rock near the centre. */
export const TERRAIN = [
  { terrainId: 'barn', label: 'Barn', footprint: [[10, 26], [14, 26], [14, 30], [10, 30]] as [number, number][] },
  { terrainId: 'shed', label: 'Shed', footprint: [[20, 6], [24, 6], [24, 10], [20, 10]] as [number, number][] },
  { terrainId: 'rock', label: 'Rock', footprint: [[16, 16], [20, 16], [20, 20], [16, 20]] as [number, number][] },
  { terrainId: 'tower', label: 'Tower', footprint: [[26, 12], [30, 12], [30, 14], [26, 14]] as [number, number][] },
];

export interface SetupOptions {
  readonly strategy?: Gg3Strategy;
  readonly pool?: number[];
  readonly schemesA?: Record<string, unknown>[];
  readonly schemesB?: Record<string, unknown>[];
  readonly policies?: Partial<Gg3Policies>;
}

export class Game {
  events: Gg3Event[] = [];
  state: Gg3State = initialState();

  run(type: Gg3Command['type'], actor: Actor, data: object): Gg3Event[] {
    const produced = decide(this.state, { type, actor, data: { now: NOW, ...data } } as Gg3Command);
    this.events.push(...produced);
    this.state = fold(evolve, this.state, produced);
    return produced;
  }
  org(type: Gg3Command['type'], data: object = {}): Gg3Event[] {
    return this.run(type, ORG, data);
  }
  seat(seat: Seat, type: Gg3Command['type'], data: object = {}): Gg3Event[] {
    return this.run(type, seatActor(seat), { seat, ...data });
  }
  /** The rule id a refused command names (undefined when it was accepted; the state is left untouched either way). */
  refusal(seat: Seat | null, type: Gg3Command['type'], data: object = {}): string | undefined {
    try {
      decide(this.state, { type, actor: seat ? seatActor(seat) : ORG, data: { now: NOW, ...(seat ? { seat } : {}), ...data } } as Gg3Command);
      return undefined;
    } catch (e) {
      if (e instanceof RuleViolation) return e.ruleId.replace('malifaux-3e-gg3/', '');
      throw e;
    }
  }
  claim(seat: Seat, slot: 0 | 1, part: 'reveal' | 'end', facts: ClaimFacts = {}, removeMarkers: string[] = [], factId = `c-${this.events.length}`): Gg3Event[] {
    return this.seat(seat, 'ClaimScheme', { slot, part, facts, removeMarkers, factId });
  }
  claimRefusal(seat: Seat, slot: 0 | 1, part: 'reveal' | 'end', facts: ClaimFacts = {}, removeMarkers: string[] = []): string | undefined {
    return this.refusal(seat, 'ClaimScheme', { slot, part, facts, removeMarkers, factId: `r-${this.events.length}` });
  }
  vp(seat: Seat): number {
    return this.state.ledger.filter((e) => e.seat === seat && !e.revoked).reduce((n, e) => n + e.vp, 0);
  }
  types(events: Gg3Event[]): string[] {
    return events.map((e) => e.type);
  }
}

/** A new encounter, both crews, terrain, schemes, A attacker, B defends the high half: ready to deploy. */
export function preDeploy(o: SetupOptions = {}): Game {
  const g = beforeAttacker(o);
  if (g.state.policies.initiative === 'server-flip') {
    g.org('DetermineAttacker');
    g.seat(g.state.flip!.winner, 'ChooseAfterFlip', { pick: 'A' });
  } else g.org('DetermineAttacker', { attacker: 'A' });
  g.seat('B', 'ChooseDeploymentZones', { half: 'high' });
  return g;
}

/** A new encounter, both crews, terrain and schemes: the Attacker is due. */
export function beforeAttacker(o: SetupOptions = {}): Game {
  const g = new Game();
  g.org('CreateEncounter', {
    encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
    generation: { method: 'to-assigned', strategy: o.strategy ?? 'gg3.cursed-objects', schemePool: o.pool ?? [1, 2, 3, 4, 5], deployment: 'standard' },
    policies: o.policies,
  });
  g.org('RegisterTerrain', { terrain: TERRAIN });
  g.seat('A', 'DeclareCrew', { models: CREW_A });
  g.seat('B', 'DeclareCrew', { models: CREW_B });
  g.seat('A', 'ChooseSchemes', { schemes: o.schemesA ?? [{ no: 1 }, { no: 3 }], salts: [SALT(1), SALT(2)] });
  g.seat('B', 'ChooseSchemes', { schemes: o.schemesB ?? [{ no: 3 }, { no: 4 }], salts: [SALT(3), SALT(4)] });
  return g;
}

/** Deployed, pre-game steps of the strategy done, Turn 1 under way (Activation Phase), A with Initiative. */
export function inTurnOne(o: SetupOptions = {}): Game {
  const g = preDeploy(o);
  if ((o.strategy ?? 'gg3.cursed-objects') === 'gg3.carve-a-path') {
    g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 6 });
    g.seat('B', 'PlaceStrategyMarker', { x: 30, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 30, y: 6 });
  }
  g.org('DeployCrews');
  if ((o.strategy ?? 'gg3.cursed-objects') === 'gg3.cursed-objects') {
    g.org('DeclarePregameInitiative', { seat: 'A' });
    const a = ['b-hench', 'b-hench', 'b-enf', 'b-enf', 'b-min1'];
    const b = ['a-hench', 'a-hench', 'a-enf', 'a-enf', 'a-min1'];
    for (let i = 0; i < 5; i++) {
      g.seat('A', 'PlaceCurseToken', { model: a[i] });
      g.seat('B', 'PlaceCurseToken', { model: b[i] });
    }
  }
  startTurn(g, 'A');
  g.org('StartActivations');
  return g;
}

/** Starts the next turn with `initiative`: declared, or under server-flip the flip's winner picks it. */
export function startTurn(g: Game, initiative: Seat): void {
  if (g.state.policies.initiative === 'declared') g.org('StartTurn', { initiative });
  else {
    g.org('StartTurn');
    g.seat(g.state.flip!.winner, 'ChooseAfterFlip', { pick: initiative });
  }
}

/** Ends the turn: End Phase, strategy scored, both seats pass their claims. */
export function endTurnPassing(g: Game, first: Seat = 'A'): void {
  g.org('EndTurn');
  if (g.state.endStep === 'COVERT') {
    g.seat('A', 'RevealCovertSelection', {});
    g.seat('B', 'RevealCovertSelection', {});
  }
  if (g.state.endStep === 'STRATEGY') {
    g.seat('A', 'DeclareStrategyFacts', { factId: `gs-a-${g.state.turn}`, near: {} });
    g.seat('B', 'DeclareStrategyFacts', { factId: `gs-b-${g.state.turn}`, near: {} });
  }
  g.seat(first, 'FinishClaims');
  g.seat(first === 'A' ? 'B' : 'A', 'FinishClaims');
}

/** Carve a Path (no Curse bookkeeping) with the given schemes; Turn 1, Activation Phase, A with Initiative. */
export function schemeGame(schemesA: Record<string, unknown>[], schemesB: Record<string, unknown>[] = [{ no: 3 }, { no: 4 }], policies: Partial<Gg3Policies> = {}): Game {
  const used = [...new Set([...schemesA, ...schemesB].map((s) => s.no as number))];
  const pool = [...used, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].filter((n) => !used.includes(n))].slice(0, Math.max(5, used.length));
  return inTurnOne({ strategy: 'gg3.carve-a-path', schemesA, schemesB, pool, policies });
}

export function drop(g: Game, seat: Seat, markerId: string, x: number, y: number, type = 'scheme', owner: Seat | null = seat): void {
  g.seat(seat, 'DropMarker', { markerId, type, owner, x, y });
}

/** Plays on (passing every claim) until the end-of-game claims are open. */
export function toGameEnd(g: Game): void {
  for (let guard = 0; guard < 40 && g.state.phase !== 'GAME_END' && g.state.status === 'active'; guard++) {
    if (g.state.phase === 'ACTIVATION') g.org('EndTurn');
    else if (g.state.phase === 'END' && g.state.claimant) g.seat(g.state.claimant, 'FinishClaims');
    else if (g.state.phase === 'SETUP') {
      g.org('StartTurn', { initiative: 'A' });
      g.org('StartActivations');
    } else if (g.state.phase === 'START') g.org('StartActivations');
  }
}

/** The refusal `f` throws as "<RULE-ID> <section>: <message>" (undefined when it throws nothing): tests assert all three. */
export const refusalOf = (f: () => unknown): string | undefined => {
  const r = refusalOfCall(f);
  return r && `${r.ruleId.replace('malifaux-3e-gg3/', '')} ${r.section}: ${r.message}`;
};
