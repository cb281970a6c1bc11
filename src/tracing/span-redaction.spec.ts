import type { IncomingMessage } from 'node:http';
import {
  incomingSpanAttributes,
  isUntracedRequest,
  outgoingSpanAttributes,
  redisStatement,
} from './span-redaction';

const request = (url: string) => ({ url }) as IncomingMessage;

describe('what the instrumentations may write on a span', () => {
  it('redacts tokens in our paths and secret query values of an incoming request', () => {
    expect(incomingSpanAttributes(request('/webhooks/ep_1/whtok_secret'))).toEqual({
      'url.path': '/webhooks/ep_1/[REDACTED]',
    });
    expect(incomingSpanAttributes(request('/public/media/share-token/download'))).toEqual({
      'url.path': '/public/media/[REDACTED]/download',
    });
    expect(incomingSpanAttributes(request('/public/unsubscribe/manage?token=abc&lang=en'))).toEqual(
      {
        'url.path': '/public/unsubscribe/manage',
        'url.query': 'token=[REDACTED]&lang=en',
      },
    );
  });

  it('keeps only the origin of an outgoing request: a receiver URL may carry a secret anywhere', () => {
    expect(
      outgoingSpanAttributes({
        protocol: 'https:',
        hostname: 'hooks.example.com',
        port: 8443,
        path: '/services/T000/B000/XXXX?key=secret',
        auth: 'user:password',
      }),
    ).toEqual({ 'url.full': 'https://hooks.example.com:8443/[REDACTED]' });
    expect(outgoingSpanAttributes({ host: 'example.com:80', path: '/' })).toEqual({
      'url.full': 'http://example.com/[REDACTED]',
    });
    expect(outgoingSpanAttributes({ protocol: 'http:', hostname: '::1', port: 3000 })).toEqual({
      'url.full': 'http://[::1]:3000/[REDACTED]',
    });
  });

  it('traces no probe or scrape', () => {
    expect(isUntracedRequest(request('/health/ready'))).toBe(true);
    expect(isUntracedRequest(request('/metrics?x=1'))).toBe(true);
    expect(isUntracedRequest(request('/v1/agents'))).toBe(false);
  });

  it('keeps only the Redis command', () => {
    expect(redisStatement('evalsha', ['sha', 2, 'key', 'value'])).toBe('evalsha [4 arguments]');
    expect(redisStatement('ping', [])).toBe('ping');
  });
});
