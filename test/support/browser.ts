// The service in a real browser for the browser tests (test/browser/): headless Chromium from Debian's package, driven
// by playwright-core. CI (CI=true) needs /usr/bin/chromium and fails without it; elsewhere (a fresh machine running
// `npm test`) a missing Chromium, or SKIP_BROWSER_TESTS=1, skips the suite with a note.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startTestApp, type TestApp } from './test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = process.env.SKIP_BROWSER_TESTS === '1' || (process.env.CI !== 'true' && !existsSync(CHROMIUM));
if (skip) process.stderr.write(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)\n`);

/** `describe`, or `describe.skip` where no browser test can run. */
export const describeInBrowser: jest.Describe = skip ? describe.skip : describe;

export interface BrowserApp {
  readonly t: TestApp;
  readonly browser: Browser;
  /** The service's http://127.0.0.1:<port>: every request the page makes must start with it. */
  readonly origin: string;
  close(): Promise<void>;
}

/** The service listening on a free local port, and a Chromium that reaches nothing else. */
export async function startBrowserApp(): Promise<BrowserApp> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or SKIP_BROWSER_TESTS=1`);
  const t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  const origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    t,
    browser,
    origin,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
