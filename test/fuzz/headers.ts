import fc from 'fast-check';
import { longString, sometimes } from './hostile-values';
import type { Operation } from './openapi-operations';
import type { Credentials } from './world';

/** Header values a Node client can send: tab, printable ASCII and Latin-1 bytes. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

const junkHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\xff\xfe', 'null', '__proto__', '%00', '\t', 'a'.repeat(8_000)),
  fc.string({ maxLength: 40 }).map(headerSafe),
);

export type CredentialName = keyof Credentials | 'none' | 'junk';

/** Who calls: the right credential for the route most of the time, any other now and then. */
export function credential(operation: Operation): fc.Arbitrary<CredentialName> {
  const right: CredentialName =
    operation.access === 'session' ? 'session' : operation.access ? 'full' : 'none';
  return fc.oneof(
    { weight: 40, arbitrary: fc.constant(right) },
    {
      weight: 6,
      arbitrary: fc.constantFrom<CredentialName>(
        'none',
        'junk',
        'full',
        'readOnly',
        'noScope',
        'otherTeam',
        'revoked',
        'unknown',
        'session',
        'otherSession',
      ),
    },
  );
}

export function authorization(
  name: CredentialName,
  credentials: Credentials,
  junk: string,
): Record<string, string> {
  if (name === 'none') return {};
  if (name === 'junk') return { Authorization: junk };
  return { Authorization: `Bearer ${credentials[name]}` };
}

export const junkAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer svc_live_x',
    'Basic dXNlcjpwYXNz',
    'Bearer svc_live_' + 'A'.repeat(49),
    'Bearer svc_test_\xff\xfe',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Bearer eyJhbGciOiJIUzI1NiIsImtpZCI6Ii4uLy4uL2V0Yy9wYXNzd2QifQ.e30.x',
    'Bearer a b',
    `Bearer ${longString(5_000)}`,
  ),
  junkHeaderValue.map((value) => `Bearer ${value}`),
);

const NOW = () => Math.floor(Date.now() / 1000);

/** Optional headers, each present now and then: content negotiation, caching, ranges, webhooks. */
const OPTIONAL_HEADERS: Record<string, fc.Arbitrary<string>> = {
  Accept: fc.constantFrom(
    'application/json',
    'text/html',
    'text/html,application/xhtml+xml;q=0.9',
    '*/*',
    'image/*',
    'application/xml',
    ';;;',
  ),
  'Accept-Encoding': fc.constantFrom('gzip, br', 'identity;q=0', '*;q=0', 'x'),
  'If-None-Match': fc.oneof(
    fc.constantFrom(
      '"v1"',
      '"v2"',
      'W/"v1"',
      '*',
      '"v1", "v2"',
      '"v0"',
      '"v-1"',
      '"v1e308"',
      '"v99999999999999999999"',
      '"v1',
    ),
    junkHeaderValue,
  ),
  'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'),
  Range: fc.constantFrom(
    'bytes=0-0',
    'bytes=0-',
    'bytes=-1',
    'bytes=5-2',
    'bytes=0-1,3-4',
    'bytes=99999999999999999999-',
    'bytes=-0',
    'items=0-1',
    'bytes=' + Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(','),
    'bytes=abc',
  ),
  'X-Forwarded-For': fc.constantFrom('203.0.113.9', '::1', 'garbage', '1.2.3.4, 5.6.7.8'),
  'X-Request-Id': junkHeaderValue,
  'Idempotency-Key': fc.oneof(fc.uuid(), junkHeaderValue),
  'X-Webhook-Timestamp': fc.oneof(
    fc.constant('now').map(() => String(NOW())),
    fc.constantFrom('0', '-1', '1e308', 'abc', ' 1', '99999999999999999999', String(2 ** 53 + 1)),
  ),
  'X-Webhook-Signature': fc.oneof(
    fc.constantFrom(
      'sha256=',
      'sha256=00',
      'v1=abc',
      'sha256=' + 'f'.repeat(64),
      'sha256=' + 'z'.repeat(64),
    ),
    junkHeaderValue,
  ),
  Cookie: fc.constantFrom('a=b; __proto__=x', '=;=;'),
  Expect: fc.constant('100-continue'),
  'User-Agent': junkHeaderValue,
};

export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    ...Object.entries(OPTIONAL_HEADERS).map(([name, value]) =>
      sometimes(
        value.map((text) => [name, text] as const),
        8,
      ),
    ),
  )
  .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));

/** Headers some routes read, sent to those routes far more often than the generic extras. */
const FOCUSED: [RegExp, string][] = [
  [/^\/webhooks\//, 'Idempotency-Key'],
  [/^\/public\/media\/\{token\}(\/download)?$/, 'Range'],
  [/^\/public\/(media|visual-pages)\//, 'If-None-Match'],
  [/^\/public\/unsubscribe\/manage$/, 'Accept'],
  [/^\/public\//, 'X-Forwarded-For'],
];

export function focusedHeaders(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const names = FOCUSED.filter(([path]) => path.test(operation.path)).map(([, name]) => name);
  return fc
    .tuple(
      ...names.map((name) =>
        sometimes(
          OPTIONAL_HEADERS[name].map((value) => [name, value] as const),
          35,
        ),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
}
