// malifaux-3e-gg3 §2.2, §2.4, §4 special rules, turn structure (rules/malifaux-3e-gg3.md): MK-1, MK-2, MK-3, FACT-2, CO-4, CO-5, CO-6, CP-2, CP-3, CV-3, ORD-4, OQ-3, OQ-4, OQ-9, OQ-26
// What happens on the table is declared by a seat (D/G facts, each recorded with a FactAsserted the opponent may
// confirm or dispute) and checked against what the server knows (S: models, stations, tokens, markers, positions).
import { require_ } from '../core/rule-violation';
import type { Gg3Command } from './commands';
import { inPlay, modelOf, toModel } from './crews';
import type { Gg3Event } from './events';
import { onTable, radiusOf } from './geometry';
import { assertSalt, commitmentOf } from './secrets';
import { crewModels, opponent, SEATS, type Gg3State, type Seat } from './state';
import { LAST_TURN, RULESET } from './tables';

type Cmd<T extends Gg3Command['type']> = Extract<Gg3Command, { type: T }>['data'];

export function assertFactId(s: Gg3State, factId: string): void {
  require_(/^[A-Za-z0-9._:-]{1,64}$/.test(factId) && !s.facts.some((f) => f.factId === factId), `${RULESET}/FACT-1`, '§2.4', 'each declared fact has a new id');
}

/** FACT-1: a table fact, asserted by `seat`; the opponent confirms or disputes it. */
export const asserted = (s: Gg3State, seat: Seat, factId: string, kind: string, fact: Record<string, unknown>): Gg3Event => ({
  type: 'FactAsserted',
  data: { factId, seat, kind, fact, turn: s.turn },
});

function duringActivations(s: Gg3State): void {
  require_(s.phase === 'ACTIVATION', `${RULESET}/ORD-2`, '§6', 'table events are recorded during the turn, before the end-of-turn checkpoint');
  require_(s.pendingCurse === null, `${RULESET}/CO-6`, '§4.1', 'the Curse tokens of the killed model are resolved first');
}

function setupComplete(s: Gg3State): boolean {
  return s.deployed && (s.strategy !== 'gg3.cursed-objects' || s.curseSetupDone);
}

/** The Start Phase of the next turn may begin (its Initiative is then declared or flipped, initiative-flip.ts). */
export function assertTurnMayStart(s: Gg3State): void {
  // ORD-4: five turns, never a Turn 6.
  require_(s.turn < LAST_TURN, `${RULESET}/ORD-4`, '§6', 'the game ends after Turn 5: there is no Turn 6');
  require_(s.phase === 'SETUP' && setupComplete(s), `${RULESET}/ORD-4`, '§10.3', s.turn === 0 ? 'finish the pre-game setup first' : 'the previous turn has not ended');
}

/** CV-3, SEC-3: each player secretly commits up to three of its models in the Start Phase of turns 2-5. */
export function commitCovert(s: Gg3State, c: Cmd<'CommitCovertSelection'>): Gg3Event[] {
  require_(s.strategy === 'gg3.covert-operation', `${RULESET}/CV-3`, '§4.4', 'only Covert Operation has a secret selection');
  require_(s.turn >= 2 && s.phase === 'START', `${RULESET}/CV-3`, '§4.4', 'the selection is made in the Start Phase of each turn after the first');
  require_(s.covert[c.seat] === undefined, `${RULESET}/CV-3`, '§4.4', 'already committed this turn');
  const ids = [...new Set(c.lineageIds)].sort();
  require_(ids.length === c.lineageIds.length && ids.length <= 3, `${RULESET}/CV-3`, '§4.4', 'up to three different models');
  for (const id of ids) modelOf(s, id, c.seat, 'selected');
  assertSalt(c.salt);
  const payload = { turn: s.turn, crewId: c.seat, lineageIds: ids };
  return [{ type: 'CovertSelectionCommitted', data: { seat: c.seat, turn: s.turn, commitment: commitmentOf(payload, c.salt), secret: { lineageIds: ids, salt: c.salt } } }];
}

