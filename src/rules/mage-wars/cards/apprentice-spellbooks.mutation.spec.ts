// mage-wars §13.5 apprentice spellbooks (rules/mage-wars.md; seed 132-290, A6): each Mage's list as printed, its size and
// its first and last card (issue 15: the survivors of apprentice-spellbooks.ts, run with this file's own specs only).
import { APPRENTICE_SPELLBOOKS, expandSpellbook, type MageClass } from './apprentice-spellbooks';

describe('mage-wars §13.5 apprentice books as printed (MD-1, A6)', () => {
  it.each<[MageClass, number, string, string]>([
    ['Beastmaster', 33, 'staff-of-beasts', 'geyser'],
    ['Priestess', 30, 'staff-of-asyra', 'pillar-of-light'],
    ['Warlock', 30, 'demonhide-armor', 'flameblast'],
    ['Wizard', 30, 'elemental-wand', 'electrification'],
  ])('mage-wars/MD-1 the apprentice %s book holds %i cards, from %s to %s', (mage, size, first, last) => {
    const cards = expandSpellbook(APPRENTICE_SPELLBOOKS[mage]);
    expect([cards.length, cards[0], cards[cards.length - 1]]).toEqual([size, first, last]);
  });
});
