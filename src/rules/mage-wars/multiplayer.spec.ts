// mage-wars §14 multiplayer (rules/mage-wars.md; seed 1980-2000) and MD-4: free-for-all on the double arena, 2v2 teams on
// the 3 × 4 arena; MP-1..MP-6.
import type { SeatId } from '../core/decider';
import { deciderSpec } from '../core/testing/given';
import type { PlayerSetup } from './commands';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { hinderers } from './actions';
import { roundStep } from './round-step';
import { sameSide } from './state';
import { CARDS, addConditions, enter, finishRound, fullCommand, play, seat, stateOf } from './testing/fixtures';

const given = deciderSpec(mageWars);
const warlock = (name: string, team?: string): PlayerSetup => ({ name, mageClass: 'Warlock', spellbook: ['fireball'], ...(team ? { team } : {}) });
const priestess = (name: string, team?: string): PlayerSetup => ({ name, mageClass: 'Priestess', spellbook: ['minor-heal'], ...(team ? { team } : {}) });
const ffa = (n: 3 | 4) => {
  const c = fullCommand([warlock('Ana'), priestess('Ben'), warlock('Cid'), priestess('Dee')].slice(0, n));
  return { ...c, data: { ...c.data, mode: 'double' as const } };
};
const teams = (order: string[]) => fullCommand(order.map((t, i) => (i % 2 === 0 ? warlock(`p${i}`, t) : priestess(`p${i}`, t))));
const kill = (mageId: string): EncounterEvent[] => [{ type: 'DamageDealt', data: { objectId: mageId, amount: 37, direct: true, source: 'test' } }, addConditions(mageId, 'Rot', 1)];

describe('mage-wars §14 setting up a multiplayer match', () => {
  it('mage-wars/MP-6 mage-wars/MD-4 a free-for-all of 3 or 4 Mages is played on the 4 × 6 double arena, one corner each', () => {
    given([]).when(ffa(4)).thenMatches((events) => {
      const created = events[0];
      if (created.type !== 'EncounterCreated') throw new Error('no creation');
      expect(created.data.arena).toEqual({ rows: 4, cols: 6 });
      expect(created.data.seats.map((x) => x.zone)).toEqual([{ row: 0, col: 0 }, { row: 3, col: 5 }, { row: 0, col: 5 }, { row: 3, col: 0 }]);
    });
    const onFull = { ...ffa(3), data: { ...ffa(3).data, mode: 'full' as const } };
    given([]).when(onFull).thenThrows('mage-wars/MP-6');
  });

  it('mage-wars/MP-3 mage-wars/MP-5 a 2v2 team game: teams seated alternately, each team in one corner of the 3 × 4 arena', () => {
    given([]).when(teams(['red', 'blue', 'red', 'blue'])).thenMatches((events) => {
      const created = events[0];
      if (created.type !== 'EncounterCreated') throw new Error('no creation');
      expect(created.data.arena).toEqual({ rows: 3, cols: 4 });
      expect(created.data.seats.map((x) => [x.team, x.zone])).toEqual([
        ['red', { row: 0, col: 0 }], ['blue', { row: 2, col: 3 }], ['red', { row: 0, col: 0 }], ['blue', { row: 2, col: 3 }],
      ]);
    });
    given([]).when(teams(['red', 'red', 'blue', 'blue'])).thenThrows('mage-wars/MP-3');
    given([]).when(teams(['red', 'blue', 'green', 'blue'])).thenThrows('mage-wars/MP-3');
  });
});

