// malifaux-1e §13 destructible terrain attacked on the table (rules/malifaux-1e.md §13; seed 000_8cac2ea3b25a10d7.txt lines
// 3844-4011): the attack hits automatically, the server makes the normal damage flip of the attacker's weapon (cheating
// allowed, no blasts, no triggers), and the damage meets the section's Solidity (D30: strictly exceeds by default).
import { A, cmd, model, refusal, run, step, sword, toActivation } from '../testing/fixtures';
import type { CardId } from '../../malifaux/cards';
import type { EncounterCommand1e } from '../commands';

const lady = model('lady', { station: 'MASTER', wounds: 8, actions: [sword] });
const withWall = (next: CardId[]) => run([cmd('RecordTerrain1e', A, { pieces: [{ id: 'wall', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3 }] })], toActivation([lady], [model('guard')], next));
const attack = (over: object = {}): EncounterCommand1e => cmd('AttackTerrain', A, { pieceId: 'wall', section: 0, modelId: 'lady', weapon: 'Sword', ...over });

describe('malifaux-1e §13 destructible terrain: the damage flip is the server’s', () => {
  it.each<[string, CardId[], object, number, boolean]>([
    ['a weak card (CROW-4): Sword 2, the wood (3) stands', ['CROW-04'], {}, 2, false],
    ['a moderate card (CROW-8): 3 does not exceed 3', ['CROW-08'], {}, 3, false],
    ['a severe card (CROW-12): 5 destroys it', ['CROW-12'], {}, 5, true],
    ['the Black Joker: nothing', ['BJ'], {}, 0, false],
    ['the Red Joker: severe plus the second flip (DMG-9), 5 + 2', ['RJ', 'CROW-02'], {}, 7, true],
    ['cheating is allowed: CROW-4 flipped, RAM-6 from the hand put in, 3', ['CROW-04'], { cheat: 'RAM-06' }, 3, false],
    ['Bash, named: every model has it', ['CROW-12'], { weapon: 'Bash' }, -1, false],
  ])('malifaux-1e/TE-0 %s', (_, next, over, damage, destroyed) => {
    const s = step(withWall(next), attack(over));
    const hit = s.added.find((e) => e.type === 'TerrainSectionDamaged');
    if (damage >= 0) expect(hit?.data).toMatchObject({ damage, destroyed, solidity: 3 });
    else expect(hit?.data).toMatchObject({ solidity: 3 });
    // The cards used go to the attacker's discard pile.
    expect(s.state.seats.A?.inPlay ?? []).toEqual([]);
  });

  it('malifaux-1e/TE-0 with an attacker the damage is not declared; a card not in hand can’t be cheated in; malifaux-1e/CB-4 a weapon it does not have', () => {
    expect(refusal(withWall(['CROW-04']), attack({ damage: 9 }))).toBe('malifaux-1e/TE-0');
    expect(refusal(withWall(['CROW-04']), attack({ cheat: 'CROW-13' }))).toBe('malifaux-1e/TE-0');
    expect(refusal(withWall(['CROW-04']), attack({ weapon: 'Cannon' }))).toBe('malifaux-1e/CB-4');
    expect(refusal(withWall(['CROW-04']), attack({ trigger: 'Crit' }))).toBe('malifaux-1e/TE-0');
  });
});
