import { DestinationRefusedError } from './destination-policy';
import {
  destinationTypeOf,
  hideUrlSecret,
  parseSubscriptionUrl,
  portOf,
  revealUrlSecret,
  routeFor,
  shownUrlOf,
} from './destination-url';

describe('parseSubscriptionUrl', () => {
  it.each([
    ['https://hooks.example.com/x?y=1', 'http'],
    ['http://hooks.example.com', 'http'],
    ['amqp://user:pw@rabbit.example.com:5672/prod', 'amqp'],
    ['amqps://rabbit.example.com/%2F', 'amqp'],
    ['AMQP://rabbit.example.com', 'amqp'],
    ['nats://nats.example.com:4222', 'nats'],
    ['tls://token@nats.example.com/', 'nats'],
  ])('names the destination of %s by its scheme', (url, type) => {
    expect(parseSubscriptionUrl(url).type).toBe(type);
    expect(destinationTypeOf(url)).toBe(type);
  });

  it.each([
    ['not a url', 'not a valid URL'],
    ['ftp://files.example.com', 'only http, https, amqp, amqps, nats and tls'],
    ['amqp://rabbit.example.com/a/b', 'one virtual host'],
    ['amqp://rabbit.example.com?heartbeat=5', 'no query or fragment'],
    ['nats://nats.example.com#x', 'no query or fragment'],
    ['nats://nats.example.com/stream', 'no path'],
    ['nats://', 'no host'],
  ])('refuses %s', (url, reason) => {
    expect(() => parseSubscriptionUrl(url)).toThrow(DestinationRefusedError);
    expect(() => parseSubscriptionUrl(url)).toThrow(reason);
  });

  it('gives an unknown scheme no destination', () => {
    expect(destinationTypeOf('redis://x')).toBeUndefined();
    expect(destinationTypeOf('no scheme')).toBeUndefined();
  });

  it('defaults the broker ports', () => {
    expect(portOf(new URL('amqp://h'))).toBe(5672);
    expect(portOf(new URL('amqps://h'))).toBe(5671);
    expect(portOf(new URL('nats://h'))).toBe(4222);
    expect(portOf(new URL('tls://h:4443'))).toBe(4443);
  });
});

describe('hideUrlSecret and revealUrlSecret', () => {
  it.each([
    [
      'amqp://user:p%40ss:w0rd@rabbit.example.com:5672/prod',
      'amqp://user:***@rabbit.example.com:5672/prod',
      'p%40ss%3Aw0rd',
    ],
    ['amqps://user:pw@[2001:db8::1]/%2F', 'amqps://user:***@[2001:db8::1]/%2F', 'pw'],
    ['nats://user:pw@nats.example.com:4222', 'nats://user:***@nats.example.com:4222', 'pw'],
    ['tls://s3cr3t@nats.example.com', 'tls://***@nats.example.com', 's3cr3t'],
    ['nats://nats.example.com', 'nats://nats.example.com', null],
    ['amqp://guest@rabbit.example.com', 'amqp://guest@rabbit.example.com', null],
    [
      'https://user:s%20cret@hooks.example.com/in?a=1',
      'https://user:***@hooks.example.com/in?a=1',
      's%20cret',
    ],
    ['https://token@hooks.example.com/in', 'https://token@hooks.example.com/in', null],
  ])('%s is shown as %s', (url, shown, secret) => {
    const hidden = hideUrlSecret(parseSubscriptionUrl(url));
    expect(hidden).toEqual({ shown, secret });
    expect(revealUrlSecret(hidden.shown, hidden.secret)).toBe(new URL(url).href);
  });

  it('keeps an AMQP user without a password as it is (not a secret)', () => {
    expect(hideUrlSecret(parseSubscriptionUrl('amqp://svc@h/')).secret).toBeNull();
  });
});

describe('shownUrlOf', () => {
  it('masks a password still in a stored URL', () => {
    expect(shownUrlOf('https://user:secret@hooks.example.com/in')).toBe(
      'https://user:***@hooks.example.com/in',
    );
  });

  it.each([
    'https://user:***@hooks.example.com/in',
    'https://token@hooks.example.com/in',
    'https://Hooks.example.com',
    'tls://***@nats.example.com',
  ])('leaves %s as stored', (stored) => {
    expect(shownUrlOf(stored)).toBe(stored);
  });
});

describe('routeFor', () => {
  it('replaces every {type} by the event type', () => {
    expect(routeFor('platform.{type}', 'agent.version.sealed')).toBe(
      'platform.agent.version.sealed',
    );
    expect(routeFor('{type}.{type}', 'a.b')).toBe('a.b.a.b');
    expect(routeFor('fixed', 'agent.created')).toBe('fixed');
  });
});
