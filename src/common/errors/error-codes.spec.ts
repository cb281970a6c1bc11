import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DomainError } from './domain-error';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const files = sourceFiles(SRC);
const isErrorFile = (file: string) =>
  file.endsWith('.errors.ts') || file.startsWith('common/errors/');

/** Where an error code may be written: its class, or the filter's tables for framework refusals. */
const CODE_HOMES = (file: string) => isErrorFile(file) && !file.endsWith('.spec.ts');

/** Files whose UPPER_SNAKE strings are not error codes. */
const FILES_WITHOUT_CODES: Record<string, string> = {
  'config/app-config.ts': 'environment variable names',
  'webhooks/delivery/protection/rate-slots.ts': 'Redis commands in a Lua script',
  'common/rate-limit/evalsha-throttler-storage.ts': 'Redis commands in a Lua script',
  'tracing/tracing-config.ts': 'OpenTelemetry environment variable names',
};

/** UPPER_SNAKE strings elsewhere that are not error codes. */
const NOT_CODES: Record<string, string> = {
  SIGTERM: 'process signal',
  ASC: 'sort order',
  DESC: 'sort order',
  CASCADE: 'foreign key action',
  POST: 'HTTP method',
  HEAD: 'HTTP method',
  DELETE: 'HTTP method',
  PATCH: 'HTTP method',
  OPTIONS: 'HTTP method',
  CONNECT: 'HTTP method',
  TRACE: 'HTTP method',
  HTTP: 'span name of a request whose method semconv does not know',
  RIFF: 'file signature',
  WEBP: 'file signature',
  WAVE: 'file signature',
  ENOENT: 'Node.js error code',
  ECONNRESET: 'Node.js error code',
  ECONNREFUSED: 'Node.js error code',
  ETIMEDOUT: 'Node.js error code',
  EHOSTUNREACH: 'Node.js error code',
  ENETUNREACH: 'Node.js error code',
  ENOTFOUND: 'Node.js error code',
  EPIPE: 'Node.js error code',
  EADDRINUSE: 'Node.js error code',
  ERR_STREAM_PREMATURE_CLOSE: 'Node.js error code',
  CRM_API_KEY: 'example secret name in the agent config schema',
  RS256: 'JWS algorithm',
};

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        responses?: Record<
          string,
          {
            content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } } } }>;
          }
        >;
      }
    >
  >;
}

/** Environment variable names (`read.integer('NAME', …)` in app-config.ts), cited in comments. */
const CONFIGURATION_KEYS = new Set(
  [
    ...readFileSync(join(SRC, 'config', 'app-config.ts'), 'utf8').matchAll(
      /read\.\w+\(\s*'([A-Z][A-Z0-9_]+)'/g,
    ),
  ].map((match) => match[1]),
);

const QUOTED_UPPER_SNAKE = /(?<!Symbol\()(['"`])([A-Z][A-Z0-9_]{3,})\1/g;

describe('error codes', () => {
  // Tests assert the contract's codes literally on purpose; migrations are frozen SQL.
  const scanned = files.filter(
    (file) =>
      !CODE_HOMES(file) &&
      !file.endsWith('.spec.ts') &&
      !file.startsWith('database/migrations/') &&
      !(file in FILES_WITHOUT_CODES),
  );

  it('are written only in their error classes (src/**/*.errors.ts, src/common/errors)', () => {
    const strays = scanned.flatMap((file) =>
      readFileSync(join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(QUOTED_UPPER_SNAKE)]
            .map((match) => match[2])
            .filter((token) => !(token in NOT_CODES) && !CONFIGURATION_KEYS.has(token))
            .map((token) => `${file}:${index + 1} ${token}`),
        ),
    );
    expect(strays).toEqual([]);
  });

  it('sees a stray code (the scan is not vacuous)', () => {
    const line = "  @ApiErrors([404, 'MEDIA_NOT_FOUND'])";
    expect([...line.matchAll(QUOTED_UPPER_SNAKE)].map((match) => match[2])).toEqual([
      'MEDIA_NOT_FOUND',
    ]);
    expect(scanned).toContain('public-media/media.controller.ts');
  });

  describe('error classes', () => {
    const classes = files
      .filter((file) => CODE_HOMES(file))
      .flatMap((file) =>
        Object.values(jest.requireActual<Record<string, unknown>>(join(SRC, file))),
      )
      .filter(
        (value): value is typeof DomainError =>
          typeof value === 'function' && value.prototype instanceof DomainError,
      );

    it('each declare an error status and an UPPER_SNAKE code', () => {
      const wrong = classes
        .filter(
          ({ status, code }) =>
            !(status >= 400 && status <= 599) || !/^[A-Z][A-Z0-9_]+$/.test(code),
        )
        .map(({ name, status, code }) => `${name} ${status} ${code}`);
      expect(classes.length).toBeGreaterThan(40);
      expect(wrong).toEqual([]);
    });

    it('name every code the committed openapi.json documents, with its status', () => {
      const declared = new Set(classes.map(({ status, code }) => `${status} ${code}`));
      const document = JSON.parse(
        readFileSync(join(SRC, '..', 'openapi.json'), 'utf8'),
      ) as OpenApiDocument;
      const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, { responses }]) =>
          Object.entries(responses ?? {}).flatMap(([status, response]) =>
            (response.content?.['application/json']?.schema?.properties?.error?.enum ?? [])
              .filter((code) => !declared.has(`${status} ${code}`))
              .map((code) => `${method.toUpperCase()} ${path} ${status} ${code}`),
          ),
        ),
      );
      expect(undeclared).toEqual([]);
    });

    it('hand their static status and code to each instance', () => {
      class ExampleMissingError extends DomainError {
        static override readonly status = 404;
        static override readonly code = 'EXAMPLE_MISSING';
      }
      expect(new ExampleMissingError('gone')).toMatchObject({
        status: 404,
        code: 'EXAMPLE_MISSING',
        name: 'ExampleMissingError',
        message: 'gone',
      });
    });
  });
});
