// A client of the rules service written only against the generated contracts (issue 12): the REST half against the
// types openapi-typescript makes from /v1/openapi.json, the GraphQL half against graphql-codegen's typed documents
// made from schema.gql and operations.graphql. No cast, no `any`, no `unknown`: if a contract stops describing what
// the server does, this file stops compiling (test/generated-clients.e2e-spec.ts compiles it with tsc --strict, then
// runs it against the service). It creates a practice encounter with seat B open, joins B, and plays the book's
// Opposed Duel (Seamus' Bag o' Tools against a Freikorpsmann, TV-05) to its damage, each decision taken by the seat
// the view names in `duelStep`.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { components, paths } from './generated/rest-api';
import * as Ops from './generated/graphql';

type Schemas = components['schemas'];
type Seat = Schemas['Seat'];
type DuelStep = Schemas['DuelStep'];
type CommandResult = Schemas['CommandResult'];
type CreateEncounterInput = Schemas['CreateEncounterInput'];
type DuelParticipantInput = Schemas['DuelParticipantInput'];
type DuelActionInput = Schemas['DuelActionInput'];

/** What the client learned from playing: the events in order and who won the duel. */
export interface DuelReport {
  readonly encounterId: string;
  readonly joinedSeat: Seat;
  readonly steps: readonly string[];
  readonly events: readonly string[];
  readonly version: number;
  /** GraphQL only: the damage read from the typed DamageResolved payload (REST's untyped fallback cannot narrow it). */
  readonly damage?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The practice encounter: decks stacked so that the flips are known. Each seat draws two cards first and holds two
// Soulstones, so that Soulstones, cheating and prevention are decisions (declined here), not skipped steps.

const SUITS = ['RAM', 'TOME', 'CROW', 'MASK'];
const FATE_DECK: string[] = ['RJ', 'BJ', ...SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => `${suit}-${String(i + 1).padStart(2, '0')}`))];
const stacked = (top: string[]): string[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];

const seamus: DuelParticipantInput = { modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 }, wounds: 11, maxWounds: 11 };
const freikorpsmann: DuelParticipantInput = { modelId: 'freikorpsmann', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, wounds: 5, maxWounds: 5 };
const bagOTools: DuelActionInput = { name: "Bag o' Tools", damage: { weak: 2, moderate: 3, severe: 5 } };
const practice: CreateEncounterInput = {
  ruleset: 'malifaux-2e',
  players: [{ name: 'Ann', soulstones: 2 }, { soulstones: 2 }],
  stackedDecks: [stacked(['TOME-02', 'TOME-03', 'RAM-10', 'RAM-05']), stacked(['CROW-01', 'CROW-02', 'CROW-03'])],
  options: { autoDeclineCuts: true },
};

// ---------------------------------------------------------------------------------------------------------------
// REST, typed by openapi-typescript.

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type PostOf<P extends keyof paths> = paths[P] extends { post: infer Op } ? Op : never;
type BodyOf<Op> = Op extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
type OkOf<Op> = Op extends { responses: { 200: infer R } } ? Json<R> : Op extends { responses: { 201: infer R } } ? Json<R> : never;

interface Call {
  readonly id?: string;
  readonly seat?: Seat;
  readonly token?: string;
  readonly idempotencyKey?: string;
}

