import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { REDIS } from '../../src/redis/redis.module';
import { createTestApp, TestApp } from '../support/test-app';

/** platform.md, Running: liveness and readiness. */
describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /health/live answers 200 while the process runs', async () => {
    await request(app.http).get('/health/live').expect(200, { status: 'ok' });
  });

  it('GET /health/ready answers 200 while Postgres and Redis answer', async () => {
    const res = await request(app.http).get('/health/ready').expect(200);
    expect(res.body.status).toBe('ok');
  });

  it('GET /health/ready answers 503 when Redis is unreachable', async () => {
    const broken = await createTestApp();
    try {
      const redis = broken.get<Redis>(REDIS);
      redis.disconnect();
      const res = await request(broken.http).get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('SERVICE_UNAVAILABLE');
      await redis.connect();
    } finally {
      await broken.close();
    }
  });

  it('GET /health/ready answers 503 while Postgres refuses connections, and 200 once it is back', async () => {
    // A database of its own: the outage must not reach the other test files sharing the run's.
    const database = `${process.env.TEST_DATABASE_NAME}_outage`;
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${database}`;
    const broken = await createTestApp({ DATABASE_URL: url.toString() });
    try {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      const down = await request(broken.http).get('/health/ready');
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('SERVICE_UNAVAILABLE');

      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
        status = (await request(broken.http).get('/health/ready')).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
      await broken.close();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('exposes Prometheus metrics with requests counted by route template, never by raw URL', async () => {
    await request(app.http).get('/health/live').expect(200);
    await request(app.http).get('/public/media/some-secret-token/meta');
    const res = await request(app.http).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toMatch(
      /http_requests_total\{method="GET",route="\/health\/live",status="200"\} \d+/,
    );
    expect(res.text).not.toContain('some-secret-token');
  });
});
