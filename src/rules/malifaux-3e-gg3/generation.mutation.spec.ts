// malifaux-3e-gg3 §3.3 generation, to-assigned (EN-1): a scheme pool that is not five distinct numbers 1..13 is refused
// under EN-1 with the message the organiser reads; a valid one is kept as given (issue 15: tests that make the
// surviving mutants of generation.ts fail).
import { generate } from './generation';
import { refusalOf } from './testing/fixtures';

const assigned = (schemePool: readonly number[] | undefined) => () => generate({ method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool }, 'ab'.repeat(32));

describe('malifaux-3e-gg3 §3.3 a to-assigned scheme pool', () => {
  it.each<[string, number[] | undefined]>([
    ['four numbers', [1, 2, 3, 4]],
    ['six numbers', [1, 2, 3, 4, 5, 6]],
    ['a repeated number', [1, 2, 3, 4, 4]],
    ['a 0', [0, 1, 2, 3, 4]],
    ['a 14', [1, 2, 3, 4, 14]],
    ['no number', []],
    ['no pool at all', undefined],
  ])('malifaux-3e-gg3/EN-1 with %s is refused', (_what, pool) => {
    expect(refusalOf(assigned(pool))).toBe('EN-1 §3.3: schemePool has 5 distinct scheme numbers 1..13');
  });

  it('malifaux-3e-gg3/EN-1 five distinct numbers 1..13 are the pool, in the order given', () => {
    expect(assigned([13, 1, 7, 2, 9])()).toMatchObject({ deployment: 'standard', strategy: 'gg3.carve-a-path', schemePool: [13, 1, 7, 2, 9] });
  });
});
