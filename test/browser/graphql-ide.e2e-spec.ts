/// <reference lib="dom" />
// The GraphQL IDE in a real browser (headless Chromium from Debian's package, driven by playwright-core): it renders,
// runs a query, and no request leaves this machine. The screenshot is kept in test-artifacts/ (not committed).
// Needs /usr/bin/chromium: CI installs it and sets CI=true, so there a missing browser fails; elsewhere (a fresh
// machine running `npm test`) the suite is skipped with a note when no Chromium is installed, or with SKIP_BROWSER_TESTS=1.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = process.env.SKIP_BROWSER_TESTS === '1' || (process.env.CI !== 'true' && !existsSync(CHROMIUM));
if (skip) process.stderr.write(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)\n`);

(skip ? describe.skip : describe)('GraphiQL in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or SKIP_BROWSER_TESTS=1`);
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

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
