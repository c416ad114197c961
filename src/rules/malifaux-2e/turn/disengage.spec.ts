// malifaux-2e §10.4 Disengaging (rules/malifaux-2e.md; seed 1266-1280): DE-1..DE-4
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, guard, model } from '../testing/turns';

const flyer = model('flyer', { abilities: [{ keyword: 'FLIGHT' }] });
/** The flyer (A) walks out of the guard's and b2's engagement ranges; A's deck defends, B's deck strikes. */
function walking(decks: [string[], string[]] = [stacked('RAM-10'), stacked('RAM-02')]) {
  const g = atActivation([flyer], [guard, model('b2')], { decks });
  g.do('A', 'ActivateModel', { modelId: 'flyer' });
  const ev = g.do('A', 'TakeAction', { actionId: 'w', modelId: 'flyer', action: 'Walk', facts: { moved: 4, leavesEngagementOf: ['guard', 'b2'], distances: { guard: 1, b2: 2 } } });
  return { g, ev };
}

describe('malifaux-2e §10.4 Disengaging', () => {
  it('malifaux-2e/DE-1 malifaux-2e/DE-4 a Walk out of engagement is declared before moving and waits for the strikes, Flight or not; nothing else happens meanwhile', () => {
    const { g, ev } = walking();
    expect(ev.map((e) => e.type)).toEqual(['ActionTaken', 'DisengageDeclared']);
    expect(g.state.table!.walk).toMatchObject({ strikers: ['guard', 'b2'] });
    expect(g.state.table!.activation!.current!.ap).toBe(1);
    expect(g.refused('A', 'TakeAction', { actionId: 'f', modelId: 'flyer', action: 'Focus' })).toBe('malifaux-2e/DE-2');
    expect(g.refused('A', 'EndActivation', { modelId: 'flyer' })).toBe('malifaux-2e/DE-2');
    // A Walk that leaves no engagement range waits for nothing.
    const g2 = atActivation([flyer], [guard]);
    g2.do('A', 'ActivateModel', { modelId: 'flyer' });
    expect(g2.do('A', 'TakeAction', { actionId: 'w', modelId: 'flyer', action: 'Walk', facts: { moved: 4 } }).map((e) => e.type)).toEqual(['ActionTaken']);
  });

  it('malifaux-2e/DE-2 each engaged enemy may strike with a Close Attack whose range the walker is in, or decline', () => {
    const { g } = walking();
    expect(g.refused('B', 'DisengagingStrike', { strikerId: 'guard', action: 'Pistol' })).toBe('malifaux-2e/DE-2');
    expect(g.refused('B', 'DisengagingStrike', { strikerId: 'b2', action: 'Halberd', distance: 3 })).toBe('malifaux-2e/DE-2');
    expect(g.refused('B', 'DisengagingStrike', { strikerId: 'b3', action: 'Halberd' })).toBe('malifaux-2e/DE-2');
    g.do('B', 'DisengagingStrike', { strikerId: 'b2' });
    expect(g.state.table!.walk!.strikers).toEqual(['guard']);
  });

  it('malifaux-2e/DE-3 a strike that hits stops the Walk (AP still spent), with no damage and no Trigger; a miss lets it go', () => {
    const hit = walking([stacked('RAM-02'), stacked('RAM-12')]);
    hit.g.do('B', 'DisengagingStrike', { strikerId: 'b2' });
    hit.g.do('B', 'DisengagingStrike', { strikerId: 'guard', action: 'Halberd' });
    const ev = flipDuel(hit.g, 'B');
    expect(ev.find((e) => e.type === 'DuelResolved')!.data).toMatchObject({ winner: 'ATTACKER' });
    expect(ev.find((e) => e.type === 'WalkResolved')!.data).toEqual({ actionId: 'w', modelId: 'flyer', blocked: true, moved: 0 });
    expect(hit.g.model('flyer').wounds).toBe(7);
    expect(hit.g.refused('B', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } })).toBe('malifaux-2e/DM-2');
    expect(hit.g.state.table!.activation!.current!.ap).toBe(1);
    const miss = walking([stacked('RAM-12'), stacked('RAM-02')]);
    miss.g.do('B', 'DisengagingStrike', { strikerId: 'guard', action: 'Halberd' });
    flipDuel(miss.g, 'B');
    const last = miss.g.do('B', 'DisengagingStrike', { strikerId: 'b2' });
    expect(last.find((e) => e.type === 'WalkResolved')!.data).toMatchObject({ blocked: false, moved: 4 });
    expect(miss.g.refused('A', 'TakeAction', { actionId: 'f', modelId: 'flyer', action: 'Focus' })).toBeNull();
  });
});
