// malifaux-2e §12.2-12.7 Damage, prevention and healing flips (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1335-1388): DF-1, DF-2, §12.3, DJ-1, DJ-2, §12.5, PV-1, PV-2, HL-1, HL-2, DM-1
import { SeatId } from '../../core/decider';
import { RuleViolation, require_ } from '../../core/rule-violation';
import { CardId } from '../../malifaux/cards';
import { cheatRefusal, CheatSituation } from './cheat-fate';
import { applyDamage, applyDamageModifiers, assertWoundsInRange, blastsFor, stepDown, applyHealing, hardToKillDamage, damageFlipModifiers, damageForSeverity, damageFromFlip, preventedBy, preventionRefusal, Severity, severityOf } from './damage';
import { ApplyBlastDamage, CheatFate, StartDamage, StartDamageFromDuel, StartHealing } from './duel-commands';
import { DuelContext } from './duel-context';
import { CardMove, DuelEvent, FlipStarted } from './duel-events';
import { expectStep } from './duel-order';
import { duelPolicy } from './duel-policy';
import { cardInUse, DuelState, FlipRecord, sideOf } from './duel-state';
import { DueStep } from './duel-steps';
import { assertNothingInProgress } from './duel-setup-decisions';
import { cheatMoves, checkActiveCard, checkCheat, discardOthers } from './duel-card-decisions';
import { skipped } from './duel-resolution';
import { onlyChoice } from '../../malifaux/duel/duel-outcome';
import { addFateModifiers, cardsToFlip } from './fate-modifiers';
import { soulstoneEffects } from './soulstones';
import { triggerMoment } from './triggers';

const S = '§12 (seed 1335-1388)';

function flipOf(state: DuelState): FlipRecord {
  if (state.status !== 'FLIPPING') throw new RuleViolation('malifaux-2e/DU-S1', S, 'no damage or healing flip is in progress');
  return state.flip;
}

/** §12.3, DF-2, SS-D2: the damage flip of the won Attack: Accuracy Modifier, the Defender's Soulstone `−`, and `fate`. */
export function startDamageFromDuel(state: DuelState, c: StartDamageFromDuel['data']): DuelEvent[] {
  assertNothingInProgress(state);
  const duel = state.status === 'IDLE' ? null : state.duel;
  const outcome = state.status === 'DUEL_RESOLVED' || state.status === 'FLIP_RESOLVED' ? state.outcome : null;
  if (
    !duel ||
    !outcome ||
    // Stryker disable next-line ConditionalExpression: a Simple Duel's outcome always has margin null (resolveDuel sets it for OPPOSED only), so `margin === null` refuses it the same
    duel.kind !== 'OPPOSED' ||
    outcome.margin === null
  )
    throw new RuleViolation('malifaux-2e/DU-O7', '§4.4 (seed 748-756)', 'no resolved Opposed Duel to take the margin from');
  require_(outcome.winner === 'ATTACKER', 'malifaux-2e/DU-O6', '§4.4 (seed 748-756)', 'the Defender won the duel: the Action failed');
  // One damage flip per Attack (§12.2): other models hit (blasts) take StartDamage with steppedDown.
  require_(
    !(state.status === 'FLIP_RESOLVED' && state.flip.fromDuel),
    'malifaux-2e/DU-O7',
    '§4.4, §12.2 (seed 748-756, 1335-1350)',
    'the damage flip of this duel was already made; damage to other models is StartDamage',
  );
  refuseSteppedDown(c.steppedDown);
  const track = duel.action.damage;
  if (!track) throw new RuleViolation('malifaux-2e/DM-2', S, `${duel.action.name} has no damage flip`);
  const attacker = sideOf(duel, 'ATTACKER');
  const defender = sideOf(duel, 'DEFENDER');
  if (!attacker || !defender) return [];
  const ss = defender.soulstones;
  const penalty = ss.status === 'DECLARED' ? soulstoneEffects('DEFENDER', ss.declaration).damageFlipPenalty : ss.status === 'RELENTED' ? ss.damageFlipPenalty : 0;
  const accuracy = damageFlipModifiers({ margin: outcome.margin });
  const d = defender.participant;
  const event: FlipStarted = {
    type: 'FlipStarted',
    data: {
      stage: 'DAMAGE',
      flipType: 'DAMAGE',
      flipper: { modelId: attacker.participant.modelId, seat: attacker.participant.seat },
      target: { modelId: d.modelId, seat: d.seat, station: d.station, wounds: d.wounds, maxWounds: d.maxWounds },
      amount: { kind: 'FLIP', track },
      fate: damageFlipModifiers({ margin: outcome.margin, defenderSoulstonePenalty: penalty, others: c.fate }),
      accuracy,
      defenderSoulstonePenalty: penalty,
      modifiers: c.modifiers ?? {},
      steppedDown: c.steppedDown ?? false,
      fromDuel: true,
      policy: duel.policy,
    },
  };
  return [event];
}

