import { createPlatformClient, unwrap } from './client';
import { ApiError } from './errors';
import { retryAfterMs, retryingFetch } from './retries';

const BASE = 'http://api.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Step = Error | (() => Response);

const answer =
  (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    });
const lost = () => new TypeError('fetch failed');
const inUse = answer(
  409,
  { error: 'IDEMPOTENCY_KEY_IN_USE', message: 'In use' },
  {
    'Retry-After': '0',
  },
);

/** A fetch that answers each attempt with the next step (the last one repeats) and records it. */
function fakeFetch(...steps: Step[]) {
  const sent: { method: string; url: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push({
      method: request.method,
      url: request.url,
      key: request.headers.get('idempotency-key'),
      body: await request.text(),
    });
    const step = steps[Math.min(sent.length, steps.length) - 1];
    if (step instanceof Error) throw step;
    return step();
  };
  return { fetch, sent };
}

const clientWith = (fetch: (request: Request) => Promise<Response>, retries?: number) =>
  createPlatformClient({ baseUrl: BASE, token: 'svc_live_x', fetch, retries, retryDelayMs: 0 });

const createAgent = answer(201, { agentId: 'a1', name: 'Triage' });

describe('typed client retries', () => {
  it('sends one generated key and the same body on every attempt of a POST', async () => {
    const { fetch, sent } = fakeFetch(
      lost(),
      answer(503, { error: 'SERVICE_UNAVAILABLE' }),
      createAgent,
    );
    const agent = await unwrap(
      clientWith(fetch).POST('/v1/agents/create', { body: { name: 'Triage' } }),
    );
    expect(agent).toEqual({ agentId: 'a1', name: 'Triage' });
    expect(sent).toHaveLength(3);
    expect(sent[0].key).toMatch(UUID);
    expect(sent.map((each) => each.key)).toEqual([sent[0].key, sent[0].key, sent[0].key]);
    expect(new Set(sent.map((each) => each.body))).toEqual(new Set(['{"name":"Triage"}']));
  });

  it('makes a new key per call', async () => {
    const { fetch, sent } = fakeFetch(createAgent);
    const client = clientWith(fetch);
    await client.POST('/v1/agents/create', { body: { name: 'One' } });
    await client.POST('/v1/agents/create', { body: { name: 'Two' } });
    expect(sent[0].key).not.toEqual(sent[1].key);
  });

  it("keeps the caller's key, given as a typed header parameter or a plain header", async () => {
    const { fetch, sent } = fakeFetch(lost(), createAgent);
    const client = clientWith(fetch);
    await client.POST('/v1/agents/create', {
      params: { header: { 'Idempotency-Key': 'order-7' } },
      body: { name: 'Triage' },
    });
    await client.POST('/v1/agents/create', {
      headers: { 'Idempotency-Key': 'order-8' },
      body: { name: 'Triage' },
    });
    expect(sent.map((each) => each.key)).toEqual(['order-7', 'order-7', 'order-8']);
  });

  it('retries a GET after a network error, without a key', async () => {
    const { fetch, sent } = fakeFetch(lost(), answer(200, { data: [] }));
    const { data } = await clientWith(fetch).GET('/v1/agents/{id}', {
      params: { path: { id: 'a1' } },
    });
    expect(data).toEqual({ data: [] });
    expect(sent.map((each) => [each.method, each.key])).toEqual([
      ['GET', null],
      ['GET', null],
    ]);
  });

  it('retries 409 IDEMPOTENCY_KEY_IN_USE but returns any other 409', async () => {
    const retried = fakeFetch(inUse, createAgent);
    const agent = await unwrap(
      clientWith(retried.fetch).POST('/v1/agents/create', { body: { name: 'Triage' } }),
    );
    expect(agent.agentId).toBe('a1');
    expect(retried.sent).toHaveLength(2);

    const other = fakeFetch(answer(409, { error: 'BULK_SELECTION_CHANGED', message: 'Changed' }));
    const error = await unwrap(
      clientWith(other.fetch).POST('/v1/agents/create', { body: { name: 'Triage' } }),
    ).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 409, code: 'BULK_SELECTION_CHANGED' });
    expect(other.sent).toHaveLength(1);
  });

  it('never retries PATCH, and sends it without a key', async () => {
    const { fetch, sent } = fakeFetch(answer(503, { error: 'SERVICE_UNAVAILABLE', message: 'x' }));
    const { response } = await clientWith(fetch).PATCH('/v1/agents/{id}', {
      params: { path: { id: 'a1' } },
      body: { name: 'Renamed' } as never,
    });
    expect(response.status).toBe(503);
    expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', key: null })]);
  });

  it('does not key or retry a POST outside /v1 (public routes store no answer)', async () => {
    const { fetch, sent } = fakeFetch(answer(503));
    await clientWith(fetch).POST('/public/unsubscribe', {
      params: { query: { token: 't' } } as never,
      body: {} as never,
    });
    expect(sent).toEqual([expect.objectContaining({ key: null })]);
  });

  it('with retries: 0 sends once and adds no key, but sends the caller’s', async () => {
    const { fetch, sent } = fakeFetch(answer(503));
    const client = clientWith(fetch, 0);
    await client.POST('/v1/agents/create', { body: { name: 'Triage' } });
    await client.POST('/v1/agents/create', {
      params: { header: { 'Idempotency-Key': 'mine' } },
      body: { name: 'Triage' },
    });
    expect(sent.map((each) => each.key)).toEqual([null, 'mine']);
    const { response } = await client.GET('/v1/agents/{id}', { params: { path: { id: 'a1' } } });
    expect(response.status).toBe(503);
    expect(sent).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a %s', async (status) => {
    const { fetch, sent } = fakeFetch(answer(status, { error: 'X', message: 'no' }));
    const { response } = await clientWith(fetch).POST('/v1/agents/create', {
      body: { name: 'Triage' },
    });
    expect(response.status).toBe(status);
    expect(sent).toHaveLength(1);
  });

  it('gives up after `retries` retries and returns the last answer, body intact', async () => {
    const { fetch, sent } = fakeFetch(
      answer(500, { error: 'INTERNAL_ERROR', message: 'first' }),
      answer(502, { error: 'BAD_GATEWAY', message: 'second' }),
      answer(503, { error: 'SERVICE_UNAVAILABLE', message: 'last' }),
    );
    const error = await unwrap(
      clientWith(fetch, 2).POST('/v1/agents/create', { body: { name: 'Triage' } }),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'last' });
    expect(sent).toHaveLength(3);
  });

  it('throws the last network error once the retries are spent', async () => {
    const { fetch, sent } = fakeFetch(lost());
    await expect(
      clientWith(fetch, 1).POST('/v1/agents/create', { body: { name: 'Triage' } }),
    ).rejects.toThrow('fetch failed');
    expect(sent).toHaveLength(2);
  });

  it("stops when the caller's signal aborts, during a wait or a send", async () => {
    const controller = new AbortController();
    const waiting = fakeFetch(() => {
      setTimeout(() => controller.abort(), 5);
      return answer(503)();
    });
    const client = createPlatformClient({
      baseUrl: BASE,
      token: 't',
      fetch: waiting.fetch,
      retryDelayMs: 60_000,
      retryMaxDelayMs: 60_000,
    });
    await expect(
      client.GET('/v1/agents/{id}', { params: { path: { id: 'a1' } }, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(waiting.sent).toHaveLength(1);

    const second = new AbortController();
    const sending = fakeFetch(() => {
      second.abort();
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    await expect(
      clientWith(sending.fetch).GET('/v1/agents/{id}', {
        params: { path: { id: 'a1' } },
        signal: second.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sending.sent).toHaveLength(1);
  });
});

describe('retry waits', () => {
  const request = (method = 'GET') =>
    new Request(`${BASE}/v1/agents`, { method, body: method === 'GET' ? undefined : '{}' });

  function recorded(options: Parameters<typeof retryingFetch>[1], ...steps: Step[]) {
    const waits: number[] = [];
    const fake = fakeFetch(...steps);
    const fetch = retryingFetch(fake.fetch, options, async (ms) => {
      waits.push(ms);
    });
    return { fetch, waits, sent: fake.sent };
  }

  it('back off exponentially with jitter, capped by retryMaxDelayMs', async () => {
    const { fetch, waits } = recorded(
      { baseUrl: BASE, retries: 3, retryDelayMs: 100, retryMaxDelayMs: 300 },
      lost(),
    );
    await expect(fetch(request())).rejects.toThrow('fetch failed');
    expect(waits).toHaveLength(3);
    const bounds = [
      [50, 100],
      [100, 200],
      [150, 300],
    ];
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(bounds[i][0]);
      expect(wait).toBeLessThanOrEqual(bounds[i][1]);
    });
  });

  it('honour Retry-After on a 503 and a 429', async () => {
    const { fetch, waits } = recorded(
      { baseUrl: BASE },
      answer(503, undefined, { 'Retry-After': '2' }),
      answer(429, undefined, { 'Retry-After': '1' }),
      answer(200, {}),
    );
    expect((await fetch(request('POST'))).status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
  });

  it('return a 429 without Retry-After, and one asking for longer than the cap', async () => {
    const bare = recorded({ baseUrl: BASE }, answer(429));
    expect((await bare.fetch(request())).status).toBe(429);
    const far = recorded(
      { baseUrl: BASE, retryMaxDelayMs: 5000 },
      answer(503, undefined, { 'Retry-After': '6' }),
    );
    const response = await far.fetch(request());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('6');
    expect([bare.sent.length, far.sent.length]).toEqual([1, 1]);
  });

  it('refuse a negative or fractional retries', () => {
    expect(() => retryingFetch(fetch, { baseUrl: BASE, retries: -1 })).toThrow(RangeError);
    expect(() => retryingFetch(fetch, { baseUrl: BASE, retries: 1.5 })).toThrow(RangeError);
  });

  it('read Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