export function startActivations(s: Gg3State): Gg3Event[] {
  require_(s.phase === 'START', `${RULESET}/CV-3`, '§10.4', 'the Activation Phase follows the Start Phase');
  return [{ type: 'ActivationPhaseStarted', data: { turn: s.turn } }];
}

export function recordDamage(s: Gg3State, c: Cmd<'RecordDamage'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  modelOf(s, c.source, undefined, 'source');
  const t = modelOf(s, c.target, undefined, 'target');
  require_(inPlay(s, t) && Number.isInteger(c.amount) && c.amount >= 0, `${RULESET}/FACT-2`, '§2.4', 'damage to a model in play, a whole amount');
  // FACT-2 (a): every damage carries its source model and activation id (Vendetta needs them, whoever owns it).
  require_(c.activationId.length > 0, `${RULESET}/FACT-2`, '§2.4', 'damage carries its activation id');
  return [
    asserted(s, c.seat, c.factId, 'damage', { source: c.source, target: c.target, amount: c.amount, activationId: c.activationId }),
    { type: 'DamageApplied', data: { factId: c.factId, by: c.seat, source: c.source, target: c.target, amount: c.amount, activationId: c.activationId } },
  ];
}

export function recordHealing(s: Gg3State, c: Cmd<'RecordHealing'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  const t = modelOf(s, c.target, undefined, 'target');
  require_(inPlay(s, t) && Number.isInteger(c.amount) && c.amount >= 0, `${RULESET}/FACT-1`, '§2.4', 'healing of a model in play, a whole amount');
  return [asserted(s, c.seat, c.factId, 'healing', { target: c.target, amount: c.amount }), { type: 'Healed', data: { factId: c.factId, by: c.seat, target: c.target, amount: c.amount } }];
}

/** FACT-2 (a): every kill carries killer, killer's controller (S from the killer) and the Leaders within 3". */
export function recordKill(s: Gg3State, c: Cmd<'RecordKill'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  const v = modelOf(s, c.victim, undefined, 'victim');
  require_(v.status === 'in-play' || v.status === 'buried', `${RULESET}/OQ-23`, '§9', 'the victim is in play (or buried)');
  require_(Array.isArray(c.leadersWithin3), `${RULESET}/FACT-2`, '§2.4', 'a kill records the Leaders within 3" of the victim (always collected)');
  for (const id of c.leadersWithin3) require_(s.models[id]?.isLeader === true && id !== c.victim, `${RULESET}/FACT-2`, '§2.4', `${id} is not a Leader`);
  const killer = c.killer === null ? null : modelOf(s, c.killer, undefined, 'killer');
  const data = { victim: v.lineageId, killer: killer?.lineageId ?? null, killerController: killer?.controller ?? null, leadersWithin3: [...c.leadersWithin3], wasBuried: v.status === 'buried' };
  // OQ-4: "if the killed model was buried" reads its status at the kill.
  return [asserted(s, c.seat, c.factId, 'kill', data), { type: 'ModelKilled', data: { factId: c.factId, by: c.seat, ...data } }];
}

/** CO-6 step 1: the opponent of the victim's crew may discard one token (whoever killed it). */
export function discardCurse(s: Gg3State, c: Cmd<'DiscardCurseToken'>): Gg3Event[] {
  const p = s.pendingCurse;
  require_(p !== null && !p.discarded, `${RULESET}/CO-6`, '§4.1', 'no killed model with Curse tokens waits for a discard');
  const crew = s.models[p.victim]!.crew;
  require_(c.seat === opponent(crew), `${RULESET}/CO-6`, '§4.1', "the opponent of the killed model's crew decides the discard");
  if (!c.discard) return [{ type: 'CurseDiscardDeclined', data: { byCrew: c.seat, fromModel: p.victim } }, ...redistributeIfTrivial(s, p.victim, p.tokens)];
  return [{ type: 'CurseTokenDiscarded', data: { byCrew: c.seat, fromModel: p.victim, turn: s.turn } }, ...redistributeIfTrivial(s, p.victim, p.tokens - 1)];
}

