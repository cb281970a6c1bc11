import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

export type RunMode = 'all' | 'api' | 'worker';
export type AppEnv = 'production' | 'staging' | 'development' | 'test';

export interface AppConfig {
  nodeEnv: string;
  appEnv: AppEnv;
  isProduction: boolean;
  port: number;
  /** How long an idle client connection stays open (docs/operations.md, "Deadlines"). */
  httpKeepAliveTimeoutMs: number;
  /**
   * A worker process (`npm run start:worker`) serves /metrics on the first free port of
   * `workerMetricsPorts` ports from this one (several workers per host); 0: not at all.
   */
  workerMetricsPort: number;
  workerMetricsPorts: number;
  /** The address the worker's /metrics listens on (loopback unless a scraper is elsewhere). */
  workerMetricsHost: string;
  runMode: RunMode;
  databaseUrl: string;
  redisUrl: string;
  /**
   * A Redis Cluster's seed nodes (REDIS_CLUSTER_NODES): when given, every Redis connection is to
   * the cluster, with REDIS_URL's user, password and TLS; empty: the one server at REDIS_URL.
   */
  redisClusterNodes: RedisNode[];
  /** Prefix for every Redis key this process writes (queues, rate limits). */
  redisPrefix: string;
  /** Deadlines on the dependencies (docs/operations.md): no request waits on one that does not answer. */
  redisCommandTimeoutMs: number;
  redisConnectTimeoutMs: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  publicBaseUrl: string;
  openApiBaseUrl: string;
  openApiStagingBaseUrl: string;
  keysDir: string;
  /** How long key material read from disk is trusted before it is read again. */
  keyCacheSeconds: number;
  jwtIssuer: string;
  jwtAudience: string;
  sessionTtlSeconds: number;
  apiTokenCacheSeconds: number;
  agentGraphCacheSeconds: number;
  /** docs/agents.md, "Routes", Graph: least time between two builds of a team's graph. */
  agentGraphRebuildIntervalMs: number;
  agentGraphCacheMegabytes: number;
  logLevel: string;
  /** A file to write logs to instead of standard output. */
  logDestination: string | undefined;
  trustProxy: boolean;
  mediaStorageDir: string;
  /**
   * The portal page's bundle (portal.js, portal.css), which `npm run build` writes beside the
   * compiled service: `dist/portal` (docs/webhooks-portal.md).
   */
  portalAssetsDir: string;
  mediaMaxUploadBytes: number;
  previewSidecarUrl: string | undefined;
  notificationAllowedHosts: string[];
  unsubscribeLandingUrl: string;
  preferencesUrl: string;
  webhookAllowPrivateTargets: boolean;
  /** Per-policy overrides of the per-minute budgets, for load tests and special deployments. */
  rateLimitOverrides: Record<string, number>;
  /** Failed authentications one client address may make per window (credential guessing). */
  authFailureLimit: number;
  authFailureWindowSeconds: number;
  // media-knowledge
  /** Where uploaded files live: `local` (MEDIA_STORAGE_DIR) or an S3-compatible bucket. */
  mediaStorageDriver: 'local' | 's3';
  mediaS3Bucket: string | undefined;
  mediaS3Region: string;
  /** For S3-compatible services (MinIO, R2, …); unset means AWS itself. */
  mediaS3Endpoint: string | undefined;
  mediaS3ForcePathStyle: boolean;
  mediaS3KeyPrefix: string;
  /** How long one conversion by the preview sidecar may take. */
  previewTimeoutMs: number;
  // webhooks
  /** Delay before each outbound attempt of a round (first is 0); its length is the attempt count. */
  webhookRetryScheduleMs: number[];
  webhookDeliveryTimeoutMs: number;
  /** A subscription whose every attempt failed for this long is disabled. */
  webhookAutoDisableAfterMs: number;
  /** Outbound attempts in flight per worker process, and per subscription within it. */
  webhookDeliveryConcurrency: number;
  webhookSubscriptionConcurrency: number;
  webhookRelayIntervalMs: number;
  /** Work overdue by this much is re-queued from Postgres (lost or stuck queue jobs). */
  webhookRecoveryAfterMs: number;
  /** BullMQ job lock: how soon a job of a killed worker is taken over. */
  webhookJobLockMs: number;
  // retention (docs/webhooks-delivery.md): how long finished webhook records are kept, in days, per kind
  retentionDeliveredOutboundDays: number;
  /** Failed deliveries stay recoverable this long after their last attempt. */
  retentionFailedOutboundDays: number;
  retentionRelayedOutboxDays: number;
  /** How long GET /v1/events can return an event: outbox pruning never goes below it. */
  eventsRetentionDays: number;
  retentionInboundDays: number;
  retentionRefusedInboundDays: number;
  /** How often each worker process prunes, and how many rows one statement deletes. */
  retentionIntervalMs: number;
  retentionBatchSize: number;
  /** Consecutive failed attempts of a subscription that open its circuit breaker. */
  webhookBreakerThreshold: number;
  /** The first open period; it doubles after each failed probe, up to the maximum. */
  webhookBreakerOpenMs: number;
  webhookBreakerMaxOpenMs: number;
  /** Subscriptions per process with their own metrics label; the rest share "other". */
  webhookMetricsSubscriptionLabels: number;
  // failing and recovered warnings (docs/webhooks-delivery.md)
  /** How long a subscription fails without a success before each `failing` warning (increasing). */
  webhookFailingWarningsAfterMs: number[];
  // receivers' own signals (docs/webhooks-delivery.md)
  /** Outbound attempts after the first (retries, replays) in flight per worker process. */
  webhookRetryConcurrency: number;
}