describe('mage-wars §14 playing a multiplayer match', () => {
  it('mage-wars/MP-1 the initiative passes to the player on the left (the next seat) every round', () => {
    const r1 = play([ffa(3)]);
    const first = stateOf(r1).round.initiative;
    const r2 = finishRound(r1);
    const r3 = finishRound(r2);
    const order = ['A', 'B', 'C'];
    const next = (s: string) => order[(order.indexOf(s) + 1) % 3];
    expect([stateOf(r2).round.initiative, stateOf(r3).round.initiative]).toEqual([next(first), next(next(first))]);
  });

  it('mage-wars/MP-1 mage-wars/MP-6 a destroyed Mage is out: its seat is skipped, its creatures go with it, the others play on; the last Mage standing wins', () => {
    const r1 = play([ffa(3)]);
    const first = stateOf(r1).round.initiative;
    const order: SeatId[] = ['A', 'B', 'C'];
    // The victim is the next to hold the initiative: it falls in round 2's Upkeep, and the initiative moves on past it.
    const victim = order[(order.indexOf(first) + 1) % 3];
    const r2 = finishRound([...r1, ...enter('pet', CARDS.timberWolf.id, victim, { row: 1, col: 1 }), ...kill(`mage-${victim}`)]);
    const s = stateOf(r2);
    expect(s.status).toBe('active');
    expect(s.objects.pet).toBeUndefined();
    expect(s.round.queue).not.toContain(victim);
    expect(roundStep(s)).toMatchObject({ kind: 'planning' });
    const last = order[(order.indexOf(first) + 2) % 3];
    expect(s.round.initiative).toBe(last);
    expect(s.seatOrder.filter((x) => x !== victim)).toEqual(s.round.queue.slice().sort());
    // MP-6: when the next Mage falls, the last Mage alive wins.
    const end = finishRound(play(s.round.queue.map((q) => ({ type: 'PlanSpells' as const, actor: seat(q), data: { seat: q, instanceIds: [] } })), [...r2, ...kill(`mage-${last}`)]));
    expect(stateOf(end).result).toMatchObject({ winner: first, draw: false });
  });

  it('mage-wars/MP-2 a seat may pass while ANY other seat has more ready creatures', () => {
    // enter() restarts round 1 with the initiative at A: A acts first.
    const toActions = (extra: EncounterEvent[]) => {
      let log = [...play([ffa(3)]), ...extra];
      for (let i = 0; i < 10; i++) {
        const step = roundStep(stateOf(log));
        if (step.kind === 'planning') log = play([{ type: 'PlanSpells', actor: seat(step.seats[0]), data: { seat: step.seats[0], instanceIds: [] } }], log);
        else if (step.kind === 'quickcast') log = play([{ type: 'PassQuickcast', actor: seat(step.seat), data: { seat: step.seat } }], log);
        else return log;
      }
      throw new Error('no action phase');
    };
    const pass = { type: 'PassActionPhase' as const, actor: seat('A'), data: { seat: 'A' as const } };
    // A 1 ready (its Mage), B 1, C 2: C has more, so A may pass.
    const cAhead = toActions(enter('p1', CARDS.timberWolf.id, 'C', { row: 1, col: 1 }));
    expect(roundStep(stateOf(cAhead))).toMatchObject({ kind: 'activate', seat: 'A', mayPass: true });
    given(cAhead).when(pass).thenMatches((events) => expect(events[0]).toMatchObject({ type: 'ActionPhasePassed', data: { seat: 'A' } }));
    // A 2, B 1, C 1: nobody has more.
    given(toActions(enter('p1', CARDS.timberWolf.id, 'A', { row: 1, col: 1 }))).when(pass).thenThrows('mage-wars/RD-16');
  });

  it('mage-wars/MP-3 a team wins when every Mage of the other team is destroyed; one fallen team-mate is not the end', () => {
    const r1 = play([teams(['red', 'blue', 'red', 'blue'])]);
    const one = finishRound([...r1, ...kill('mage-B')]);
    expect(stateOf(one).status).toBe('active');
    const both = finishRound([...r1, ...kill('mage-B'), ...kill('mage-D')]);
    expect(stateOf(both).result).toEqual({ winner: 'A', team: 'red', winners: ['A', 'C'], draw: false, reason: 'every Mage of the other team is destroyed (MP-3)' });
  });

  it('mage-wars/MP-4 team-mates count as one player (Unique); opponents and free-for-all seats do not', () => {
    const team = stateOf(play([teams(['red', 'blue', 'red', 'blue'])]));
    expect([sameSide(team, 'A', 'C'), sameSide(team, 'A', 'B'), sameSide(team, 'B', 'D')]).toEqual([true, false, true]);
    const free = stateOf(play([ffa(3)]));
    expect([sameSide(free, 'A', 'A'), sameSide(free, 'A', 'C')]).toEqual([true, false]);
  });

  it('mage-wars/MP-4 mage-wars/AC-11 a team-mate is friendly: sharing its corner never hinders; an enemy Mage does', () => {
    const team = stateOf(play([teams(['red', 'blue', 'red', 'blue'])]));
    const a = team.objects['mage-A'];
    // A and C start together in the red corner: neither hinders the other (the autoplayed 2v2 stalled on this).
    expect(hinderers(team, a, a.zone!).map((o) => o.id)).toEqual([]);
    const withEnemy = { ...team, objects: { ...team.objects, 'mage-B': { ...team.objects['mage-B'], zone: a.zone } } };
    expect(hinderers(withEnemy, a, a.zone!).map((o) => o.id)).toEqual(['mage-B']);
  });
});