/**
 * BL-4 (seed 1522-1532): a model under a blast takes one step less than the *same* damage flip (Lilith 4, Young Nephilim
 * 3), never a flip of its own: a stepped-down flip is refused; ApplyBlastDamage applies the step to the other models.
 */
function refuseSteppedDown(steppedDown: boolean | undefined): void {
  require_(steppedDown !== true, 'malifaux-2e/BL-4', '§16.3 (seed 1506-1532)', 'models under a blast take one step less than the same damage flip: use ApplyBlastDamage after it, not a new flip');
}

export function startDamage(state: DuelState, c: StartDamage['data']): DuelEvent[] {
  assertNothingInProgress(state);
  refuseSteppedDown(c.steppedDown);
  // MV-6 (seed 1928): hazardous terrain damage is flipped by the opposing player.
  require_(
    c.flipType !== 'HAZARDOUS_TERRAIN_DAMAGE' || c.dealer.seat !== c.target.seat,
    'malifaux-2e/MV-6',
    '§10.1 (seed 1928)',
    'hazardous terrain damage is flipped by the opposing player, not the model’s own',
  );
  assertWoundsInRange(c.target, 'malifaux-2e/DM-1');
  if (c.amount.kind === 'FIXED') require_(c.amount.amount >= 0, 'malifaux-2e/DM-2', S, 'a fixed damage amount is ≥ 0');
  const fate = addFateModifiers(...(c.fate ?? []));
  const data = { stage: 'DAMAGE' as const, flipType: c.flipType ?? 'DAMAGE', flipper: c.dealer, target: c.target, amount: c.amount, fate };
  return [{ type: 'FlipStarted', data: { ...data, accuracy: null, defenderSoulstonePenalty: 0, modifiers: c.modifiers ?? {}, steppedDown: c.steppedDown ?? false, fromDuel: false, policy: duelPolicy(c.policy) } }];
}

/** HL-2: the healed model counts as the flipping model: its controller flips and may cheat. */
export function startHealing(state: DuelState, c: StartHealing['data']): DuelEvent[] {
  assertNothingInProgress(state);
  assertWoundsInRange(c.healed, 'malifaux-2e/HL-1');
  if (c.amount.kind === 'FIXED') require_(c.amount.amount >= 0, 'malifaux-2e/HL-1', S, 'a fixed healing amount is ≥ 0');
  const data = { stage: 'HEALING' as const, flipType: 'HEALING' as const, flipper: { modelId: c.healed.modelId, seat: c.healed.seat }, target: c.healed, amount: c.amount };
  return [{ type: 'FlipStarted', data: { ...data, fate: addFateModifiers(...(c.fate ?? [])), accuracy: null, defenderSoulstonePenalty: 0, modifiers: {}, steppedDown: false, fromDuel: false, policy: duelPolicy(c.policy) } }];
}

export function flipFateCards(state: DuelState, by: SeatId, ctx: DuelContext): DuelEvent[] {
  expectStep(state, 'FLIP', by);
  const f = flipOf(state);
  const requested = cardsToFlip(f.net);
  const cards = ctx.flip(by, requested).slice(0, requested);
  const moves: CardMove[] = cards.map((card) => ({ seat: by, card, from: 'DECK', to: 'IN_PLAY' }));
  return [{ type: 'DuelCardsFlipped', data: { stage: f.stage, flips: [{ role: null, seat: by, net: f.net, requested, cards }], moves } }];
}

