// malifaux-2e §7 AP-8, §12.1 DM-1, §13, §15 What follows by itself from a command's events (rules/malifaux-2e.md; seed 1321-1331, 1391-1411, 1439-1484, 1608-1614)
// DM-1: a model at 0 Wounds or fewer is killed (and drops its Corpse / Scrap marker, MK-2..MK-4); AP-8, BU-3: a model
// killed, buried, sacrificed or Paralyzed during its own Activation goes straight to End Activation.
import { fold } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { markerDropped } from './crew';
import { endActivationEvents } from './activation';
import { walkOutcome } from './disengage';
import type { TurnEvent } from './turn-events';

/**
 * GT-2 (seed 1312-1319): what happens to several models at once (kills from one blast, their markers) resolves for the
 * acting model first, then the defending model, then the First Player's other models, then the Second Player's, each
 * crew in hiring order (the owner may reorder by a dispute; the server's order is recorded on the events).
 */
export function simultaneousOrder(s: GameState): string[] {
  const t = s.table;
  if (!t) return [];
  const acting = t.activation?.current?.modelId ?? null;
  const defending = t.pending?.targetIds[0] ?? null;
  const first = s.firstPlayer ?? s.seatOrder[0];
  const rank = (id: string): number => (id === acting ? 0 : id === defending ? 1 : t.models[id].seat === first ? 2 : 3);
  return [...t.order].sort((a, b) => rank(a) - rank(b));
}

export function settle(state: GameState, events: readonly EncounterEvent[], evolve: (s: GameState, e: EncounterEvent) => GameState): EncounterEvent[] {
  const extra: EncounterEvent[] = [];
  // A safety bound: every pass below either adds events that cannot recur (a kill, a resolved Walk, an ended Activation) or stops.
  // Stryker disable next-line EqualityOperator,UpdateOperator: no history needs more than a few passes, so the bound is never reached
  for (let guard = 0; guard < 8; guard++) {
    const s = fold(evolve, state, [...events, ...extra]);
    const t = s.table;
    // A table without crews has nothing to settle either: no model, no Walk, no Activation (the passes below find nothing).
    if (t === null || s.status !== 'active') break;
    const more: TurnEvent[] = [];
    const flip = s.duel.status === 'FLIP_RESOLVED' ? s.duel.flip : null;
    for (const id of simultaneousOrder(s)) {
      const m = t.models[id];
      if (m.status !== 'IN_PLAY' || m.wounds > 0) continue;
      const by = flip && flip.stage === 'DAMAGE' ? flip.flipper : null;
      more.push({ type: 'ModelKilled', data: { modelId: id, seat: m.seat, byModelId: by?.modelId ?? null, bySeat: by?.seat ?? null, turn: s.turn, marker: s.options.dropCorpseScrap === false ? null : markerDropped(m.def), buried: false } });
    }
    const dueling = s.duel.status === 'DUELING' || s.duel.status === 'FLIPPING';
    more.push(...walkOutcome(t, dueling));
    if (more.length > 0) {
      // Kills and a resolved Walk first: the next pass sees what follows from them (an Activation ended by a kill).
      extra.push(...more);
      continue;
    }
    const cur = t.activation?.current;
    if (!cur || dueling) break;
    const m = t.models[cur.modelId];
    const reason = m.status === 'KILLED' ? 'KILLED' : m.status === 'BURIED' ? 'BURIED' : m.status === 'SACRIFICED' ? 'SACRIFICED' : m.conditions.PARALYZED !== undefined ? 'PARALYZED' : null;
    if (reason === null) break;
    extra.push(...endActivationEvents(s, t, reason));
  }
  return extra;
}
