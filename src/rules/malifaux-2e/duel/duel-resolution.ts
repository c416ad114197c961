// malifaux-2e §4.3-4.5 automatic steps and step 5, Determine Success (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 657-661, 748-756, 758-764): DU-1, DU-O6, DU-O7, TR-1, TR-4, TR-5, §4.5 StepSkipped
import { cheatRefusal } from './cheat-fate';
import { DuelContext } from './duel-context';
import { CardMove, DuelEvent, DuelResolved, DuelStepSkipped, FlowStage, ResolvedTrigger, StepKind } from './duel-events';
import { DuelRole, stationUsesSoulstones } from './duel-roles';
import { DuelRecord, cardInUse, sideOf, sideTotal } from './duel-state';
import { DueStep } from './duel-steps';
import { eligibleTriggers, onlyChoice, opposedOutcome } from '../../malifaux/duel/duel-outcome';
import { meetsTn } from '../../malifaux/duel/duel-total';
import { discardOthers, duelCheatSituation, sideTriggers } from './duel-card-decisions';
import { orderSimultaneousTriggers, triggerMoment } from './triggers';

export function skipped(stage: FlowStage, step: StepKind, role: DuelRole | null, ruleId: string, reason: string): DuelStepSkipped {
  return { type: 'DuelStepSkipped', data: { stage, step, role, ruleId, reason } };
}

/** Step 5: DU-1 (Simple), DU-O6 and DU-O7 (Opposed). The cards in use are discarded; declared triggers in TR-5 order. */
export function resolveDuel(duel: DuelRecord): DuelResolved {
  const totals = duel.sides.map((s) => ({ role: s.role, total: sideTotal(duel, s) }));
  const totalOf = (r: DuelRole) => totals.find((t) => t.role === r)?.total ?? { value: 0, suits: [] };
  let winner: DuelRole | null;
  let margin: number | null = null;
  if (duel.kind === 'SIMPLE') {
    winner = meetsTn(totalOf('ACTOR'), duel.action.tn, duel.action.requiredSuits) ? 'ACTOR' : null;
  } else {
    ({ winner, margin } = opposedOutcome(totalOf('ATTACKER'), totalOf('DEFENDER'), duel.action.tn, duel.action.requiredSuits));
  }
  const triggers: ResolvedTrigger[] = orderSimultaneousTriggers(
    duel.sides.flatMap((s) =>
      s.trigger.status === 'DECLARED'
        ? [{ role: s.role, modelId: s.participant.modelId, trigger: s.trigger.trigger, moment: triggerMoment(s.trigger.trigger.timing, winner === s.role, null) }]
        : [],
    ),
  );
  const moves: CardMove[] = duel.sides.flatMap((s) => {
    const card = cardInUse(s);
    return card === null ? [] : [{ seat: s.participant.seat, card, from: 'IN_PLAY' as const, to: 'DISCARD' as const }];
  });
  return {
    type: 'DuelResolved',
    data: { duelId: duel.duelId, kind: duel.kind, winner, success: winner === 'ACTOR' || winner === 'ATTACKER', margin, totals, triggers, moves },
  };
}

/** §4.5: the event for a duel step with no real choice (or the resolution), or null when a player must decide. */
export function automaticDuelEvent(duel: DuelRecord, due: DueStep, ctx: DuelContext): DuelEvent | null {
  if (due.step === 'RESOLVE') return resolveDuel(duel);
  const side = due.role ? sideOf(duel, due.role) : undefined;
  if (!side) return null;
  const p = side.participant;
  switch (due.step) {
    case 'DECLARE_SOULSTONES':
      if (side.role === 'DEFENDER' && duel.defenderFriendly) return null; // it may still relent (DU-O8)
      if (!stationUsesSoulstones(p.station)) return skipped('DUEL', 'DECLARE_SOULSTONES', side.role, 'malifaux-2e/SS-D1', `a ${p.station} model does not use Soulstones`);
      if (ctx.soulstones(p.seat) < 1) return skipped('DUEL', 'DECLARE_SOULSTONES', side.role, 'malifaux-2e/SS-2', 'the Soulstone Pool is empty');
      return null;
    case 'CHOOSE_ACTIVE_CARD': {
      // Stryker disable next-line ArrayDeclaration: an active card is due only once the side has flipped (flipped is set)
      const only = onlyChoice(side.flipped ?? [], side.net ?? 0);
      if (!only) return null;
      const card = only.card;
      const total = sideTotal(duel, { ...side, choice: { status: 'CHOSEN', card } });
      // Stryker disable next-line ArrayDeclaration: as above, the side has flipped
      const moves = discardOthers(side.flipped ?? [], card, p.seat);
      return { type: 'ActiveCardChosen', data: { stage: 'DUEL', role: side.role, seat: p.seat, card, automatic: true, total, moves } };
    }
    case 'CHEAT': {
      const r = cheatRefusal(duelCheatSituation(duel, side, ctx.hand(p.seat).length), duel.policy);
      return r ? skipped('DUEL', 'CHEAT', side.role, r.ruleId, `${r.message} (${r.cites})`) : null;
    }
    case 'DECLARE_TRIGGER':
      if (eligibleTriggers(sideTriggers(duel, side), sideTotal(duel, side).suits).length > 0) return null;
      return skipped('DUEL', 'DECLARE_TRIGGER', side.role, 'malifaux-2e/TR-1', 'no Trigger of this model has its suits in the final duel total');
    default:
      return null;
  }
}