export function chooseFlipCard(state: DuelState, by: SeatId, card: CardId): DuelEvent[] {
  expectStep(state, 'CHOOSE_ACTIVE_CARD', by);
  const f = flipOf(state);
  // Stryker disable next-line ArrayDeclaration: CHOOSE_ACTIVE_CARD is due only after the flip (flipped !== null), so the fallback is never used
  const moves = checkActiveCard(f.flipped ?? [], f.net, card, by);
  return [{ type: 'ActiveCardChosen', data: { stage: f.stage, role: null, seat: by, card, automatic: false, total: null, moves } }];
}

// Stryker disable next-line ArrayDeclaration: CHEAT is due only after the flip (flipped !== null; a FIXED amount has no cheat step), so the fallback is never used
const flipCheatSituation = (f: FlipRecord, handSize: number): CheatSituation => ({ flipType: f.flipType, net: f.net, flipped: f.flipped ?? [], opponentFlipped: null, handSize });

/** DF-1, HL-2: cheating a damage or healing flip follows CF-2 (not with net < 0, not after flipping the Black Joker). */
export function cheatFlip(state: DuelState, c: CheatFate['data'], ctx: DuelContext): DuelEvent[] {
  expectStep(state, 'CHEAT', c.by);
  const f = flipOf(state);
  const hand = ctx.hand(c.by);
  checkCheat(flipCheatSituation(f, hand.length), c, hand, f.policy);
  // Stryker disable next-line BooleanLiteral: CHEAT is due only while the cheat is PENDING, so the card in use before and after cheating is the same
  const replaced = cardInUse(f, false) ?? c.card;
  const data = { stage: f.stage, role: null, seat: c.by, card: c.card, replaced, redJokerSuit: c.redJokerSuit ?? null, total: null };
  // Stryker disable next-line BooleanLiteral: as above, no cheat is recorded yet when CHEAT is due
  return [{ type: 'FateCheated', data: { ...data, moves: cheatMoves(c.by, c.card, cardInUse(f, false)) } }];
}

export function declineFlipCheat(state: DuelState, by: SeatId): DuelEvent[] {
  expectStep(state, 'CHEAT', by);
  return [{ type: 'CheatDeclined', data: { stage: flipOf(state).stage, role: null, seat: by } }];
}

/** §12.5 steps 3-5: severity, base amount, static modifiers (DM-3; DJ-1 keeps a Black Joker at 0). */
export function flipAmounts(f: FlipRecord): { severity: Severity | null; base: number; afterModifiers: number } {
  if (f.amount.kind === 'FIXED') {
    const base = f.amount.amount;
    // Stryker disable next-line ConditionalExpression: a healing flip has no modifiers (startHealing records {}) and its fixed amount is ≥ 0 (HL-1), so applyDamageModifiers returns it unchanged
    return { severity: null, base, afterModifiers: f.stage === 'DAMAGE' ? applyDamageModifiers(base, f.modifiers) : base };
  }
  const card = cardInUse(f);
  // Stryker disable next-line BlockStatement: a healing flip has no modifiers and is never stepped down (startHealing), so damageFromFlip gives the same severity and amount (for the printed, non-negative track)
  if (f.stage === 'HEALING') {
    const base = damageForSeverity(severityOf(card), f.amount.track);
    return { severity: severityOf(card), base, afterModifiers: base };
  }
  const r = damageFromFlip(card, f.amount.track, f.modifiers, f.steppedDown);
  return { severity: r.severity, base: r.base, afterModifiers: r.final };
}

