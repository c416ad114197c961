// malifaux-3e-gg3 Initiative and Attacker by the server (initiative-flip.ts; §10.3, §10.4 on the Malifaux engine's
// Initiative flip, rules/malifaux-2e.md §6.3): ORD-1, GEO-5, policy `initiative`.
import { rngFor, shuffle } from '../core/prng';
import { FATE_DECK, parseCard } from '../malifaux/cards';
import type { EventOf } from './events';
import { flipOff } from './initiative-flip';
import { beforeAttacker, Game, inTurnOne, NOW, preDeploy, SEED, startTurn, endTurnPassing } from './testing/fixtures';

const v = (c: string): number => parseCard(c).value;
const flipped = (g: Game): EventOf<'FateFlipped'> => g.events.filter((e): e is EventOf<'FateFlipped'> => e.type === 'FateFlipped').slice(-1)[0];
const create = (method: 'server-rng' | 'to-assigned', policies?: object): Game => {
  const g = new Game();
  g.org('CreateEncounter', {
    encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
    generation: method === 'server-rng' ? { method } : { method, strategy: 'gg3.covert-operation', schemePool: [1, 2, 3, 4, 5] }, policies,
  });
  return g;
};

describe('malifaux-3e-gg3 Initiative and Attacker flipped by the server', () => {
  it('malifaux-3e-gg3/ORD-1 policy initiative: server-flip by default under server-rng, declared otherwise, and choosable', () => {
    expect(create('server-rng').state.policies.initiative).toBe('server-flip');
    expect(create('to-assigned').state.policies.initiative).toBe('declared');
    expect(create('to-assigned', { initiative: 'server-flip' }).state.policies.initiative).toBe('server-flip');
    expect(create('server-rng', { initiative: 'declared' }).state.policies.initiative).toBe('declared');
  });

  it('malifaux-3e-gg3/ORD-1 flips: higher value wins, every tied round flipped again from the next cards of the same seeded decks', () => {
    // A vector with a tie: the first nonce at which the two top cards have equal values.
    let nonce = 1;
    while (v(shuffle(FATE_DECK, rngFor(SEED, nonce))[0]) !== v(shuffle(FATE_DECK, rngFor(SEED, nonce + 1))[0])) nonce += 2;
    const f = flipOff(SEED, nonce);
    const a = shuffle(FATE_DECK, rngFor(SEED, nonce));
    const b = shuffle(FATE_DECK, rngFor(SEED, nonce + 1));
    expect(f.rounds.length).toBeGreaterThan(1);
    f.rounds.forEach((r, i) => expect([r.A, r.B]).toEqual([a[i], b[i]]));
    f.rounds.slice(0, -1).forEach((r) => expect(v(r.A)).toBe(v(r.B)));
    const last = f.rounds[f.rounds.length - 1];
    expect(v(last.A)).not.toBe(v(last.B));
    expect(f.winner).toBe(v(last.A) > v(last.B) ? 'A' : 'B');
  });

  it('malifaux-3e-gg3/ORD-1 StartTurn under server-flip: FateFlipped in the event (nonces, cards, winner); the winner alone chooses who has Initiative', () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation', policies: { initiative: 'server-flip' } });
    g.org('DeployCrews');
    expect(g.refusal(null, 'StartTurn', { initiative: 'A' })).toBe('ORD-1');
    const out = g.org('StartTurn');
    expect(g.types(out)).toEqual(['FateFlipped']);
    const f = flipped(g);
    // The attacker flip took nonces 1 and 2; this one the next two. Anyone with the seed re-runs it.
    expect(f.data).toMatchObject({ purpose: 'initiative', turn: 1, nonces: { A: 3, B: 4 } });
    expect({ rounds: f.data.rounds, winner: f.data.winner }).toEqual(flipOff(SEED, 3));
    const winner = f.data.winner;
    const loser = winner === 'A' ? 'B' : 'A';
    expect(g.state.phase).toBe('SETUP');
    expect(g.refusal(null, 'StartTurn')).toBe('ORD-1');
    expect(g.refusal(loser, 'ChooseAfterFlip', { pick: loser })).toBe('ORD-1');
    // IN-5 of the engine: the winner may hand the Initiative to the other seat.
    const chosen = g.seat(winner, 'ChooseAfterFlip', { pick: loser });
    expect(chosen[0]).toEqual({ type: 'TurnStarted', data: { turn: 1, initiative: loser, chosenBy: winner } });
    expect([g.state.turn, g.state.initiative, g.state.flip]).toEqual([1, loser, null]);
    expect(g.refusal(winner, 'ChooseAfterFlip', { pick: winner })).toBe('ORD-1');
  });

  it('malifaux-3e-gg3/ORD-1 the flipped Initiative orders the claims; each turn flips with fresh nonces', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation', policies: { initiative: 'server-flip' } });
    expect(g.state.initiative).toBe('A');
    g.org('EndTurn');
    expect(g.state.claimant).toBe('A');
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    startTurn(g, 'B');
    expect(flipped(g).data).toMatchObject({ turn: 2, nonces: { A: 5, B: 6 } });
    g.org('StartActivations');
    endTurnPassing(g, 'B');
    expect(g.state.turn).toBe(2);
  });

  it('malifaux-3e-gg3/GEO-5 the Attacker by the server: flipped, the winner chooses the Attacker, the other seat defends and picks its zone', () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation', policies: { initiative: 'server-flip' } });
    const f = g.events.find((e): e is EventOf<'FateFlipped'> => e.type === 'FateFlipped')!;
    expect(f.data).toMatchObject({ purpose: 'attacker', turn: 0, nonces: { A: 1, B: 2 } });
    expect({ rounds: f.data.rounds, winner: f.data.winner }).toEqual(flipOff(SEED, 1));
    const chose = g.events.find((e) => e.type === 'AttackerDefenderDetermined')!;
    expect(chose.data).toEqual({ attacker: 'A', defender: 'B', chosenBy: f.data.winner });
    expect(g.state.zones.B).toBeDefined();
  });

  it('malifaux-3e-gg3/GEO-5 declared (the table flipped): the organiser names the Attacker, never under server-flip', () => {
    const d = beforeAttacker();
    const s = beforeAttacker({ policies: { initiative: 'server-flip' } });
    expect(d.refusal(null, 'DetermineAttacker', { attacker: 'B' })).toBeUndefined();
    expect(d.refusal(null, 'DetermineAttacker', {})).toBe('GEO-5');
    expect(s.refusal(null, 'DetermineAttacker', { attacker: 'A' })).toBe('GEO-5');
  });
});
