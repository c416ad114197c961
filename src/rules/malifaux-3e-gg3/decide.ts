// malifaux-3e-gg3 decide: one small function per command (README "Commands"), then the checkpoint steps that follow
// by themselves (claims.ts followUps). Every refusal is a RuleViolation naming its rule id.
import { fold } from '../core/decider';
import { require_ } from '../core/rule-violation';
import type { Gg3Command } from './commands';
import { claimScheme, finishClaims, followUps, gameEnded } from './claims';
import { declareCrew } from './crews';
import type { Gg3Event } from './events';
import { evolve } from './evolve';
import { confirmFact, disputeFact, resolveDispute, withdrawFact } from './facts';
import { generate } from './generation';
import { chooseAfterFlip, flipOrDeclared } from './initiative-flip';
import { CHOOSABLE_POLICIES, DEFAULT_POLICIES, type Gg3Policies } from './policies';
import { chooseSchemes } from './scheme-prep';
import type { Gg3State } from './state';
import { declareStrategyFacts, revealCovert } from './strategy-scoring';
import { chooseDeploymentZones, declarePregameInitiative, deployCrews, placeCarveMarker, placeSetupCurse } from './strategy-setup';
import * as t from './table-records';
import { RULESET } from './tables';

function create(s: Gg3State, c: Extract<Gg3Command, { type: 'CreateEncounter' }>): Gg3Event[] {
  require_(s.status === 'none', `${RULESET}/EN-1`, '§3.3', 'the encounter exists already');
  require_(c.data.players.length === 2, `${RULESET}/EN-1`, '§3.3', 'a GG3 encounter has two players');
  const chosen = Object.fromEntries(Object.entries(c.data.policies ?? {}).filter(([k, v]) => v !== undefined && CHOOSABLE_POLICIES.includes(k as keyof Gg3Policies)));
  // Policy `initiative` (README "Decisions"): the server flips by default when it owns the randomness (server-rng).
  const initiative = c.data.generation.method === 'server-rng' ? 'server-flip' : 'declared';
  const policies = { ...DEFAULT_POLICIES, initiative, ...chosen } as Gg3Policies;
  const g = generate(c.data.generation, c.data.seed);
  return [
    { type: 'EncounterCreated', data: { encounterId: c.data.encounterId, players: c.data.players.map((p, i) => ({ seat: i === 0 ? 'A' : 'B', name: p.name })), seedCommitment: c.data.seedCommitment, seed: c.data.seed, createdAt: c.data.now, policies } },
    { type: 'EncounterGenerated', data: { deployment: g.deployment, strategy: g.strategy, schemePool: g.schemePool, generation: g.generation } },
  ];
}

