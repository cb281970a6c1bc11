import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createCaller } from '../factories/identity.factory';
import { createTestApp, TestApp } from '../support/test-app';

// Debian's Chromium (package `chromium`, which .ci/run installs); playwright never downloads one.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT = join(__dirname, '..', '..', 'test-output', 'swagger-ui-try-it-out.png');

describe('Swagger UI at /docs, in a real browser', () => {
  let app: TestApp;
  let baseUrl: string;
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      // Not a skip: CI installs it, so a missing browser is a broken machine, not an optional test.
      throw new Error(
        `Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\` ` +
          '(.ci/run does) or point CHROMIUM_PATH at a Chromium binary',
      );
    }
    app = await createTestApp();
    baseUrl = await app.listen();
    profile = mkdtempSync(join(tmpdir(), 'swagger-ui-chromium-'));
    // A fresh profile per run, so no cached document or stored authorisation carries over.
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await app?.close();
  });

  it('authorises with an API token and executes GET /v1/agents from the page: 200', async () => {
    const { token } = await createCaller(app, 'ai_agents:read');
    const page = await browser.newPage();
    // Only this instance is reachable: the test must not depend on (or call) anything outside.
    await page.route('**/*', (route) =>
      route.request().url().startsWith(baseUrl) ? route.continue() : route.abort(),
    );

    await page.goto(`${baseUrl}/docs`);
    await page.locator('.btn.authorize').click();
    // The first scheme is the API token's (the second, portalLink, is the portal's).
    const bearer = page.locator('.auth-container').first();
    await bearer.locator('input').fill(token);
    await bearer.locator('.auth-btn-wrapper button[type="submit"]').click();
    await bearer.locator('.auth-btn-wrapper .btn-done').click();

    const operation = page.locator('.opblock-get', {
      has: page.locator('[data-path="/v1/agents"]'),
    });
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('.try-out__btn').click();
    const answered = page.waitForResponse(
      (res) =>
        res.url().split('?')[0] === `${baseUrl}/v1/agents` && res.request().method() === 'GET',
    );
    await operation.locator('.execute').click();
    const response = await answered;

    expect(response.status()).toBe(200);
    expect(response.request().headers()['authorization']).toBe(`Bearer ${token}`);
    // What the page shows of the answer, not only what went over the wire.
    const shown = operation.locator('.live-responses-table tbody .response-col_status').first();
    await shown.waitFor();
    expect((await shown.textContent())?.trim()).toBe('200');
    mkdirSync(join(SCREENSHOT, '..'), { recursive: true });
    // The operation with its request and the answer the page shows (the whole page is 17,000 px).
    await operation.screenshot({ path: SCREENSHOT });
  }, 60_000);
});