/** PV-1: one card from the Master/Henchman's own deck, not cheatable, costing 1 Soulstone (SS-1, SS-2). */
export function flipPrevention(state: DuelState, by: SeatId, ctx: DuelContext): DuelEvent[] {
  expectStep(state, 'PREVENTION', by);
  const f = flipOf(state);
  const damage = flipAmounts(f).afterModifiers;
  const pool = ctx.soulstones(by);
  const refusal = preventionRefusal({ station: f.target.station, pool, damage, irreducible: f.modifiers.irreducible });
  if (refusal) throw refusal;
  const card = ctx.flip(by, 1)[0] ?? null;
  const moves: CardMove[] = card === null ? [] : [{ seat: by, card, from: 'DECK', to: 'DISCARD' }];
  return [{ type: 'PreventionFlipped', data: { seat: by, modelId: f.target.modelId, card, prevented: preventedBy(card, damage), spent: 1, poolAfter: pool - 1, moves } }];
}

export function declinePrevention(state: DuelState, by: SeatId): DuelEvent[] {
  expectStep(state, 'PREVENTION', by);
  return [{ type: 'PreventionDeclined', data: { seat: by, modelId: flipOf(state).target.modelId } }];
}

function resolveFlip(state: Extract<DuelState, { status: 'FLIPPING' }>): DuelEvent {
  const f = state.flip;
  const { severity, base, afterModifiers } = flipAmounts(f);
  // Stryker disable next-line ConditionalExpression: a FIXED amount is never flipped (no choice or cheat step), so cardInUse is null for it anyway
  const card = f.amount.kind === 'FLIP' ? cardInUse(f) : null;
  const moves: CardMove[] = card === null ? [] : [{ seat: f.flipper.seat, card, from: 'IN_PLAY', to: 'DISCARD' }];
  const t = f.target;
  if (f.stage === 'HEALING') {
    const h = applyHealing(t.wounds, t.maxWounds, afterModifiers);
    return { type: 'HealingResolved', data: { targetId: t.modelId, severity, amount: afterModifiers, healed: h.healed, lost: h.lost, woundsBefore: t.wounds, woundsAfter: h.wounds, moves } };
  }
  const prevented = f.prevention.status === 'FLIPPED' ? f.prevention.prevented : 0;
  const damage = hardToKillDamage(t.wounds, afterModifiers - prevented, f.modifiers);
  const after = applyDamage(t.wounds, damage);
  const declared = f.fromDuel && state.duel ? state.duel.sides : [];
  const triggers = declared.flatMap((s) =>
    s.trigger.status === 'DECLARED' && (s.trigger.trigger.timing === 'WHEN_DAMAGING' || s.trigger.trigger.timing === 'AFTER_DAMAGING')
      // Stryker disable next-line ConditionalExpression,EqualityOperator: only damaging timings pass the filter, and triggerMoment ignores `won` for them
      ? [{ role: s.role, modelId: s.participant.modelId, trigger: s.trigger.trigger, moment: triggerMoment(s.trigger.trigger.timing, s.role === 'ATTACKER', damage) }]
      : [],
  );
  const data = { targetId: t.modelId, severity, base, afterModifiers, prevented, damage, woundsBefore: t.wounds, woundsAfter: after.wounds, killed: after.killed };
  return { type: 'DamageResolved', data: { ...data, triggers, moves } };
}

