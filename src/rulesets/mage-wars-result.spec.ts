// The Mage Wars result (ruleset.ts EncounterResult) from autoplayed full-mode matches: a 1v1 winner (VC-2) and a 2v2 team
// victory (MP-3); nothing before the end.
import type { PlayerSetup } from '../rules/mage-wars/commands';
import { autoplay } from '../rules/mage-wars/testing/autoplay';
import { fullCommand, play, stateOf } from '../rules/mage-wars/testing/fixtures';
import { starterCatalogue } from '../rules/mage-wars/testing/starter-catalogue';
import { mageWarsRuleset } from './mage-wars';

const catalogue = starterCatalogue();
const p = (mageClass: PlayerSetup['mageClass'], i: number, team?: string): PlayerSetup => ({ name: `${mageClass}-${i}`, mageClass, ...(mageClass === 'Wizard' ? { element: 'Air' as const } : {}), ...(team ? { team } : {}) });

describe('mage-wars result()', () => {
  it('mage-wars/VC-2 a 1v1 ends with one winner; side is the Mage; no score (vp 0); policies recorded', () => {
    const start = play([fullCommand([p('Warlock', 1), p('Priestess', 2)], catalogue, 'result-1v1')]);
    expect(mageWarsRuleset.result!(stateOf(start))).toBeNull();
    const end = stateOf(autoplay(start, 2500).log);
    const r = mageWarsRuleset.result!(end)!;
    expect(r.outcome).toBe('WIN');
    expect(r.winners).toEqual([end.result!.winner]);
    expect(r.seats.map((s) => [s.seat, s.side, s.vp])).toEqual([['A', 'Warlock', 0], ['B', 'Priestess', 0]]);
    const loser = r.seats.find((s) => !r.winners.includes(s.seat))!;
    expect(end.objects[`mage-${loser.seat}`].destroyed).toBe(true);
    expect(r.policies).toMatchObject({ mode: 'full', simultaneousDestruction: 'draw' });
    expect(r.turnsPlayed).toBe(end.round.round);
  });

  it('mage-wars/MP-3 a 2v2 ends with both Mages of a team as winners', () => {
    const players = [p('Warlock', 1, 'red'), p('Priestess', 2, 'blue'), p('Beastmaster', 3, 'red'), p('Wizard', 4, 'blue')];
    const end = stateOf(autoplay(play([fullCommand(players, catalogue, 'teams-2v2')]), 3000).log);
    const r = mageWarsRuleset.result!(end)!;
    expect(r.winners).toHaveLength(2);
    const team = end.seats[r.winners[0]]!.team;
    expect(r.winners.every((x) => end.seats[x]!.team === team)).toBe(true);
    expect(r.seats.find((s) => s.seat === r.winners[0])!.entries[0].source).toBe('team victory (MP-3)');
  });
});
