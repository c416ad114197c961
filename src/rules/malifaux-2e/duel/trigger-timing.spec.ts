// malifaux-2e §3.5 Triggers (seed 002_0afdbbe5c7b94945.txt lines 553-569, 733-746, 1364-1366): timing, order and the refusals' words: TR-1..TR-7, DU-O5, DJ-1
import { RuleViolation } from '../../core/rule-violation';
import { lowerTotalFirst } from '../../malifaux/duel/decision-order';
import { availableTriggers, checkTriggerDeclaration, grantedActionCost, orderSimultaneousEffects, orderSimultaneousTriggers, triggerMoment, TriggerDef } from './triggers';

const said = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return `${e.ruleId}: ${e.message}`;
    throw e;
  }
  return undefined;
};

describe('malifaux-2e/TR-4 when a declared trigger takes effect', () => {
  it.each([
    ['IMMEDIATELY', true, null, 'ON_DECLARATION'],
    ['IMMEDIATELY', false, 0, 'ON_DECLARATION'],
    ['AFTER_SUCCEEDING', true, null, 'AFTER_DUEL'],
    ['AFTER_SUCCEEDING', false, null, 'NEVER'],
    ['AFTER_FAILING', true, null, 'NEVER'],
    ['AFTER_FAILING', false, null, 'AFTER_DUEL'],
    ['AFTER_RESOLVING', false, null, 'AFTER_DUEL'],
    ['AFTER_RESOLVING', true, null, 'AFTER_DUEL'],
    ['WHEN_DAMAGING', true, null, 'AWAITING_DAMAGE'],
    ['WHEN_DAMAGING', true, 0, 'NEVER'],
    ['WHEN_DAMAGING', true, 1, 'WHILE_DAMAGING'],
    ['AFTER_DAMAGING', true, null, 'AWAITING_DAMAGE'],
    ['AFTER_DAMAGING', true, 0, 'NEVER'],
    ['AFTER_DAMAGING', true, 1, 'AFTER_DAMAGE'],
    ['AFTER_DAMAGING', true, 5, 'AFTER_DAMAGE'],
  ] as const)('malifaux-2e/TR-4 malifaux-2e/DJ-1 %s (won %s, damage %s) -> %s', (timing, won, damage, moment) => expect(triggerMoment(timing, won, damage)).toBe(moment));
});

describe('malifaux-2e §3.5 declaring and ordering triggers', () => {
  const crit: TriggerDef = { name: 'Critical Strike', suits: ['TOME', 'TOME'], timing: 'WHEN_DAMAGING' };
  const riposte: TriggerDef = { name: 'Riposte', suits: ['MASK'], timing: 'AFTER_SUCCEEDING', stat: 'Df' };

  it('malifaux-2e/TR-2 malifaux-2e/TR-3 malifaux-2e/TR-1 the refusals name the trigger and the suits it needs', () => {
    const declare = (name: string, finalSuits: ('TOME' | 'MASK')[], alreadyDeclared = false) => said(() => checkTriggerDeclaration({ name, available: [crit, riposte], finalSuits, alreadyDeclared }));
    expect(declare('Critical Strike', ['TOME', 'TOME'], true)).toBe('malifaux-2e/TR-2: at most one Trigger per model per duel');
    expect(declare('Flurry', ['TOME', 'TOME'])).toBe('malifaux-2e/TR-3: "Flurry" is neither a Trigger of this Action nor of the stat used');
    expect(declare('Critical Strike', ['TOME'])).toBe('malifaux-2e/TR-1: "Critical Strike" needs TOME TOME in the final duel total');
    expect(declare('Critical Strike', ['TOME', 'MASK', 'TOME'])).toBeUndefined();
    expect(checkTriggerDeclaration({ name: 'Riposte', available: [crit, riposte], finalSuits: ['MASK'], alreadyDeclared: false })).toBe(riposte);
  });

  it('malifaux-2e/TR-3 a stat-bound trigger among the Action`s triggers is not an Action Trigger; the Defender has no Action Triggers', () => {
    expect(availableTriggers({ role: 'ATTACKER', statName: 'Ml', actionTriggers: [crit, { ...riposte, stat: 'Ml' }], statTriggers: [riposte] })).toEqual([crit]);
    expect(availableTriggers({ role: 'ACTOR', statName: 'Df', actionTriggers: [crit], statTriggers: [riposte] })).toEqual([crit, riposte]);
    expect(availableTriggers({ role: 'DEFENDER', statName: 'Df', actionTriggers: [crit], statTriggers: [riposte] })).toEqual([riposte]);
    expect(availableTriggers({ role: 'DEFENDER', statName: 'Df' })).toEqual([]);
  });

  it('malifaux-2e/DU-O5 the lower final total declares first; the Defender on a tie', () => {
    expect(lowerTotalFirst(9, 10)).toBe('ATTACKER');
    expect(lowerTotalFirst(10, 10)).toBe('DEFENDER');
    expect(lowerTotalFirst(11, 10)).toBe('DEFENDER');
  });

  it('malifaux-2e/TR-5 malifaux-2e/TR-7 the Defender`s triggers first, then the others in order; triggers before abilities', () => {
    const list = [
      { role: 'ATTACKER' as const, id: 1 },
      { role: 'DEFENDER' as const, id: 2 },
      { role: 'ACTOR' as const, id: 3 },
      { role: 'DEFENDER' as const, id: 4 },
    ];
    expect(orderSimultaneousTriggers(list).map((x) => x.id)).toEqual([2, 4, 1, 3]);
    const effects = [
      { kind: 'ABILITY' as const, role: 'DEFENDER' as const, id: 1 },
      { kind: 'TRIGGER' as const, role: 'ATTACKER' as const, id: 2 },
      { kind: 'ABILITY' as const, role: 'ATTACKER' as const, id: 3 },
      { kind: 'TRIGGER' as const, role: 'DEFENDER' as const, id: 4 },
    ];
    expect(orderSimultaneousEffects(effects).map((x) => x.id)).toEqual([4, 2, 1, 3]);
  });

  it('malifaux-2e/TR-6 an Action granted by a Trigger costs no AP; any other its printed AP', () => {
    expect(grantedActionCost('TRIGGER', 2)).toBe(0);
    expect(grantedActionCost('ABILITY', 2)).toBe(2);
    expect(grantedActionCost('NONE', 1)).toBe(1);
  });
});
