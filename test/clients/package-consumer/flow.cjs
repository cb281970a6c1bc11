'use strict';
/**
 * What an integrator's script does with the installed @platform/api-client, written once for the
 * CommonJS and the ESM entry scripts, which hand it the package as each loaded it: create agents,
 * page them, and verify a real delivery that a local receiver gets from the service.
 */
const { createServer } = require('node:http');

async function run(sdk, { baseUrl, token, name }) {
  const { ApiError, createPlatformClient, offsetItems, unwrap } = sdk;
  const { verifyStandardWebhook, verifyWebhook, WebhookVerificationError } = sdk;
  const sentKeys = [];
  const api = createPlatformClient({
    baseUrl,
    token,
    fetch: (request, init) => {
      if (request.method === 'POST') sentKeys.push(request.headers.get('idempotency-key'));
      return globalThis.fetch(request, init);
    },
  });
  const receiver = await startReceiver();
  try {
    const subscription = await unwrap(
      api.POST('/v1/webhooks/subscriptions', {
        body: { url: receiver.url, eventTypes: ['agent.created'], standardWebhooks: true },
      }),
    );
    const created = [];
    for (const n of [1, 2, 3]) {
      created.push(await unwrap(api.POST('/v1/agents/create', { body: { name: `${name} ${n}` } })));
    }
    const paged = [];
    let pages = 0;
    const items = offsetItems(
      (page) => {
        pages += 1;
        return api.GET('/v1/agents', { params: { query: page } });
      },
      { pageSize: 2 },
    );
    for await (const agent of items) paged.push(agent.name);

    const missing = await unwrap(
      api.GET('/v1/agents/{id}', { params: { path: { id: 'no-such-agent' } } }),
    ).catch((error) => error);

    const delivery = await receiver.first((body) => body.includes(created[0].agentId));
    const event = verifyWebhook(delivery.body, delivery.headers, subscription.secret);
    const standard = verifyStandardWebhook(delivery.body, delivery.headers, subscription.secret);
    let refusal;
    try {
      verifyWebhook(delivery.body, delivery.headers, 'whsec_bm90IHRoZSBzZWNyZXQ=');
    } catch (error) {
      refusal = error instanceof WebhookVerificationError ? error.reason : String(error);
    }
    return {
      created: created.map((agent) => agent.name),
      paged,
      pages,
      idempotencyKeys: sentKeys,
      missing: missing instanceof ApiError ? { status: missing.status, code: missing.code } : null,
      verified: { type: event.type, agentId: event.data.agentId, expected: created[0].agentId },
      standardEventId: standard.id === event.id ? 'same' : standard.id,
      wrongSecret: refusal,
    };
  } finally {
    receiver.close();
  }
}

/** A webhook receiver on a free loopback port that keeps each request's raw bytes. */
function startReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hooks`,
        async first(matches, timeoutMs = 15_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const found = received.find((request) => matches(request.body.toString('utf8')));
            if (found) return found;
            if (Date.now() > deadline) throw new Error('no matching delivery arrived');
            await new Promise((wake) => setTimeout(wake, 25));
          }
        },
        close: () => server.close(),
      });
    });
  });
}

/** The settings from the environment, and the result as one line of JSON on stdout. */
function main(sdk, entry) {
  const settings = {
    baseUrl: process.env.BASE_URL,
    token: process.env.TOKEN,
    name: process.env.NAME,
  };
  run(sdk, settings).then(
    (result) => process.stdout.write(`${JSON.stringify({ entry, ...result })}\n`),
    (error) => {
      process.stderr.write(`${error && error.stack ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

module.exports = { main };
