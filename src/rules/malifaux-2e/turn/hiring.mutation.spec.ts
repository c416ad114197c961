// malifaux-2e §20.8 ST-1 crews hired before the first Turn, §6.1 the phases in order once they are (rules/malifaux-2e.md;
// seed 836-843, 2347-2399): the exact refusals of hiring.ts and turn-order.ts (issue 15, mutation testing).
import { atActivation, created, guard, lilith } from '../testing/turns';
import { EMPTY_TABLE } from './table-state';
import { assertTurnOrder } from './turn-order';

const ST1 = '§20.8 (seed 2347-2399)';
const S61 = '§6.1 (seed 836-843)';
const hire = (seat: 'A' | 'B') => ({ seat, models: [seat === 'A' ? lilith : guard] });

describe('malifaux-2e/ST-1 hiring the crews', () => {
  it('malifaux-2e/ST-1 each seat hires once, its crew as given', () => {
    const g = created();
    expect(g.do('A', 'HireCrew', hire('A'))).toEqual([{ type: 'CrewHired', data: { seat: 'A', models: [lilith] } }]);
    expect(g.refusal('A', 'HireCrew', hire('A'))).toEqual({ ruleId: 'malifaux-2e/ST-1', section: ST1, message: 'seat A has already hired its crew' });
    expect(g.refusal('B', 'HireCrew', hire('B'))).toBeUndefined();
  });

  it('malifaux-2e/ST-1 a crew hired after the Draw Phase of Turn 1 began, or later in the Turn, is refused', () => {
    const drawing = created();
    drawing.do('organiser', 'BeginDrawPhase', {});
    expect(drawing.state.turn).toBe(1);
    expect(drawing.refusal('A', 'HireCrew', hire('A'))).toEqual({ ruleId: 'malifaux-2e/ST-1', section: ST1, message: 'crews are hired before the first Turn' });
    // Turn 1 with no Draw Phase under way (the Activation Phase): still too late.
    const g = atActivation([lilith], [guard]);
    expect(g.state.drawPhase).toBeNull();
    expect(g.refusal('A', 'HireCrew', hire('A'))).toEqual({ ruleId: 'malifaux-2e/ST-1', section: ST1, message: 'crews are hired before the first Turn' });
  });
});

describe('malifaux-2e §6.1 the phases in order once crews are hired', () => {
  it('malifaux-2e/DP-1 the first Draw Phase waits for every crew; without any crew the table is not in play', () => {
    const g = created();
    expect(g.refusal('organiser', 'BeginDrawPhase', {})).toBeUndefined();
    g.do('A', 'HireCrew', hire('A'));
    expect(g.refusal('organiser', 'BeginDrawPhase', {})).toEqual({ ruleId: 'malifaux-2e/DP-1', section: S61, message: 'every seat hires its crew before the first Turn' });
    g.do('B', 'HireCrew', hire('B'));
    expect(g.refusal('organiser', 'BeginDrawPhase', {})).toBeUndefined();
  });

  it('malifaux-2e/DP-1 malifaux-2e/IN-1 in the Activation Phase neither a Draw Phase nor an Initiative flip may start', () => {
    const g = atActivation([lilith], [guard]);
    expect(g.refusal('organiser', 'BeginDrawPhase', {})).toEqual({ ruleId: 'malifaux-2e/DP-1', section: S61, message: 'the Turn is not over: finish its Activation and End Phases first' });
    expect(g.refusal('organiser', 'FlipInitiative', { flipId: 'i' })).toEqual({ ruleId: 'malifaux-2e/IN-1', section: S61, message: 'the Initiative Phase follows the Draw Phase' });
  });

  it('malifaux-2e/IN-1 the Initiative flip follows the Draw Phase, not during it', () => {
    const g = created();
    g.do('A', 'HireCrew', hire('A'));
    g.do('B', 'HireCrew', hire('B'));
    g.do('organiser', 'BeginDrawPhase', {});
    expect(g.refusal('organiser', 'FlipInitiative', { flipId: 'i' })?.ruleId).toBe('malifaux-2e/IN-1');
    for (const seat of ['A', 'B'] as const) g.do(seat, 'RefillHand', { seat, discard: [], useSoulstone: false });
    expect(g.state.table!.phase).toBe('INITIATIVE');
    expect(g.refusal('organiser', 'FlipInitiative', { flipId: 'i' })).toBeUndefined();
  });
});

describe('malifaux-2e §6.1 a table without crews', () => {
  it('malifaux-2e/DP-1 a table with no crew hired asks for no crews before a Draw Phase', () => {
    const s = created().state;
    expect(() => assertTurnOrder({ ...s, table: EMPTY_TABLE }, { type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} })).not.toThrow();
  });
});
