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
  ])('%s -> %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
