// The Malifaux 2E state typed in both contracts (issue 12): `duel`, `horror` and `initiative` of Malifaux2eState are
// GraphQL object types and OpenAPI schemas, not JSON. An opposed duel to damage and an Initiative Phase are played over
// REST; at each stop every field of Malifaux2eState is selected over GraphQL and must be the REST state, for both seats.
import { FATE_DECK } from '../src/rules/malifaux/cards';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { typedStateAsRest } from './support/typed-events';

const stack = (top: readonly string[]): string[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];
// TV-05 (seed 766-794): Seamus (Ml 7) attacks a Freikorpsmann (Df 5) with Bag o' Tools.
const seamus = { modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7, printedSuits: ['MASK'] }, wounds: 11, maxWounds: 11 };
const freikorpsmann = {
  modelId: 'freikorpsmann',
  seat: 'B',
  station: 'MINION',
  stat: { name: 'Df', value: 5 },
  statTriggers: [{ name: 'Parry', suits: ['TOME'], timing: 'IMMEDIATELY', stat: 'Df' }],
  wounds: 5,
  maxWounds: 5,
};
const bagOTools = { name: "Bag o' Tools", damage: { weak: 2, moderate: 3, severe: 5 }, triggers: [{ name: 'Make it Beautiful', suits: ['MASK'], timing: 'AFTER_DAMAGING' }] };

interface Step {
  readonly step: string;
  readonly stage: string | null;
  readonly role: string | null;
  readonly seats: readonly string[];
}
interface Side {
  readonly role: string;
  readonly flipped: readonly string[] | null;
}
interface State {
  readonly duelStep: Step;
  readonly duel: { readonly status: string; readonly duel?: { readonly sides: readonly Side[] } | null; readonly flip?: { readonly flipped: readonly string[] | null } };
  readonly initiative: { readonly window: readonly string[]; readonly winner: string | null } | null;
}

describe('Malifaux2eState typed as REST (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('malifaux-2e/DU-O1 malifaux-2e/HO-1 malifaux-2e/IN-1 an opposed duel to damage, a Horror Duel and an initiative flip: every typed field of duel, horror and initiative is the REST state', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({
        ruleset: 'malifaux-2e',
        players: [{ name: 'Ann', soulstones: 0 }, { name: 'Bob', soulstones: 0 }],
        stackedDecks: [stack(['RAM-01', 'RAM-02', 'MASK-12', 'CROW-10', 'TOME-13']), stack(['TOME-01', 'TOME-02', 'CROW-03', 'CROW-04'])],
        options: { autoDeclineCuts: true },
      })
      .expect(201);
    const id: string = res.body.encounterId;
    const tokens: Record<string, string> = Object.fromEntries((res.body.seats as { seat: string; token: string }[]).map((s) => [s.seat, s.token]));
    const post = async (seat: string, path: string, body: object = {}): Promise<State> => (await t.http.post(`/v1/encounters/${id}/${path}`).set(...bearer(tokens[seat])).send(body).expect(200)).body.state;
    const seen = new Set<string>();
    /** Both seats' views, every field selected over GraphQL, each equal to REST; the duel statuses seen go into `seen`. */
    const check = async (): Promise<void> => {
      for (const seat of ['A', 'B']) {
        const state = await typedStateAsRest(t, 'Malifaux2eState', id, tokens[seat]);
        seen.add((state.duel as { status: string }).status);
        if (state.initiative !== null) seen.add('INITIATIVE');
        if ((state.horror as { pending: unknown }).pending !== null) seen.add('HORROR');
      }
    };

    await post('A', 'decks/A/draw', { count: 2 });
    await post('B', 'decks/B/draw', { count: 2 });
    let state = await post('A', 'duels', { kind: 'OPPOSED', attacker: seamus, defender: freikorpsmann, action: bagOTools, defenderFriendly: false });
    await check();
    /** Takes the default decision of every step due until the duel or flip waits for none (START). */
    const play = async (): Promise<void> => {
      for (let i = 0; i < 20 && state.duelStep.step !== 'START'; i++) {
        const { step, stage, role, seats } = state.duelStep;
        const seat = seats[0];
        if (step === 'DECLARE_SOULSTONES') state = await post(seat, 'duels/soulstones', { fateModifiers: 0, suits: [] });
        else if (step === 'FLIP') state = await post(seat, 'duels/flip');
        else if (step === 'CHOOSE_ACTIVE_CARD') {
          const flipped = stage === 'DUEL' ? state.duel.duel?.sides.find((s) => s.role === role)?.flipped : state.duel.flip?.flipped;
          state = await post(seat, 'duels/active-card', { card: flipped?.[0] });
        } else if (step === 'CHEAT') state = await post(seat, 'duels/decline-cheat');
        else if (step === 'NAME_RED_JOKER_SUIT') state = await post(seat, 'duels/red-joker-suit', { suit: 'TOME' });
        else if (step === 'DECLARE_TRIGGER') state = await post(seat, 'duels/pass-trigger');
        else throw new Error(`no default for ${step}`);
        await check();
      }
    };
    await play();
    expect(state.duel.status).toBe('DUEL_RESOLVED');
    state = await post('A', 'duels/damage', {});
    await check();
    await play();
    expect(state.duel.status).toBe('FLIP_RESOLVED');

    // TV-04: a Guild Guard's Horror Duel against the Freikorpsmann's Terrifying 13 (the pending Horror Duel is typed too).
    const guard = { modelId: 'guild-guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 9, maxWounds: 9 };
    state = await post('A', 'duels/horror', { model: guard, tn: 13, sourceModelId: 'freikorpsmann' });
    await check();
    await play();

    state = await post('B', 'initiative');
    await check();
    for (let i = 0; i < 4 && state.initiative !== null && state.initiative.window.length > 0; i++) {
      state = await post(state.initiative.window[0], 'initiative/reflip', { reflip: false });
      await check();
    }
    const winner = state.initiative?.winner;
    expect(winner).toMatch(/^[AB]$/);
    await post(winner ?? 'A', 'initiative/first-player', { firstPlayer: 'A' });
    await check();
    expect([...seen].sort()).toEqual(['DUELING', 'DUEL_RESOLVED', 'FLIPPING', 'FLIP_RESOLVED', 'HORROR', 'INITIATIVE']);
  });
});
