// The checked-in contracts are what the code serves: a stale openapi.yaml or schema.gql fails here.
import { readFileSync } from 'node:fs';
import * as yaml from 'js-yaml';
import { graphqlSchema } from '../src/contracts';
import { startTestApp, type TestApp } from './support/test-app';

describe('contracts and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('GET /v1/health answers 200 when the database answers', async () => {
    const res = await t.http.get('/v1/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /v1/openapi.json is identical to the checked-in openapi.yaml (run `npm run openapi:generate` when it fails)', async () => {
    const served = (await t.http.get('/v1/openapi.json').expect(200)).body;
    const checkedIn = yaml.load(readFileSync('openapi.yaml', 'utf8'));
    expect(served).toEqual(checkedIn);
    expect(Object.keys(served.paths)).toEqual(expect.arrayContaining(['/v1/encounters', '/v1/encounters/{id}/decks/{seat}/draw', '/v1/health']));
  });

  it('the GraphQL schema is identical to the checked-in schema.gql (run `npm run openapi:generate` when it fails)', () => {
    expect(graphqlSchema(t.app)).toBe(readFileSync('schema.gql', 'utf8'));
  });

  it('answers CORS preflights for browser frontends, with the command headers allowed', async () => {
    const res = await t.http
      .options('/v1/encounters')
      .set('origin', 'https://app.example')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'authorization,content-type,idempotency-key');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('idempotency-key');
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await t.http.get('/docs/').redirects(1);
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});
