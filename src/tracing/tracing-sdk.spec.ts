import { processResource } from './tracing-sdk';

describe('the service a process names in its spans', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const nameWith = (env: Record<string, string>) => {
    delete process.env.OTEL_SERVICE_NAME;
    delete process.env.OTEL_RESOURCE_ATTRIBUTES;
    Object.assign(process.env, env);
    return processResource('platform-worker').attributes['service.name'];
  };

  it('is its own name unless the standard variables name one', () => {
    expect(nameWith({})).toBe('platform-worker');
    expect(nameWith({ OTEL_SERVICE_NAME: 'api-eu' })).toBe('api-eu');
  });

  it('is service.name of OTEL_RESOURCE_ATTRIBUTES when OTEL_SERVICE_NAME is unset', () => {
    const attributes = 'deployment.environment=prod,service.name=api%20eu';
    expect(nameWith({ OTEL_RESOURCE_ATTRIBUTES: attributes })).toBe('api eu');
    expect(nameWith({ OTEL_RESOURCE_ATTRIBUTES: attributes, OTEL_SERVICE_NAME: 'api-us' })).toBe(
      'api-us',
    );
  });
});
