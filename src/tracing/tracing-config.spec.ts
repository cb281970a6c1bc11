import { ConfigError } from '../config/app-config';
import { tracingConfigFrom } from './tracing-config';

describe('tracingConfigFrom (the standard OTEL_ variables, platform.md "Tracing")', () => {
  const read = (env: Record<string, string>, service = 'platform-api') =>
    tracingConfigFrom(env, service);

  it('is off unless OTEL_TRACES_EXPORTER names an exporter', () => {
    expect(read({})).toBeUndefined();
    expect(read({ OTEL_TRACES_EXPORTER: '' })).toBeUndefined();
    expect(read({ OTEL_TRACES_EXPORTER: 'none' })).toBeUndefined();
    expect(read({ OTEL_TRACES_EXPORTER: 'otlp,none' })).toBeUndefined();
    // An endpoint alone turns nothing on.
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeUndefined();
    expect(read({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  it('exports OTLP over http/protobuf to localhost:4318 by default, as the service named per process', () => {
    expect(read({ OTEL_TRACES_EXPORTER: 'otlp' })).toEqual({
      exporters: ['otlp'],
      protocol: 'http/protobuf',
      endpoint: 'http://localhost:4318/v1/traces',
      defaultServiceName: 'platform-api',
    });
    expect(read({ OTEL_TRACES_EXPORTER: 'otlp' }, 'platform-worker')?.defaultServiceName).toBe(
      'platform-worker',
    );
  });

  it('takes http/json, and the traces endpoint as it stands or the general one with /v1/traces', () => {
    const json = read({
      OTEL_TRACES_EXPORTER: 'OTLP',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.internal:4318/',
    });
    expect(json).toMatchObject({
      protocol: 'http/json',
      endpoint: 'https://collector.internal:4318/v1/traces',
    });
    expect(
      read({
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://ignored:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom/traces',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      }),
    ).toMatchObject({ protocol: 'http/json', endpoint: 'http://collector:4318/custom/traces' });
  });

  it('takes console, alone or beside otlp', () => {
    expect(read({ OTEL_TRACES_EXPORTER: 'console' })?.exporters).toEqual(['console']);
    expect(read({ OTEL_TRACES_EXPORTER: 'otlp, console,otlp' })?.exporters).toEqual([
      'otlp',
      'console',
    ]);
    // Console needs no endpoint or protocol.
    expect(
      read({ OTEL_TRACES_EXPORTER: 'console', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }),
    ).toBeDefined();
  });

  it('refuses to start on what it cannot honour, naming every problem', () => {
    const problems = (env: Record<string, string>) => {
      try {
        read(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    const message = problems({
      OTEL_TRACES_EXPORTER: 'otlp,zipkin',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317',
      OTEL_TRACES_SAMPLER: 'sometimes',
      OTEL_BSP_SCHEDULE_DELAY: 'soon',
    });
    expect(message).toContain(
      'OTEL_TRACES_EXPORTER must list otlp, console or none (got "zipkin")',
    );
    expect(message).toContain('OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json');
    expect(message).toContain('must be an http(s) URL');
    expect(message).toContain('OTEL_TRACES_SAMPLER must be one of');
    expect(message).toContain('OTEL_BSP_SCHEDULE_DELAY must be milliseconds');
    expect(
      problems({
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
      }),
    ).toContain('OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1');
  });

  it('accepts the samplers the SDK reads', () => {
    expect(
      read({
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      }),
    ).toBeDefined();
  });
});
