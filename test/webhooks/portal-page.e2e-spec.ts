import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import request from 'supertest';
import { commitEvents } from '../factories/webhooks.factory';
import { portalAssetsEnv } from '../support/portal-assets';
import { OutboundHarness } from './support/outbound-harness';
import { createPortalLink, type CreatedPortalLink } from './support/portal';

// Debian's Chromium (package `chromium`, which .ci/run installs); playwright never downloads one.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// test-output/portal/ by default, so a test run leaves the checkout as it was; README's images
// are refreshed with PORTAL_SCREENSHOTS_DIR=docs/portal.
const SCREENSHOTS = resolve(
  __dirname,
  '..',
  '..',
  process.env.PORTAL_SCREENSHOTS_DIR ?? join('test-output', 'portal'),
);
const SCRIPT = '<script>window.__injected = "script"</script>';
const IMAGE = '"><img src=x onerror="window.__injected = \'img\'; alert(1)">';

/** What a page did that it must not: dialogs, CSP violations, requests elsewhere, errors. */
interface Watch {
  dialogs: string[];
  offHost: string[];
  errors: string[];
}

describe('the portal page, in a real browser', () => {
  let h: OutboundHarness;
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
    h = new OutboundHarness({ WEBHOOK_RETRY_SCHEDULE_MS: '0,50', ...(await portalAssetsEnv()) });
    await h.start();
    baseUrl = await h.app.listen();
    profile = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
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
    await h?.stop();
  });

  /** A page that may reach this instance only, recording everything it must not do. */
  async function openPage(width = 1440): Promise<{ page: Page; watch: Watch }> {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 900 });
    const watch: Watch = { dialogs: [], offHost: [], errors: [] };
    await page.route('**/*', (route) => {
      if (route.request().url().startsWith(baseUrl)) return route.continue();
      watch.offHost.push(route.request().url());
      return route.abort();
    });
    page.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => watch.errors.push(error.message));
    await page.addInitScript(
      "document.addEventListener('securitypolicyviolation', (event) =>" +
        " console.error('CSP violation: ' + event.violatedDirective))",
    );
    page.on('console', (message) => {
      // The browser's own favicon probe, and the 401 that tells the page its link is gone.
      const quiet =
        message.location().url.endsWith('/favicon.ico') || message.text().includes('401');
      if (message.type() === 'error' && !quiet) watch.errors.push(message.text());
    });
    return { page, watch };
  }

  /** An expression evaluated in the page (a string: these tests are not compiled with DOM types). */
  const inPage = <T>(page: Page, expression: string) => page.evaluate<T>(expression);
  const open = (page: Page, link: CreatedPortalLink) =>
    page.goto(`${baseUrl}/portal#${link.token}`);
  const deliveryRow = (page: Page, deliveryId: string) =>
    page.locator(`[data-delivery-id="${deliveryId}"]`);

  /** A subscription of its own with one delivery that failed: the receiver answered `reply`. */
  async function failedDelivery(data: Record<string, unknown>, reply: string, status = 500) {
    const sub = await h.subscribe({ eventTypes: ['agent.created'] });
    let fixed = false;
    h.receiver.respondWith((req) =>
      req.path === sub.path && !fixed ? { status, body: reply } : { status: 200, body: 'ok' },
    );
    await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.created', () => data);
    const [failed] = await h.settled(sub.subscriptionId, 1, 'failed');
    return { sub, deliveryId: failed.deliveryId, fix: () => (fixed = true) };
  }

  /** The page open on a link to the subscription, with the failed delivery's row expanded. */
  async function expandedFailedRow(subscriptionId: string, deliveryId: string) {
    const link = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [subscriptionId],
    });
    const { page, watch } = await openPage(1440);
    await open(page, link);
    const row = deliveryRow(page, deliveryId);
    await row.locator('[data-status="failed"]').waitFor({ timeout: 10_000 });
    await row.locator('summary').click();
    return { page, watch, row };
  }

  it('serves the page and its bundle with a strict CSP, no-referrer and no inline script or style', async () => {
    const page = await request(h.app.http).get('/portal').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'self'; /);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Every script is a file of this origin; no inline style either.
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.text).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(page.text).not.toMatch(/<style|\sstyle=/);

    const assets = [...page.text.matchAll(/(?:src|href)="(\/portal\/assets\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      const res = await request(h.app.http).get(asset).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/(javascript|css); charset=utf-8$/);
      expect(res.headers['content-security-policy']).toBe(csp);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    await request(h.app.http).get('/portal/assets/index.html').expect(404);
    await request(h.app.http).get('/portal/assets/..%2Fportal.js').expect(404);
  });

  it('shows a failed delivery; after the receiver is fixed, Retry delivers it (screenshots at 1440 and 375 px)', async () => {
    const { sub, deliveryId, fix } = await failedDelivery(
      { name: 'Support triage', agentId: 'b1d2c3e4-0000-4000-8000-000000000001' },
      '{"error":"database unavailable"}',
    );
    const link = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [sub.subscriptionId],
    });
    const { page, watch } = await openPage(1440);
    await open(page, link);

    // The token left the address bar (and the history entry) at once.
    expect(page.url()).toBe(`${baseUrl}/portal`);
    expect(await inPage(page, 'window.location.hash')).toBe('');

    const row = deliveryRow(page, deliveryId);
    await row.locator('[data-status="failed"]').waitFor({ timeout: 10_000 });
    await row.locator('summary').click();
    await expect(row.locator('.attempt').first().textContent()).resolves.toContain('HTTP 500');
    expect(await row.textContent()).toContain('{"error":"database unavailable"}');
    expect(await row.textContent()).toContain('Support triage');

    fix();
    await row.getByRole('button', { name: /^Retry delivery/ }).click();
    await row.locator('[data-status="succeeded"]').waitFor({ timeout: 15_000 });
    await page.getByText('Retry queued.').waitFor();
    // The success shows in the health and stats too, without a reload.
    await page
      .locator('.facts dt:has-text("Failures in a row") + dd', { hasText: /^0$/ })
      .waitFor();

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'portal-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    // Readable at 375 px: nothing wider than the screen.
    expect(await inPage(page, 'document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(SCREENSHOTS, 'portal-375.png'), fullPage: true });

    expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
    await page.close();
  }, 60_000);

  it('shows why an attempt had no usable answer (its failureReason)', async () => {
    const { sub, deliveryId } = await failedDelivery({ name: 'Redirected' }, 'moved', 302);
    const { page, watch, row } = await expandedFailedRow(sub.subscriptionId, deliveryId);
    expect(await row.locator('.attempt-error').allTextContents()).toEqual([
      'redirect not followed',
      'redirect not followed',
    ]);
    expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
    await page.close();
  }, 60_000);

  it('is usable by keyboard: Tab reaches real buttons, focus is visible, Enter acts', async () => {
    const { sub } = await failedDelivery({ name: 'Keyboard' }, 'nope');
    const link = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [sub.subscriptionId],
    });
    const { page, watch } = await openPage(1440);
    await open(page, link);
    await page.getByRole('button', { name: 'Send test event' }).waitFor();
    await page.keyboard.press('Tab');
    const first = await inPage(
      page,
      '({ tag: document.activeElement.tagName,' +
        ' outline: getComputedStyle(document.activeElement).outlineStyle })',
    );
    expect(first).toEqual({ tag: 'BUTTON', outline: 'solid' });
    let reached = false;
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await inPage(page, "document.activeElement.textContent === 'Send test event'");
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(/webhook\.test event is on its way/).waitFor();
    expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
    await page.close();
  }, 60_000);

  it('shows event data and a receiver’s answer holding markup as text, and runs none of it', async () => {
    const hostile = `${SCRIPT} ${IMAGE}`;
    const { sub, deliveryId } = await failedDelivery({ name: hostile, note: IMAGE }, hostile);
    const { page, watch, row } = await expandedFailedRow(sub.subscriptionId, deliveryId);

    const shown = await row.locator('pre').allTextContents();
    // The payload, JSON-encoded as text (its quotes escaped), and the answer exactly as stored.
    expect(shown.join('\n')).toContain(JSON.stringify(hostile).slice(1, -1));
    expect(shown).toContain(hostile);
    const injected = await inPage(
      page,
      "({ flag: window.__injected ?? 'none', images: document.querySelectorAll('img').length," +
        " scripts: document.querySelectorAll('script').length })",
    );
    expect(injected).toEqual({ flag: 'none', images: 0, scripts: 1 });
    expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
    await page.close();
  }, 60_000);

  it('a read-only link offers no write action, and the server refuses one sent anyway', async () => {
    const { sub, deliveryId } = await failedDelivery({ name: 'Read only' }, 'down');
    const link = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [sub.subscriptionId],
      readOnly: true,
    });
    const { page, watch } = await openPage(1440);
    await open(page, link);
    await deliveryRow(page, deliveryId).locator('[data-status="failed"]').waitFor();
    await page.getByText('Read-only link').waitFor();

    // The only buttons choose a subscription; no field to fill in.
    expect(await page.locator('button.subscription-choice').count()).toBe(1);
    expect(await page.locator('button:not(.subscription-choice)').count()).toBe(0);
    expect(await page.locator('input, textarea, select, form').count()).toBe(0);

    // Nothing went wrong before: the refusal below is logged by the browser as a failed load.
    expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
    const path = `/portal/api/subscriptions/${sub.subscriptionId}/deliveries/${deliveryId}/retry`;
    const refused = await inPage<{ status: number; body: { error: string } }>(
      page,
      `fetch(${JSON.stringify(path)}, { method: 'POST',` +
        ` headers: { Authorization: ${JSON.stringify(`Bearer ${link.token}`)} } })` +
        '.then(async (res) => ({ status: res.status, body: await res.json() }))',
    );
    expect([refused.status, refused.body.error]).toEqual([403, 'PORTAL_LINK_READ_ONLY']);
    await page.close();
  }, 60_000);

  it('an expired or revoked link, or none, shows a clear message and no data', async () => {
    const { sub } = await failedDelivery({ name: 'Gone' }, 'down');
    const expired = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [sub.subscriptionId],
    });
    await h.app.dataSource.query(
      `UPDATE webhook_portal_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expired.portalLinkId],
    );
    const revoked = await createPortalLink(h.app, h.caller.auth, {
      subscriptionIds: [sub.subscriptionId],
    });
    await request(h.app.http)
      .delete(`/v1/webhooks/portal-links/${revoked.portalLinkId}`)
      .set(h.caller.auth)
      .expect(204);

    for (const link of [expired, revoked]) {
      const { page, watch } = await openPage(375);
      await open(page, link);
      await page.getByText('This portal link has expired or was revoked').waitFor();
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text).not.toContain(sub.path);
      expect(await page.locator('.delivery, .subscription-choice, .stats').count()).toBe(0);
      expect(watch).toEqual({ dialogs: [], offHost: [], errors: [] });
      await page.close();
    }

    const { page } = await openPage(375);
    await page.goto(`${baseUrl}/portal`);
    await page.getByText('Open this page through a portal link').waitFor();
    await page.close();
  }, 60_000);
});