async function post<P extends keyof paths>(base: string, path: P, call: Call, body: BodyOf<PostOf<P>>): Promise<OkOf<PostOf<P>>> {
  const url = `${base}${String(path).replace('{id}', call.id ?? '').replace('{seat}', call.seat ?? '')}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
  if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${String(path)}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The decision due in a 2E view; a view of another ruleset has none. */
function duelStepOf(result: CommandResult): DuelStep {
  const state = result.state;
  if (state.ruleset !== 'malifaux-2e') throw new Error(`not a Malifaux 2E encounter: ${state.ruleset}`);
  return state.duelStep;
}

export async function playDuelOverRest(base: string): Promise<DuelReport> {
  const created = await post(base, '/v1/encounters', {}, practice);
  const open = created.openSeats[0];
  if (open !== 'B') throw new Error(`seat B should be open, got ${created.openSeats.join(', ')}`);
  const joined = await post(base, '/v1/encounters/{id}/seats/{seat}/join', { id: created.encounterId, seat: open, idempotencyKey: `join-${created.encounterId}` }, { name: 'Ben' });
  const tokens: Record<Seat, string> = { A: created.seats[0].token, B: joined.token, C: '', D: '' };
  const id = created.encounterId;
  const steps: string[] = [];
  const events: string[] = [];
  const players: Seat[] = ['A', 'B'];
  for (const seat of players) await post(base, '/v1/encounters/{id}/decks/{seat}/draw', { id, seat, token: tokens[seat] }, { count: 2 });
  let result = await post(base, '/v1/encounters/{id}/duels', { id, token: tokens.A }, { kind: 'OPPOSED', attacker: seamus, defender: freikorpsmann, action: bagOTools, defenderFriendly: false });
  for (let damage = false; ; ) {
    events.push(...result.events.map((e) => e.type));
    const step = duelStepOf(result);
    steps.push(step.step);
    const token = tokens[step.seats[0] ?? 'A'];
    switch (step.step) {
      case 'START':
        if (damage) return { encounterId: id, joinedSeat: joined.seat, steps, events, version: result.version };
        damage = true;
        result = await post(base, '/v1/encounters/{id}/duels/damage', { id, token: tokens.A }, {});
        break;
      case 'DECLARE_SOULSTONES':
        result = await post(base, '/v1/encounters/{id}/duels/soulstones', { id, token }, { fateModifiers: 0, suits: [] });
        break;
      case 'FLIP':
        result = await post(base, '/v1/encounters/{id}/duels/flip', { id, token }, {});
        break;
      case 'NAME_RED_JOKER_SUIT':
        result = await post(base, '/v1/encounters/{id}/duels/red-joker-suit', { id, token }, { suit: 'RAM' });
        break;
      case 'CHEAT':
        result = await post(base, '/v1/encounters/{id}/duels/decline-cheat', { id, token }, {});
        break;
      case 'DECLARE_TRIGGER':
        result = await post(base, '/v1/encounters/{id}/duels/pass-trigger', { id, token }, {});
        break;
      case 'PREVENTION':
        result = await post(base, '/v1/encounters/{id}/duels/prevention', { id, token }, { use: false });
        break;
      case 'CHOOSE_ACTIVE_CARD':
      case 'RESOLVE':
        throw new Error(`a one-card flip has no ${step.step} decision`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// GraphQL, typed by graphql-codegen (typescript, typescript-operations, typed-document-node).

interface GraphqlAnswer<R> {
  readonly data?: R | null;
  readonly errors?: readonly { readonly message: string; readonly extensions?: { readonly code?: string } }[];
}

async function gql<R, V>(base: string, doc: TypedDocumentNode<R, V>, variables: V, token?: string): Promise<R> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: print(doc), variables }) });
  const answer: GraphqlAnswer<R> = await res.json();
  if (!answer.data) throw new Error(`GraphQL: ${answer.errors?.map((e) => `${e.extensions?.code ?? ''} ${e.message}`).join('; ') ?? res.status}`);
  return answer.data;
}

/** The decision due in a 2E view; a view of another ruleset has none. */
type GqlDuelStep = Extract<Ops.StepFragment['state'], { __typename: 'Malifaux2eState' }>['duelStep'];

function gqlDuelStep(result: Ops.StepFragment): GqlDuelStep {
  const state = result.state;
  if (state.__typename !== 'Malifaux2eState') throw new Error(`not a Malifaux 2E encounter: ${state.__typename}`);
  return state.duelStep;
}

export async function playDuelOverGraphql(base: string): Promise<DuelReport> {
  const { createEncounter: created } = await gql(base, Ops.CreatePracticeDocument, { input: practice });
  const open = created.openSeats[0];
  const { joinSeat: joined } = await gql(base, Ops.JoinSeatDocument, { id: created.encounterId, seat: open, input: { name: 'Ben' }, key: `join-${created.encounterId}` });
  const tokens: Record<string, string> = { A: created.seats[0].token, [joined.seat]: joined.token };
  const id = created.encounterId;
  const steps: string[] = [];
  const events: string[] = [];
  // The seats as the server named them (typed `Seat`): the organiser's first seat and the one joined.
  for (const seat of [created.seats[0].seat, joined.seat]) await gql(base, Ops.DrawCardsDocument, { id, seat, input: { count: 2 } }, tokens[seat]);
  let damageDealt: number | undefined;
  let result: Ops.StepFragment = (
    await gql(base, Ops.StartDuelDocument, { id, input: { kind: 'OPPOSED', attacker: seamus, defender: freikorpsmann, action: bagOTools, defenderFriendly: false } }, tokens.A)
  ).startDuel;
  for (let damage = false; ; ) {
    events.push(...result.events.map((e) => e.type));
    for (const e of result.events) if (e.payload.__typename === 'DamageResolvedData') damageDealt = e.payload.damage;
    const step = gqlDuelStep(result);
    steps.push(step.step);
    const token = tokens[step.seats[0] ?? 'A'];
    switch (step.step) {
      case 'START': {
        if (damage) {
          const current = await gql(base, Ops.CurrentDuelDocument, { id }, token);
          return { encounterId: id, joinedSeat: joined.seat, steps, events, version: current.currentDuel.version, damage: damageDealt };
        }
        damage = true;
        result = (await gql(base, Ops.StartDamageFromDuelDocument, { id }, tokens.A)).startDamageFromDuel;
        break;
      }
      case 'DECLARE_SOULSTONES':
        result = (await gql(base, Ops.DeclareSoulstonesDocument, { id, input: { fateModifiers: 0, suits: [] } }, token)).declareSoulstones;
        break;
      case 'FLIP':
        result = (await gql(base, Ops.FlipDuelCardsDocument, { id }, token)).flipDuelCards;
        break;
      case 'NAME_RED_JOKER_SUIT':
        result = (await gql(base, Ops.NameRedJokerSuitDocument, { id, input: { suit: 'RAM' } }, token)).nameRedJokerSuit;
        break;
      case 'CHEAT':
        result = (await gql(base, Ops.DeclineCheatDocument, { id }, token)).declineCheat;
        break;
      case 'DECLARE_TRIGGER':
        result = (await gql(base, Ops.PassTriggerDocument, { id }, token)).passTrigger;
        break;
      case 'PREVENTION':
        result = (await gql(base, Ops.PreventionDocument, { id, input: { use: false } }, token)).prevention;
        break;
      case 'CHOOSE_ACTIVE_CARD':
      case 'RESOLVE':
        throw new Error(`a one-card flip has no ${step.step} decision`);
    }
  }
}
