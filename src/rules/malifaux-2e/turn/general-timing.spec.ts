// malifaux-2e §11 General timing, §3.5 TR-7 on the table (rules/malifaux-2e.md; seed 1312-1319, 1364-1368): a "when
// damaging" Trigger (Critical Strike, +1) and the target's Hard to Kill Ability happen as the damage is dealt; the
// Trigger resolves first, so Hard to Kill looks at the damage with the +1 in it.
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, greatsword, model } from '../testing/turns';
import type { ModelDef } from './crew';

const critical = { ...greatsword, name: 'Claws', triggers: [{ name: 'Critical Strike', suits: ['RAM' as const], timing: 'WHEN_DAMAGING' as const, addsDamage: 1 }] };
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };

/** Ml 7 + RAM-10 vs Df 5 + TOME-03 (the RAM makes Critical Strike eligible); the damage card `card`. Wounds left, and whether it died. */
function strike(guard: ModelDef, card: string, declare = true): { wounds: number; status: string } {
  const g = atActivation([model('m', { actions: [critical] })], [guard, model('b2')], { decks: [stacked('RAM-10', card), stacked('TOME-03')] });
  g.do('A', 'ActivateModel', { modelId: 'm' });
  g.do('A', 'TakeAction', { actionId: 'c1', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near });
  flipDuel(g, 'A');
  if (declare) g.do('A', 'DuelDecision', { command: { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Critical Strike' } } });
  else g.do('A', 'DuelDecision', { command: { type: 'PassTrigger', data: { by: 'A' } } });
  g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
  flipDuel(g, 'A');
  const m = g.model('guard');
  return { wounds: m.wounds, status: m.status };
}

describe('malifaux-2e §11 General timing on the table', () => {
  const tough = (wounds: number) => model('guard', { wounds, abilities: [{ keyword: 'HARD_TO_KILL' }] });
  it('malifaux-2e/DM-3 a declared "when damaging" Trigger adds its +1 to the damage (Severe 5 + 1 = 6); not declared, it does not', () => {
    expect(strike(model('guard', { wounds: 10 }), 'RAM-12')).toEqual({ wounds: 4, status: 'IN_PLAY' });
    expect(strike(model('guard', { wounds: 10 }), 'RAM-12', false)).toEqual({ wounds: 5, status: 'IN_PLAY' });
  });
  it('malifaux-2e/GT-1 malifaux-2e/TR-7 Critical Strike resolves before Hard to Kill: Severe 5 + 1 on 5 Wounds leaves it at 1 (Ability first would kill it)', () => {
    // Ability first: Hard to Kill turns 5 into 4 (1 Wound left), then +1 kills. Trigger first: 6, then Hard to Kill: 1 Wound.
    expect(strike(tough(5), 'RAM-12')).toEqual({ wounds: 1, status: 'IN_PLAY' });
    expect(strike(model('guard', { wounds: 5 }), 'RAM-12')).toMatchObject({ status: 'KILLED' });
  });
  it('malifaux-2e/GT-1 Hard to Kill needs 2 Wounds: a model on 1 Wound dies, and damage short of lethal is untouched', () => {
    expect(strike(tough(7), 'RAM-07')).toEqual({ wounds: 7 - 5, status: 'IN_PLAY' });
    expect(strike(tough(6), 'RAM-12')).toEqual({ wounds: 1, status: 'IN_PLAY' });
    expect(strike(tough(1), 'RAM-12')).toMatchObject({ status: 'KILLED' });
  });
  it('malifaux-2e/ST-1 a Trigger that adds damage must be a "when damaging" one, 1..5, named by its field', () => {
    const bad = { ...greatsword, triggers: [{ name: 'X', suits: ['RAM' as const], timing: 'AFTER_SUCCEEDING' as const, addsDamage: 1 }] };
    expect(() => atActivation([model('m', { actions: [bad] })], [model('b1')])).toThrow(/models\[0\]\.actions\[0\]\.triggers\[0\]\.addsDamage/);
  });
});
