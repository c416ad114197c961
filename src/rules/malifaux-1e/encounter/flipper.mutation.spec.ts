// malifaux-1e §14 setup flips (flipper.ts), the scripted flipper's edge (issue 15): a seat given no script flips nothing.
import { scriptedFlipper } from './flipper';

describe('malifaux-1e §14 the scripted flipper (FD-9)', () => {
  it('malifaux-1e/FD-9 a seat whose script is left undefined flips no card, it gets no invented one', () => {
    // Partial<Record> lets a script name a seat with no cards: that seat's deck is empty, not filled with a placeholder.
    const f = scriptedFlipper({ A: undefined, B: ['RAM-01'] });
    expect([f.flip('A', 'x'), f.flip('B', 'y'), f.flip('B', 'z')]).toEqual([null, 'RAM-01', null]);
  });
});
