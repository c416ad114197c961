// malifaux-3e-gg3 §4 strategy scoring at CP-END step 2 (rules/malifaux-3e-gg3.md; seed lines 4-88): ST-1, ST-2, ST-3, CV-4, CV-5, OQ-21, OQ-25
// CO-7 Cursed Objects, GS-2..GS-5 Guard the Stash, CP-4/CP-5 Carve a Path, CV-6/CV-7 Covert Operation. Both crews are
// scored against the same state (ST-3); at most 1 VP per crew per turn (ST-1); the ratchet reads the ledger before
// this turn's award (ST-2).
import { require_ } from '../core/rule-violation';
import { counts, inPlay, modelOf } from './crews';
import type { Gg3Event } from './events';
import { circleInZone, circleOnHalf, otherHalf, radiusOf, type Circle } from './geometry';
import { assertFactId, asserted } from './table-records';
import { assertOpens } from './secrets';
import { crewModels, opponent, SEATS, vpOf, type CovertPlacement, type Gg3Marker, type Gg3State, type Seat } from './state';
import { RULESET, STRATEGY_MAX } from './tables';

const circle = (s: Gg3State, m: Gg3Marker): Circle => ({ x: m.x, y: m.y, r: radiusOf(s.policies.markerDiameterMm) });
const strategyMarkers = (s: Gg3State): Gg3Marker[] => s.markers.filter((m) => m.type === 'strategy');

/** GS-2: friendly models in play, without a Summon Upgrade, declared within 2" and in LoS of the marker. */
function nearCount(s: Gg3State, seat: Seat, markerId: string): number {
  // Stryker disable next-line ArrayDeclaration: ids are only matched against the crew's lineage ids, so a fallback list of ids that name no model counts as []
  const ids = new Set(s.strategyFacts[seat]?.near[markerId] ?? []);
  return crewModels(s, seat).filter((m) => ids.has(m.lineageId) && m.controller === seat && inPlay(s, m) && !m.hasSummonUpgrade && counts(s, m)).length;
}

/** The count each strategy compares with the VP it has already scored (CO-7 returns 1 or 0). */
export function strategyCount(s: Gg3State, seat: Seat): { count: number; why: string } {
  const enemy = opponent(seat);
  switch (s.strategy) {
    case 'gg3.cursed-objects': {
      const discards = s.discards.filter((d) => d.byCrew === seat && d.turn === s.turn).length;
      const enemies = crewModels(s, enemy).filter((m) => inPlay(s, m)).length;
      return { count: discards >= 1 || enemies === 0 ? Number.POSITIVE_INFINITY : 0, why: discards >= 1 ? `discarded ${discards} Curse token(s) this turn` : enemies === 0 ? 'no enemy models in play' : 'no Curse token discarded' };
    }
    case 'gg3.guard-the-stash': {
      // GS-4: markers not completely on the crew's own half; GS-3: more counted models than the opponent.
      const own = s.halves[seat]!;
      const eligible = strategyMarkers(s).filter((m) => !circleOnHalf(circle(s, m), own, 'completely'));
      const controlled = eligible.filter((m) => nearCount(s, seat, m.id) > nearCount(s, enemy, m.id));
      return { count: controlled.length, why: `controls ${controlled.length} eligible Strategy Marker(s): ${controlled.map((m) => m.id).join(', ') || 'none'}` };
    }
    case 'gg3.carve-a-path': {
      // CP-4: 2 in the enemy DZ, else 1 completely on the enemy half; not additive. OQ-7 containment for the DZ.
      const dz = s.zones[enemy]!;
      const half = otherHalf(s.halves[seat]!);
      const pts = strategyMarkers(s)
        .filter((m) => m.owner === seat)
        .reduce((n, m) => n + (circleInZone(circle(s, m), dz, s.policies.containment) ? 2 : circleOnHalf(circle(s, m), half, 'completely') ? 1 : 0), 0);
      return { count: pts, why: `friendly Strategy Markers worth ${pts} point(s)` };
    }
    case 'gg3.covert-operation': {
      const claimed = strategyMarkers(s).filter((m) => m.claims[seat] >= 1).length;
      return { count: claimed, why: `${claimed} Strategy Marker(s) with a friendly Claim token` };
    }
  }
}

/**
 * CO-7 / FACT-1: when a Cursed Objects VP rests on one discard alone, the award cites the kill that opened it, so an
 * overruled kill revokes it (with two discards, or no enemy left in play, no single kill carries it).
 */
function curseBasis(s: Gg3State, seat: Seat): string[] {
  if (s.strategy !== 'gg3.cursed-objects') return [];
  const ds = s.discards.filter((d) => d.byCrew === seat && d.turn === s.turn);
  const enemies = crewModels(s, opponent(seat)).filter((m) => inPlay(s, m)).length;
  return ds.length === 1 && enemies > 0 && ds[0].killFactId !== null ? [ds[0].killFactId] : [];
}

export function strategyReady(s: Gg3State): boolean {
  return s.phase === 'END' && s.endStep === 'STRATEGY' && (s.strategy !== 'gg3.guard-the-stash' || SEATS.every((x) => s.strategyFacts[x] !== undefined));
}

