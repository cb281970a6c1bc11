import request from 'supertest';
import { createAgentCaller } from '../factories/agents.factory';
import { createCaller, createTeamOwner } from '../factories/identity.factory';
import { createInboundEndpoint } from '../factories/webhooks.factory';
import { createTestApp, TestApp } from '../support/test-app';
import { createPortalLink } from '../webhooks/support/portal';
import {
  guessBesideHonestCaller,
  malformedToken,
  randomIpv4,
  randomIpv6Network,
  REAL_BUDGET,
  times,
  unknownToken,
  wrongTokenStatuses,
} from './support';

/** Guessing credentials costs the guesser, 20 failed authentications a minute an address. */
describe('the failed-authentication budget per client address', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;

  beforeAll(async () => {
    app = await createTestApp(REAL_BUDGET);
    caller = await createAgentCaller(app, 'ai_agents:read');
  });
  afterAll(() => app.close());

  it('answers 20 wrong tokens 401, then 429 with Retry-After and RateLimit-*, while a correct token from another address keeps working', async () => {
    const { statuses, firstRefusal: refused } = await guessBesideHonestCaller(app, caller.auth);
    expect(statuses).toEqual([...times(20, 401), ...times(5, 429)]);
    expect(refused?.body).toEqual({ error: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.headers['ratelimit-limit']).toBe('20');
    expect(refused?.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused?.headers['ratelimit-reset'])).toBe(retryAfter);
  });

  it('answers exactly 20 of 50 concurrent guesses 401: those under way when it closes get 429', async () => {
    const address = randomIpv4();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(app.http)
          .get('/v1/agents')
          .set('X-Forwarded-For', address)
          .set('Authorization', `Bearer ${unknownToken()}`),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...times(20, 401), ...times(30, 429)]);
  });

  it('is one budget for malformed tokens (refused without a look-up) and well-formed ones', async () => {
    const address = randomIpv4();
    expect(await wrongTokenStatuses(app, address, 10, malformedToken)).toEqual(times(10, 401));
    expect(await wrongTokenStatuses(app, address, 10)).toEqual(times(10, 401));
    expect(await wrongTokenStatuses(app, address, 1, malformedToken)).toEqual([429]);
    expect(await wrongTokenStatuses(app, address, 1)).toEqual([429]);
  });

  it('refuses even a correct credential from a spent address, before looking at it', async () => {
    const guesser = randomIpv4();
    await wrongTokenStatuses(app, guesser, 20);
    const res = await request(app.http)
      .get('/v1/agents')
      .set('X-Forwarded-For', guesser)
      .set(caller.auth);
    expect(res.status).toBe(429);
  });

  it('refuses a correct credential that needs no look-up (cached) from a spent address, and charges its rate limit nothing', async () => {
    const honest = randomIpv4();
    const guesser = randomIpv4();
    const remaining = async () => {
      const res = await request(app.http)
        .get('/v1/agents')
        .set('X-Forwarded-For', honest)
        .set(caller.auth)
        .expect(200);
      return Number(res.headers['ratelimit-remaining']);
    };
    const before = await remaining();
    await wrongTokenStatuses(app, guesser, 20);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await request(app.http)
        .get('/v1/agents')
        .set('X-Forwarded-For', guesser)
        .set(caller.auth);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/failed authentications/);
    }
    // The refusals spent none of the token's `api` budget: the next call is the one after `before`.
    expect(await remaining()).toBe(before - 1);
  });

  it('is never spent by successful requests, nor by requests that present no credential', async () => {
    const address = randomIpv4();
    for (let index = 0; index < 25; index += 1) {
      await request(app.http)
        .get('/v1/agents')
        .set('X-Forwarded-For', address)
        .set(caller.auth)
        .expect(200);
      await request(app.http).get('/v1/agents').set('X-Forwarded-For', address).expect(401);
    }
    expect(await wrongTokenStatuses(app, address, 21)).toEqual([...times(20, 401), 429]);
  });

  it('is one budget across credential kinds: sessions, API tokens and receiver URL tokens', async () => {
    const owner = await createTeamOwner(app);
    const endpoint = await createInboundEndpoint(app, owner.teamId);
    const address = randomIpv4();
    const wrongPath = endpoint.path.replace(/[^/]+$/, 'wrong-token');
    const send = {
      session: () =>
        request(app.http)
          .get('/v1/api-tokens')
          .set('X-Forwarded-For', address)
          .set('Authorization', `Bearer ${owner.sessionToken.slice(0, -4)}AAAA`),
      receiver: () =>
        request(app.http)
          .post(wrongPath)
          .set('X-Forwarded-For', address)
          .set('Content-Type', 'application/json')
          .send('{}'),
    };
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await send.session()).status);
    for (let index = 0; index < 10; index += 1) statuses.push((await send.receiver()).status);
    expect(statuses).toEqual(times(20, 401));

    const receiver = await send.receiver();
    expect(receiver.status).toBe(429);
    expect(receiver.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(receiver.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send.session()).status).toBe(429);
    // The receiver's right token from the spent address is refused too: 429 before any look-up.
    const rightToken = await request(app.http)
      .post(endpoint.path)
      .set('X-Forwarded-For', address)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(rightToken.status).toBe(429);
  });

  it('is spent by portal link tokens too: altered ones 401, then even the right one 429', async () => {
    const owner = await createCaller(app, 'webhooks:write');
    const link = await createPortalLink(app, owner.auth);
    const address = randomIpv4();
    const portal = (token: string) =>
      request(app.http)
        .get('/portal/api/link')
        .set('X-Forwarded-For', address)
        .set('Authorization', `Bearer ${token}`);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push((await portal(`${link.token.slice(0, -2)}${index}A`)).status);
    for (let index = 0; index < 10; index += 1) statuses.push((await portal('whp_no')).status);
    expect(statuses).toEqual(times(20, 401));
    const refused = await portal(link.token);
    expect([refused.status, refused.body.error]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const network = randomIpv6Network();
    const statuses: number[] = [];
    for (let host = 1; host <= 21; host += 1) {
      const [status] = await wrongTokenStatuses(app, `${network}:${host.toString(16)}::1`, 1);
      statuses.push(status);
    }
    expect(statuses).toEqual([...times(20, 401), 429]);
    expect(await wrongTokenStatuses(app, `${network}:ffff:ffff:ffff:ffff`, 1)).toEqual([429]);
    // The neighbouring /64 has a budget of its own.
    const [a, b, c, d] = network.split(':');
    const neighbour = `${a}:${b}:${c}:${(parseInt(d, 16) ^ 1).toString(16)}::1`;
    expect(await wrongTokenStatuses(app, neighbour, 1)).toEqual([401]);
  });
});

describe('the budget window', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ ...REAL_BUDGET, AUTH_FAILURE_WINDOW_SECONDS: '2' });
  });
  afterAll(() => app.close());

  it('resets after its window', async () => {
    const address = randomIpv4();
    expect(await wrongTokenStatuses(app, address, 20)).toEqual(times(20, 401));
    const refused = await request(app.http)
      .get('/v1/agents')
      .set('X-Forwarded-For', address)
      .set('Authorization', `Bearer ${unknownToken()}`)
      .expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    expect(await wrongTokenStatuses(app, address, 21)).toEqual([...times(20, 401), 429]);
  });
});

describe('two API instances sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(REAL_BUDGET), createTestApp(REAL_BUDGET)]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('share one budget per address', async () => {
    const address = randomIpv4();
    expect(await wrongTokenStatuses(first, address, 10)).toEqual(times(10, 401));
    expect(await wrongTokenStatuses(second, address, 10)).toEqual(times(10, 401));
    expect(await wrongTokenStatuses(first, address, 1)).toEqual([429]);
    expect(await wrongTokenStatuses(second, address, 1)).toEqual([429]);
  });
});
