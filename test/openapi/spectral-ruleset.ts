/**
 * Spectral ruleset for openapi.json: spectral's `oas` plus the OWASP API ruleset, both loaded
 * from node_modules (no network). Each OWASP rule that is off below says why, and where a rule is
 * replaced by a narrower one of ours, the narrower one is an error like the rule it replaces.
 */
import { oas } from '@stoplight/spectral-rulesets';
import owaspModule from '@stoplight/spectral-owasp-ruleset';
import { defined, schema, truthy } from '@stoplight/spectral-functions';

// The package ships CommonJS with a default export.
const owasp = ((owaspModule as unknown as { default?: unknown }).default ?? owaspModule) as never;

export const spectralOverrides: Record<string, 'off'> = {
  // API4 (unrestricted resource consumption) bounds what a client can make the service take in:
  // our `input-*` rules below hold every request body and integer or array parameter to it.
  // Responses are exempt: their strings, arrays and integers are written by the service from
  // inputs bounded here, and lists are pages whose `limit` is bounded (at most 100), so bounds
  // on them would promise nothing a client can act on.
  'owasp:api4:2023-string-limit': 'off',
  'owasp:api4:2023-array-limit': 'off',
  'owasp:api4:2023-integer-format': 'off',
  'owasp:api4:2023-integer-limit-legacy': 'off',
  // Replaced by `rate-limit-headers` below: the OWASP rule also wants RateLimit-* on 401, 413
  // and 415, which are answered before any budget is spent (access guard and body parsers run
  // before the rate-limit guard), so documenting them there would be untrue.
  'owasp:api4:2023-rate-limit': 'off',
  // The write operations without a security scheme are public by contract (public-api.md): the
  // inbound receiver and the share and unsubscribe links carry their credential in the URL, and
  // one-click unsubscribe (RFC 8058) must be a credential-less POST. OpenAPI has no scheme for a
  // token in a path, so `security: []` is the truthful declaration.
  'owasp:api2:2023-write-restricted': 'off',
  // The same capability URLs: `token`, `shareToken` are path or query parameters because
  // public-api.md puts them there (links in e-mails, receiver URLs). Their handlers keep them out
  // of logs (URLs are logged redacted) and compare them by hash.
  'owasp:api2:2023-no-credentials-in-url': 'off',
  // The service sends no CORS headers: its callers are servers and links opened in a browser
  // (navigation, not cross-origin fetches), so browsers keep other origins' scripts out. An
  // Access-Control-Allow-Origin in the document would describe a header that is never sent.
  // (The rule also fires on NotificationMailHeaders, the e-mail headers of a payload.)
  'owasp:api8:2023-define-cors-origin': 'off',
};

const REQUEST_BODY = '$.paths[*][*].requestBody.content[*].schema';
const PARAMETER_SCHEMAS = '$.paths[*][*].parameters[*].schema';

export const spectralRuleset = {
  extends: [
    [oas, 'recommended'],
    [owasp, 'recommended'],
  ],
  rules: {
    ...spectralOverrides,
    'input-string-limit': {
      description:
        'Request body strings are bounded (maxLength, enum or const). A file part (format: binary) ' +
        'is bounded by the upload limit (413) instead. Path, query and header values are bounded ' +
        "by the HTTP server's 16 KB limit on the request head and then checked for their shape.",
      severity: 'error',
      given: `${REQUEST_BODY}..[?(@ && @.type === 'string' && @.format !== 'binary')]`,
      then: {
        function: schema,
        functionOptions: {
          schema: {
            type: 'object',
            anyOf: [{ required: ['maxLength'] }, { required: ['enum'] }, { required: ['const'] }],
          },
        },
      },
    },
    'input-array-limit': {
      description: 'Arrays a client sends are bounded with maxItems.',
      severity: 'error',
      given: [
        `${REQUEST_BODY}..[?(@ && @.type === 'array')]`,
        `${PARAMETER_SCHEMAS}[?(@ && @.type === 'array')]`,
      ],
      then: { field: 'maxItems', function: defined },
    },
    'input-integer-limit': {
      description: 'Integers a client sends have a format and both bounds.',
      severity: 'error',
      given: [
        `${REQUEST_BODY}..[?(@ && @.type === 'integer')]`,
        `$.paths[*][*].parameters[?(@.schema && @.schema.type === 'integer')].schema`,
      ],
      then: [
        { field: 'format', function: defined },
        { field: 'minimum', function: defined },
        { field: 'maximum', function: defined },
      ],
    },
    'rate-limit-declared': {
      description:
        'Every operation names its budget in x-rate-limit (a policy, `silent`, or `none`), ' +
        'so an operation without one is a decision, not an oversight.',
      severity: 'error',
      given: '$.paths[*][get,put,post,delete,patch]',
      then: { field: 'x-rate-limit', function: truthy },
    },
    'rate-limit-headers': {
      description:
        'Answers of an operation with a budget document RateLimit-Limit and RateLimit-Reset, ' +
        'except those refused before the budget is spent (401, 413, 415).',
      severity: 'error',
      given:
        "$.paths[*][?(@ && @['x-rate-limit'] && @['x-rate-limit'] !== 'none' && @['x-rate-limit'] !== 'silent')]" +
        ".responses[?(@property.match(/^(2|4)/) && !['401', '413', '415'].includes(@property))]",
      then: {
        field: 'headers',
        function: schema,
        functionOptions: {
          schema: { type: 'object', required: ['RateLimit-Limit', 'RateLimit-Reset'] },
        },
      },
    },
  },
} as never;
