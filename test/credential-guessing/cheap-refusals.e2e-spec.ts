import type Redis from 'ioredis';
import request from 'supertest';
import { displayPrefix, withChecksum } from '../../src/api-tokens/token-secret';
import { REDIS } from '../../src/redis/redis.module';
import { createAgentCaller } from '../factories/agents.factory';
import { createTeamOwner } from '../factories/identity.factory';
import { interceptStatements } from '../support/failing-statement';
import { createTestApp, TestApp } from '../support/test-app';
import { randomIpv4, REAL_BUDGET, unknownToken } from './support';

interface PgPool {
  connect(...args: unknown[]): Promise<unknown>;
}

interface RedisCommand {
  name: string;
  args: unknown[];
}

/**
 * A credential that cannot be one of ours is refused without a database or
 * Redis round trip beyond the budget counter. What the app asks Postgres (named statements, and
 * connections taken from the pool) and Redis (commands on its request client) during one request is
 * recorded and compared.
 */
describe('cheap refusals', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createAgentCaller>>;
  let sessionToken: string;

  beforeAll(async () => {
    // API only: the worker loops would poll Postgres in the background.
    app = await createTestApp({ ...REAL_BUDGET, RUN_MODE: 'api' });
    caller = await createAgentCaller(app, 'ai_agents:read');
    sessionToken = (await createTeamOwner(app)).sessionToken;
  });
  afterAll(() => app.close());

  /** What one request asked of Postgres and Redis, and its answer. */
  async function roundTrips(path: string, authorization: string) {
    const pool = (app.dataSource.driver as unknown as { master: PgPool }).master;
    const redis = app.get<Redis>(REDIS);
    const statements: string[] = [];
    const commands: RedisCommand[] = [];
    const connect = pool.connect.bind(pool);
    const sendCommand = redis.sendCommand.bind(redis);
    const spies = [
      interceptStatements(app, (name, run) => {
        statements.push(name ?? '(unnamed query)');
        return run();
      }),
      jest.spyOn(pool, 'connect').mockImplementation((...args: unknown[]) => {
        statements.push('(connection taken from the pool)');
        return connect(...args);
      }),
      jest.spyOn(redis, 'sendCommand').mockImplementation((command) => {
        commands.push({ name: command.name, args: command.args });
        return sendCommand(command);
      }),
    ];
    try {
      const res = await request(app.http)
        .get(path)
        .set('X-Forwarded-For', randomIpv4())
        .set('Authorization', authorization);
      return { res, statements, commands };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  /** Every Redis command touches the failure-budget counter of the address, and nothing else. */
  const budgetCounterOnly = (commands: RedisCommand[]) =>
    commands.every((command) =>
      command.args.some((arg) => String(arg).includes(':rl:authFailures:')),
    );

  const wellFormed = unknownToken();
  const body = wellFormed.slice('svc_live_'.length, 'svc_live_'.length + 43);

  it.each([
    ['a wrong prefix', `Bearer ${wellFormed.replace('svc_live_', 'svc_prod_')}`],
    [
      'a wrong prefix with a checksum of its own',
      `Bearer ${withChecksum('svc_live_', body).replace('svc_live_', 'svc_tset_')}`,
    ],
    ['a token one character short', `Bearer ${wellFormed.slice(0, -1)}`],
    ['a token one character long', `Bearer ${withChecksum('svc_live_', `${body}A`)}`],
    [
      'a wrong checksum',
      `Bearer ${wellFormed.slice(0, -1)}${wellFormed.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['a session presented as an API token', `Bearer ${'x'.repeat(20)}.${'y'.repeat(20)}.zzz`],
    ['no bearer scheme', 'Basic dXNlcjpwYXNz'],
  ])('API token routes refuse %s with no database query', async (_case, authorization) => {
    const { res, statements, commands } = await roundTrips('/v1/agents', authorization);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHORIZED');
    expect(statements).toEqual([]);
    expect(commands.length).toBeGreaterThan(0);
    expect(budgetCounterOnly(commands)).toBe(true);
  });

  it.each([
    ['not a JWT', 'Bearer not-a-session'],
    ['a payload that is not JSON', 'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6ImsifQ.bm90IGpzb24.c2ln'],
    ['a header without a kid', 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln'],
  ])('session routes refuse %s with no database query', async (_case, authorization) => {
    const { res, statements, commands } = await roundTrips('/v1/api-tokens', authorization);
    expect(res.status).toBe(401);
    expect(statements).toEqual([]);
    expect(budgetCounterOnly(commands)).toBe(true);
  });

  it('does look well-formed credentials up (the counting above sees queries)', async () => {
    const token = await roundTrips('/v1/agents', `Bearer ${unknownToken()}`);
    expect(token.res.status).toBe(401);
    expect(token.statements).toContain('live_token_by_hash');
    const session = await roundTrips('/v1/api-tokens', `Bearer ${sessionToken}`);
    expect(session.res.status).toBe(200);
    expect(session.statements.length).toBeGreaterThan(0);
  });

  it('answers a known prefix with a wrong secret exactly as an unknown token: same body, same work', async () => {
    const issued = caller.auth.Authorization.slice('Bearer '.length);
    const knownPrefix = displayPrefix(issued);
    const samePrefix = withChecksum(
      'svc_live_',
      knownPrefix.slice('svc_live_'.length) + unknownToken().slice(13, 52),
    );
    expect(displayPrefix(samePrefix)).toBe(knownPrefix);
    expect(samePrefix).not.toBe(issued);

    const known = await roundTrips('/v1/agents', `Bearer ${samePrefix}`);
    const unknown = await roundTrips('/v1/agents', `Bearer ${unknownToken()}`);
    expect(known.res.status).toBe(401);
    expect(known.res.body).toEqual(unknown.res.body);
    expect(known.statements).toEqual(unknown.statements);
    expect(known.commands.map((command) => command.name)).toEqual(
      unknown.commands.map((command) => command.name),
    );
    const headerNames = (res: request.Response) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort();
    expect(headerNames(known.res)).toEqual(headerNames(unknown.res));
  });
});