function decideOne(s: Gg3State, c: Gg3Command): Gg3Event[] {
  if (c.type !== 'CreateEncounter') require_(s.status === 'active', `${RULESET}/ORD-4`, '§6', s.status === 'ended' ? 'the game has ended' : 'no such encounter');
  const all = (events: Gg3Event[]): Gg3State => fold(evolve, s, events);
  switch (c.type) {
    case 'CreateEncounter':
      return create(s, c);
    case 'RegisterTerrain':
      require_(
        !s.deployed &&
          // Stryker disable next-line ConditionalExpression: a turn starts only after deployment (assertTurnMayStart) and deployed never resets, so undeployed means Turn 0
          s.turn === 0,
        `${RULESET}/SC-5`,
        '§10.3',
        'terrain is registered before the game',
      );
      for (const x of c.data.terrain) require_(!s.terrain.some((y) => y.terrainId === x.terrainId) && x.footprint.length >= 3, `${RULESET}/SC-5`, '§5.5', `terrain ${x.terrainId}: a new id and a polygon footprint`);
      return [{ type: 'TerrainRegistered', data: { terrain: c.data.terrain.map((x) => ({ terrainId: x.terrainId, label: x.label, footprint: x.footprint })) } }];
    case 'DeclareCrew':
      return declareCrew(s, c.data.seat, c.data.models);
    case 'ChooseSchemes':
      return chooseSchemes(s, c.data.seat, c.data.schemes, c.data.salts);
    case 'DetermineAttacker':
      require_(s.attacker === null && s.crewsRevealed, `${RULESET}/GEO-5`, '§10.3', 'Attacker and Defender are determined once, after the crews are revealed');
      return flipOrDeclared(s, 'attacker', c.data.attacker);
    case 'ChooseAfterFlip':
      return chooseAfterFlip(s, c.data.seat, c.data.pick);
    case 'ChooseDeploymentZones':
      return chooseDeploymentZones(s, c.data.seat, c.data.half, c.data.zones);
    case 'PlaceStrategyMarker':
      return placeCarveMarker(s, c.data.seat, c.data.x, c.data.y);
    case 'DeployCrews':
      return deployCrews(s);
    case 'DeclarePregameInitiative':
      return declarePregameInitiative(s, c.data.seat, all);
    case 'PlaceCurseToken':
      return s.turn === 0 ? placeSetupCurse(s, c.data.seat, c.data.model, all) : t.summonCurse(s, c.data.seat, c.data.model);
    case 'StartTurn':
      t.assertTurnMayStart(s);
      return flipOrDeclared(s, 'initiative', c.data.initiative);
    case 'CommitCovertSelection':
      return t.commitCovert(s, c.data);
    case 'StartActivations':
      return t.startActivations(s);
    case 'RecordDamage':
      return t.recordDamage(s, c.data);
    case 'RecordHealing':
      return t.recordHealing(s, c.data);
    case 'RecordKill':
      return t.recordKill(s, c.data);
    case 'DiscardCurseToken':
      return t.discardCurse(s, c.data);
    case 'RedistributeCurseTokens':
      return t.redistributeCurse(s, c.data);
    case 'RecordSummon':
      return t.recordSummon(s, c.data);
    case 'RecordReplace':
      return t.recordReplace(s, c.data);
    case 'RecordBury':
      return t.recordBury(s, c.data);
    case 'DropMarker':
      return t.dropMarker(s, c.data);
    case 'RemoveMarker':
      return t.removeMarker(s, c.data);
    case 'PushStrategyMarker':
      return t.pushStrategyMarker(s, c.data);
    case 'PassCurseToken':
      return t.passCurse(s, c.data);
    case 'EndActivation':
      return t.endActivation(s, c.data);
    case 'EndTurn':
      return t.endTurn(s);
    case 'RevealCovertSelection':
      return revealCovert(s, c.data.seat, c.data.placement, c.data.factId);
    case 'DeclareStrategyFacts':
      return declareStrategyFacts(s, c.data.seat, c.data.factId, c.data.near);
    case 'ClaimScheme':
      return claimScheme(s, c.data);
    case 'FinishClaims':
      return finishClaims(s, c.data.seat);
    case 'ConfirmFact':
      return confirmFact(s, c.data.seat, c.data.factId);
    case 'DisputeFact':
      return disputeFact(s, c.data.seat, c.data.factId, c.data.reason);
    case 'ResolveDispute':
      return resolveDispute(s, c.data.factId, c.data.ruling);
    case 'WithdrawFact':
      return withdrawFact(s, c.data.seat, c.data.factId);
    case 'EndEncounter':
      return gameEnded(s, c.data.now, c.data.reason);
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function decide(s: Gg3State, c: Gg3Command): Gg3Event[] {
  const out = decideOne(s, c);
  const now = 'now' in c.data && typeof c.data.now === 'string' ? c.data.now : s.createdAt;
  let state = fold(evolve, s, out);
  for (let more = followUps(state, now); more.length > 0; more = followUps(state, now)) {
    out.push(...more);
    state = fold(evolve, state, more);
  }
  return out;
}
