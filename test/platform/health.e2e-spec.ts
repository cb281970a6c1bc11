import Redis from 'ioredis';
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

  it('GET /health/ready answers 503 when Postgres is unreachable', async () => {
    const broken = await createTestApp();
    try {
      await broken.dataSource.destroy();
      const res = await request(broken.http).get('/health/ready');
      expect(res.status).toBe(503);
    } finally {
      await broken.dataSource.initialize();
      await broken.close();
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