/** With no token left or no model left to take one, the redistribution needs no choice. */
function redistributeIfTrivial(s: Gg3State, victim: string, remaining: number): Gg3Event[] {
  const candidates = crewModels(s, s.models[victim]!.crew).filter(
    (m) =>
      inPlay(s, m) &&
      // Stryker disable next-line ConditionalExpression: the victim is killed (not in play) while its tokens wait, so inPlay already leaves it out
      m.lineageId !== victim,
  );
  if (remaining > 0 && candidates.length > 0) return [];
  return [{ type: 'CurseTokensRedistributed', data: { fromModel: victim, to: [], removed: remaining } }];
}

/**
 * CO-6 step 2: one token each on the r closest models of the crew (the ranking is G, declared by the victim's owner,
 * who breaks ties, OQ-3); a buried victim's owner picks any models, one each (OQ-26); excess tokens are removed (OQ-3).
 */
export function redistributeCurse(s: Gg3State, c: Cmd<'RedistributeCurseTokens'>): Gg3Event[] {
  const p = s.pendingCurse;
  require_(p !== null, `${RULESET}/CO-6`, '§4.1', 'no Curse tokens wait for redistribution');
  const v = s.models[p.victim]!;
  require_(c.seat === v.crew, `${RULESET}/OQ-3`, '§9', "the killed model's owner places its remaining tokens");
  require_(p.discarded, `${RULESET}/CO-6`, '§4.1', 'the opponent decides the discard first');
  // Stryker disable next-line MethodExpression: a victim has one kill on record (a killed model is never killed again; an overruled kill is dropped)
  const lastKill = [...s.kills].reverse().find((k) => k.victim === p.victim);
  const candidates = crewModels(s, v.crew).filter(
    (m) =>
      inPlay(s, m) &&
      // Stryker disable next-line ConditionalExpression: the victim is killed (not in play) while its tokens wait, so inPlay already leaves it out
      m.lineageId !== v.lineageId,
  );
  for (const id of c.recipients) require_(candidates.some((m) => m.lineageId === id), `${RULESET}/CO-6`, '§4.1', `${id} is not an in-play model of the same crew`);
  const stacking = lastKill?.wasBuried === true && s.policies.buriedCurseStacking;
  if (!stacking) require_(new Set(c.recipients).size === c.recipients.length, `${RULESET}/OQ-26`, '§9', 'one token per model while enough models remain');
  const expected = stacking ? p.tokens : Math.min(p.tokens, candidates.length);
  require_(c.recipients.length === expected, `${RULESET}/OQ-3`, '§9', `place ${expected} token(s); tokens beyond the models available are removed`);
  return [{ type: 'CurseTokensRedistributed', data: { fromModel: v.lineageId, to: [...c.recipients], removed: p.tokens - expected } }];
}

export function recordSummon(s: Gg3State, c: Cmd<'RecordSummon'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  require_(s.models[c.model.lineageId] === undefined, `${RULESET}/MD-1`, '§2.1', 'a new lineage id');
  require_(c.model.isLeader !== true, `${RULESET}/SD-3`, '§2.1', 'a summoned model is not the Leader');
  // CV-2 / OQ-24: a summoned model gets no Claim token (toModel starts at 0).
  const model = toModel(c.model, c.seat, 'summoned', c.hasSummonUpgrade);
  return [asserted(s, c.seat, c.factId, 'summon', { lineageId: model.lineageId, hasSummonUpgrade: c.hasSummonUpgrade }), { type: 'ModelSummoned', data: { factId: c.factId, by: c.seat, model } }];
}

/** CO-4: on a summon, the opposing player may place one Curse token on it (no cap). */
export function summonCurse(s: Gg3State, seat: Seat, target: string): Gg3Event[] {
  require_(s.strategy === 'gg3.cursed-objects' && s.summonCurseOpen === target, `${RULESET}/CO-4`, '§4.1', 'a Curse token goes on a model just summoned');
  require_(s.models[target]!.crew === opponent(seat), `${RULESET}/CO-4`, '§4.1', "the summoner's opponent places it");
  return [{ type: 'CurseTokenPlaced', data: { placerCrew: seat, model: target, phase: 'summon' } }];
}

