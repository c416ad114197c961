// malifaux-1e §3.1 / §3.4 SM-1 stat floors with §10.1 Defensive Stance (W24), §3.6 "Object #" read from the card and the
// §10.11 reduction order (D19), §9.5 MV-8 Flight / MV-9 Levitation (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt
// lines 495-972, 2506-2549, 2628-2630): the exact characteristic names and the floors of Wk and Cg (model.ts).
import { model } from '../testing/fixtures';
import { MALIFAUX_1E } from '../edition';
import type { HiredModel } from '../commands';
import { modelFrom } from './crew';
import { chargeOf, damageReductions, flies, levitates, NO_MODIFIERS, reduceWounds, walkOf, type ModelState } from './model';

// Built inside each test: modelFrom is code under test, and a model built at collection time would make its mutants static.
const defensive = (over: Partial<HiredModel>): ModelState => ({ ...modelFrom('A', model('x', over)), modifiers: { ...NO_MODIFIERS, defensive: true } });
const objectOf = (...characteristics: string[]): number => damageReductions({ characteristics, armor: 0 }, 0).object;
const c = (...characteristics: string[]): { characteristics: string[] } => ({ characteristics });

describe('malifaux-1e §3.1 item 6, §10.1 Defensive Stance: Wk and Cg have their own floor of 1 (model.ts)', () => {
  it('malifaux-1e/W24 a Wk 2 / Cg 2 model in Defensive Stance keeps Wk 1 / Cg 1, not the general floor 0 of SM-1', () => {
    // −2 would take both to 0; §3.1 says Wk and Cg can't be reduced below 1, so each stat reads its own floor by name.
    const m = defensive({ stats: { df: 4, wp: 5, wk: 2, cg: 2, ht: 2 } });
    expect([walkOf(MALIFAUX_1E, m), chargeOf(MALIFAUX_1E, m)]).toEqual([1, 1]);
  });
});

describe('malifaux-1e §3.6 "Objet # → Object #": the characteristic is read whole, and §10.11 reduces only a positive amount (model.ts)', () => {
  it('malifaux-1e/D19 Object # is found wherever it stands among the characteristics', () => {
    // A card lists several characteristics; Object # need not be the first (the others read as "no Object").
    expect([objectOf('Living', 'Object 3'), objectOf('Construct', 'Objet 2', 'Rare 2')]).toEqual([3, 2]);
  });
  it('malifaux-1e/D19 the whole characteristic is "Object #": spaces between the word and the number, nothing before or after', () => {
    // Stat cards come as typed data: any run of spaces or a tab separates the number; another characteristic that merely
    // names Object (before it or with more after the number) is not Object # and reduces nothing.
    expect([objectOf('Objet  2'), objectOf('Object\t4'), objectOf('Ignores Object 2'), objectOf('Object 2 (Totem)'), objectOf('Object 2x')]).toEqual([2, 4, 0, 0, 0]);
  });
  it('malifaux-1e/D19 Object 2: incoming 5 / 2 / 1 / 0 wounds become 3 / 1 / 1 / 0; no Object leaves them as they are', () => {
    // Minimum 1 for a positive amount; 0 incoming stays 0 ([AMBIGUOUS] default, §3.6); without Object nothing is taken off.
    const obj = (base: number, object: number): number => reduceWounds(base, { halve: false, armor: 0, object });
    expect([obj(5, 2), obj(2, 2), obj(1, 2), obj(0, 2), obj(-2, 2), obj(1, 0), obj(5, 0)]).toEqual([3, 1, 1, 0, 0, 1, 5]);
  });
  it('malifaux-1e/D18 nothing below 0: a Spirit halving a negative amount, with Armor, suffers 0 wounds', () => {
    // ceil(-3 / 2) = -1, then Armor 1: the pipeline clamps at 0 before Object #, so a non-positive amount is never raised to 1.
    expect([reduceWounds(-3, { halve: true, armor: 1, object: 2 }), reduceWounds(-1, { halve: true, armor: 0, object: 0 })]).toEqual([0, 0]);
  });
});

describe('malifaux-1e §9.5 Flight and Levitation are read by their exact names (model.ts)', () => {
  it('malifaux-1e/MV-9 Levitation among other characteristics levitates; a characteristic that only names it does not', () => {
    // One characteristic is enough (the others are not required to be Levitation); the name must be the whole characteristic.
    expect([levitates(c('Living', 'Levitation')), levitates(c('Lévitation', 'Construct')), levitates(c('Ignores Levitation')), levitates(c('Anti-lévitation'))]).toEqual([true, true, false, false]);
  });
  it('malifaux-1e/MV-8 Flight / Vol fly only as the whole characteristic, not at the end of another one', () => {
    // "Envol" ends in "vol" and "Ignores Flight" in "flight", yet neither is the Flight (Vol) characteristic.
    expect([flies(c('Living', 'Vol')), flies(c('Envol')), flies(c('Ignores Flight')), flies(c('No Levitation'))]).toEqual([true, false, false, false]);
  });
});
