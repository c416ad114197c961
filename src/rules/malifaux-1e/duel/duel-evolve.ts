// malifaux-1e §6, §10 duel and damage-flip evolution (rules/malifaux-1e.md): folds one duel event. Total, never throws.
import type { DuelEvent1e } from '../events';
import type { DuelRecord1e, DuelState1e, FlipCards1e, Role1e, Side1e } from './duel-state';

function withSide(duel: DuelRecord1e, role: Role1e | null, change: (s: Side1e) => Side1e): DuelRecord1e {
  return { ...duel, sides: duel.sides.map((s) => (s.role === role ? change(s) : s)) };
}

function withFlip(state: DuelState1e, i: number, change: (f: FlipCards1e) => FlipCards1e): DuelState1e {
  if (state.status !== 'FLIPPING') return state;
  const flips = state.flip.flips.map((f, k) => (k === i ? change(f) : f));
  return { ...state, flip: { ...state.flip, flips } };
}

export function evolveDuel1e(state: DuelState1e, e: DuelEvent1e): DuelState1e {
  if (e.type === 'DuelStarted') return { status: 'DUELING', duel: e.data.duel };
  if (e.type === 'DamageFlipStarted') {
    const duel = state.status === 'DUEL_RESOLVED' ? state.duel : null;
    const outcome = state.status === 'DUEL_RESOLVED' ? state.outcome : null;
    return { status: 'FLIPPING', duel, outcome, flip: e.data.flip };
  }
  if (state.status === 'DUELING') {
    const duel = state.duel;
    switch (e.type) {
      case 'ActiveCardChosen':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, choice: { status: 'CHOSEN', card: e.data.card } })) };
      case 'RedJokerSuitNamed':
        return {
          status: 'DUELING',
          duel: withSide(duel, e.data.role, (s) =>
            e.data.forSoulstone && s.soulstone.status === 'USED' ? { ...s, soulstone: { ...s.soulstone, redJokerSuit: e.data.suit } } : { ...s, redJokerSuit: e.data.suit },
          ),
        };
      case 'FateCheated':
        return {
          status: 'DUELING',
          duel: withSide(duel, e.data.role, (s) => {
            const replaced = s.choice.status === 'CHOSEN' ? s.choice.card : null;
            void replaced;
            return { ...s, cheat: { status: 'CHEATED', card: e.data.card, redJokerSuit: e.data.redJokerSuit } };
          }),
        };
      case 'CheatDeclined':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, cheat: { status: 'DECLINED' } })) };
      case 'StepSkipped': {
        const skipped = { status: 'SKIPPED' as const, ruleId: e.data.ruleId };
        return {
          status: 'DUELING',
          duel: withSide(duel, e.data.role, (s) =>
            e.data.step === 'CHEAT' ? { ...s, cheat: skipped } : e.data.step === 'SOULSTONE_CARD' ? { ...s, soulstone: skipped } : e.data.step === 'DECLARE_TRIGGER' ? { ...s, trigger: skipped } : s,
          ),
        };
      }
      case 'SoulstoneCardFlipped':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, soulstone: { status: 'USED', card: e.data.card, redJokerSuit: null } })) };
      case 'SoulstoneCardDeclined':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, soulstone: { status: 'DECLINED' } })) };
      case 'TriggerDeclared':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, trigger: { status: 'DECLARED', name: e.data.name } })) };
      case 'TriggerPassed':
        return { status: 'DUELING', duel: withSide(duel, e.data.role, (s) => ({ ...s, trigger: { status: 'PASSED' } })) };
      case 'DuelResolved':
        return { status: 'DUEL_RESOLVED', duel, outcome: e.data.outcome, damageTaken: false };
      default:
        return state;
    }
  }
  if (state.status === 'FLIPPING') {
    switch (e.type) {
      case 'DamageCardsFlipped': {
        const i = e.data.flipIndex;
        if (i >= state.flip.flips.length) {
          const fresh: FlipCards1e = { flipped: e.data.cards, net: 0, choice: { status: 'PENDING' }, cheat: { status: 'PENDING' } };
          return { ...state, flip: { ...state.flip, flips: [...state.flip.flips, fresh] } };
        }
        return withFlip(state, i, (f) => ({ ...f, flipped: e.data.cards }));
      }
      case 'ActiveCardChosen':
        return withFlip(state, e.data.flipIndex, (f) => ({ ...f, choice: { status: 'CHOSEN', card: e.data.card } }));
      case 'FateCheated':
        return withFlip(state, e.data.flipIndex, (f) => ({ ...f, cheat: { status: 'CHEATED', card: e.data.card } }));
      case 'CheatDeclined':
        return withFlip(state, e.data.flipIndex, (f) => ({ ...f, cheat: { status: 'DECLINED' } }));
      case 'StepSkipped':
        if (e.data.step === 'PREVENTION') return { ...state, flip: { ...state.flip, prevention: { status: 'SKIPPED', ruleId: e.data.ruleId } } };
        return withFlip(state, e.data.flipIndex, (f) => ({ ...f, cheat: { status: 'SKIPPED', ruleId: e.data.ruleId } }));
      case 'PreventionFlipped':
        return { ...state, flip: { ...state.flip, prevention: { status: 'FLIPPED', card: e.data.card, prevented: e.data.prevented } } };
      case 'PreventionDeclined':
        return { ...state, flip: { ...state.flip, prevention: { status: 'DECLINED' } } };
      case 'DamageResolved':
        return { status: 'FLIP_RESOLVED', duel: state.duel, outcome: state.outcome, flip: state.flip, result: e.data.result };
      default:
        return state;
    }
  }
  if (state.status === 'FLIP_RESOLVED' && e.type === 'BlastDamageApplied') return { ...state, result: { ...state.result, blasted: true } };
  return state;
}
