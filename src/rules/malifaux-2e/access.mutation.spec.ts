// malifaux-2e access (DESIGN.md "Hidden information and access"): for every command, which seat may give it and the
// exact answer a refused actor gets (FD-13 the cut, IN-5 the initiative winner, EP-3 the First Player, DU-S2 a model's
// controller, DF-1 / HL-2 the damage and healing flips), read from the state the command meets.
import type { Actor, SeatId } from '../core/decider';
import { authorize, duelSeat } from './access';
import type { EncounterCommand } from './commands';
import type { DuelCommand } from './duel/duel-commands';
import type { EncounterState, GameState } from './state';
import { atActivation, guard, lilith } from './testing/turns';

const seat = (s: SeatId): Actor => ({ role: 'seat', seat: s });
const organiser: Actor = { role: 'organiser' };
const cmd = (type: string, actor: Actor, data: object = {}): EncounterCommand => ({ type, actor, data }) as EncounterCommand;
const only = (s: SeatId): string => `only seat ${s} may do this for seat ${s}`;
/** Turn 1's Activation Phase: A controls `guard`, B controls `lilith`. */
const game = (): GameState => atActivation([guard], [lilith]).state;
const empty: EncounterState = { status: 'empty' };

describe('malifaux-2e access: a seat acts for itself', () => {
  it.each<[string, object]>([
    ['DecideInitiativeReflip', { seat: 'B' }],
    ['FlipForRandomModel', { seat: 'B' }],
    ['ShuffleDeck', { seat: 'B' }],
    ['DrawCards', { seat: 'B' }],
    ['DiscardCards', { seat: 'B' }],
    ['FlipCards', { seat: 'B' }],
    ['RefillHand', { seat: 'B' }],
    ['StartHorrorDuel', { model: { seat: 'B' } }],
  ])('malifaux-2e/FD-13 %s for seat B: B only', (type, data) => {
    const s = game();
    expect(authorize(s, cmd(type, seat('B'), data))).toBeNull();
    expect(authorize(s, cmd(type, seat('A'), data))).toBe(only('B'));
    expect(authorize(s, cmd(type, organiser, data))).toBe(only('B'));
  });

  it.each(['CreateEncounter', 'BeginDrawPhase', 'FlipForRandomPlayer', 'FlipInitiative', 'DeclareEffect', 'DisputeFact', 'ResolveDispute'])('malifaux-2e/FD-1 %s is open to any actor (its rule decides)', (type) => {
    expect(authorize(game(), cmd(type, seat('B'), { seat: 'A' }))).toBeNull();
    expect(authorize(empty, cmd(type, organiser))).toBeNull();
  });

  it('malifaux-2e/EP-3 only the organiser ends the encounter; the organiser or the seat hires a crew', () => {
    expect(authorize(game(), cmd('EndEncounter', organiser))).toBeNull();
    expect(authorize(game(), cmd('EndEncounter', seat('A')))).toBe('only the organiser may end the encounter');
    expect(authorize(empty, cmd('HireCrew', organiser, { seat: 'A' }))).toBeNull();
    expect(authorize(empty, cmd('HireCrew', seat('A'), { seat: 'A' }))).toBeNull();
    expect(authorize(empty, cmd('HireCrew', seat('B'), { seat: 'A' }))).toBe(only('A'));
  });
});

