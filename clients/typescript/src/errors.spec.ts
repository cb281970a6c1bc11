import { ApiError } from './errors';

describe('ApiError.fromResponse', () => {
  it('reads code, message and details from the flat envelope, and Retry-After', () => {
    const details = [{ field: 'name', message: 'name should not be empty', code: 'invalid_type' }];
    const response = new Response(null, { status: 429, headers: { 'Retry-After': '12' } });
    const error = ApiError.fromResponse(response, {
      error: 'RATE_LIMIT_EXCEEDED',
      message: 'slow down',
      details,
    });
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      message: 'slow down',
      details,
      retryAfterSeconds: 12,
    });
  });

  it('reads a Retry-After given as an HTTP date as the seconds until then', () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const response = new Response(null, { status: 503, headers: { 'Retry-After': at } });
    const { retryAfterSeconds } = ApiError.fromResponse(response, undefined);
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('names a body that is not the envelope by its status', () => {
    const error = ApiError.fromResponse(
      new Response(null, { status: 502 }),
      '<html>bad gateway</html>',
    );
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: '<html>bad gateway</html>',
    });
  });
});
