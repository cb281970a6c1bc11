import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has defaults that work with Postgres and Redis on localhost', () => {
    const config = loadConfig({});
    expect(config.rateLimitOverrides).toEqual({});
    expect(
      loadConfig({ RATE_LIMIT_OVERRIDES: 'api=5000, unsubscribe=50' }).rateLimitOverrides,
    ).toEqual({
      api: 5000,
      unsubscribe: 50,
    });
    // Camel-case policy names were lower-cased by the list reader and so never matched.
    expect(
      loadConfig({ RATE_LIMIT_OVERRIDES: 'visualPages=500,webhookTokenMismatchLog=7' })
        .rateLimitOverrides,
    ).toEqual({ visualPages: 500, webhookTokenMismatchLog: 7 });
    expect(config).toMatchObject({
      port: 3000,
      runMode: 'all',
      databaseUrl: 'postgres://postgres@localhost:5432/platform',
      redisUrl: 'redis://localhost:6379',
      publicBaseUrl: 'http://localhost:3000',
      appEnv: 'development',
      isProduction: false,
    });
  });

  it('names every bad variable at once, without echoing connection strings', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        RUN_MODE: 'both',
        DATABASE_URL: 'mysql://u:secretpw@h/db',
        TRUST_PROXY: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('RUN_MODE');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('TRUST_PROXY');
    expect(message).not.toContain('secretpw');
  });

  it('reads the failing-warning thresholds as increasing durations', () => {
    expect(loadConfig({}).webhookFailingWarningsAfterMs).toEqual([3_600_000, 86_400_000]);
    expect(
      loadConfig({ WEBHOOK_FAILING_WARNINGS_AFTER_MS: '600000, 7200000, 86400000' })
        .webhookFailingWarningsAfterMs,
    ).toEqual([600_000, 7_200_000, 86_400_000]);
    for (const bad of ['86400000,3600000', '3600000,3600000', '0,3600000', '1h', '-5']) {
      expect(() => loadConfig({ WEBHOOK_FAILING_WARNINGS_AFTER_MS: bad })).toThrow(
        /WEBHOOK_FAILING_WARNINGS_AFTER_MS/,
      );
    }
  });

  it("binds a worker's metrics on loopback unless told an address, and refuses a host name", () => {
    const defaults = loadConfig({});
    expect([defaults.workerMetricsHost, defaults.workerMetricsPorts]).toEqual(['127.0.0.1', 16]);
    expect(loadConfig({ WORKER_METRICS_HOST: '0.0.0.0' }).workerMetricsHost).toBe('0.0.0.0');
    expect(loadConfig({ WORKER_METRICS_HOST: '::' }).workerMetricsHost).toBe('::');
    for (const bad of ['localhost', 'metrics.internal', '10.0.0']) {
      expect(() => loadConfig({ WORKER_METRICS_HOST: bad })).toThrow(/WORKER_METRICS_HOST/);
    }
    expect(() => loadConfig({ WORKER_METRICS_PORTS: '0' })).toThrow(/WORKER_METRICS_PORTS/);
  });

  it('reads a Redis Cluster as host:port seed nodes, and refuses what a cluster cannot take', () => {
    expect(loadConfig({}).redisClusterNodes).toEqual([]);
    expect(
      loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-b:7001,[::1]:7002' })
        .redisClusterNodes,
    ).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-b', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    for (const bad of ['redis-a', 'redis-a:0', 'redis-a:70000', 'redis://a:7000', 'a:7000,b']) {
      expect(() => loadConfig({ REDIS_CLUSTER_NODES: bad })).toThrow(/REDIS_CLUSTER_NODES/);
    }
    const cluster = { REDIS_CLUSTER_NODES: 'a:7000' };
    expect(() => loadConfig({ ...cluster, REDIS_URL: 'redis://a:7000/2' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...cluster, REDIS_PREFIX: '{platform}' })).toThrow(/REDIS_PREFIX/);
    expect(
      loadConfig({ ...cluster, REDIS_URL: 'rediss://u:p@a:7000/0' }).redisClusterNodes,
    ).toEqual([{ host: 'a', port: 7000 }]);
  });

  it('derives production from NODE_ENV and staging from APP_ENV', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.com' }),
    ).toMatchObject({
      isProduction: true,
      appEnv: 'production',
    });
    expect(loadConfig({ APP_ENV: 'staging' }).appEnv).toBe('staging');
  });
});

describe('PUBLIC_BASE_URL in production (RFC 8058: the List-Unsubscribe URI must be https)', () => {
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('refuses to start on a plain-http base, naming the variable', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://api.example.com' },
      { APP_ENV: 'production', PUBLIC_BASE_URL: 'http://api.example.com' },
    ]) {
      expect(problemsOf(env)).toMatch(/PUBLIC_BASE_URL must be an https URL in production/);
    }
  });

  it('accepts an https base in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.com/' }),
    ).toMatchObject({ isProduction: true, publicBaseUrl: 'https://api.example.com' });
  });

  it('accepts plain http outside production', () => {
    for (const env of [
      {},
      { PUBLIC_BASE_URL: 'http://localhost:3000' },
      { APP_ENV: 'staging', PUBLIC_BASE_URL: 'http://staging.internal' },
      { APP_ENV: 'test', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' },
      { NODE_ENV: 'production', APP_ENV: 'development', PUBLIC_BASE_URL: 'http://localhost:3000' },
    ]) {
      expect(problemsOf(env)).toBe('');
    }
  });
});

describe('.env.example', () => {
  it('lists every variable loadConfig reads, and each listed value is valid', () => {
    const source = readFileSync(join(__dirname, 'app-config.ts'), 'utf8');
    const example = readFileSync(join(__dirname, '..', '..', '.env.example'), 'utf8');
    const read = new Set([...source.matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)].map((match) => match[1]));
    const listed = new Map(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
        (match) => [match[1], match[2]] as const,
      ),
    );
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    const env = Object.fromEntries([...listed].filter(([, value]) => value !== ''));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
