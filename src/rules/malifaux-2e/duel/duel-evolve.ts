// malifaux-2e §4.5 Duel evolve (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-764, 1335-1388): total, never throws; an event that does not fit the state leaves it unchanged
import { DuelEvent, FlowStage } from './duel-events';
import { DuelRole } from './duel-roles';
import { DuelRecord, DuelState, FlipRecord, SideState } from './duel-state';
import { netFateModifiers } from './fate-modifiers';

const PENDING = { status: 'PENDING' } as const;

function newSide(role: DuelRole, participant: SideState['participant']): SideState {
  return { role, participant, soulstones: PENDING, flipped: null, net: null, choice: PENDING, redJokerSuit: null, cheat: PENDING, trigger: PENDING };
}

function onSide(state: DuelState, role: DuelRole | null, f: (s: SideState) => SideState): DuelState {
  if (state.status !== 'DUELING') return state;
  const duel: DuelRecord = { ...state.duel, sides: state.duel.sides.map((s) => (s.role === role ? f(s) : s)) };
  return { ...state, duel };
}

function onFlip(state: DuelState, f: (x: FlipRecord) => FlipRecord): DuelState {
  return state.status === 'FLIPPING' ? { ...state, flip: f(state.flip) } : state;
}

/** Applies a per-stage update: the duel side of `role`, or the damage / healing flip. */
function onStage(state: DuelState, stage: FlowStage, role: DuelRole | null, side: (s: SideState) => SideState, flip: (x: FlipRecord) => FlipRecord): DuelState {
  return stage === 'DUEL' ? onSide(state, role, side) : onFlip(state, flip);
}

export function evolveDuel(state: DuelState, event: DuelEvent): DuelState {
  switch (event.type) {
    case 'DuelStarted': {
      const d = event.data;
      const sides = d.sides.map((s) => newSide(s.role, s.participant));
      return { status: 'DUELING', duel: { duelId: d.duelId, kind: d.kind, action: d.action, defenderFriendly: d.defenderFriendly, policy: d.policy, sides } };
    }
    case 'SoulstonesDeclared': {
      const declaration = { fateModifiers: event.data.fateModifiers, suits: event.data.suits };
      return onSide(state, event.data.role, (s) => ({ ...s, soulstones: { status: 'DECLARED', declaration } }));
    }
    case 'DefenderRelented': {
      const skipped = { status: 'SKIPPED', ruleId: 'malifaux-2e/DU-O8', reason: 'the Defender relented' } as const;
      const penalty = event.data.damageFlipPenalty;
      return onSide(state, 'DEFENDER', (s) => ({
        ...s,
        soulstones: { status: 'RELENTED', damageFlipPenalty: penalty },
        flipped: [],
        net: 0,
        choice: { status: 'CHOSEN', card: null },
        cheat: skipped,
        trigger: skipped,
      }));
    }
    case 'DuelStepSkipped': {
      const { stage, step, role, ruleId, reason } = event.data;
      const skipped = { status: 'SKIPPED', ruleId, reason } as const;
      if (step === 'DECLARE_SOULSTONES') return onSide(state, role, (s) => ({ ...s, soulstones: skipped }));
      if (step === 'DECLARE_TRIGGER') return onSide(state, role, (s) => ({ ...s, trigger: skipped }));
      if (step === 'CHEAT')
        return onStage(state, stage, role, (s) => ({ ...s, cheat: skipped }), (x) => ({ ...x, cheat: skipped }));
      if (step === 'PREVENTION') return onFlip(state, (x) => ({ ...x, prevention: skipped }));
      return state;
    }
    case 'DuelCardsFlipped': {
      const { stage, flips } = event.data;
      if (stage !== 'DUEL') return flips[0] ? onFlip(state, (x) => ({ ...x, flipped: flips[0].cards })) : state;
      return flips.reduce((st, f) => onSide(st, f.role, (s) => ({ ...s, flipped: f.cards, net: f.net })), state);
    }
    case 'ActiveCardChosen': {
      const choice = { status: 'CHOSEN', card: event.data.card } as const;
      return onStage(state, event.data.stage, event.data.role, (s) => ({ ...s, choice }), (x) => ({ ...x, choice }));
    }
    case 'RedJokerSuitNamed':
      return onSide(state, event.data.role, (s) => ({ ...s, redJokerSuit: event.data.suit }));
    case 'FateCheated': {
      const { card, replaced, redJokerSuit } = event.data;
      const cheat = { status: 'CHEATED', card, replaced, redJokerSuit } as const;
      return onStage(state, event.data.stage, event.data.role, (s) => ({ ...s, cheat }), (x) => ({ ...x, cheat }));
    }
    case 'CheatDeclined': {
      const cheat = { status: 'DECLINED' } as const;
      return onStage(state, event.data.stage, event.data.role, (s) => ({ ...s, cheat }), (x) => ({ ...x, cheat }));
    }
    case 'TriggerDeclared':
      return onSide(state, event.data.role, (s) => ({ ...s, trigger: { status: 'DECLARED', trigger: event.data.trigger } }));
    case 'TriggerPassed':
      return onSide(state, event.data.role, (s) => ({ ...s, trigger: { status: 'PASSED' } }));
    case 'DuelResolved': {
      if (state.status !== 'DUELING') return state;
      const { winner, success, margin, totals } = event.data;
      return { status: 'DUEL_RESOLVED', duel: state.duel, outcome: { winner, success, margin, totals } };
    }
    case 'FlipStarted': {
      const d = event.data;
      const prior = state.status === 'IDLE' ? { duel: null, outcome: null } : state.status === 'DUELING' ? { duel: state.duel, outcome: null } : state;
      const flip: FlipRecord = {
        stage: d.stage,
        flipType: d.flipType,
        flipper: d.flipper,
        target: d.target,
        amount: d.amount,
        fate: d.fate,
        net: netFateModifiers(d.fate),
        modifiers: d.modifiers,
        steppedDown: d.steppedDown,
        fromDuel: d.fromDuel,
        policy: d.policy,
        flipped: null,
        choice: PENDING,
        cheat: PENDING,
        prevention: d.stage === 'DAMAGE' ? PENDING : { status: 'SKIPPED', ruleId: 'malifaux-2e/PV-1', reason: 'prevention is against damage only' },
      };
      return { status: 'FLIPPING', duel: prior.duel, outcome: prior.outcome, flip };
    }
    case 'PreventionFlipped':
      return onFlip(state, (x) => ({ ...x, prevention: { status: 'FLIPPED', card: event.data.card, prevented: event.data.prevented } }));
    case 'PreventionDeclined':
      return onFlip(state, (x) => ({ ...x, prevention: { status: 'DECLINED' } }));
    case 'DamageResolved':
    case 'HealingResolved': {
      if (state.status !== 'FLIPPING') return state;
      const d = event.data;
      const result =
        event.type === 'DamageResolved'
          ? { severity: d.severity, base: event.data.base, afterModifiers: event.data.afterModifiers, prevented: event.data.prevented, amount: event.data.damage, woundsAfter: d.woundsAfter }
          : { severity: d.severity, base: event.data.amount, afterModifiers: event.data.amount, prevented: 0, amount: event.data.healed, woundsAfter: d.woundsAfter };
      return { status: 'FLIP_RESOLVED', duel: state.duel, outcome: state.outcome, flip: state.flip, result };
    }
    case 'BlastDamageResolved':
      return state.status === 'FLIP_RESOLVED' ? { ...state, blasted: true } : state;
    default:
      return state;
  }
}