export interface RedisNode {
  host: string;
  port: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates every environment variable in one pass, so a bad start-up names all the
 * problems at once instead of the first one.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = env.NODE_ENV ?? 'development';
  const appEnv = read.oneOf<AppEnv>(
    'APP_ENV',
    ['production', 'staging', 'development', 'test'],
    nodeEnv === 'production' ? 'production' : 'development',
  );
  const port = read.integer('PORT', 3000, 0, 65535);
  const publicBaseUrl = read.url('PUBLIC_BASE_URL', `http://localhost:${port}`);

  const config: AppConfig = {
    nodeEnv,
    appEnv,
    isProduction: nodeEnv === 'production',
    port,
    httpKeepAliveTimeoutMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 600_000),
    workerMetricsPort: read.integer('WORKER_METRICS_PORT', 9464, 0, 65535),
    workerMetricsPorts: read.integer('WORKER_METRICS_PORTS', 16, 1, 1024),
    workerMetricsHost: read.string('WORKER_METRICS_HOST', '127.0.0.1'),
    runMode: read.oneOf<RunMode>('RUN_MODE', ['all', 'api', 'worker'], 'all'),
    databaseUrl: read.url('DATABASE_URL', 'postgres://postgres@localhost:5432/platform', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: read.url('REDIS_URL', 'redis://localhost:6379', ['redis:', 'rediss:']),
    redisClusterNodes: read.hostPorts('REDIS_CLUSTER_NODES'),
    redisPrefix: read.string('REDIS_PREFIX', 'platform'),
    redisCommandTimeoutMs: read.integer('REDIS_COMMAND_TIMEOUT_MS', 500, 50, 60_000),
    redisConnectTimeoutMs: read.integer('REDIS_CONNECT_TIMEOUT_MS', 1000, 50, 60_000),
    dbConnectTimeoutMs: read.integer('DB_CONNECT_TIMEOUT_MS', 1000, 50, 60_000),
    dbStatementTimeoutMs: read.integer('DB_STATEMENT_TIMEOUT_MS', 1500, 100, 600_000),
    publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
    openApiBaseUrl: read.url('BASE_URL', 'https://api.example.com'),
    openApiStagingBaseUrl: read.url('STAGING_BASE_URL', 'https://api.staging.example.com'),
    keysDir: resolve(read.string('KEYS_DIR', './var/keys')),
    keyCacheSeconds: read.integer('KEY_CACHE_SECONDS', 30, 0, 3600),
    jwtIssuer: read.string('JWT_ISSUER', 'platform'),
    jwtAudience: read.string('JWT_AUDIENCE', 'platform-api'),
    sessionTtlSeconds: read.integer('SESSION_TTL_SECONDS', 3600, 60, 86400),
    apiTokenCacheSeconds: read.integer('API_TOKEN_CACHE_SECONDS', 5, 0, 60),
    agentGraphCacheSeconds: read.integer('AGENT_GRAPH_CACHE_SECONDS', 5, 0, 60),
    agentGraphRebuildIntervalMs: read.integer('AGENT_GRAPH_REBUILD_INTERVAL_MS', 1000, 0, 60_000),
    agentGraphCacheMegabytes: read.integer('AGENT_GRAPH_CACHE_MB', 256, 1, 16_384),
    logLevel: read.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'info',
    ),
    logDestination: read.optionalString('LOG_DESTINATION'),
    trustProxy: read.boolean('TRUST_PROXY', false),
    mediaStorageDir: resolve(read.string('MEDIA_STORAGE_DIR', './var/media')),
    portalAssetsDir: resolve(
      read.string('PORTAL_ASSETS_DIR', join(__dirname, '..', '..', 'portal')),
    ),
    mediaMaxUploadBytes: read.integer(
      'MEDIA_MAX_UPLOAD_BYTES',
      200 * 1024 * 1024,
      1,
      10 * 1024 ** 3,
    ),
    previewSidecarUrl: read.optionalUrl('PREVIEW_SIDECAR_URL'),
    notificationAllowedHosts: read.list('NOTIFICATION_ALLOWED_HOSTS', [
      new URL(publicBaseUrl).hostname,
    ]),
    unsubscribeLandingUrl: read.url('UNSUBSCRIBE_LANDING_URL', `${publicBaseUrl}/unsubscribe`),
    preferencesUrl: read.url('PREFERENCES_URL', `${publicBaseUrl}/settings/notifications`),
    webhookAllowPrivateTargets: read.boolean('WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    rateLimitOverrides: read.budgets('RATE_LIMIT_OVERRIDES'),
    authFailureLimit: read.integer('AUTH_FAILURE_LIMIT', 20, 1, 1_000_000_000),
    authFailureWindowSeconds: read.integer('AUTH_FAILURE_WINDOW_SECONDS', 60, 1, 86_400),
    // media-knowledge
    mediaStorageDriver: read.oneOf<'local' | 's3'>(
      'MEDIA_STORAGE_DRIVER',
      ['local', 's3'],
      'local',
    ),
    mediaS3Bucket: read.string('MEDIA_S3_BUCKET', '') || undefined,
    mediaS3Region: read.string('MEDIA_S3_REGION', 'us-east-1'),
    mediaS3Endpoint: read.optionalUrl('MEDIA_S3_ENDPOINT'),
    mediaS3ForcePathStyle: read.boolean('MEDIA_S3_FORCE_PATH_STYLE', false),
    mediaS3KeyPrefix: read.string('MEDIA_S3_KEY_PREFIX', 'media/'),
    previewTimeoutMs: read.integer('PREVIEW_TIMEOUT_MS', 30_000, 100, 600_000),
    // webhooks
    webhookRetryScheduleMs: read.durationList(
      'WEBHOOK_RETRY_SCHEDULE_MS',
      // platform.md, Values: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
      [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
    ),
    webhookDeliveryTimeoutMs: read.integer('WEBHOOK_DELIVERY_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookAutoDisableAfterMs: read.integer(
      'WEBHOOK_AUTO_DISABLE_AFTER_MS',
      5 * 24 * 3600 * 1000,
      1,
      365 * 24 * 3600 * 1000,
    ),
    webhookDeliveryConcurrency: read.integer('WEBHOOK_DELIVERY_CONCURRENCY', 64, 1, 1000),
    webhookSubscriptionConcurrency: read.integer('WEBHOOK_SUBSCRIPTION_CONCURRENCY', 8, 1, 1000),
    webhookRelayIntervalMs: read.integer('WEBHOOK_RELAY_INTERVAL_MS', 100, 10, 60_000),
    webhookRecoveryAfterMs: read.integer('WEBHOOK_RECOVERY_AFTER_MS', 60_000, 200, 3_600_000),
    webhookJobLockMs: read.integer('WEBHOOK_JOB_LOCK_MS', 5_000, 1_000, 600_000),
    // retention
    retentionDeliveredOutboundDays: read.integer('RETENTION_DELIVERED_OUTBOUND_DAYS', 30, 1, 3650),
    retentionFailedOutboundDays: read.integer('RETENTION_FAILED_OUTBOUND_DAYS', 90, 1, 3650),
    retentionRelayedOutboxDays: read.integer('RETENTION_RELAYED_OUTBOX_DAYS', 7, 1, 3650),
    eventsRetentionDays: read.integer('EVENTS_RETENTION_DAYS', 30, 1, 3650),
    retentionInboundDays: read.integer('RETENTION_INBOUND_DAYS', 30, 1, 3650),
    retentionRefusedInboundDays: read.integer('RETENTION_REFUSED_INBOUND_DAYS', 7, 1, 3650),
    retentionIntervalMs: read.integer('RETENTION_INTERVAL_MS', 300_000, 1_000, 86_400_000),
    retentionBatchSize: read.integer('RETENTION_BATCH_SIZE', 1000, 1, 10_000),
    webhookBreakerThreshold: read.integer('WEBHOOK_BREAKER_THRESHOLD', 10, 1, 10_000),
    webhookBreakerOpenMs: read.integer('WEBHOOK_BREAKER_OPEN_MS', 30_000, 100, 3_600_000),
    webhookBreakerMaxOpenMs: read.integer('WEBHOOK_BREAKER_MAX_OPEN_MS', 600_000, 100, 86_400_000),
    webhookMetricsSubscriptionLabels: read.integer(
      'WEBHOOK_METRICS_SUBSCRIPTION_LABELS',
      100,
      0,
      10_000,
    ),
    // failing and recovered warnings (docs/webhooks-delivery.md)
    webhookFailingWarningsAfterMs: read.durationList(
      'WEBHOOK_FAILING_WARNINGS_AFTER_MS',
      // 1 hour, then 24 hours.
      [3_600_000, 86_400_000],
    ),
    // receivers' own signals (docs/webhooks-delivery.md)
    webhookRetryConcurrency: read.integer('WEBHOOK_RETRY_CONCURRENCY', 32, 1, 1000),
  };
  // each warning threshold comes after the one before it.
  if (
    config.webhookFailingWarningsAfterMs.some(
      (ms, index, all) => ms < 1 || (index > 0 && ms <= all[index - 1]),
    )
  ) {
    problems.push(
      'WEBHOOK_FAILING_WARNINGS_AFTER_MS must be increasing millisecond values above 0',
    );
  }
  if (isIP(config.workerMetricsHost) === 0) {
    problems.push('WORKER_METRICS_HOST must be an IP address (127.0.0.1, 0.0.0.0, ::)');
  }
  if (config.webhookBreakerMaxOpenMs < config.webhookBreakerOpenMs) {
    problems.push('WEBHOOK_BREAKER_MAX_OPEN_MS must not be below WEBHOOK_BREAKER_OPEN_MS');
  }
  // RFC 8058 §3.1: the List-Unsubscribe URI of every mail must be https, and it is built on this.
  if (appEnv === 'production' && new URL(publicBaseUrl).protocol !== 'https:') {
    problems.push(
      'PUBLIC_BASE_URL must be an https URL in production (APP_ENV production, the default when NODE_ENV=production)',
    );
  }
  // The code gives keys their hash tags ({…}, docs/operations.md): braces in the prefix would move them.
  if (config.redisClusterNodes.length > 0 && /[{}]/.test(config.redisPrefix)) {
    problems.push('REDIS_PREFIX must not contain { or } when REDIS_CLUSTER_NODES is set');
  }
  if (
    config.redisClusterNodes.length > 0 &&
    !['', '/', '/0'].includes(new URL(config.redisUrl).pathname)
  ) {
    problems.push(
      'REDIS_URL must name no database when REDIS_CLUSTER_NODES is set (a cluster has only 0)',
    );
  }
  if (config.mediaStorageDriver === 's3' && !config.mediaS3Bucket) {
    problems.push('MEDIA_S3_BUCKET is required when MEDIA_STORAGE_DRIVER=s3');
  }

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^-?\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    }
    return value as T;
  }

  url(name: string, fallback: string, protocols = ['http:', 'https:']): string {
    const value = this.raw(name) ?? fallback;
    if (!isUrl(value, protocols)) {
      // Never echo the value: connection strings carry passwords.
      this.problems.push(`${name} must be a URL with protocol ${protocols.join(' or ')}`);
      return fallback;
    }
    return value;
  }

  optionalUrl(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    return this.url(name, value);
  }

  /** `api=1000,unsubscribe=50`; policy names keep their case (`visualPages`). */
  budgets(name: string): Record<string, number> {
    const budgets: Record<string, number> = {};
    const items = (this.raw(name) ?? '').split(',').map((item) => item.trim());
    for (const item of items.filter((entry) => entry.length > 0)) {
      const [policy, value] = item.split('=');
      if (!policy || !value || !/^\d+$/.test(value) || Number(value) < 1) {
        this.problems.push(`${name} must look like api=1000,unsubscribe=50 (got "${item}")`);
        continue;
      }
      budgets[policy] = Number(value);
    }
    return budgets;
  }

  /** Comma-separated non-negative milliseconds, at least one (a retry schedule). */
  durationList(name: string, fallback: number[]): number[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const items = value.split(',').map((item) => item.trim());
    if (
      items.length === 0 ||
      items.length > 50 ||
      !items.every((item) => /^\d{1,10}$/.test(item))
    ) {
      this.problems.push(`${name} must be a comma-separated list of 1 to 50 millisecond values`);
      return fallback;
    }
    return items.map(Number);
  }

  /** `10.0.0.1:7000,redis-b:7000,[::1]:7000`; none when unset. */
  hostPorts(name: string): RedisNode[] {
    const nodes: RedisNode[] = [];
    const items = (this.raw(name) ?? '').split(',').map((item) => item.trim());
    for (const item of items.filter((entry) => entry.length > 0)) {
      const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/[\]]+):(\d{1,5})$/.exec(item);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65535) {
        this.problems.push(`${name} must look like host:port,host:port (got "${item}")`);
        continue;
      }
      nodes.push({ host: match[1].replace(/^\[|\]$/g, ''), port });
    }
    return nodes;
  }

  list(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item.length > 0);
  }
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
