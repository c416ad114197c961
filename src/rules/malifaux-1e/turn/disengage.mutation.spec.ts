// malifaux-1e §10.12 Disengaging (turn/disengage.ts; rules/malifaux-1e.md DE-1..DE-3, MV-10): which models a move out
// of their melee zones opens a disengaging strike for, the strike's duel (no Charge, no damage bonus, its own id), the
// refusals of a strike that is not open or made by a paralyzed model (rule, section, message; French and English names,
// §19), and what a missed strike leads to: the next enemy decides, and after the last miss the move goes on (DE-2).
import { A, B, cmd, duel, model, run, step, sword, toActivation } from '../testing/fixtures';
import { named } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { disengageOpened } from './disengage';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S1012 = '§10.12 (seed 3175-3191)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
/** A: lady and aide; B: guard, guard2 and dead (killed below). lady (Df 4) flips `ladyCard`, B's strikers `bCard`. */
const table = (ladyCard = 'CROW-13', bCard = 'CROW-01'): Game => {
  const g = toActivation([lady, model('aide')], [model('guard'), model('guard2'), model('dead')], [ladyCard], [bCard]);
  // A killed model stays in the state with status KILLED (DMG-5); put that straight in rather than play the kill.
  return { ...g, state: { ...g.state, models: { ...g.state.models, dead: { ...g.state.models.dead, status: 'KILLED' } } } };
};
/** lady walks 2" out of the melee zones of `leaves` (declared facts, §16.2). */
const walk = (leaves: string[], from: Game = table()): Game =>
  run([cmd('ActivateModel', A, { modelId: 'lady' }), cmd('TakeAction', A, { actionId: 'w', modelId: 'lady', action: 'WALK', facts: { moved: 2, leavesEngagementOf: leaves } })], from);
const strike = (strikerId: string): EncounterCommand1e => cmd('DisengagingStrike', B, { strikerId, action: 'Sword', distance: 1 });
/** The strike's duel with nobody cheating: the loser (the lower total) declines first, then the winner; lady, a Master
 * (SS-4: Use Soulstone), declines her soulstone card right after her cheat. */
const fought = (g: Game, loser: 'A' | 'B'): Game => {
  const declines = (seat: 'A' | 'B'): EncounterCommand1e[] =>
    seat === 'A' ? [duel(A, { type: 'DeclineCheat', data: { by: 'A' } }), duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } })] : [duel(B, { type: 'DeclineCheat', data: { by: 'B' } })];
  return run([...declines(loser), ...declines(loser === 'A' ? 'B' : 'A')], g);
};

describe('malifaux-1e §10.12 DE-1: the strikers a move opens', () => {
  // Only an enemy whose melee zone the model leaves may strike: a friendly model, a model no longer in play, or an id
  // the table does not know (facts are declared by the client) opens nothing; the enemy next to them still does.
  it.each<[string, string[]]>([
    ['malifaux-1e/DE-1 an unknown model’s id opens nothing (declared facts name models the table may not have)', ['ghost', 'guard']],
    ['malifaux-1e/DE-1 a friendly model is no enemy: it makes no disengaging strike', ['aide', 'guard']],
    ['malifaux-1e/DE-1 a killed enemy is out of play: it makes no disengaging strike', ['dead', 'guard']],
  ])('%s', (_, leaves) => {
    expect(walk(leaves).events.at(-1)).toEqual({ type: 'DisengageOpened', data: { actionId: 'w', modelId: 'lady', strikers: ['guard'] } });
  });

  it('malifaux-1e/DE-1 a model the table does not hold (a flee move of a model only the morale slice knows, DE-4) still opens the strikes of the enemies it leaves', () => {
    // The flee move (encounter/extensions-1e.ts) names the model the morale slice registered; it need not be a card on
    // the table, so there is no mover to read Flight (MV-10) or a seat from: the enemies it leaves may strike.
    const g = table();
    expect(disengageOpened(g.state, 'flee:ghost:1', 'ghost', ['guard'])).toEqual([{ type: 'DisengageOpened', data: { actionId: 'flee:ghost:1', modelId: 'ghost', strikers: ['guard'] } }]);
  });
});

