// malifaux-2e §14 Horror Duels inside an encounter (seed 002_0afdbbe5c7b94945.txt lines 1415-1437): the event
// contents, the one-at-a-time refusal and the immunity bookkeeping (HO-1..HO-4) that horror-duels.spec.ts leaves open.
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import type { CardId } from '../malifaux/cards';
import type { EncounterCommand, StartHorrorDuel } from './commands';
import type { DuelParticipant } from './duel/duel-commands';
import type { EncounterEvent } from './events';
import { evolveHorror, horrorConsequences, NO_HORROR, startHorror, type HorrorState, type PendingHorror } from './horror-duels';
import { malifaux2e } from './index';
import { gameOf, stacked } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts: true }, stackedDecks: [a, stacked()], now: 't' },
});
const guard: DuelParticipant = { modelId: 'guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 };
const horror = (duelId: string, extra: Partial<StartHorrorDuel['data']> = {}): StartHorrorDuel => ({
  type: 'StartHorrorDuel',
  actor: actor('A'),
  data: { duelId, model: guard, tn: 13, sourceModelId: 'nephilim', ...extra },
});
const pending: PendingHorror = { duelId: 'h1', modelId: 'guard', seat: 'A', sourceModelId: 'nephilim', immuneToParalyzed: false, duringOwnActivation: false };
const resolvedDuel = (duelId: string, success: boolean): EncounterEvent =>
  ({ type: 'DuelResolved', data: { duelId, kind: 'SIMPLE', winner: success ? 'ACTOR' : null, success, margin: null, totals: [], triggers: [], moves: [] } }) as EncounterEvent;
const passed = (modelId: string, sourceModelId: string, ok = true): EncounterEvent => ({
  type: 'HorrorDuelResolved',
  data: { duelId: 'h', modelId, sourceModelId, passed: ok, gainsParalyzed: !ok, activationEnds: false },
});

describe('malifaux-2e §14 Horror Duels: events and bookkeeping', () => {
  const created = gameOf(history(malifaux2e, [create(stacked('CROW-04'))]));

  it('malifaux-2e/HO-1 the duel begins on the model’s Wp against the TN, named after the source; unset flags are false', () => {
    const events = startHorror(created, horror('h1'));
    expect(events[0]).toEqual({
      type: 'HorrorDuelBegun',
      data: { duelId: 'h1', modelId: 'guard', seat: 'A', sourceModelId: 'nephilim', tn: 13, immuneToParalyzed: false, duringOwnActivation: false },
    });
    expect(events.find((e) => e.type === 'DuelStarted')?.data).toMatchObject({ duelId: 'h1', kind: 'SIMPLE', action: { name: 'Horror Duel (nephilim)', tn: 13 } });
    const named = startHorror(created, horror('h1', { sourceName: 'Terrifying 13', immuneToParalyzed: true, duringOwnActivation: true }));
    expect(named[0]).toMatchObject({ data: { immuneToParalyzed: true, duringOwnActivation: true } });
    expect(named.find((e) => e.type === 'DuelStarted')?.data).toMatchObject({ action: { name: 'Horror Duel (Terrifying 13)' } });
    expect(gameOf(history(malifaux2e, [create(stacked('CROW-04')), horror('h1')])).horror.pending).toEqual({ ...pending, tn: 13 });
  });

  it('malifaux-2e/DU-S1 one Horror Duel at a time: a second is refused while the first is pending', () => {
    const s = gameOf(history(malifaux2e, [create(stacked('CROW-04')), horror('h1')]));
    expect(refusalOf(() => startHorror(s, horror('h2', { sourceModelId: 'hooded-rider' })))).toEqual({
      ruleId: 'malifaux-2e/DU-S1',
      section: '§4.3',
      message: 'a Horror Duel is already in progress',
    });
  });

  it('malifaux-2e/HO-2 malifaux-2e/HO-4 consequences follow only the DuelResolved of the pending duel', () => {
    expect(horrorConsequences(created, null, [resolvedDuel('h1', true)])).toEqual([]);
    expect(horrorConsequences(created, pending, [])).toEqual([]);
    expect(horrorConsequences(created, pending, [resolvedDuel('other', false)])).toEqual([]);
    expect(horrorConsequences(created, pending, [resolvedDuel('other', true), resolvedDuel('h1', false)])).toEqual([
      { type: 'HorrorDuelResolved', data: { duelId: 'h1', modelId: 'guard', sourceModelId: 'nephilim', passed: false, gainsParalyzed: true, activationEnds: false } },
    ]);
    expect(horrorConsequences(created, { ...pending, duringOwnActivation: true }, [resolvedDuel('h1', false)])).toEqual([
      { type: 'HorrorDuelResolved', data: { duelId: 'h1', modelId: 'guard', sourceModelId: 'nephilim', passed: false, gainsParalyzed: true, activationEnds: true } },
    ]);
    expect(horrorConsequences(created, pending, [resolvedDuel('h1', true)])).toEqual([
      { type: 'HorrorDuelResolved', data: { duelId: 'h1', modelId: 'guard', sourceModelId: 'nephilim', passed: true, gainsParalyzed: false, activationEnds: false } },
    ]);
  });

  it('malifaux-2e/HO-4 passing adds the source once per model; failing adds nothing; the next Draw Phase clears it all', () => {
    const begun: HorrorState = evolveHorror(NO_HORROR, { type: 'HorrorDuelBegun', data: { ...pending, tn: 13 } });
    expect(begun).toEqual({ immunity: {}, pending: { ...pending, tn: 13 } });
    const once = evolveHorror(begun, passed('guard', 'nephilim'));
    expect(once).toEqual({ pending: null, immunity: { guard: ['nephilim'] } });
    const twice = evolveHorror(once, passed('guard', 'nephilim'));
    expect(twice.immunity).toEqual({ guard: ['nephilim'] });
    const more = evolveHorror(evolveHorror(twice, passed('guard', 'rider')), passed('cop', 'nephilim'));
    expect(more.immunity).toEqual({ guard: ['nephilim', 'rider'], cop: ['nephilim'] });
    expect(evolveHorror({ ...more, pending }, passed('guard', 'other', false))).toEqual({ immunity: more.immunity, pending: null });
    expect(evolveHorror({ ...more, pending }, { type: 'DrawPhaseBegun', data: { turn: 2, order: ['A', 'B'] } })).toEqual({ immunity: {}, pending });
    expect(evolveHorror(more, { type: 'InitiativeReflipDecided', data: { seat: 'A', reflip: false, card: null } })).toBe(more);
  });
});
