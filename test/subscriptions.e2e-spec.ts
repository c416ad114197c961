// GraphQL subscriptions over graphql-ws: every appended event reaches each subscriber, redacted for its own token
// (DESIGN.md "Every way out of the server ... subscriptions ... goes through the ruleset's view").
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { EventStoreService } from '../src/event-store/event-store.service';
import { bearer, createEncounter, startTestApp, type TestApp } from './support/test-app';

interface Got {
  readonly type: string;
  readonly version: number;
  readonly redacted: boolean;
  readonly data: { readonly cards?: readonly string[] | null };
}

function subscribe(url: string, token: string, id: string, afterVersion?: number): { client: Client; events: Got[]; errors: unknown[]; ready: Promise<void> } {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false, retryAttempts: 0 });
  const events: Got[] = [];
  const errors: unknown[] = [];
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<{ encounterEvent: Got }>(
    { query: `subscription($id: ID!, $after: Int) { encounterEvent(id: $id, afterVersion: $after) { type version redacted data } }`, variables: { id, after: afterVersion ?? null } },
    { next: (r) => (r.data ? events.push(r.data.encounterEvent) : errors.push(r.errors)), error: (e) => errors.push(e), complete: () => undefined },
  );
  return { client, events, errors, ready };
}

// Generous: on a loaded CI machine (browser tests in the other worker) a NOTIFY-driven delivery took over 5 s once.
async function until(check: () => boolean, ms = 15000, got: () => unknown = () => null): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for subscription events; got ${JSON.stringify(got())}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('GraphQL subscription encounterEvent', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => t.close());

  it('streams each new event to each seat, redacted for that seat: B never sees A’s drawn cards', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    // afterVersion pins where each stream starts, so no event is missed however late the subscription is set up.
    const a = subscribe(url, c.tokens.A, c.id, c.version);
    const b = subscribe(url, c.tokens.B, c.id, c.version);
    await Promise.all([a.ready, b.ready]);
    const drawn = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 4 }).expect(200);
    await t.http.post(`/v1/encounters/${c.id}/decks/B/flip`).set(...bearer(c.tokens.B)).send({ count: 1 }).expect(200);
    await until(
      () => a.events.length >= 3 && b.events.length >= 3,
      15000,
      () => ({ a: a.events.map((e) => e.type), b: b.events.map((e) => e.type), errors: [...a.errors, ...b.errors].map(String) }),
    );
    const hand: string[] = drawn.body.state.seats[0].hand;
    expect(a.events.map((e) => e.type)).toEqual(['CardsDrawn', 'CardsFlipped', 'CardsDiscarded']);
    expect(a.events[0]).toMatchObject({ redacted: false, data: { cards: hand } });
    expect(b.events[0]).toMatchObject({ type: 'CardsDrawn', redacted: true, data: { cards: null } });
    // Both decks use the same card ids: look at what B learns about seat A only.
    const aboutA = JSON.stringify(b.events.filter((e) => (e.data as { seat?: string }).seat === 'A'));
    for (const card of hand) expect(aboutA).not.toContain(`"${card}"`);
    expect(b.events.map((e) => e.version)).toEqual([c.version + 1, c.version + 2, c.version + 3]);
    await Promise.all([a.client.dispose(), b.client.dispose()]);
  });

  it('hears of appends made by another API node (not through this process): it polls the heads of followed streams', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const store = t.app.get(EventStoreService);
    const head = await store.streamHead(c.id);
    const s = subscribe(url, c.tokens.A, c.id, head?.version);
    await s.ready;
    await new Promise((r) => setTimeout(r, 300));
    // Another node's append: straight into the store, so this process announces nothing itself. A type the ruleset
    // appends: LoggedEvent.type is the EncounterEventType enum, which holds every registered type and no other.
    await store.append({ streamId: c.id, streamType: 'malifaux-2e', expectedVersion: head?.version ?? 0, events: [{ type: 'SoulstonesSpent', data: { seat: 'A', amount: 0, purpose: 'from node 2' } }], snapshot: { state: head?.snapshot, schema: head?.snapshotSchema ?? 0 }, writes: [] });
    await until(() => s.events.length >= 1);
    expect(s.events[0]).toMatchObject({ type: 'SoulstonesSpent', version: (head?.version ?? 0) + 1 });
    // This node's cached state of the stream is now stale: its next command is refused by the store and decided again.
    const next = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
    expect(next.body.version).toBe((head?.version ?? 0) + 2);
    await s.client.dispose();
  });

  it('catches up from afterVersion, and refuses an unknown token', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const s = subscribe(url, c.tokens.B, c.id, 0);
    await until(() => s.events.length >= 3);
    expect(s.events.slice(0, 3).map((e) => e.type)).toEqual(['EncounterCreated', 'DeckShuffled', 'DeckShuffled']);
    await s.client.dispose();
    const bad = subscribe(url, 'nope', c.id);
    await until(() => bad.errors.length > 0);
    expect(JSON.stringify(bad.errors)).toContain('UNAUTHENTICATED');
    await bad.client.dispose();
  });
});
