// malifaux-2e §8.4-§8.5 Interact, §17.2 Conditions removed by Interacts (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1066-1092, 1578-1586, 2191-2233): EN-3, SM-P, SM-R, SU-4, ME-4
import { require_ } from '../../core/rule-violation';
import type { StartDuel } from '../duel/duel-commands';
import { duelDecision } from '../duels';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import { engaged, participant, pay, S84, target, type Taken } from './action-helpers';
import type { TakeAction } from './turn-commands';
import type { TurnEvent } from './turn-events';
import type { CurrentActivation, DeclaredFacts, ModelState, TableState } from './table-state';

/** §8.4 Interact, §8.5 SM-P / SM-R, §17.2 Burning, SU-4. */
export function interact(state: GameState, t: TableState, cur: CurrentActivation, m: ModelState, c: TakeAction, f: DeclaredFacts, taken: Taken): EncounterEvent[] {
  const targets = c.data.targets ?? [];
  const enemyTarget = targets.some((id) => t.models[id] !== undefined && t.models[id].seat !== m.seat);
  require_(!engaged(f) || enemyTarget, 'malifaux-2e/EN-3', '§8.4, §10.3 (seed 1082, 1262)', 'an engaged model can’t Interact unless it targets an enemy model');
  require_(m.summonedTurn !== state.turn, 'malifaux-2e/SU-4', '§16.5 (seed 1540-1554)', 'a model summoned this Turn can’t Interact');
  const ap = c.data.ap ?? 1;
  require_(Number.isInteger(ap) && ap >= 0, 'malifaux-2e/AP-5', S84, 'Interact costs its # AP (default 1)');
  if (c.data.interact === 'REMOVE_DISTRACTED') {
    require_(m.conditions.DISTRACTED !== undefined, 'malifaux-2e/CO-6', '§17.2 (seed 2191-2193)', `${m.def.name} is not Distracted`);
    require_(ap === 2, 'malifaux-2e/AP-5', '§17.2 (seed 2191-2193)', 'removing Distracted is a (2) Interact');
  }
  if (c.data.interact === 'CURSED_OBJECT') {
    require_(m.conditions.CURSED_OBJECT !== undefined, 'malifaux-2e/CO-6', '§17.2 (seed 2231-2233)', `${m.def.name} carries no Cursed Object`);
    require_(ap === 1, 'malifaux-2e/AP-5', '§17.2 (seed 2231-2233)', 'trying to lose a Cursed Object is a (1) Interact');
  }
  const p = pay(cur, ap, null, null);
  const events: EncounterEvent[] = [taken('TACTICAL', ap, p)];
  // Stryker disable next-line StringLiteral: any name that no case lists ("" too) goes to the default, as 'OTHER' does
  switch (c.data.interact ?? 'OTHER') {
    case 'PLACE_SCHEME_MARKER':
      require_(f.friendlySchemeMarkerWithin4 === false, 'malifaux-2e/SM-P', '§8.5 (seed 1084-1092)', 'declare that no friendly Scheme Marker is within 4" (facts.friendlySchemeMarkerWithin4: false)');
      return [...events, { type: 'MarkerPlaced', data: { id: `scheme:${c.data.actionId}`, kind: 'SCHEME', seat: m.seat, droppedBy: m.def.id } }];
    case 'REMOVE_SCHEME_MARKERS': {
      const ids = f.markersInBaseContact ?? [];
      for (const id of ids) {
        const mk = t.markers.find((x) => x.id === id);
        require_(mk !== undefined && mk.kind === 'SCHEME' && mk.seat !== m.seat, 'malifaux-2e/SM-R', '§8.5 (seed 1084-1092)', `${id} is not an enemy Scheme Marker`);
      }
      return [...events, ...ids.map((markerId): EncounterEvent => ({ type: 'MarkerRemoved', data: { markerId, byModelId: m.def.id } }))];
    }
    case 'REMOVE_DISTRACTED':
      // §17.2 Distracted (seed 2191-2193): a (2) Interact removes it; no other Action can.
      return [...events, { type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'DISTRACTED', reason: '(2) Interact (§17.2)' } }];
    case 'CURSED_OBJECT': {
      // §17.2 Cursed Object (seed 2231-2233): a (1) Interact for a TN 12 Wk Simple Duel; success removes it.
      const start: StartDuel = {
        type: 'StartDuel',
        data: { duelId: c.data.actionId, kind: 'SIMPLE', actor: participant(m, { name: 'Wk', value: m.def.stats.wk, suits: m.def.stats.suits?.Wk }, { bonus: 0, penalty: 0 }), action: { name: 'Cursed Object', tn: 12 } },
      };
      const withDuel = events.map((e) => (e.type === 'ActionTaken' ? { ...e, data: { ...e.data, duelId: c.data.actionId } } : e));
      return [...withDuel, ...duelDecision(state, { type: 'DuelDecision', actor: c.actor, data: { command: start } })];
    }
    case 'REDUCE_BURNING': {
      const tgt = target(t, targets[0] ?? m.def.id, 'malifaux-2e/AP-5');
      const b = tgt.conditions.BURNING;
      require_(typeof b === 'number', 'malifaux-2e/CO-1', '§17.2 (seed 1578-1586)', `${tgt.def.name} is not Burning`);
      const d = tgt.def.id === m.def.id ? 0 : f.distances?.[tgt.def.id];
      require_(typeof d === 'number' && d <= 2, 'malifaux-2e/ME-4', '§17.2 (seed 1584)', 'Burning is put out by a model within 2" (facts.distances)');
      const change: TurnEvent =
        b <= 1
          ? { type: 'ConditionRemoved', data: { modelId: tgt.def.id, name: 'BURNING', reason: 'put out (Interact)' } }
          : { type: 'ConditionChanged', data: { modelId: tgt.def.id, name: 'BURNING', value: b - 1, reason: 'lowered by 1 (Interact)' } };
      return [...events, change];
    }
    default:
      return events;
  }
}

