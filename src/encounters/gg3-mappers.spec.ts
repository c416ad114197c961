// The GG3 inputs become the decider's command data: lists of pairs become the records the scheme lines read.
import { claim, crew, dropMarker, kill, replace, same, strategyFacts, zones } from './gg3-mappers';

describe('GG3 input mappers', () => {
  it('claim: enemiesNearMarkers, engagedBy and near lists become records; absent facts and removals are empty', () => {
    expect(
      claim(
        {
          slot: 1, part: 'end', factId: 'f1', removeMarkers: ['m1'],
          facts: { model: 'a', enemiesNearMarkers: [{ markerId: 'm1', models: ['b1', 'b2'] }], engagedBy: [{ model: 'a', enemies: ['b3'] }], near: [{ model: 'a', enemy: 'b4' }], engaged: false },
        } as never,
        'A',
      ),
    ).toEqual({ slot: 1, part: 'end', factId: 'f1', removeMarkers: ['m1'], facts: { model: 'a', engaged: false, enemiesNearMarkers: { m1: ['b1', 'b2'] }, engagedBy: { a: ['b3'] }, near: { a: 'b4' } } });
    expect(claim({ slot: 0, part: 'reveal' } as never, 'A')).toEqual({ slot: 0, part: 'reveal', factId: undefined, facts: {}, removeMarkers: [] });
  });
  it('crew, replace: an omitted cost is `–` (null); kill: an omitted killer is none; expectedVersion never reaches the rules', () => {
    expect(crew({ models: [{ lineageId: 'x', name: 'X', station: 'MASTER', maxHealth: 10, isLeader: true }], expectedVersion: 3 } as never, 'A')).toEqual({ models: [{ lineageId: 'x', name: 'X', station: 'MASTER', maxHealth: 10, isLeader: true, cost: null }] });
    expect(replace({ lineageId: 'x', modelId: 'y', name: 'Y', station: 'MINION', maxHealth: 4, expectedVersion: 1 } as never, 'A')).toEqual({ factId: undefined, lineageId: 'x', modelId: 'y', name: 'Y', station: 'MINION', maxHealth: 4, cost: null });
    expect(kill({ victim: 'v', leadersWithin3: [] } as never, 'A')).toEqual({ factId: undefined, victim: 'v', killer: null, leadersWithin3: [] });
    expect(same({ target: 't', amount: 1 }, 'A')).toEqual({ factId: undefined, target: 't', amount: 1 });
  });
  it('dropMarker: friendly to the caller unless neutral; zones only with both polygons; strategy facts by marker', () => {
    expect(dropMarker({ markerId: 'm', type: 'scheme', x: 1, y: 2 } as never, 'B')).toEqual({ markerId: 'm', type: 'scheme', owner: 'B', x: 1, y: 2 });
    expect(dropMarker({ markerId: 'm', type: 'corpse', neutral: true, x: 1, y: 2 } as never, 'B')).toMatchObject({ owner: null });
    expect(zones({ half: 'low', zoneA: [[0, 0], [1, 0], [1, 1]] } as never, 'B')).toEqual({ half: 'low' });
    expect(zones({ half: 'low', zoneA: [[0, 0]], zoneB: [[1, 1]] } as never, 'B')).toEqual({ half: 'low', zones: { A: [[0, 0]], B: [[1, 1]] } });
    expect(strategyFacts({ factId: 'f', near: [{ markerId: 'stash-1', models: ['a'] }] } as never, 'A')).toEqual({ factId: 'f', near: { 'stash-1': ['a'] } });
  });
});