export function recordReplace(s: Gg3State, c: Cmd<'RecordReplace'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  const m = modelOf(s, c.lineageId, undefined, 'replaced');
  require_(inPlay(s, m), `${RULESET}/MD-1`, '§2.1', 'only a model in play is replaced');
  const replacement = toModel({ lineageId: m.lineageId, modelId: c.modelId, name: c.name, station: c.station, cost: c.cost, maxHealth: c.maxHealth }, m.crew, m.origin, m.hasSummonUpgrade);
  // MD-1: higher than the cost of the model originally chosen; OQ-13: `–` is higher than any number.
  const higher = (replacement.cost === null ? Number.POSITIVE_INFINITY : replacement.cost) > (m.originalCost === null ? Number.POSITIVE_INFINITY : m.originalCost);
  const data = { lineageId: m.lineageId, modelId: c.modelId, name: c.name, station: replacement.station, cost: c.cost, maxHealth: c.maxHealth, higherCost: higher };
  return [asserted(s, c.seat, c.factId, 'replace', data), { type: 'ModelReplaced', data: { factId: c.factId, by: c.seat, ...data } }];
}

export function recordBury(s: Gg3State, c: Cmd<'RecordBury'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  const m = modelOf(s, c.lineageId, undefined, 'model');
  require_(c.buried ? m.status === 'in-play' : m.status === 'buried', `${RULESET}/OQ-6`, '§9', c.buried ? 'only a model in play is buried' : 'the model is not buried');
  return [asserted(s, c.seat, c.factId, c.buried ? 'bury' : 'unbury', { lineageId: m.lineageId }), { type: c.buried ? 'ModelBuried' : 'ModelUnburied', data: { factId: c.factId, by: c.seat, lineageId: m.lineageId } }];
}

/** MK-1, MK-3: a marker with an owner (or neutral), a type and a position; every creation is logged. */
export function dropMarker(s: Gg3State, c: Cmd<'DropMarker'>): Gg3Event[] {
  duringActivations(s);
  require_(/^[A-Za-z0-9._:-]{1,64}$/.test(c.markerId) && !s.markers.some((m) => m.id === c.markerId), `${RULESET}/MK-1`, '§2.2', 'a new marker id');
  require_(c.type !== 'strategy', `${RULESET}/MK-1`, '§2.2', 'Strategy Markers are placed by the strategy setup only');
  require_(c.owner === null || c.owner === c.seat, `${RULESET}/MK-1`, '§2.2', 'a marker is friendly to the crew that created it, or neutral');
  require_(onTable(c.x, c.y), `${RULESET}/MK-1`, '§2.3', 'a position on the 36" table');
  return [{ type: 'MarkerDropped', data: { by: c.seat, marker: { id: c.markerId, type: c.type.toLowerCase(), owner: c.owner, x: c.x, y: c.y, traits: [], claims: { A: 0, B: 0 } } } }];
}

export function removeMarker(s: Gg3State, c: Cmd<'RemoveMarker'>): Gg3Event[] {
  duringActivations(s);
  const m = s.markers.find((k) => k.id === c.markerId);
  require_(m !== undefined && m.type !== 'strategy', `${RULESET}/MK-3`, '§2.2', 'a non-Strategy marker on the table');
  return [{ type: 'MarkerRemoved', data: { markerId: m.id, reason: c.reason } }];
}

