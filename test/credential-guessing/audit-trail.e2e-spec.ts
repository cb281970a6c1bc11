import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { displayPrefix } from '../../src/api-tokens/token-secret';
import { createTestApp, TestApp } from '../support/test-app';
import { randomIpv4, REAL_BUDGET, unknownToken } from './support';

function logLines(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function metricValue(metrics: string, name: string): number {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Every failed authentication is audited, and a flood cannot flood the log. */
describe('the audit trail of failed authentications', () => {
  let app: TestApp;
  let logFile: string;

  beforeAll(async () => {
    logFile = join(mkdtempSync(join(tmpdir(), 'platform-audit-')), 'app.log');
    app = await createTestApp({ ...REAL_BUDGET, LOG_LEVEL: 'info', LOG_DESTINATION: logFile });
  });
  afterAll(() => app.close());

  it('writes one line per counted failure, with address, route and public prefix, and nothing past the budget', async () => {
    const address = randomIpv4();
    const tokens = Array.from({ length: 200 }, () => unknownToken());
    for (const token of tokens) {
      await request(app.http)
        .get('/v1/agents')
        .set('X-Forwarded-For', address)
        .set('Authorization', `Bearer ${token}`);
    }

    const lines = logLines(logFile);
    const audit = lines.filter((line) => line.event === 'auth_failure');
    expect(audit).toHaveLength(20);
    // The audit is the refused request's own line, not a second one.
    const refusedLines = lines.filter(
      (line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 401,
    );
    expect(refusedLines).toEqual(audit);
    // The 180 answers past the budget are counted in the metrics below, not written: the flood
    // wrote exactly the budget's 20 lines.
    const requestLines = lines.filter(
      (line) => (line.req as { url?: string } | undefined)?.url === '/v1/agents',
    );
    expect(requestLines).toHaveLength(20);
    expect(
      lines.filter((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 429),
    ).toEqual([]);
    audit.forEach((line, index) => {
      expect(line).toMatchObject({
        level: 40,
        res: { statusCode: 401 },
        clientAddress: address,
        route: 'GET /v1/agents',
        credential: 'api_token',
        tokenPrefix: displayPrefix(tokens[index]),
        failuresLeft: 19 - index,
      });
    });
    expect(audit[19].msg).toMatch(/spent its budget/);
    const log = readFileSync(logFile, 'utf8');
    for (const token of tokens) expect(log).not.toContain(token.slice(13));

    const metrics = (await request(app.http).get('/metrics').expect(200)).text;
    expect(metricValue(metrics, 'auth_failures_total{credential="api_token"}')).toBe(20);
    expect(metricValue(metrics, 'auth_failures_throttled_total{credential="api_token"}')).toBe(180);
  });
});