export function scoreStrategy(s: Gg3State): Gg3Event[] {
  const out: Gg3Event[] = [];
  const counted = {} as Record<Seat, number>;
  for (const seat of SEATS) {
    const before = vpOf(s, seat, 'STRATEGY');
    const { count, why } = strategyCount(s, seat);
    counted[seat] = Number.isFinite(count) ? count : 1;
    const cap = Math.min(STRATEGY_MAX[s.strategy], s.policies.strategyVpCap ?? Number.POSITIVE_INFINITY);
    if (count > before && before < cap) {
      const factIds = [...SEATS.map((x) => s.strategyFacts[x]?.factId).filter((f): f is string => f !== undefined), ...curseBasis(s, seat)];
      out.push({ type: 'StrategyVpAwarded', data: { awardId: `t${s.turn}-${seat}-strategy`, seat, turn: s.turn, vp: 1, reason: `${s.strategy}: ${why} (> ${before} VP scored with it)`, factIds } });
    }
  }
  return [...out, { type: 'StrategyScored', data: { turn: s.turn, counts: counted } }];
}

/** GS-2: each seat declares, per Strategy Marker, its own models within 2" and in LoS (within = G, LoS = D). */
export function declareStrategyFacts(s: Gg3State, seat: Seat, factId: string, near: Readonly<Record<string, readonly string[]>>): Gg3Event[] {
  require_(s.strategy === 'gg3.guard-the-stash', `${RULESET}/ST-3`, '§4.2', 'only Guard the Stash needs declared strategy facts');
  require_(s.phase === 'END' && s.endStep === 'STRATEGY' && s.strategyFacts[seat] === undefined, `${RULESET}/ST-1`, '§6', 'declared once, at the end-of-turn strategy step');
  assertFactId(s, factId);
  const clean: Record<string, string[]> = {};
  for (const [markerId, ids] of Object.entries(near)) {
    require_(strategyMarkers(s).some((m) => m.id === markerId), `${RULESET}/ST-3`, '§4.2', `${markerId} is not a Strategy Marker`);
    for (const id of ids) modelOf(s, id, seat, 'declared');
    clean[markerId] = [...new Set(ids)];
  }
  return [asserted(s, seat, factId, 'guard-the-stash', { near: clean }), { type: 'StrategyFactsDeclared', data: { seat, factId, near: clean } }];
}

/**
 * CV-4: reveal the turn's selection (checked against its commitment, SEC-3) with at most one Claim placement. The
 * placements are simultaneous [DESIGN]: each is validated now, applied when the second seat has revealed.
 */
export function revealCovert(s: Gg3State, seat: Seat, placement: CovertPlacement | undefined, factId: string | undefined): Gg3Event[] {
  require_(s.phase === 'END' && s.endStep === 'COVERT', `${RULESET}/CV-4`, '§6', 'selections are revealed at the end of the turn, before strategy scoring');
  const c = s.covert[seat];
  require_(c === undefined || !c.revealed, `${RULESET}/CV-4`, '§4.4', 'already revealed this turn');
  // CV-3: no commitment by the Activation Phase counts as the empty selection.
  const ids = c?.lineageIds ? [...c.lineageIds] : [];
  const salt = c?.salt ?? '';
  if (c) assertOpens(c.commitment, { turn: s.turn, crewId: seat, lineageIds: ids }, salt, 'SEC-3');
  let fid: string | null = null;
  if (placement) {
    const m = s.models[placement.model];
    require_(
      ids.includes(placement.model) &&
        // Stryker disable next-line ConditionalExpression: inPlay(s, undefined) is false, so the explicit check never decides
        m !== undefined &&
        inPlay(s, m),
      `${RULESET}/CV-4`,
      '§4.4',
      'the model is one of this turn’s selection, in play',
    );
    require_(m.claim === 1, `${RULESET}/CV-4`, '§4.4', 'the model still has its Claim token');
    require_(placement.notEngaged && placement.within2, `${RULESET}/CV-4`, '§4.4', 'not engaged by an enemy model, within 2" of the marker');
    require_(strategyMarkers(s).some((k) => k.id === placement.marker), `${RULESET}/CV-4`, '§4.4', 'a Strategy Marker');
    fid = factId ?? `covert-${s.turn}-${seat}`;
    assertFactId(s, fid);
  }
  const p = placement ? { model: placement.model, marker: placement.marker, notEngaged: placement.notEngaged, within2: placement.within2 } : null;
  const out: Gg3Event[] = [{ type: 'CovertSelectionRevealed', data: { seat, turn: s.turn, lineageIds: ids, salt, placement: p, factId: fid } }];
  if (!s.covert[opponent(seat)]?.revealed) return out;
  const reveals = [...SEATS.filter((x) => x !== seat).map((x) => ({ seat: x, placement: s.covert[x]!.placement, factId: s.covert[x]!.factId })), { seat, placement: p, factId: fid }];
  for (const r of reveals)
    if (r.placement && r.factId)
      out.push(asserted(s, r.seat, r.factId, 'claim-placement', { ...r.placement }), { type: 'ClaimTokenPlaced', data: { seat: r.seat, model: r.placement.model, marker: r.placement.marker, factId: r.factId } });
  out.push({ type: 'CovertPlacementsApplied', data: { turn: s.turn } });
  return out;
}
