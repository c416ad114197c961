// malifaux-2e §14 Horror Duels inside an encounter (seed 002_0afdbbe5c7b94945.txt lines 1415-1437, 665-687): HO-1..HO-4, AA-2.
import { type Actor, type SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { type CardId } from '../malifaux/cards';
import type { EncounterCommand } from './commands';
import type { DuelParticipant } from './duel/duel-commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { ruleOf } from '../core/testing/helpers';
import { gameOf, stacked } from './testing/fixtures';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts: true }, stackedDecks: [a, stacked()], now: 't' },
});
const guard: DuelParticipant = { modelId: 'guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 };
const horror = (duelId: string, extra: Partial<Extract<EncounterCommand, { type: 'StartHorrorDuel' }>['data']> = {}): EncounterCommand => ({
  type: 'StartHorrorDuel',
  actor: actor('A'),
  data: { duelId, model: guard, tn: 13, sourceModelId: 'nephilim', sourceName: 'Terrifying 13', ...extra },
});
const duel = (command: Extract<EncounterCommand, { type: 'DuelDecision' }>['data']['command']): EncounterCommand => ({ type: 'DuelDecision', actor: actor('A'), data: { command } });
const game = gameOf;
const resolvedOf = (events: readonly EncounterEvent[]) => events.find((e) => e.type === 'HorrorDuelResolved')?.data;

/** TV-04: the Guild Guard flips 4 and cheats the 9 of Masks drawn before: 14 ≥ 13, it passes against the Nephilim. */
const guardPasses: EncounterCommand[] = [
  create(stacked('MASK-09', 'CROW-04')),
  { type: 'DrawCards', actor: actor('A'), data: { seat: 'A', count: 1 } },
  horror('h1'),
  duel({ type: 'FlipDuelCards', data: { by: 'A' } }),
  duel({ type: 'CheatFate', data: { by: 'A', card: 'MASK-09' } }),
];

describe('malifaux-2e §14 Horror Duels in an encounter', () => {
  it('malifaux-2e/HO-1 malifaux-2e/HO-4 malifaux-2e/TV-04 the book’s Guild Guard: flips 4, cheats 9 → 14 ≥ 13, passes, and is immune to that source this Turn', () => {
    const events = history(malifaux2e, guardPasses);
    expect(resolvedOf(events)).toMatchObject({ passed: true, gainsParalyzed: false, sourceModelId: 'nephilim' });
    const s = game(events);
    expect(s.horror).toMatchObject({ pending: null, immunity: { guard: ['nephilim'] } });
    expect(ruleOf(() => malifaux2e.decide(s, horror('h2')))).toBe('malifaux-2e/HO-4');
    // Another source still calls for a duel; the next Turn's Draw Phase ends the immunity.
    expect(ruleOf(() => malifaux2e.decide(s, horror('h3', { sourceModelId: 'hooded-rider' })))).toBeUndefined();
    const nextTurn = history(malifaux2e, [{ type: 'BeginDrawPhase', actor: actor('A'), data: {} }], events);
    expect(game(nextTurn).horror.immunity).toEqual({});
  });

  it('malifaux-2e/HO-4 a later Horror Duel of the same Turn keeps the immunity already won', () => {
    const events = history(malifaux2e, [...guardPasses, horror('h2', { sourceModelId: 'hooded-rider' })]);
    expect(game(events).horror).toMatchObject({ immunity: { guard: ['nephilim'] }, pending: { duelId: 'h2', sourceModelId: 'hooded-rider' } });
  });

  it('malifaux-2e/HO-2 failing gives Paralyzed at once, ending the model’s own Activation; malifaux-2e/HO-3 immune to Paralyzed still duels', () => {
    const fail = history(malifaux2e, [create(stacked('CROW-04')), horror('h1', { duringOwnActivation: true }), duel({ type: 'FlipDuelCards', data: { by: 'A' } })]);
    expect(resolvedOf(fail)).toMatchObject({ passed: false, gainsParalyzed: true, activationEnds: true });
    expect(game(fail).horror.immunity).toEqual({});
    const immune = history(malifaux2e, [create(stacked('CROW-04')), horror('h1', { immuneToParalyzed: true }), duel({ type: 'FlipDuelCards', data: { by: 'A' } })]);
    expect(immune.some((e) => e.type === 'DuelResolved')).toBe(true);
    expect(resolvedOf(immune)).toMatchObject({ passed: false, gainsParalyzed: false, activationEnds: false });
  });

  it('malifaux-2e/AA-2 a model immune to Horror Duels makes none; malifaux-2e/HO-1 the duel is on Wp', () => {
    const created = history(malifaux2e, [create(stacked())]);
    expect(ruleOf(() => malifaux2e.decide(game(created), horror('h1', { immuneToHorrorDuels: true })))).toBe('malifaux-2e/AA-2');
    expect(ruleOf(() => malifaux2e.decide(game(created), horror('h1', { model: { ...guard, stat: { name: 'Df', value: 5 } } })))).toBe('malifaux-2e/HO-1');
  });
});