describe('malifaux-1e §10.12 DE-1 DE-2 the disengaging strike', () => {
  it('malifaux-1e/DE-2 the strike is a melee attack duel of its own (id from the move’s action), marked disengaging, with no Charge damage bonus', () => {
    const s = step(walk(['guard']), strike('guard'));
    const started = s.added.find((e) => e.type === 'DuelStarted');
    expect(started?.type === 'DuelStarted' ? { duelId: started.data.duel.duelId, context: started.data.duel.context } : null).toEqual({
      duelId: 'w:disengage:guard',
      context: { actionId: 'w:disengage:guard', weapon: 'Sword', damage: sword.damage, damageBonus: 0, disengaging: true, targetArmor: 0 },
    });
  });

  it('malifaux-1e/DE-1 while the strike’s duel is fought no other answer is open: the striker can’t let go or strike again', () => {
    const s = step(walk(['guard', 'guard2']), strike('guard'));
    expect(s.state.turn.disengage).toMatchObject({ striking: 'guard' });
    expect(refusalIn(s, cmd('DisengagingStrike', B, { strikerId: 'guard' }))).toEqual(named('malifaux-1e/DE-1', S1012, 'no disengaging strike is open'));
  });

  it('malifaux-1e/DE-3 a striker paralyzed after the move opened its strike can’t make it, but may still let the model go', () => {
    // Paralysis removes the melee zone (§8.5); gained after the strikers were listed, the strike itself is refused.
    const g = walk(['guard']);
    const paralyzed: Game = { ...g, state: { ...g.state, models: { ...g.state.models, guard: { ...g.state.models.guard, modifiers: { ...g.state.models.guard.modifiers, paralyzed: true } } } } };
    expect(refusalIn(paralyzed, strike('guard'))).toEqual(named('malifaux-1e/DE-3', S1012, 'guard is paralyzed: no disengaging strike'));
    expect(step(paralyzed, cmd('DisengagingStrike', B, { strikerId: 'guard' })).added).toEqual([{ type: 'DisengagingStrikeDeclined', data: { strikerId: 'guard' } }]);
  });
});

describe('malifaux-1e §10.12 DE-2 a missed strike: the next enemy decides; after the last one the move goes on', () => {
  // guard Ml 6 + CROW-01 = 7 against lady Df 4 + CROW-13 = 17: the strike misses.
  it('malifaux-1e/DE-2 the only striker misses: the move is not stopped and the model may act again', () => {
    const r = fought(step(walk(['guard']), strike('guard')), 'B');
    expect(r.events.at(-1)).toEqual({ type: 'DisengageResolved', data: { actionId: 'w', modelId: 'lady', stopped: false, by: null } });
    expect(r.state.turn.disengage).toBeNull();
    expect(refusalIn(r, cmd('TakeAction', A, { actionId: 'w2', modelId: 'lady', action: 'WALK', facts: { moved: 1 } }))).toBeUndefined();
  });

  it('malifaux-1e/DE-2 the first of two strikers misses: it is done, and the second enemy strikes or lets go next', () => {
    const r = fought(step(walk(['guard', 'guard2']), strike('guard')), 'B');
    expect(r.events.at(-1)).toEqual({ type: 'DisengagingStrikeDeclined', data: { strikerId: 'guard' } });
    expect(r.state.turn.disengage).toEqual({ actionId: 'w', modelId: 'lady', strikers: ['guard2'], striking: null });
    expect(step(r, cmd('DisengagingStrike', B, { strikerId: 'guard2' })).state.turn.disengage).toBeNull();
  });

  it('malifaux-1e/DE-2 the first of two strikers hits: the move stops at once and the second does not strike', () => {
    // guard Ml 6 + CROW-13 = 19 against lady Df 4 + CROW-01 = 5.
    const r = fought(step(walk(['guard', 'guard2'], table('CROW-01', 'CROW-13')), strike('guard')), 'A');
    expect(r.events.at(-1)).toEqual({ type: 'DisengageResolved', data: { actionId: 'w', modelId: 'lady', stopped: true, by: 'guard' } });
    expect(r.state.turn.disengage).toBeNull();
  });
});
