// mage-wars whole full-mode matches (§1, §12-§14): the starter books (test catalogue), the ability cards, the 3 × 4 arena,
// and multiplayer (free-for-all on the double arena, 2v2 teams). Each ends, replays, passes the audit and keeps mana ≥ 0.
import type { MageClass } from './cards/apprentice-spellbooks';
import type { CreateEncounter, PlayerSetup } from './commands';
import { mageWars } from './index';
import { autoplay } from './testing/autoplay';
import { fakeSha, fullCommand, play, stateOf } from './testing/fixtures';
import { starterCatalogue } from './testing/starter-catalogue';

const catalogue = starterCatalogue();
const player = (m: MageClass, i: number, team?: string): PlayerSetup => ({ name: `${m}-${i}`, mageClass: m, ...(m === 'Wizard' ? { element: 'Air' as const } : {}), ...(team ? { team } : {}) });
const double = (c: CreateEncounter): CreateEncounter => ({ ...c, data: { ...c.data, mode: 'double' } });

function check(create: CreateEncounter, limit: number) {
  const { log } = autoplay(play([create]), limit);
  const end = stateOf(log);
  expect(mageWars.audit(log, fakeSha).fair).toBe(true);
  let state = mageWars.initialState();
  for (const e of log) {
    state = mageWars.evolve(state, e);
    if (state.status === 'empty') continue;
    for (const s of state.seatOrder) expect(state.seats[s]!.mana).toBeGreaterThanOrEqual(0);
  }
  return end;
}

describe('mage-wars whole full-mode matches', () => {
  it.each([
    ['Beastmaster', 'Warlock'],
    ['Priestess', 'Wizard'],
    ['Warlock', 'Wizard'],
    ['Wizard', 'Beastmaster'],
  ] as const)('mage-wars/MG-1 mage-wars/SB-1 %s vs %s with the starter books ends with a destroyed Mage', (a, b) => {
    const end = check(fullCommand([player(a, 1), player(b, 2)], catalogue, `full-${a}-${b}`), 2500);
    expect(end.status).toBe('ended');
    expect(end.result?.winner).not.toBeNull();
  });

  it('mage-wars/MP-6 a three-Mage free-for-all on the double arena ends with the last Mage standing', () => {
    const end = check(double(fullCommand([player('Warlock', 1), player('Beastmaster', 2), player('Priestess', 3)], catalogue, 'ffa-3')), 4000);
    expect(end.status).toBe('ended');
    expect(end.seatOrder.filter((s) => !end.objects[`mage-${s}`].destroyed)).toHaveLength(end.result?.draw ? 0 : 1);
  });

  it('mage-wars/MP-3 a 2v2 team match on the 3 × 4 arena ends with a team victory', () => {
    const players = [player('Warlock', 1, 'red'), player('Priestess', 2, 'blue'), player('Beastmaster', 3, 'red'), player('Wizard', 4, 'blue')];
    const end = check(fullCommand(players, catalogue, 'teams-2v2'), 6000);
    expect(end.status).toBe('ended');
    expect(end.result?.team).toBeDefined();
    const losers = end.seatOrder.filter((x) => end.seats[x]!.team !== end.result?.team);
    for (const x of losers) expect(end.objects[`mage-${x}`].destroyed).toBe(true);
  });
});
