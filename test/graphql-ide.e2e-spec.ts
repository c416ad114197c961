// The GraphQL IDE at /graphql works offline: the page loads its scripts and stylesheet from this service only, and
// every asset it names is served here (a browser test of issue 12 will also watch the network).
import { startTestApp, type TestApp } from './support/test-app';

describe('offline GraphQL IDE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('GET /graphql in a browser is GraphiQL with same-origin assets only, each one served', async () => {
    const page = await t.http.get('/graphql').set('accept', 'text/html').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('GraphiQL.createFetcher');
    const refs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBe(4);
    for (const ref of refs) {
      expect(ref).toMatch(/^\/graphql-ide\/[a-z.-]+$/);
      const asset = await t.http.get(ref).expect(200);
      expect(asset.headers['content-type']).toMatch(ref.endsWith('.css') ? /text\/css/ : /text\/javascript/);
      const size = (asset.text ?? '').length || (Buffer.isBuffer(asset.body) ? asset.body.length : 0);
      expect(size).toBeGreaterThan(1000);
    }
    expect(page.text).not.toMatch(/https?:\/\//);
  });

  it('only the whitelisted assets are served', async () => {
    const res = await t.http.get('/graphql-ide/..%2Fpackage.json').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    await t.http.get('/graphql-ide/package.json').expect(404);
  });

  it('GraphQL over POST still answers queries', async () => {
    const res = await t.http.post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});
