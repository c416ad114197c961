// malifaux-2e §3.1 Common flip types (seed 002_0afdbbe5c7b94945.txt lines 458-474): who makes each flip, word for word from
// the table, beside whether it may be cheated (FL-1) (mutation tests, issue 15)
import { FLIP_TYPES, FlipType } from './fate-modifiers';

describe('malifaux-2e §3.1 who flips', () => {
  it.each([
    ['ATTACK', "the Attacker's controller", true],
    ['DEFENSE', "the Defender's controller", true],
    ['SIMPLE_DUEL', 'the controller of the Action', true],
    ['DAMAGE', 'the player of the model dealing the damage', true],
    ['HEALING', 'the player of the healed model', true],
    ['INITIATIVE', 'each player', false],
    ['DAMAGE_PREVENTION', 'the player of the Master/Henchman', false],
    ['HAZARDOUS_TERRAIN_DAMAGE', 'the opposing player', false],
    ['ENCOUNTER_END', 'the First Player', false],
    ['RANDOM_DETERMINATION', 'see RD-1/RD-2', false],
    ['SETUP', 'see A-31', false],
    ['BOG_BADLANDS', 'a random player', false],
  ] as const)('malifaux-2e/FL-1 a %s flip is made by %s (cheatable: %s)', (type: FlipType, whoFlips: string, cheatable: boolean) => {
    expect(FLIP_TYPES[type]).toMatchObject({ whoFlips, cheatable });
  });

  it('malifaux-2e/FL-1 the table has exactly the twelve flip types of §3.1', () => {
    expect(Object.keys(FLIP_TYPES)).toHaveLength(12);
  });
});
