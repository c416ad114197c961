// Duels over GraphQL on PostgreSQL (rules/malifaux-2e.md §4.3, §24.1 TV-04): the same decisions as REST, with the same
// numbers, the same error codes in `extensions`, and the same hidden hands.
import { FATE_DECK } from '../src/rules/malifaux/cards';
import { gql, type Created, type TestApp, startTestApp } from './support/test-app';
import { DUEL_FIELDS } from './support/duel-selection';

interface Ev {
  readonly type: string;
  readonly data: Record<string, unknown>;
}
interface Result {
  readonly version: number;
  readonly events: Ev[];
  readonly state: { readonly duel: Record<string, unknown>; readonly duelStep: Record<string, unknown>; readonly seats: { readonly hand: string[] | null; readonly discardTop: string | null }[] };
}

const stack = (top: readonly string[]): string[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];
const RESULT = `{ version events { type data } state { ... on Malifaux2eState { duel ${DUEL_FIELDS} duelStep { step stage role seats } seats { hand discardTop } } } }`;
const guard = { modelId: 'guild-guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 9, maxWounds: 9 };
const terrifying = { name: 'Terrifying 13', tn: 13 };

describe('duels over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function practice(a: readonly string[], b: readonly string[]): Promise<Created> {
    const created = await gql(
      t,
      null,
      `mutation($input: CreateEncounterInput!) { createEncounter(input: $input) { encounterId version organiserToken seedCommitment seats { seat token } } }`,
      { input: { ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], stackedDecks: [stack(a), stack(b)], options: { autoDeclineCuts: true } } },
    );
    expect(created.errors).toBeUndefined();
    const e = created.data?.createEncounter as { encounterId: string; version: number; organiserToken: string; seedCommitment: string; seats: { seat: string; token: string }[] };
    return { id: e.encounterId, version: e.version, organiser: e.organiserToken, seedCommitment: e.seedCommitment, tokens: Object.fromEntries(e.seats.map((s) => [s.seat, s.token])) };
  }

  /** Runs a mutation that must succeed and returns its CommandResult. */
  async function must(token: string, field: string, args: string, variables: Record<string, unknown>): Promise<Result> {
    const res = await gql(t, token, `mutation(${args}) { ${field} ${RESULT} }`, variables);
    expect(res.errors).toBeUndefined();
    return (res.data as Record<string, Result>)[field.split('(')[0]];
  }
  /** The first error's extensions of an operation that must fail. */
  async function fails(token: string | null, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const res = await gql(t, token, query, variables);
    expect(res.data ?? null).toBeNull();
    return res.errors?.[0].extensions ?? {};
  }
  const version = async (c: Created): Promise<number> => ((await gql(t, c.organiser, `query($id: ID!) { encounter(id: $id) { version } }`, { id: c.id })).data?.encounter as { version: number }).version;

  it('malifaux-2e/TV-04 malifaux-2e/SS-D1 malifaux-2e/CF-1 malifaux-2e/DU-1 the Guild Guard`s Horror Duel by mutations: 4 -> total 9, cheats the 9 -> 14 >= 13, success', async () => {
    const c = await practice(['MASK-09', 'RAM-12', 'CROW-04'], ['TOME-05']);
    const drawn = await must(c.tokens.A, 'drawCards(id: $id, seat: A, input: { count: 2 })', '$id: ID!', { id: c.id });
    expect(drawn.state.seats[0].hand).toEqual(['MASK-09', 'RAM-12']);
    const start = await must(c.tokens.A, 'startDuel(id: $id, input: $input)', '$id: ID!, $input: StartDuelInput!', {
      id: c.id,
      input: { kind: 'SIMPLE', actor: { ...guard, fate: null }, action: terrifying, policy: null, expectedVersion: drawn.version },
    });
    expect(start.events.map((e) => e.type)).toEqual(['DuelStarted', 'DuelStepSkipped']);
    expect(start.events[1].data).toMatchObject({ ruleId: 'malifaux-2e/SS-D1' });
    expect(start.events[0].data).toMatchObject({ policy: { blackJokerMayBeCheatedFromHand: true, relentingDefenderMaySpendSoulstone: false } });
    const flip = await must(c.tokens.A, 'flipDuelCards(id: $id)', '$id: ID!', { id: c.id });
    expect(flip.events[1].data).toMatchObject({ card: 'CROW-04', automatic: true, total: { value: 9, suits: ['CROW'] } });
    // An explicit null for an optional field means "absent", as in REST.
    const cheat = await must(c.tokens.A, 'cheatFate(id: $id, input: { card: "MASK-09", redJokerSuit: null })', '$id: ID!', { id: c.id });
    expect(cheat.events.map((e) => e.type)).toEqual(['FateCheated', 'DuelStepSkipped', 'DuelResolved']);
    expect(cheat.events[0].data).toMatchObject({ card: 'MASK-09', replaced: 'CROW-04', total: { value: 14, suits: ['MASK'] } });
    expect(cheat.events[2].data).toMatchObject({ winner: 'ACTOR', success: true });
    expect(cheat.state.seats[0]).toMatchObject({ hand: ['RAM-12'], discardTop: 'MASK-09' });
    const current = await gql(t, c.tokens.B, `query($id: ID!) { currentDuel(id: $id) { version duel ${DUEL_FIELDS} duelStep { step stage role seats } } }`, { id: c.id });
    expect(current.data?.currentDuel).toMatchObject({ version: cheat.version, duel: { status: 'DUEL_RESOLVED', outcome: { success: true } }, duelStep: { step: 'START' } });
    // Seat B sees what A played, never what A kept.
    const seenByB = JSON.stringify(await gql(t, c.tokens.B, `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { seats { hand } duel ${DUEL_FIELDS} } } } currentDuel(id: $id) { duel ${DUEL_FIELDS} } }`, { id: c.id }));
    expect(seenByB).toContain('"MASK-09"');
    expect(seenByB).not.toContain('"RAM-12"');
  });

  it('malifaux-2e/FM-2 malifaux-2e/CF-3 the same error codes as REST in extensions, and a refusal writes nothing', async () => {
    const c = await practice(['MASK-09', 'CROW-04'], []);
    await must(c.tokens.A, 'drawCards(id: $id, seat: A, input: { count: 1 })', '$id: ID!', { id: c.id });
    const start = `mutation($id: ID!, $input: StartDuelInput!) { startDuel(id: $id, input: $input) { version } }`;
    expect(await fails(c.tokens.B, start, { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await fails(c.organiser, start, { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await fails(null, start, { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } })).toMatchObject({ code: 'UNAUTHENTICATED' });
    const invalid = await fails(c.tokens.A, start, { id: c.id, input: { kind: 'SIMPLE', action: terrifying } });
    expect(invalid).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'kind' }] });
    expect(await fails(c.tokens.A, start, { id: c.id, input: { kind: 'SIMPLE', actor: { ...guard, seat: 'Z' }, action: terrifying } })).toMatchObject({ code: 'VALIDATION_FAILED' });
    const before = await version(c);
    const cheat = `mutation($id: ID!, $card: String!) { cheatFate(id: $id, input: { card: $card }) { version } }`;
    expect(await fails(c.tokens.A, cheat, { id: c.id, card: 'RAM-14' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    await must(c.tokens.A, 'startDuel(id: $id, input: $input)', '$id: ID!, $input: StartDuelInput!', { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } });
    expect(await fails(c.tokens.A, cheat, { id: c.id, card: 'MASK-09' })).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/FM-2' });
    const flip = `mutation($id: ID!, $v: Int) { flipDuelCards(id: $id, input: { expectedVersion: $v }) { version } }`;
    expect(await fails(c.organiser, flip, { id: c.id })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await fails(c.tokens.A, flip, { id: c.id, v: before })).toMatchObject({ code: 'CONCURRENCY_CONFLICT', expectedVersion: before, currentVersion: before + 2 });
    expect(await version(c)).toBe(before + 2);
    await must(c.tokens.A, 'flipDuelCards(id: $id)', '$id: ID!', { id: c.id });
    await must(c.tokens.A, 'declineCheat(id: $id)', '$id: ID!', { id: c.id });
    const after = await version(c);
    expect(await fails(c.tokens.A, cheat, { id: c.id, card: 'MASK-09' })).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/CF-3' });
    expect(await fails(c.tokens.A, `mutation($id: ID!) { passTrigger(id: $id) { version } }`, { id: c.id })).toMatchObject({ ruleId: 'malifaux-2e/TR-2' });
    expect(await version(c)).toBe(after);
  });

  it('startDuel with an idempotencyKey is started once', async () => {
    const c = await practice([], []);
    const q = `mutation($id: ID!, $input: StartDuelInput!) { startDuel(id: $id, input: $input, idempotencyKey: "gql-start-1") { version events { data } } }`;
    const first = await gql(t, c.tokens.A, q, { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } });
    const again = await gql(t, c.tokens.A, q, { id: c.id, input: { kind: 'SIMPLE', actor: guard, action: terrifying } });
    expect(again).toEqual(first);
    expect(await version(c)).toBe((first.data?.startDuel as { version: number }).version);
  });

  it('malifaux-2e/DU-1 duelOdds: Wp 5 vs TN 13 on a full deck is exactly 25/54, from the caller’s knowledge only; the organiser has no odds', async () => {
    const c = await practice(['RJ'], []);
    const q = `query($id: ID!, $input: DuelOddsInput!) { duelOdds(id: $id, input: $input) { version seat probability numerator denominator fraction handCount } }`;
    const res = await gql(t, c.tokens.A, q, { id: c.id, input: { kind: 'SIMPLE', me: { stat: 5 }, tn: 13 } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.duelOdds).toMatchObject({ seat: 'A', numerator: 25, denominator: 54, fraction: '25/54', handCount: 0, version: c.version });
    expect(await version(c)).toBe(c.version);
    expect(await fails(c.organiser, q, { id: c.id, input: { kind: 'SIMPLE', me: { stat: 5 }, tn: 13 } })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await fails(c.tokens.A, q, { id: c.id, input: { kind: 'OPPOSED', me: { stat: 5 } } })).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
