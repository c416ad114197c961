// The Standard Encounter fixtures (fixtures.ts) keep the promises the Standard specs lean on: two legal crews (the Guild
// one pays the Mercenary surcharge), the log written as a client would send it (encounter e1, its seed commitment and
// time, each flip named by its command's flip id), the scheme pool flipped from a known deck order, and the Turn's
// events and helper events exactly as documented.
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { EncounterEvent } from '../events';
import { atEndPhase, choice, endPhase, guildCrew, killed, neverbornCrew, newStandard, toHiring, toTurnEnd } from './fixtures';
import { validateHire } from './hiring';

/** The flip ids the log names, in order (a flip's rounds name `<id>:<round>:<seat>`). */
const flipIds = (events: readonly EncounterEvent[]): string[] =>
  events.flatMap((e) => {
    const id = (e.data as { flipId?: unknown }).flipId;
    return typeof id === 'string' ? [id] : [];
  });
const schemes = { A: [choice('OUTFLANK'), choice('BREAKTHROUGH')], B: [choice('OUTFLANK'), choice('BREAKTHROUGH')] };

describe('malifaux-2e §18 Standard fixtures: the crews', () => {
  it('the Guild crew is legal at 50 SS: 49 spent, Pool 7, the Outcasts Mercenary surcharged', () => {
    // Without its Mercenary characteristic the Outcasts model could not be hired at all.
    expect(validateHire(guildCrew(), 50, 'GUILD')).toEqual({ spent: 49, pool: 7, surcharged: ['A:merc'] });
  });

  it.each<[string, () => ReturnType<typeof guildCrew>, string, string[]]>([
    ['Guild', guildCrew, 'A:justice', ['Living']],
    ['Guild', guildCrew, 'A:guard', ['Living']],
    ['Guild', guildCrew, 'A:merc', ['Living', 'Mercenary']],
    ['Neverborn', neverbornCrew, 'B:young1', ['Living']],
  ])('the %s crew: %s has the characteristics %j (Living unless said otherwise)', (_faction, crew, id, characteristics) => {
    expect(crew().models.find((e) => e.model.id === id)!.model.characteristics).toEqual(characteristics);
  });
});

describe('malifaux-2e §20 Standard fixtures: the log of the encounter', () => {
  it('creates encounter e1 with its seed, commitment and time', () => {
    expect(newStandard().events[0]).toMatchObject({
      type: 'EncounterCreated',
      data: { encounterId: 'e1', seed: '00112233445566778899aabbccddeeff', seedCommitment: 'x', createdAt: '2026-01-01T00:00:00Z' },
    });
  });

  it('names each setup flip by its command: rd (Random Player), dep (deployment), str (Strategy), pool:<n> (each scheme pool card)', () => {
    expect(flipIds(toHiring().events)).toEqual(['rd:0:A', 'rd:0:B', 'rd', 'dep', 'str', 'pool:0', 'pool:1']);
  });

  it('names the deployment-order flip order', () => {
    expect(flipIds(atEndPhase(schemes).events)).toContain('order');
  });
});

describe('malifaux-2e §20 Standard fixtures: the scheme pool deck', () => {
  it('puts the pool cards on top of the fresh shuffle and keeps the rest of the deck, each card once', () => {
    const g = toHiring();
    const shuffles = g.events.filter((e): e is Extract<EncounterEvent, { type: 'DeckShuffled' }> => e.type === 'DeckShuffled');
    const order: readonly CardId[] = shuffles[shuffles.length - 1].data.order;
    const fullDeck: readonly CardId[] = shuffles[0].data.order;
    expect(order.slice(0, 2)).toEqual(['CROW-07', 'MASK-12']);
    // The same 54 cards as any full deck: none lost, none doubled.
    expect([...order].sort()).toEqual([...fullDeck].sort());
  });
});

describe('malifaux-2e §19 Standard fixtures: the Turn', () => {
  it('toTurnEnd writes the Turn\'s phases with A drawing first and A first player', () => {
    const g = atEndPhase(schemes);
    const n = g.events.length;
    toTurnEnd(g, 2);
    expect(g.events.slice(n)).toEqual([
      { type: 'DrawPhaseBegun', data: { turn: 2, order: ['A', 'B'] } },
      { type: 'DrawPhaseEnded', data: { turn: 2 } },
      { type: 'FirstPlayerChosen', data: { turn: 2, chosenBy: 'A', firstPlayer: 'A', secondPlayer: 'B' } },
      { type: 'ActivationPhaseBegun', data: { turn: 2, firstPlayer: 'A', next: 'A' } },
      { type: 'ActivationPhaseEnded', data: { turn: 2 } },
    ]);
  });

  it('endPhase names its flip end<turn> and ends the encounter at 02:00 (Turn 5 flip below 10)', () => {
    const events = endPhase(atEndPhase(schemes, 5));
    expect(flipIds(events)).toEqual(['end5']);
    expect(events.find((e) => e.type === 'EncounterEnded')!.data).toMatchObject({ endedAt: '2026-01-01T02:00:00Z' });
  });

  it('killed writes a model killed and not buried, with no marker', () => {
    const seat: SeatId = 'A';
    expect(killed('A:guard', seat, 'B:lilith', 'B', 2)).toEqual({
      type: 'ModelKilled',
      data: { modelId: 'A:guard', seat: 'A', byModelId: 'B:lilith', bySeat: 'B', turn: 2, marker: null, buried: false },
    });
  });
});
