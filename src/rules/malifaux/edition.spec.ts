// The EditionProfile (malifaux/edition.ts) and the shared flip tables it feeds (malifaux/flip-tables.ts): the two
// editions' values side by side, as rules/malifaux-1e.md §18 lists them.
import { MALIFAUX_1E } from '../malifaux-1e/edition';
import { MALIFAUX_2E } from '../malifaux-2e/edition';
import { combatTotalModifiers, readFixedTable } from './flip-tables';

describe('malifaux EditionProfile: §18, one value per edition', () => {
  it.each([0, 1, 5, 6, 10, 11, 30])('malifaux-1e/CB-7 malifaux-2e/DV-01 combat total %i gives the same damage-flip modifiers in both editions (§18 "Combat total")', (margin) => {
    expect(combatTotalModifiers(MALIFAUX_1E.combatTotalTable, margin)).toEqual(combatTotalModifiers(MALIFAUX_2E.combatTotalTable, margin));
  });

  it('malifaux-1e/CB-7 a negative combat total (a miss) has no row', () => {
    expect(combatTotalModifiers(MALIFAUX_1E.combatTotalTable, -1)).toBeNull();
    expect(combatTotalModifiers(MALIFAUX_1E.combatTotalTable, 0)).toEqual({ bonus: 0, penalty: 2 });
    expect(combatTotalModifiers(MALIFAUX_1E.combatTotalTable, 11)).toEqual({ bonus: 1, penalty: 0 });
  });

  it.each([
    ['BJ', 5, 0],
    ['RAM-05', 5, 1],
    ['RAM-06', 5, 2],
    ['RAM-11', 5, 3],
    ['RJ', 5, 5],
    ['RAM-11', 2, 2],
  ])('malifaux-1e/PR-1 malifaux-2e/PV-1 a prevention card %s against %i wounds prevents %i in both editions (§18 "Damage prevention")', (card, wanted, out) => {
    expect(readFixedTable(MALIFAUX_1E.prevention, card, wanted)).toBe(out);
    expect(readFixedTable(MALIFAUX_2E.prevention, card, wanted)).toBe(out);
  });

  it('the rows that differ hold different values (a profile copied from the other edition fails here)', () => {
    const differ: (keyof typeof MALIFAUX_1E)[] = [
      'pokerSuits', 'maxHandSize', 'drawPhaseSoulstoneDraw', 'discardReshuffle', 'opponentRedJokerBansCheat', 'duelSoulstone', 'activeCardOrder', 'redJokerDamage', 'healing', 'phases',
      'initiative', 'generalAp', 'charge', 'focusCost', 'defensiveStance', 'statFloor', 'hardCover', 'firingIntoMelee', 'disengaging', 'falling', 'fastSlow', 'defaultEffectEnd', 'preMeasuring',
    ];
    for (const k of differ) expect([k, MALIFAUX_1E[k]]).not.toEqual([k, MALIFAUX_2E[k]]);
    expect(MALIFAUX_1E.healing.kind).toBe('FIXED');
  });
});
