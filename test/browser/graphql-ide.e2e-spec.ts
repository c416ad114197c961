/// <reference lib="dom" />
// The GraphQL IDE in a real browser (headless Chromium from Debian's package, driven by playwright-core): it renders,
// runs a query, and no request leaves this machine. The screenshot is kept in test-artifacts/ (not committed).
// Needs /usr/bin/chromium: CI installs it and sets CI=true, so there a missing browser fails; elsewhere (a fresh
// machine running `npm test`) the suite is skipped with a note when no Chromium is installed, or with SKIP_BROWSER_TESTS=1.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describeInBrowser, startBrowserApp, type BrowserApp } from '../support/browser';

describeInBrowser('GraphiQL in a browser', () => {
  let app: BrowserApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    app = await startBrowserApp();
    ({ browser, origin } = app);
  }, 60000);
  afterAll(async () => app?.close());

  it('renders from this service alone and runs a query', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${origin}/graphql`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.graphiql-container', { timeout: 20000 });
    // Run `{ __typename }` through the IDE's own fetcher.
    await page.evaluate(() => {
      const editor = document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as { CodeMirror: { setValue(v: string): void } } | null;
      editor?.CodeMirror.setValue('{ __typename }');
    });
    await page.click('.graphiql-execute-button');
    await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('Query') ?? false, undefined, { timeout: 20000 });
    mkdirSync('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/graphiql.png' });
    const outside = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'));
    expect(outside).toEqual([]);
    expect(requests.some((u) => u.endsWith('/graphql-ide/graphiql.min.js'))).toBe(true);
  }, 60000);
});