/** CP-2 push Interact (even engaged), OQ-9a; CP-3 collisions remove non-Strategy markers; OQ-9c stops at contact. */
export function pushStrategyMarker(s: Gg3State, c: Cmd<'PushStrategyMarker'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  require_(s.strategy === 'gg3.carve-a-path', `${RULESET}/CP-2`, '§4.3', 'only Carve a Path markers are pushed');
  const mk = s.markers.find((k) => k.id === c.markerId && k.type === 'strategy');
  require_(mk !== undefined, `${RULESET}/CP-2`, '§4.3', 'not a Strategy Marker');
  const by = modelOf(s, c.by, undefined, 'pusher');
  require_(by.controller === c.seat && inPlay(s, by), `${RULESET}/CP-2`, '§4.3', 'a friendly-controlled model in play pushes');
  require_(c.within1, `${RULESET}/CP-2`, '§4.3', 'the pusher is within 1" of the marker');
  require_(!(by.hasSummonUpgrade && s.policies.summonedMayNotTouchStrategyMarkers), `${RULESET}/OQ-9`, '§9 OQ-9a', 'a model with a Summon Upgrade may not Interact with Strategy Markers');
  const distance = Math.hypot(c.x - mk.x, c.y - mk.y);
  const limit = mk.owner === c.seat ? 6 : 4;
  require_(distance <= limit + 1e-9 && onTable(c.x, c.y), `${RULESET}/CP-2`, '§4.3', `a push of up to ${limit}" (${mk.owner === c.seat ? 'friendly' : 'not a friendly'} marker)`);
  const r = radiusOf(s.policies.markerDiameterMm);
  if (s.policies.pushStopsAtModels)
    for (const o of s.markers.filter((k) => k.type === 'strategy' && k.id !== mk.id))
      require_(
        // Overlap is a centre distance under two radii (touching is allowed): the same tolerance as the push length.
        Math.hypot(c.x - o.x, c.y - o.y) >= 2 * r - 1e-9,
        `${RULESET}/OQ-9`,
        '§9 OQ-9c',
        `the marker stops in contact with ${o.id}`,
      );
  for (const id of c.removedMarkers) {
    const x = s.markers.find((k) => k.id === id);
    require_(x !== undefined && x.type !== 'strategy', `${RULESET}/CP-3`, '§4.3', `${id}: only non-Strategy markers touched by the push are removed`);
  }
  const data = { model: by.lineageId, markerId: mk.id, x: c.x, y: c.y, distance, removedMarkers: [...c.removedMarkers] };
  return [
    asserted(s, c.seat, c.factId, 'push', data),
    { type: 'StrategyMarkerPushed', data: { factId: c.factId, by: c.seat, ...data } },
    ...c.removedMarkers.map((markerId): Gg3Event => ({ type: 'MarkerRemoved', data: { markerId, reason: 'carve-a-path-push' } })),
  ];
}

/** CO-5 pass-back Interact: one Curse token to an enemy within 1" (that target's engagement ignored); OQ-9b. */
export function passCurse(s: Gg3State, c: Cmd<'PassCurseToken'>): Gg3Event[] {
  duringActivations(s);
  assertFactId(s, c.factId);
  require_(s.strategy === 'gg3.cursed-objects', `${RULESET}/CO-5`, '§4.1', 'a Cursed Objects rule');
  const from = modelOf(s, c.from, undefined, 'from');
  const to = modelOf(s, c.to, undefined, 'to');
  require_(from.controller === c.seat && inPlay(s, from) && from.curse >= 1, `${RULESET}/CO-5`, '§4.1', 'a friendly model in play with a Curse token');
  require_(to.crew !== from.crew && inPlay(s, to) && c.within1, `${RULESET}/CO-5`, '§4.1', 'an enemy model in play within 1"');
  // CO-5 [SEED-AMBIG] « ce modèle » is the target: its engagement is ignored, engagement by any other enemy still forbids the Interact.
  require_(c.engagedByOthers !== true, `${RULESET}/CO-5`, '§4.1', 'a model engaged by another enemy model may not take this Interact');
  require_(from.origin !== 'summoned' || s.policies.summonedMayPassCurse, `${RULESET}/OQ-9`, '§9 OQ-9b', 'summoned models may not use the pass-back Interact under this policy');
  return [asserted(s, c.seat, c.factId, 'curse-pass', { from: c.from, to: c.to, engagedByOthers: false }), { type: 'CurseTokenMoved', data: { factId: c.factId, by: c.seat, from: c.from, to: c.to } }];
}

export function endActivation(s: Gg3State, c: Cmd<'EndActivation'>): Gg3Event[] {
  duringActivations(s);
  const m = modelOf(s, c.lineageId, c.seat, 'activating');
  require_(c.activationId.length > 0, `${RULESET}/ORD-1`, '§6', 'an activation id');
  return [{ type: 'ActivationEnded', data: { lineageId: m.lineageId, activationId: c.activationId } }];
}

export function endTurn(s: Gg3State): Gg3Event[] {
  duringActivations(s);
  return [{ type: 'EndPhaseStarted', data: { turn: s.turn } }];
}

export const bothSeats = SEATS;
