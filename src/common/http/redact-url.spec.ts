import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/public/media/abc.def/download', '/public/media/[REDACTED]/download'],
    ['/public/knowledge/tok', '/public/knowledge/[REDACTED]'],
    ['/webhooks/ep_1/secret-token', '/webhooks/ep_1/[REDACTED]'],
    ['/public/unsubscribe?token=svc_unsub_x', '/public/unsubscribe?token=[REDACTED]'],
    ['/v1/agents?limit=5&offset=2', '/v1/agents?limit=5&offset=2'],
    [
      '/public/notifications/n1/open?token=t&x=1',
      '/public/notifications/n1/open?token=[REDACTED]&x=1',
    ],
    [
      '/v1/events?type=a&type=b&TOKEN=t&token=u',
      '/v1/events?type=a&type=b&TOKEN=[REDACTED]&token=[REDACTED]',
    ],
  ])('%s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  // Express routes paths case-insensitively.
  it.each([
    ['/PUBLIC/media/TOK/meta', '/PUBLIC/media/[REDACTED]/meta'],
    ['/Public/Knowledge/TOK', '/Public/Knowledge/[REDACTED]'],
    ['/Webhooks/e1/TOK', '/Webhooks/e1/[REDACTED]'],
  ])('mixed case: %s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  // Express routes `GET http://host/path` by its path; the scheme and authority are not logged.
  it.each([
    ['http://h/public/media/TOK/meta', '/public/media/[REDACTED]/meta'],
    [
      'HTTPS://user:pass@h:9/Public/media/TOK/meta?token=t&a=1',
      '/Public/media/[REDACTED]/meta?token=[REDACTED]&a=1',
    ],
    ['http:///webhooks/e1/TOK', '/webhooks/e1/[REDACTED]'],
    ['http://h?email=a@b.c', '/?email=[REDACTED]'],
    ['http://h', '/'],
  ])('absolute form: %s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it.each([
    ['/%70ublic/%6Dedia/TOK/meta', '/%70ublic/%6Dedia/[REDACTED]/meta'],
    ['/%57ebhooks/%FF/TOK', '/%57ebhooks/%FF/[REDACTED]'],
  ])('percent-encoded: %s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it.each([
    ['//public/media/TOK/meta', '//public/media/[REDACTED]/meta'],
    ['/public//media//TOK//meta', '/public//media//[REDACTED]//meta'],
    ['/webhooks//e1/TOK/', '/webhooks//e1/[REDACTED]/'],
  ])('empty segments: %s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  // A target holding `#`, or in absolute form, is parsed by url.parse, which routes `\` as `/`.
  it.each([
    ['/PUBLIC\\media\\TOK\\meta#x', '/PUBLIC\\media\\[REDACTED]\\meta#x'],
    ['http://h/public\\media\\TOK\\meta', '/public\\media\\[REDACTED]\\meta'],
  ])('backslashes: %s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  // Near misses that no route serves and whose segments do not name a credential route.
  it.each([
    '/public/media',
    '/public/%ZZmedia/TOK',
    '/public%2Fmedia/TOK/meta',
    '/public/mediax/TOK',
    '/public/unsubscribe/manage',
    '/webhooks/e1',
    '/v1/webhooks/subscriptions/sub_1',
    '*',
  ])('leaves %s as it is', (input) => {
    expect(redactUrl(input)).toBe(input);
  });
});
