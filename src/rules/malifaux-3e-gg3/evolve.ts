// malifaux-3e-gg3 evolve: folds one event into the state. Total (never throws), so old streams always replay.
// MK-3: every marker creation, move and removal is an event, so marker counts are computed from the log.
import { SEAT_JOINED, type SeatJoined } from '../core/seat-joined';
import type { Gg3Event } from './events';
import { DEFAULT_POLICIES } from './policies';
import { opponent, type KillRecord, type Gg3Marker, type Gg3Model, type Gg3State, type SchemeSlot, type Seat } from './state';

export function initialState(): Gg3State {
  return {
    status: 'none', version: 0, encounterId: '', seedCommitment: '', seed: '', createdAt: '', endedAt: null, players: [], policies: DEFAULT_POLICIES,
    deployment: 'standard', strategy: 'gg3.cursed-objects', schemePool: [], generation: { method: 'to-assigned', flips: [] }, terrain: [], crews: {},
    crewsRevealed: false, models: {}, attacker: null, halves: {}, zones: {}, centerlineOrientation: null, markers: [], strategyMarkersPlaced: 0,
    deployed: false, pregameInitiative: null, curseSetup: { A: 0, B: 0 }, curseSetupDone: false, schemes: {}, turn: 0, phase: 'SETUP', initiative: null, nextNonce: 1, flip: null,
    covert: {}, endStep: null, strategyFacts: {}, claimant: null, claimsDone: [], activationEnded: null, summonCurseOpen: null, pendingCurse: null, kills: [], damage: [],
    discards: [], facts: [], ledger: [], result: null,
  };
}

const patchModel = (s: Gg3State, id: string, f: (m: Gg3Model) => Gg3Model): Gg3State => {
  const m = s.models[id];
  return m ? { ...s, models: { ...s.models, [id]: f(m) } } : s;
};
const lastKillOf = (s: Gg3State, victim: string): KillRecord | undefined => [...s.kills].reverse().find((k) => k.victim === victim);
const patchMarker = (s: Gg3State, id: string, f: (m: Gg3Marker) => Gg3Marker): Gg3State => ({ ...s, markers: s.markers.map((m) => (m.id === id ? f(m) : m)) });
const patchSlot = (s: Gg3State, seat: Seat, slot: number, f: (x: SchemeSlot) => SchemeSlot): Gg3State => ({
  ...s,
  schemes: { ...s.schemes, [seat]: (s.schemes[seat] ?? []).map((x) => (x.slot === slot ? f(x) : x)) },
});

function isSeatJoined(e: { readonly type: string }): e is SeatJoined {
  return e.type === SEAT_JOINED;
}