/** BL-2, BL-4, DJ-2, A-11: the other models under the blast, one severity step below the resolved damage flip's. */
export function applyBlastDamage(state: DuelState, c: ApplyBlastDamage['data']): DuelEvent[] {
  const S16 = '§16.3 (seed 1506-1532)';
  require_(
    state.status === 'FLIP_RESOLVED' &&
      // Stryker disable next-line ConditionalExpression: only startDamageFromDuel sets fromDuel, always with stage DAMAGE, so fromDuel alone decides
      state.flip.stage === 'DAMAGE' &&
      state.flip.fromDuel,
    'malifaux-2e/BL-4',
    S16,
    'blast damage follows the resolved damage flip of an Attack',
  );
  require_(state.blasted !== true, 'malifaux-2e/BL-4', S16, 'the blast damage of this flip was already applied');
  require_(c.by === state.flip.flipper.seat, 'malifaux-2e/BL-5', S16, 'the attacker resolves the models under the blast');
  const f = state.flip;
  if (f.amount.kind !== 'FLIP') return [];
  const track = f.amount.track;
  const primary = state.result.severity ?? 'NONE';
  const blasts = blastsFor(primary, track);
  require_(track.blasts === undefined || blasts > 0, 'malifaux-2e/BL-2', S16, `a ${primary} result of this Action places no Blast Marker`);
  if (c.markers !== undefined) assertBlastPlacement(c.markers, blasts, f.target.modelId);
  const seen = new Set<string>();
  const targets = c.targets.map((t, i) => {
    require_(t.modelId !== f.target.modelId, 'malifaux-2e/BL-4', S16, 'the original target takes the flipped damage once');
    require_(!seen.has(t.modelId), 'malifaux-2e/BL-3', S16, `${t.modelId} is under the blast once`);
    seen.add(t.modelId);
    assertWoundsInRange(t, 'malifaux-2e/DM-1');
    const severity = stepDown(primary);
    const base = damageForSeverity(severity, track);
    const damage = hardToKillDamage(t.wounds, applyDamageModifiers(base, c.modifiers?.[i] ?? {}), c.modifiers?.[i]);
    const after = applyDamage(t.wounds, damage);
    return { targetId: t.modelId, severity, base, damage, woundsBefore: t.wounds, woundsAfter: after.wounds, killed: after.killed };
  });
  const markers = c.markers === undefined ? {} : { markers: c.markers.map((m) => ({ touches: m.touches })) };
  return [{ type: 'BlastDamageResolved', data: { primaryTargetId: f.target.modelId, primarySeverity: state.result.severity, blasts, targets, ...markers } }];
}

/**
 * BL-1 (seed 1506-1520): one 50mm Blast Marker per blast of the severity dealt (BL-2); the first touches the target's
 * base (without overlapping it), each further one touches an earlier Blast Marker. LoS is not needed, so not asked.
 */
export function assertBlastPlacement(markers: readonly { readonly touches: string }[], blasts: number, targetId: string): void {
  const S16 = '§16.3 (seed 1506-1520)';
  require_(markers.length === blasts, 'malifaux-2e/BL-1', S16, `this result places ${blasts} Blast Marker(s): ${markers.length} declared`);
  markers.forEach((m, i) => {
    const earlier = /^blast:(\d+)$/.exec(m.touches);
    const ok = i === 0 ? m.touches === targetId : earlier !== null && Number(earlier[1]) < i;
    require_(ok, 'malifaux-2e/BL-1', S16, i === 0 ? `the first Blast Marker touches the target ${targetId}` : `Blast Marker ${i} must touch an earlier one (blast:0..blast:${i - 1})`);
  });
}

/** §4.5 for flips: automatic choice, skipped cheat / prevention, and the resolution. */
export function automaticFlipEvent(state: Extract<DuelState, { status: 'FLIPPING' }>, due: DueStep, ctx: DuelContext): DuelEvent | null {
  const f = state.flip;
  const seat = f.flipper.seat;
  switch (due.step) {
    case 'CHOOSE_ACTIVE_CARD': {
      // Stryker disable next-line ArrayDeclaration: CHOOSE_ACTIVE_CARD is due only after the flip (flipped !== null)
      const only = onlyChoice(f.flipped ?? [], f.net);
      if (!only) return null;
      const card = only.card;
      // Stryker disable next-line ArrayDeclaration: as above, flipped is set when the active card is chosen
      return { type: 'ActiveCardChosen', data: { stage: f.stage, role: null, seat, card, automatic: true, total: null, moves: discardOthers(f.flipped ?? [], card, seat) } };
    }
    case 'CHEAT': {
      const r = cheatRefusal(flipCheatSituation(f, ctx.hand(seat).length), f.policy);
      return r ? skipped(f.stage, 'CHEAT', null, r.ruleId, `${r.message} (${r.cites})`) : null;
    }
    case 'PREVENTION': {
      const r = preventionRefusal({ station: f.target.station, pool: ctx.soulstones(f.target.seat), damage: flipAmounts(f).afterModifiers, irreducible: f.modifiers.irreducible });
      return r ? skipped(f.stage, 'PREVENTION', null, r.ruleId, r.message) : null;
    }
    case 'RESOLVE':
      return resolveFlip(state);
    default:
      return null;
  }
}