describe('malifaux-2e access: the seat the state names', () => {
  it('malifaux-2e/FD-13 the cut belongs to the seat offered it, else to the opponent', () => {
    const s = game();
    const offered: GameState = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, pendingCutBy: 'A' } } };
    for (const type of ['CutDeck', 'DeclineCut']) {
      expect(authorize(s, cmd(type, seat('B'), { seat: 'A' }))).toBeNull();
      expect(authorize(s, cmd(type, seat('A'), { seat: 'A' }))).toBe("only seat B, the opponent, may cut seat A's deck");
      expect(authorize(offered, cmd(type, seat('A'), { seat: 'A' }))).toBeNull();
      expect(authorize(offered, cmd(type, seat('B'), { seat: 'A' }))).toBe("only seat A, the opponent, may cut seat A's deck");
      expect(authorize(empty, cmd(type, seat('A'), { seat: 'A' }))).toBeNull();
    }
  });

  it('malifaux-2e/IN-5 the initiative winner chooses the First Player; before a winner anyone may ask', () => {
    const s = game();
    const won = { ...s, initiative: { ...(s.initiative ?? {}), winner: 'B' } } as GameState;
    expect(authorize(won, cmd('ChooseFirstPlayer', seat('B')))).toBeNull();
    expect(authorize(won, cmd('ChooseFirstPlayer', seat('A')))).toBe('only seat B, who won the initiative, chooses the First Player');
    expect(authorize({ ...won, initiative: { ...won.initiative!, winner: null } } as GameState, cmd('ChooseFirstPlayer', seat('A')))).toBeNull();
    expect(authorize(s, cmd('ChooseFirstPlayer', seat('A')))).toBeNull();
    expect(authorize(empty, cmd('ChooseFirstPlayer', seat('A')))).toBeNull();
  });

  it('malifaux-2e/RD-1 the seat that flipped for a random model picks among the tied', () => {
    const s: GameState = { ...game(), randomPick: { flipId: 'f', seat: 'B', tied: ['guard', 'lilith'] } };
    expect(authorize(s, cmd('PickRandomModel', seat('B'), { modelId: 'guard' }))).toBeNull();
    expect(authorize(s, cmd('PickRandomModel', seat('A'), { modelId: 'guard' }))).toBe(only('B'));
    expect(authorize(game(), cmd('PickRandomModel', seat('A'), { modelId: 'guard' }))).toBeNull();
    expect(authorize(empty, cmd('PickRandomModel', seat('A'), { modelId: 'guard' }))).toBeNull();
  });

  it.each(['ActivateModel', 'TakeAction', 'ManifestAvatar', 'EndActivation'])('malifaux-2e/DU-S2 %s: the controller of the model acts for it; an unknown model is the rules\' to refuse', (type) => {
    expect(authorize(game(), cmd(type, seat('B'), { modelId: 'lilith' }))).toBeNull();
    expect(authorize(game(), cmd(type, seat('A'), { modelId: 'lilith' }))).toBe(only('B'));
    expect(authorize(game(), cmd(type, seat('A'), { modelId: 'nobody' }))).toBeNull();
    expect(authorize(empty, cmd(type, seat('A'), { modelId: 'lilith' }))).toBeNull();
  });

  it('malifaux-2e/DE-2 the striking model\'s controller strikes or declines', () => {
    expect(authorize(game(), cmd('DisengagingStrike', seat('B'), { strikerId: 'lilith' }))).toBeNull();
    expect(authorize(game(), cmd('DisengagingStrike', seat('A'), { strikerId: 'lilith' }))).toBe(only('B'));
    expect(authorize(game(), cmd('DisengagingStrike', seat('A'), { strikerId: 'nobody' }))).toBeNull();
    expect(authorize(empty, cmd('DisengagingStrike', seat('A'), { strikerId: 'lilith' }))).toBeNull();
  });

  it('malifaux-2e/EP-3 the First Player (or the organiser) resolves the End Phase', () => {
    const s: GameState = { ...game(), firstPlayer: 'B' };
    expect(authorize(s, cmd('ResolveEndPhase', seat('B')))).toBeNull();
    expect(authorize(s, cmd('ResolveEndPhase', organiser))).toBeNull();
    expect(authorize(s, cmd('ResolveEndPhase', seat('A')))).toBe('only seat B, the First Player, resolves the End Phase');
    expect(authorize({ ...s, firstPlayer: null }, cmd('ResolveEndPhase', seat('A')))).toBeNull();
    expect(authorize(empty, cmd('ResolveEndPhase', seat('A')))).toBeNull();
  });

  it('malifaux-2e/SETUP a Standard Encounter command is answered by the Standard Encounter rules', () => {
    expect(authorize(game(), cmd('AnnounceFaction', seat('A'), { seat: 'B', faction: 'GUILD' }))).toBe('only seat B may do this');
    expect(authorize(game(), cmd('AnnounceFaction', seat('B'), { seat: 'B', faction: 'GUILD' }))).toBeNull();
  });
});

describe('malifaux-2e access: who makes a duel decision (DU-S2, DF-1, HL-2)', () => {
  const target = (s: SeatId) => ({ seat: s, modelId: 'm' });
  const duel = (c: object): DuelCommand => c as DuelCommand;
  it.each<[string, DuelCommand, SeatId]>([
    ['a simple duel: its actor', duel({ type: 'StartDuel', data: { kind: 'SIMPLE', actor: target('B'), attacker: target('A') } }), 'B'],
    ['an opposed duel: its attacker', duel({ type: 'StartDuel', data: { kind: 'OPPOSED', actor: target('A'), attacker: target('B') } }), 'B'],
    ['a damage flip: the damaging model\'s player', duel({ type: 'StartDamage', data: { dealer: target('B'), target: target('A') } }), 'B'],
    ['a healing flip: the healed model\'s player', duel({ type: 'StartHealing', data: { healed: target('B') } }), 'B'],
    ['any other decision: `by`', duel({ type: 'FlipDuelCards', data: { by: 'B' } }), 'B'],
  ])('malifaux-2e/DU-S2 %s', (_w, c, expected) => {
    expect(duelSeat(game(), c)).toBe(expected);
    expect(authorize(game(), cmd('DuelDecision', seat(expected), { command: c }))).toBeNull();
    expect(authorize(game(), cmd('DuelDecision', seat(expected === 'A' ? 'B' : 'A'), { command: c }))).toBe(only(expected));
  });

  it('malifaux-2e/DF-1 the damage flip of the last duel belongs to its Attacker\'s player; none without a duel', () => {
    const fromDuel = duel({ type: 'StartDamageFromDuel', data: { by: 'A' } });
    const s = game();
    const sides = [
      { role: 'DEFENDER', participant: target('A') },
      { role: 'ATTACKER', participant: target('B') },
    ];
    /** The state with the duel machine at `status` holding `duel` (only the sides are read). */
    const withDuel = (status: string, d: object | null): GameState => ({ ...s, duel: { status, duel: d } }) as unknown as GameState;
    expect(duelSeat(withDuel('RESOLVED', { sides }), fromDuel)).toBe('B');
    expect(duelSeat(withDuel('RESOLVED', { sides: sides.slice(0, 1) }), fromDuel)).toBeNull();
    expect(duelSeat(s, fromDuel)).toBeNull();
    expect(duelSeat(withDuel('RESOLVED', null), fromDuel)).toBeNull();
    expect(duelSeat(withDuel('IDLE', { sides }), fromDuel)).toBeNull();
    expect(duelSeat(empty, fromDuel)).toBeNull();
    expect(authorize(s, cmd('DuelDecision', seat('A'), { command: fromDuel }))).toBeNull();
  });
});
