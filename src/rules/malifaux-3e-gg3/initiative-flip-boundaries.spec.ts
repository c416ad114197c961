// malifaux-3e-gg3 §10.3 step 5, §10.4 (ORD-1, ORD-4, GEO-5, policy `initiative`): the seat that acts and the message of
// each refusal, and the last turn's flip (issue 15: tests that make the mutants of initiative-flip.ts fail).
import { chooseAfterFlip, flipOrDeclared } from './initiative-flip';
import { beforeAttacker, endTurnPassing, inTurnOne, refusalOf } from './testing/fixtures';

const why = refusalOf;
const serverFlip = { initiative: 'server-flip' as const };

describe('malifaux-3e-gg3 Initiative and Attacker: refusals and the last turn', () => {
  it('malifaux-3e-gg3/GEO-5 declared: the Attacker must be named, A or B; the event names both roles', () => {
    const s = beforeAttacker().state;
    expect(why(() => flipOrDeclared(s, 'attacker', undefined))).toBe("GEO-5 §10.3: policy initiative=declared: name the attacker seat (the table's flip)");
    expect(why(() => flipOrDeclared(s, 'attacker', 'C' as never))).toBe("GEO-5 §10.3: policy initiative=declared: name the attacker seat (the table's flip)");
    expect(flipOrDeclared(s, 'attacker', 'B')).toEqual([{ type: 'AttackerDefenderDetermined', data: { attacker: 'B', defender: 'A' } }]);
    expect(flipOrDeclared(s, 'attacker', 'A')).toEqual([{ type: 'AttackerDefenderDetermined', data: { attacker: 'A', defender: 'B' } }]);
  });

  it('malifaux-3e-gg3/ORD-1 declared: the next turn is started with the named Initiative', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    endTurnPassing(g);
    expect(why(() => flipOrDeclared(g.state, 'initiative', undefined))).toBe("ORD-1 §10.4: policy initiative=declared: name the initiative seat (the table's flip)");
    expect(flipOrDeclared(g.state, 'initiative', 'B')).toEqual([{ type: 'TurnStarted', data: { turn: 2, initiative: 'B' } }]);
  });

  it('malifaux-3e-gg3/ORD-1 malifaux-3e-gg3/GEO-5 server-flip: naming a seat is refused; a second flip waits for the winner', () => {
    const s = beforeAttacker({ policies: serverFlip }).state;
    expect(why(() => flipOrDeclared(s, 'attacker', 'A'))).toBe('GEO-5 §10.3: policy initiative=server-flip: the server flips, do not name the attacker seat');
    const g = beforeAttacker({ policies: serverFlip });
    g.org('DetermineAttacker');
    const winner = g.state.flip!.winner;
    expect(why(() => flipOrDeclared(g.state, 'attacker', undefined))).toBe(`GEO-5 §10.3: the flip winner (${winner}) chooses first`);
    expect(why(() => flipOrDeclared(g.state, 'initiative', 'A'))).toBe('ORD-1 §10.4: policy initiative=server-flip: the server flips, do not name the initiative seat');
  });

  it('malifaux-3e-gg3/ORD-1 choosing after a flip: only with a flip waiting, by its winner, A or B', () => {
    expect(why(() => chooseAfterFlip(beforeAttacker({ policies: serverFlip }).state, 'A', 'A'))).toBe('ORD-1 §10.4: no flip is waiting for its winner’s choice');
    const g = beforeAttacker({ policies: serverFlip });
    g.org('DetermineAttacker');
    const winner = g.state.flip!.winner;
    const loser = winner === 'A' ? 'B' : 'A';
    expect(why(() => chooseAfterFlip(g.state, loser, 'A'))).toBe(`GEO-5 §10.3: seat ${winner} won the flip and chooses`);
    expect(why(() => chooseAfterFlip(g.state, winner, 'D' as never))).toBe('GEO-5 §10.3: pick is A or B');
    expect(chooseAfterFlip(g.state, winner, 'B')).toEqual([{ type: 'AttackerDefenderDetermined', data: { attacker: 'B', defender: 'A', chosenBy: winner } }]);
  });

  it.each<[number, string | undefined]>([
    [5, undefined],
    [6, 'ORD-4 §6: the game ends after Turn 5'],
  ])('malifaux-3e-gg3/ORD-4 the winner of an Initiative flip for Turn %d chooses: refused %s', (turn, refusal) => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation', policies: serverFlip });
    endTurnPassing(g);
    g.org('StartTurn');
    const flip = g.state.flip!;
    const s = { ...g.state, flip: { ...flip, turn } };
    expect(why(() => chooseAfterFlip(s, flip.winner, 'A'))).toBe(refusal);
    if (!refusal) expect(chooseAfterFlip(s, flip.winner, 'A')).toEqual([{ type: 'TurnStarted', data: { turn, initiative: 'A', chosenBy: flip.winner } }]);
  });
});
