// malifaux-2e §6.5 End Phase (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 899-915, 1397, 1578-1622, 2431-2444): EP-1..EP-3, CO-6, CO-9, BU-2, GT-3, TV-08, DV-09, DV-21
import { require_ } from '../../core/rule-violation';
import { parseCard, type CardId } from '../../malifaux/cards';
import { discardFromPlay, flipToPlay } from '../../malifaux/fate-deck';
import type { EncounterEvent } from '../events';
import { randomOf } from '../fate-deck';
import { opponentOf, seatOf, type GameState } from '../state';
import type { SeatId } from '../../core/decider';
import { hardToKillDamage } from '../duel/damage';
import { abilityValue, hasAbility, markerDropped } from './crew';
import { upkeepRemovals } from './conditions';
import { tableOf } from './activation';
import type { ResolveEndPhase } from './turn-commands';
import type { ModelState } from './table-state';

const S65 = '§6.5 (seed 899-915)';

/** EP-3, TV-08, DV-09: from Turn 5 the game continues iff the card's value ≥ 10 + (turn − 5) (RJ 14, BJ or no card 0). */
export function encounterContinues(turn: number, card: CardId | null): { threshold: number; continues: boolean } {
  const threshold = 10 + (turn - 5);
  const value = card === null ? 0 : parseCard(card).value;
  return { threshold, continues: value >= threshold };
}

/**
 * EP-2 Earn VP: the hook the Strategies and Schemes issue fills (§20.5-§20.7). It runs after every Upkeep effect (A-1:
 * a model killed by Burning in Upkeep counts), on the state before Upkeep's events; nothing scores yet.
 */
export function earnVictoryPoints(state: GameState): { seat: SeatId; source: string; vp: number }[] {
  void state;
  return [];
}

/**
 * Armor +N reduces damage to a minimum of 1 (TV-16); Poison's damage can't be reduced (PV-2). Armor is never negative
 * (Abilities +1..+10, Conditions +1..+20), and the formula gives back any damage under Armor 0 and any damage ≤ 0 under
 * any Armor, so it takes no `armor > 0 && dmg > 0` guard (whose mutants could never change a result).
 */
const armored = (m: ModelState, dmg: number): number => {
  const armor = abilityValue(m.def, 'ARMOR') + (m.conditions.ARMOR ?? 0);
  return Math.max(Math.min(dmg, 1), dmg - armor);
};

/**
 * EP-1 Upkeep (CO-9, BU-2: buried models too), the First Player's models first (GT-3), each crew in hiring order:
 * Burning +N deals N and is removed; Poison +N deals 1 that can't be reduced and goes down by 1; then CO-6 removals.
 * EP-2 Earn VP: the hook a later issue fills (A-1: after every Upkeep effect). EP-3 the end-of-encounter flip.
 */
export function resolveEndPhase(state: GameState, c: ResolveEndPhase): EncounterEvent[] {
  const t = tableOf(state);
  require_(t.phase === 'END', 'malifaux-2e/EP-1', S65, 'the End Phase comes once every model has Activated');
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3', 'finish the duel in progress first');
  const first = state.firstPlayer ?? state.seatOrder[0];
  const order = [first, opponentOf(state, first)].flatMap((seat) => t.order.filter((id) => t.models[id].seat === seat && (t.models[id].status === 'IN_PLAY' || t.models[id].status === 'BURIED')));
  const events: EncounterEvent[] = [];
  for (const id of order) {
    let m = t.models[id];
    let wounds = m.wounds;
    const hurt = (amount: number, source: string): boolean => {
      wounds -= amount;
      events.push({ type: 'ModelDamaged', data: { modelId: id, amount, source, woundsAfter: wounds } });
      if (wounds > 0) return false;
      const buried = m.status === 'BURIED';
      // BU-5, MK-6: killed while buried: no marker.
      events.push({ type: 'ModelKilled', data: { modelId: id, seat: m.seat, byModelId: null, bySeat: null, turn: state.turn, marker: buried || state.options.dropCorpseScrap === false ? null : markerDropped(m.def), buried } });
      return true;
    };
    const burning = m.conditions.BURNING;
    if (typeof burning === 'number') {
      // Hard to Kill looks at the damage as suffered (Armor first); Poison's can't be reduced, so it never applies to it.
      const dead = hurt(hardToKillDamage(wounds, armored(m, burning), { hardToKill: hasAbility(m.def, 'HARD_TO_KILL') }), 'BURNING');
      events.push({ type: 'ConditionRemoved', data: { modelId: id, name: 'BURNING', reason: 'Upkeep damage dealt (§17.2)' } });
      if (dead) continue;
    }
    const poison = m.conditions.POISON;
    if (typeof poison === 'number') {
      const dead = hurt(1, 'POISON');
      events.push(
        poison <= 1
          ? { type: 'ConditionRemoved', data: { modelId: id, name: 'POISON', reason: 'Upkeep: lowered to 0 (§17.2)' } }
          : { type: 'ConditionChanged', data: { modelId: id, name: 'POISON', value: poison - 1, reason: 'Upkeep: lowered by 1 (§17.2)' } },
      );
      if (dead) continue;
    }
    m = { ...m, conditions: Object.fromEntries(Object.entries(m.conditions).filter(([n]) => n !== 'BURNING')) };
    events.push(...upkeepRemovals(m));
  }
  events.push({ type: 'UpkeepResolved', data: { turn: state.turn, order } });
  events.push({ type: 'VictoryPointsStep', data: { turn: state.turn, awards: earnVictoryPoints(state) } });
  if (state.turn >= 5) {
    const seat = first;
    const f = flipToPlay(seat, seatOf(state, seat), randomOf(state), c.data.flipId);
    const d = discardFromPlay(seat, f.after, f.card);
    const r = encounterContinues(state.turn, f.card);
    events.push(...f.events, ...d.events, { type: 'EncounterEndFlipped', data: { turn: state.turn, seat, card: f.card, ...r } });
    events.push({ type: 'TurnEnded', data: { turn: state.turn } });
    if (!r.continues) events.push({ type: 'EncounterEnded', data: { seed: state.seed, endedAt: c.data.now, reason: `EP-3: Turn ${state.turn} end flip below ${r.threshold}` } });
    return events;
  }
  events.push({ type: 'TurnEnded', data: { turn: state.turn } });
  return events;
}
