// The reference web table's files at /table (examples/web-table): served from this service alone, under a
// Content-Security-Policy of 'self'; only its three files (anything else is a 404 problem). The game itself is played
// in a browser by test/browser/web-table.e2e-spec.ts.
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('serves the page and its script and stylesheet, loading nothing from elsewhere', async () => {
    const page = await t.http.get('/table').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/table/table.css', '/table/table.js']);
    expect((await t.http.get('/table/table.js').expect(200)).headers['content-type']).toMatch(/^text\/javascript/);
    expect((await t.http.get('/table/table.css').expect(200)).headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers 404 problem+json for any other file, and never reads outside its folder', async () => {
    for (const path of ['/table/README.md', '/table/..%2F..%2Fpackage.json', '/table/%2e%2e']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });
});
