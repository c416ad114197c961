// malifaux-2e §3.5 Triggers, §11 General timing (seed 002_0afdbbe5c7b94945.txt lines 553-569, 641-647, 733-746, 1312-1319):
// the whole refusals of a Trigger declaration (rule, section, message) and the order of simultaneous Abilities: TR-1,
// TR-2, TR-3, TR-7, GT-1 (mutation tests, issue 15)
import { TriggerDef, checkTriggerDeclaration, orderSimultaneousEffects } from './triggers';
import { refusalOf } from '../testing/refusal';

const S35 = '§3.5 (seed 553-569, 641-647, 733-746)';

describe('malifaux-2e §3.5 Trigger declarations: whole refusals', () => {
  it('malifaux-2e/TR-2 a second Trigger in the same duel is refused under §3.5', () => {
    const available: TriggerDef[] = [{ name: 'Critical Strike', suits: ['RAM'], timing: 'WHEN_DAMAGING' }];
    expect(refusalOf(() => checkTriggerDeclaration({ name: 'Critical Strike', available, finalSuits: ['RAM'], alreadyDeclared: true }))).toEqual({
      ruleId: 'malifaux-2e/TR-2',
      section: S35,
      message: 'at most one Trigger per model per duel',
    });
  });

  it('malifaux-2e/TR-3 a Trigger of neither the Action nor the stat is refused under §3.5', () => {
    expect(refusalOf(() => checkTriggerDeclaration({ name: 'Onslaught', available: [], finalSuits: ['RAM'], alreadyDeclared: false }))).toEqual({
      ruleId: 'malifaux-2e/TR-3',
      section: S35,
      message: '"Onslaught" is neither a Trigger of this Action nor of the stat used',
    });
  });

  it('malifaux-2e/TR-1 a Trigger needs its suits in the final duel total (§3.5): TOME TOME with one TOME is refused, with two declared', () => {
    const available: TriggerDef[] = [{ name: 'Arcane Reservoir', suits: ['TOME', 'TOME'], timing: 'IMMEDIATELY' }];
    expect(refusalOf(() => checkTriggerDeclaration({ name: 'Arcane Reservoir', available, finalSuits: ['TOME', 'RAM'], alreadyDeclared: false }))).toEqual({
      ruleId: 'malifaux-2e/TR-1',
      section: S35,
      message: '"Arcane Reservoir" needs TOME TOME in the final duel total',
    });
    expect(checkTriggerDeclaration({ name: 'Arcane Reservoir', available, finalSuits: ['TOME', 'TOME'], alreadyDeclared: false })).toBe(available[0]);
  });
});

describe('malifaux-2e §11 simultaneous Abilities', () => {
  it('malifaux-2e/GT-1 malifaux-2e/TR-7 Abilities keep the order their controllers gave, the Attacker`s before the Defender`s included; Triggers go first', () => {
    const effects = [
      { kind: 'ABILITY' as const, role: 'ATTACKER' as const, name: 'Blood Frenzy' },
      { kind: 'ABILITY' as const, role: 'DEFENDER' as const, name: 'Hard to Kill' },
      { kind: 'TRIGGER' as const, role: 'ATTACKER' as const, name: 'Critical Strike' },
    ];
    expect(orderSimultaneousEffects(effects).map((e) => e.name)).toEqual(['Critical Strike', 'Blood Frenzy', 'Hard to Kill']);
  });
});