export function evolve(prev: Gg3State, e: Gg3Event): Gg3State {
  const s: Gg3State = { ...prev, version: prev.version + 1 };
  // An open seat taken (ruleset-blind event appended by the application layer): only the seat's name changes.
  const joined: { readonly type: string } = e;
  if (isSeatJoined(joined)) return { ...s, players: s.players.map((p) => (p.seat === joined.data.seat ? { ...p, name: joined.data.name } : p)) };
  switch (e.type) {
    case 'EncounterCreated':
      return { ...s, status: 'active', encounterId: e.data.encounterId, players: e.data.players, seedCommitment: e.data.seedCommitment, seed: e.data.seed, createdAt: e.data.createdAt, policies: e.data.policies };
    case 'EncounterGenerated':
      return { ...s, deployment: e.data.deployment, strategy: e.data.strategy, schemePool: e.data.schemePool, generation: e.data.generation };
    case 'TerrainRegistered':
      return { ...s, terrain: [...s.terrain, ...e.data.terrain] };
    case 'CrewDeclared':
      return { ...s, crews: { ...s.crews, [e.data.seat]: e.data.models.map((m) => m.lineageId) }, models: { ...s.models, ...Object.fromEntries(e.data.models.map((m) => [m.lineageId, m])) } };
    case 'CrewsRevealed':
      return { ...s, crewsRevealed: true };
    case 'SchemesCommitted':
      return {
        ...s,
        schemes: {
          ...s.schemes,
          [e.data.seat]: e.data.commitments.map((c, i) => ({ slot: i as 0 | 1, commitment: c, payload: e.data.secret.payloads[i] ?? null, salt: e.data.secret.salts[i] ?? null, revealed: false, revealVp: false, endVp: false })),
        },
      };
    case 'FateFlipped':
      return { ...s, nextNonce: Math.max(s.nextNonce, e.data.nonces.A, e.data.nonces.B) + 1, flip: { purpose: e.data.purpose, turn: e.data.turn, winner: e.data.winner } };
    case 'AttackerDefenderDetermined':
      return { ...s, attacker: e.data.attacker, flip: null };
    case 'DeploymentZonesChosen':
      return { ...s, halves: e.data.halves, zones: e.data.zones, centerlineOrientation: e.data.centerlineOrientation };
    case 'StrategyMarkerDropped':
      return { ...s, markers: [...s.markers, e.data.marker], strategyMarkersPlaced: s.strategyMarkersPlaced + 1 };
    case 'MarkerDropped':
      return { ...s, markers: [...s.markers, e.data.marker] };
    case 'MarkerRemoved':
      return { ...s, markers: s.markers.filter((m) => m.id !== e.data.markerId) };
    case 'CrewsDeployed':
      return { ...s, deployed: true };
    case 'PregameInitiativeDeclared':
      return { ...s, pregameInitiative: e.data.seat };
    case 'CurseTokenPlaced': {
      const n = patchModel(s, e.data.model, (m) => ({ ...m, curse: m.curse + 1 }));
      return e.data.phase === 'setup' ? { ...n, curseSetup: { ...n.curseSetup, [e.data.placerCrew]: n.curseSetup[e.data.placerCrew] + 1 } } : { ...n, summonCurseOpen: null };
    }
    case 'CurseSetupEnded':
      return { ...s, curseSetupDone: true };
    case 'ClaimTokensGranted':
      return e.data.lineageIds.reduce((acc, id) => patchModel(acc, id, (m) => ({ ...m, claim: 1 })), s);
    case 'TurnStarted':
      return { ...s, flip: null, turn: e.data.turn, initiative: e.data.initiative, phase: 'START', covert: {}, endStep: null, strategyFacts: {}, claimant: null, claimsDone: [], activationEnded: null };
    case 'CovertSelectionCommitted':
      return { ...s, covert: { ...s.covert, [e.data.seat]: { commitment: e.data.commitment, lineageIds: e.data.secret.lineageIds, salt: e.data.secret.salt, revealed: false, placement: null, factId: null } } };
    case 'ActivationPhaseStarted':
      return { ...s, phase: 'ACTIVATION' };
    case 'DamageApplied': {
      const n = patchModel(s, e.data.target, (m) => ({ ...m, health: Math.max(0, m.health - e.data.amount) }));
      const activationEnded = s.activationEnded && s.activationEnded.activationId !== e.data.activationId ? null : s.activationEnded;
      return { ...n, activationEnded, damage: [...n.damage, { factId: e.data.factId, source: e.data.source, target: e.data.target, amount: e.data.amount, activationId: e.data.activationId, turn: s.turn }] };
    }
    case 'Healed':
      return patchModel(s, e.data.target, (m) => ({ ...m, health: Math.min(m.maxHealth, m.health + e.data.amount) }));
    case 'ModelKilled': {
      const v = s.models[e.data.victim];
      const n = patchModel(s, e.data.victim, (m) => ({ ...m, status: 'killed', health: 0, curse: 0 }));
      const kill = v
        ? [{ victim: v.lineageId, victimCrew: v.crew, killer: e.data.killer, killerController: e.data.killerController, leadersWithin3: e.data.leadersWithin3, wasBuried: e.data.wasBuried, turn: s.turn, factId: e.data.factId, cost: v.cost, victimWasLeader: v.isLeader, healthBefore: v.health, curseBefore: v.curse, curseTo: [] }]
        : [];
      return { ...n, kills: [...n.kills, ...kill], pendingCurse: v && v.curse > 0 ? { victim: v.lineageId, tokens: v.curse, discarded: false } : n.pendingCurse };
    }
    case 'CurseTokenDiscarded':
      return { ...s, discards: [...s.discards, { byCrew: e.data.byCrew, fromModel: e.data.fromModel, turn: e.data.turn, killFactId: lastKillOf(s, e.data.fromModel)?.factId ?? null }], pendingCurse: s.pendingCurse ? { ...s.pendingCurse, tokens: s.pendingCurse.tokens - 1, discarded: true } : null };
    case 'CurseDiscardDeclined':
      return { ...s, pendingCurse: s.pendingCurse ? { ...s.pendingCurse, discarded: true } : null };
    case 'CurseTokensRedistributed': {
      const k = lastKillOf(s, e.data.fromModel);
      const kills = s.kills.map((x) => (x === k ? { ...x, curseTo: [...e.data.to] } : x));
      return { ...e.data.to.reduce((acc, id) => patchModel(acc, id, (m) => ({ ...m, curse: m.curse + 1 })), s), kills, pendingCurse: null };
    }
    case 'ModelSummoned':
      return { ...s, summonCurseOpen: e.data.model.lineageId, crews: { ...s.crews, [e.data.model.crew]: [...(s.crews[e.data.model.crew] ?? []), e.data.model.lineageId] }, models: { ...s.models, [e.data.model.lineageId]: e.data.model } };
    case 'ModelReplaced':
      return patchModel(s, e.data.lineageId, (m) => ({
        ...m,
        modelId: e.data.modelId,
        name: e.data.name,
        station: e.data.station,
        cost: e.data.cost,
        maxHealth: e.data.maxHealth,
        health: e.data.maxHealth,
        replacedByHigherCost: m.replacedByHigherCost || e.data.higherCost,
        // OQ-5 / OQ-24: tokens move to the replacing model unless the policy says otherwise.
        curse: s.policies.tokensFollowReplace ? m.curse : 0,
        claim: s.policies.claimOnReplace ? m.claim : 0,
      }));
    case 'ModelBuried':
      return patchModel(s, e.data.lineageId, (m) => ({ ...m, status: 'buried' }));
    case 'ModelUnburied':
      return patchModel(s, e.data.lineageId, (m) => ({ ...m, status: 'in-play' }));
    case 'StrategyMarkerPushed':
      return patchMarker(s, e.data.markerId, (m) => ({ ...m, x: e.data.x, y: e.data.y }));
    case 'CurseTokenMoved':
      return patchModel(patchModel(s, e.data.from, (m) => ({ ...m, curse: m.curse - 1 })), e.data.to, (m) => ({ ...m, curse: m.curse + 1 }));
    case 'ActivationEnded':
      return { ...s, activationEnded: { lineageId: e.data.lineageId, activationId: e.data.activationId } };
    case 'EndPhaseStarted':
      return { ...s, phase: 'END', activationEnded: null, endStep: s.strategy === 'gg3.covert-operation' && s.turn >= 2 ? 'COVERT' : 'STRATEGY' };
    case 'CovertSelectionRevealed': {
      const c = s.covert[e.data.seat];
      const covert = { ...s.covert, [e.data.seat]: { commitment: c?.commitment ?? '', lineageIds: e.data.lineageIds, salt: e.data.salt, revealed: true, placement: e.data.placement, factId: e.data.factId } };
      return { ...s, covert };
    }
    case 'CovertPlacementsApplied':
      return { ...s, endStep: 'STRATEGY' };
    case 'ClaimTokenPlaced': {
      const n = patchModel(s, e.data.model, (m) => ({ ...m, claim: m.claim - 1 }));
      return patchMarker(n, e.data.marker, (m) => ({ ...m, claims: { ...m.claims, [e.data.seat]: m.claims[e.data.seat] + 1 } }));
    }
    case 'StrategyFactsDeclared':
      return { ...s, strategyFacts: { ...s.strategyFacts, [e.data.seat]: { factId: e.data.factId, near: e.data.near } } };
    case 'StrategyVpAwarded':
      return {
        ...s,
        ledger: [...s.ledger, { awardId: e.data.awardId, seat: e.data.seat, source: 'STRATEGY', scheme: null, part: 'strategy', vp: e.data.vp, turn: e.data.turn, reason: e.data.reason, factIds: e.data.factIds, removedMarkers: [], version: s.version, revoked: false }],
      };
    case 'StrategyScored':
      return { ...s, endStep: 'CLAIMS', claimant: s.initiative };
    case 'SchemeRevealed':
      return patchSlot(s, e.data.seat, e.data.slot, (x) => ({ ...x, revealed: true, payload: e.data.payload, salt: e.data.salt }));
    case 'SchemeVpAwarded': {
      const n = patchSlot(s, e.data.seat, e.data.slot, (x) => (e.data.part === 'reveal' ? { ...x, revealVp: true } : { ...x, endVp: true }));
      return {
        ...n,
        ledger: [
          ...n.ledger,
          { awardId: e.data.awardId, seat: e.data.seat, source: 'SCHEME', scheme: e.data.no, part: e.data.part, vp: 1, turn: e.data.turn, reason: e.data.reason, factIds: e.data.factIds, removedMarkers: e.data.removedMarkers, version: s.version, revoked: false },
        ],
      };
    }
    case 'ClaimsFinished': {
      const claimsDone = [...s.claimsDone, e.data.seat];
      const next = claimsDone.length >= 2 ? null : opponent(e.data.seat);
      return { ...s, claimsDone, claimant: next };
    }
    case 'TurnEnded':
      return e.data.turn >= 5 ? { ...s, phase: 'GAME_END', claimsDone: [], claimant: s.initiative, endStep: 'CLAIMS' } : { ...s, phase: 'SETUP', endStep: null };
    case 'FactAsserted':
      return { ...s, facts: [...s.facts, { factId: e.data.factId, assertedBy: e.data.seat, kind: e.data.kind, fact: e.data.fact, turn: e.data.turn, status: 'asserted' }] };
    case 'FactConfirmed':
      return { ...s, facts: s.facts.map((f) => (f.factId === e.data.factId ? { ...f, status: 'confirmed' } : f)) };
    case 'FactDisputed':
      return { ...s, facts: s.facts.map((f) => (f.factId === e.data.factId ? { ...f, status: 'disputed' } : f)) };
    case 'DisputeResolved':
      return { ...s, facts: s.facts.map((f) => (f.factId === e.data.factId ? { ...f, status: e.data.ruling } : f)) };
    // FACT-1 compensating events (overruled-unwind.ts): the recorded state is put back, the history stays.
    case 'DamageReverted': {
      const n = patchModel(s, e.data.target, (m) => (m.status === 'killed' || m.status === 'removed' ? m : { ...m, health: Math.min(m.maxHealth, m.health + e.data.amount) }));
      return { ...n, damage: n.damage.filter((d) => d.factId !== e.data.factId) };
    }
    case 'HealingReverted':
      return patchModel(s, e.data.target, (m) => (m.status === 'killed' || m.status === 'removed' ? m : { ...m, health: Math.max(0, m.health - e.data.amount) }));
    case 'ModelRestored': {
      const n = patchModel(s, e.data.lineageId, (m) => ({ ...m, status: e.data.status, health: e.data.health, curse: e.data.curse }));
      return {
        ...n,
        kills: n.kills.filter((k) => k.factId !== e.data.factId),
        discards: n.discards.filter((d) => d.killFactId !== e.data.factId),
        pendingCurse: n.pendingCurse?.victim === e.data.lineageId ? null : n.pendingCurse,
      };
    }
    case 'VpRevoked':
      return { ...s, ledger: s.ledger.map((x) => (x.awardId === e.data.awardId ? { ...x, revoked: true } : x)) };
    case 'GameEnded':
      return { ...s, status: 'ended', phase: 'ENDED', endedAt: e.data.endedAt, result: { vp: e.data.vp, winner: e.data.winner }, claimant: null };
    default:
      return s;
  }
}
