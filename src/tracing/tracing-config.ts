import { ConfigError } from '../config/app-config';

export type TraceExporterKind = 'otlp' | 'console';
export type OtlpProtocol = 'http/protobuf' | 'http/json';

/** What tracing runs with, read from the standard OpenTelemetry variables (platform.md, Tracing). */
export interface TracingConfig {
  exporters: TraceExporterKind[];
  /** Used when `exporters` has `otlp`. */
  protocol: OtlpProtocol;
  /** Where OTLP spans are posted: the full URL of the traces resource. */
  endpoint: string;
  /** The process's own name, when OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES name none. */
  defaultServiceName: string;
}

type Env = Record<string, string | undefined>;

const EXPORTERS: readonly string[] = ['otlp', 'console', 'none'];
const PROTOCOLS: readonly string[] = ['http/protobuf', 'http/json'];
const SAMPLERS: readonly string[] = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];
/** The OTLP/HTTP default of the specification. */
const DEFAULT_ENDPOINT = 'http://localhost:4318';

/**
 * Tracing's configuration, or undefined when tracing is off: `OTEL_TRACES_EXPORTER` unset, empty
 * or `none`, or `OTEL_SDK_DISABLED=true`. The sampler (`OTEL_TRACES_SAMPLER`, `_ARG`) and the
 * batch delay (`OTEL_BSP_SCHEDULE_DELAY`) are read by the SDK itself; they are only checked here,
 * so that a typo stops the start instead of silently sampling everything.
 */
export function tracingConfigFrom(env: Env, defaultServiceName: string): TracingConfig | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const named = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (named.length === 0 || named.includes('none')) return undefined;

  const problems: string[] = [];
  for (const name of named)
    if (!EXPORTERS.includes(name))
      problems.push(`OTEL_TRACES_EXPORTER must list otlp, console or none (got "${name}")`);
  const exporters = [...new Set(named)].filter((name): name is TraceExporterKind =>
    EXPORTERS.includes(name),
  );

  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim() ||
    env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim() ||
    'http/protobuf'
  ).toLowerCase();
  if (exporters.includes('otlp') && !PROTOCOLS.includes(protocol))
    problems.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (got "${protocol}")`,
    );

  const endpoint = tracesEndpointOf(env);
  if (exporters.includes('otlp') && !isHttpUrl(endpoint))
    problems.push(
      `OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT must be an http(s) URL (got "${endpoint}")`,
    );

  const sampler = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase();
  if (sampler && !SAMPLERS.includes(sampler))
    problems.push(`OTEL_TRACES_SAMPLER must be one of ${SAMPLERS.join(', ')} (got "${sampler}")`);
  const ratio = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  if (sampler?.endsWith('traceidratio') && ratio && !(Number(ratio) >= 0 && Number(ratio) <= 1))
    problems.push(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1 (got "${ratio}")`);
  const delay = env.OTEL_BSP_SCHEDULE_DELAY?.trim();
  if (delay && !/^\d+$/.test(delay))
    problems.push(`OTEL_BSP_SCHEDULE_DELAY must be milliseconds (got "${delay}")`);

  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return {
    exporters,
    protocol: protocol as OtlpProtocol,
    endpoint,
    defaultServiceName,
  };
}

/**
 * The signal-specific variable is the URL as it stands; the general one is a base to which the
 * traces path is appended (OTLP exporter specification, "Endpoint URLs for OTLP/HTTP").
 */
function tracesEndpointOf(env: Env): string {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || DEFAULT_ENDPOINT;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
