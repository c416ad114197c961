// mage-wars §11.1 the condition markers as data (rules/mage-wars.md; seed 333-384, 1491-1502, 2038-2142, 2228, 2258):
// each marker's family, how it goes away and its removal cost and roll, row by row as the book gives them (issue 15: the
// mutants of conditions.ts, a table of data).
import type { ConditionId } from './cards/card-definition';
import { CONDITIONS, removalCost, type ConditionFacts } from './conditions';

describe('mage-wars §11.1 condition markers', () => {
  it.each<[ConditionId, ConditionFacts]>([
    ['Burn', { family: 'flame', ends: 'upkeep-blank', removalCost: 2, removalRoll: null }],
    ['Rot', { family: 'poison', ends: 'removal-only', removalCost: 2, removalRoll: null }],
    ['Weak', { family: 'poison', ends: 'removal-only', removalCost: 2, removalRoll: null }],
    ['Cripple', { family: 'poison', ends: 'removal-roll', removalCost: 4, removalRoll: 7 }],
    ['Daze', { family: 'stun', ends: 'end-of-action-phase', removalCost: 2, removalRoll: null }],
    ['Stun', { family: 'stun', ends: 'end-of-action-phase', removalCost: 4, removalRoll: null }],
    ['Sleep', { family: 'psychic', ends: 'damage', removalCost: 'level', removalRoll: null }],
    ['Taunt', { family: 'special', ends: 'end-of-action-phase', removalCost: null, removalRoll: null }],
  ])('mage-wars/CB-49 mage-wars/CB-38 %s', (condition, facts) => {
    expect(CONDITIONS[condition]).toEqual(facts);
  });

  it('mage-wars/CB-49 eight markers; Sleep costs the creature’s level (1 or 5), the others their fixed cost whatever the level', () => {
    expect(Object.keys(CONDITIONS)).toEqual(['Burn', 'Rot', 'Weak', 'Cripple', 'Daze', 'Stun', 'Sleep', 'Taunt']);
    expect([removalCost('Sleep', 1), removalCost('Sleep', 5)]).toEqual([1, 5]);
    expect([removalCost('Stun', 1), removalCost('Burn', 5), removalCost('Taunt', 5)]).toEqual([4, 2, null]);
  });
});
