// malifaux-1e §14.8 W23 (table-duels-1e.ts willpowerOf; issue 15; rules/malifaux-1e.md §11.3): Drain Souls lowers the
// Wp of the crew's non-leaders only; a Master or a listed leader keeps its printed Wp.
import type { CrewList1e } from './crew';
import type { GameState1e } from '../state';
import type { ModelState } from '../turn/model';
import { model, toActivation } from '../testing/fixtures';
import { evolve1e } from '../evolve';
import { startSimpleDuel, willpowerOf, type Evolve1e } from './table-duels-1e';

// A started game never evolves back to the empty state, so the whole-encounter evolve is a game-state evolve here.
const evolve: Evolve1e = (s: GameState1e, e): GameState1e => evolve1e(s, e) as GameState1e;

/** A game in play whose seat A used Drain Souls twice and lists `leaders` as its leaders. */
function drained(leaders: readonly string[]): { state: GameState1e; m: ModelState } {
  const { state } = toActivation([model('a1')], [model('b1')]);
  const m: ModelState = state.models['a1'];
  const crew = state.ext.encounter.crews.A;
  const list: CrewList1e = { ...(crew?.list as CrewList1e), leaders: [...leaders] };
  const hiring = crew?.hiring as NonNullable<typeof crew>['hiring'];
  const encounter = { ...state.ext.encounter, crews: { ...state.ext.encounter.crews, A: { list, hiring } } };
  return { state: { ...state, ext: { ...state.ext, encounter, magic: { ...state.ext.magic, drainSoulsUses: { A: 2 } } } }, m };
}

describe('malifaux-1e W23 willpowerOf', () => {
  it('malifaux-1e/W23 a non-leader minion loses 1 Wp per Drain Souls', () => {
    const { state, m } = drained([]);
    expect(willpowerOf(state, m)).toBe(m.stats.wp - 2);
  });
  it('malifaux-1e/W23 a listed leader keeps its Wp', () => {
    const { state, m } = drained(['a1']);
    expect(willpowerOf(state, m)).toBe(m.stats.wp);
  });
  it('malifaux-1e/W23 a Master keeps its Wp even when not listed', () => {
    const { state, m } = drained([]);
    expect(willpowerOf(state, { ...m, station: 'MASTER' })).toBe(m.stats.wp);
  });
});

describe('malifaux-1e §11.3 startSimpleDuel', () => {
  const begin = (requiredSuits?: readonly ('RAM' | 'TOME' | 'CROW' | 'MASK')[]): ReturnType<typeof startSimpleDuel> => {
    const { state } = toActivation([model('a1')], [model('b1')]);
    return startSimpleDuel(state, evolve, 'd1', state.models['a1'], { name: 'Wp', value: 5 }, { name: 'morale', tn: 10, ...(requiredSuits ? { requiredSuits } : {}) }, { bonus: 0, penalty: 0 });
  };
  it('malifaux-1e/MG-3 the casting keeps the suits the spell requires, and none when it names none', () => {
    expect(JSON.stringify(begin(['TOME']))).toContain('"requiredSuits":["TOME"]');
    expect(JSON.stringify(begin())).toContain('"requiredSuits":[]');
  });
  it('malifaux-1e/MG-3 the duel runs its automatic steps past the start (the single flipped card is chosen)', () => {
    expect(begin().map((e) => e.type)).toEqual(['CardsFlipped', 'DuelStarted', 'ActiveCardChosen']);
  });
});
