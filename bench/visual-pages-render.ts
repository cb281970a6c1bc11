/**
 * npm run bench:visual-pages
 *
 * 1. Publish-time rendering (renderPublishedDocument) of 512 KiB worst cases: the head scan must
 *    stay linear and stop at the body, whatever the nesting.
 * 2. The public render over HTTP: requests a second for a published 100 KiB page, through the
 *    real app (Postgres, Redis, rate limiter) on a throwaway database.
 *
 * Needs Postgres and Redis as for the e2e tests (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTeamOwner } from '../test/factories/identity.factory';
import { createPublishedVisualPage } from '../test/factories/visual-pages.factory';
import globalSetup from '../test/support/global-setup';
import globalTeardown from '../test/support/global-teardown';
import { createTestApp } from '../test/support/test-app';
import { renderPublishedDocument } from '../src/visual-pages/published-document';

const KIB = 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeRender(label: string, html: string, runs = 15): void {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    renderPublishedDocument(html, 'Bench');
    times.push(performance.now() - start);
  }
  console.log(
    `render ${label.padEnd(34)} ${(html.length / KIB).toFixed(0).padStart(4)} KiB  median ${median(times).toFixed(2)} ms`,
  );
}

function renderCases(): void {
  const paragraph = '<div class="row"><p>Revenue grew by <b>5%</b> &amp; costs fell.</p></div>\n';
  const typicalBody = paragraph.repeat(Math.floor((500 * KIB) / paragraph.length));
  timeRender(
    'typical document',
    `<!DOCTYPE html><html><head><title>T</title></head><body>${typicalBody}`,
  );
  timeRender('fragment', typicalBody);
  timeRender('100k nested <div>s', '<div>'.repeat(100_000));
  const meta = '<meta name="k" content="v">';
  timeRender('head of 19k <meta>s (worst case)', `<html><head>${meta.repeat(19_000)}`);
  const script = `<script>${'var a = "<head>"; '.repeat(26_000)}</script>`;
  timeRender('head with a 512 KiB <script>', `<html><head>${script}`);
}

async function httpThroughput(): Promise<void> {
  await globalSetup();
  // Client addresses come from X-Forwarded-For, spread so the per-address limit is not the cap.
  const app = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
  try {
    await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
    const team = await createTeamOwner(app);
    const html = `<h1>Bench</h1>${'<p>Lorem ipsum dolor sit amet, consectetur.</p>\n'.repeat(2_200)}`;
    const { published } = await createPublishedVisualPage(app, team, { html });
    const { port } = app.http.address() as AddressInfo;
    let client = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${new URL(published.url).pathname}`,
      connections: 20,
      duration: 10,
      requests: [
        {
          setupRequest: (request) => {
            client += 1;
            const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
            return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
          },
        },
      ],
    });
    console.log(
      `public GET ${(Buffer.byteLength(html) / KIB).toFixed(0)} KiB page, 20 connections, 10 s: ` +
        `${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  } finally {
    await app.close();
    await globalTeardown();
  }
}

async function main(): Promise<void> {
  renderCases();
  await httpThroughput();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
