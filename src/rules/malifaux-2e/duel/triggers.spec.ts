// malifaux-2e §3.5 Triggers (seed 002_0afdbbe5c7b94945.txt lines 553-569, 641-647, 733-746): TR-1..TR-5, DU-O5
import { eligibleTriggers } from '../../malifaux/duel/duel-outcome';
import { TriggerDef, availableTriggers, checkTriggerDeclaration, orderSimultaneousTriggers, triggerMoment } from './triggers';
import { lowerTotalFirst } from '../../malifaux/duel/decision-order';
import { ruleOf } from '../../core/testing/helpers';

const crit: TriggerDef = { name: 'Critical Strike', suits: ['TOME'], timing: 'WHEN_DAMAGING' };
const twoTomes: TriggerDef = { name: 'Double Tome', suits: ['TOME', 'TOME'], timing: 'AFTER_SUCCEEDING' };
const subZero: TriggerDef = { name: 'Sub Zero', suits: ['TOME'], timing: 'AFTER_DAMAGING', stat: 'Df' };
const wpTrig: TriggerDef = { name: 'Steel Will', suits: ['MASK'], timing: 'IMMEDIATELY', stat: 'Wp' };

describe('malifaux-2e §3.5 Triggers', () => {
  it.each([
    [['TOME'], ['Critical Strike']],
    [['TOME', 'TOME'], ['Critical Strike', 'Double Tome']],
    [['MASK'], []],
  ] as const)('malifaux-2e/TR-1 final suits %j make %j eligible', (suits, names) =>
    expect(eligibleTriggers([crit, twoTomes], suits).map((t) => t.name)).toEqual(names));

  it('malifaux-2e/TR-1 a trigger whose suits are missing is refused', () => {
    expect(ruleOf(() => checkTriggerDeclaration({ name: 'Double Tome', available: [twoTomes], finalSuits: ['TOME', 'MASK'], alreadyDeclared: false }))).toBe('malifaux-2e/TR-1');
    expect(checkTriggerDeclaration({ name: 'Double Tome', available: [twoTomes], finalSuits: ['TOME', 'TOME'], alreadyDeclared: false })).toBe(twoTomes);
  });

  it('malifaux-2e/TR-2 at most one trigger per model per duel', () =>
    expect(ruleOf(() => checkTriggerDeclaration({ name: 'Critical Strike', available: [crit], finalSuits: ['TOME'], alreadyDeclared: true }))).toBe('malifaux-2e/TR-2'));

  it('malifaux-2e/TR-3 Action Triggers belong to the acting model`s Action; Stat Triggers to the stat in use', () => {
    expect(availableTriggers({ role: 'ATTACKER', statName: 'Ml', actionTriggers: [crit], statTriggers: [subZero] }).map((t) => t.name)).toEqual(['Critical Strike']);
    expect(availableTriggers({ role: 'DEFENDER', statName: 'Df', actionTriggers: [crit], statTriggers: [subZero, wpTrig] }).map((t) => t.name)).toEqual(['Sub Zero']);
    expect(availableTriggers({ role: 'ACTOR', statName: 'Wp', statTriggers: [subZero, wpTrig] }).map((t) => t.name)).toEqual(['Steel Will']);
    expect(ruleOf(() => checkTriggerDeclaration({ name: 'Sub Zero', available: [crit], finalSuits: ['TOME'], alreadyDeclared: false }))).toBe('malifaux-2e/TR-3');
  });

  it.each([
    ['IMMEDIATELY', true, null, 'ON_DECLARATION'],
    ['AFTER_SUCCEEDING', true, null, 'AFTER_DUEL'],
    ['AFTER_SUCCEEDING', false, null, 'NEVER'],
    ['AFTER_FAILING', false, null, 'AFTER_DUEL'],
    ['AFTER_FAILING', true, null, 'NEVER'],
    ['AFTER_RESOLVING', false, null, 'AFTER_DUEL'],
    ['AFTER_DAMAGING', true, null, 'AWAITING_DAMAGE'],
    ['AFTER_DAMAGING', true, 2, 'AFTER_DAMAGE'],
    ['AFTER_DAMAGING', true, 0, 'NEVER'],
    ['WHEN_DAMAGING', true, 3, 'WHILE_DAMAGING'],
    ['WHEN_DAMAGING', true, 0, 'NEVER'],
  ] as const)('malifaux-2e/TR-4 %s (won %s, damage %s) -> %s', (timing, won, dmg, moment) => expect(triggerMoment(timing, won, dmg)).toBe(moment));

  it('malifaux-2e/TR-5 simultaneous triggers: the Defender`s first', () => {
    const list = [
      { role: 'ATTACKER' as const, name: 'a' },
      { role: 'DEFENDER' as const, name: 'd' },
    ];
    expect(orderSimultaneousTriggers(list).map((t) => t.name)).toEqual(['d', 'a']);
    expect(orderSimultaneousTriggers([list[0]]).map((t) => t.name)).toEqual(['a']);
  });

  it.each([
    [18, 15, 'DEFENDER'],
    [12, 15, 'ATTACKER'],
    [15, 15, 'DEFENDER'],
  ])('malifaux-2e/DU-O5 Attacker %d vs Defender %d: %s declares (or passes) first', (a, d, who) => expect(lowerTotalFirst(a, d)).toBe(who));
});
