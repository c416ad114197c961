// malifaux-3e-gg3 §3.2 the thirteen schemes numbered by card value (rules/malifaux-3e-gg3.md; seed
// 004_898087316cc90b1e.txt lines 96-250): each scheme id carries the number and the English name the seed prints in
// its heading, `N. <French name> (<English name>)` (issue 15: tests that make the mutants of tables.ts fail).
import { seedSchemeNames } from '../../../test/support/malifaux-3e-gg3-seed';
import { isSchemeNo, SCHEMES, type SchemeNo } from './tables';

/** The id the spec's §3.2 derives from a seed heading: `gg3.s<NN>.<english name, lower case, hyphenated>`. */
const idOf = (no: number, english: string): string =>
  `gg3.s${String(no).padStart(2, '0')}.${english.toLowerCase().replace(/['’]/g, '').trim().split(/\s+/).join('-')}`;

describe('malifaux-3e-gg3 §3.2 the schemes as the seed names them (EN-1)', () => {
  const book = seedSchemeNames();
  const numbers: SchemeNo[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

  it('malifaux-3e-gg3/EN-1 the seed heads thirteen schemes, numbered 1 to 13, and the table has exactly those numbers', () => {
    expect([...book.keys()]).toEqual(numbers);
    expect(Object.keys(SCHEMES).map(Number)).toEqual(numbers);
    expect(numbers.every(isSchemeNo)).toBe(true);
  });

  it.each(numbers.map((no): [SchemeNo, string] => [no, SCHEMES[no]]))('malifaux-3e-gg3/EN-1 scheme %d is %s: its number and the English name the seed prints', (no, id) => {
    const english: string | undefined = book.get(no);
    expect(english).toBeDefined();
    expect(id).toBe(idOf(no, english!));
  });
});
