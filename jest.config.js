/**
 * Three tiers (STYLE.md rule 9): unit specs beside the code; medium specs in test/medium/ run
 * services and repositories against the real Postgres and Redis without HTTP; e2e specs in test/
 * boot the real app and drive it over HTTP.
 */
/**
 * SWC transpiles each file alone, as tsconfig's isolatedModules promises is safe, with the same
 * decorator semantics tsc emits (legacy decorators, their design-type metadata, ES2022 class
 * fields); `tsc` (scripts/test.sh) is what type-checks. ts-jest's per-file TypeScript emit cost
 * about ten times as much CPU, paid on every cold cache (every fresh clone).
 */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: true,
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

module.exports = {
  // A handle some library keeps open (a socket in its close path) must never hang CI: open-handle
  // leaks are hunted with `npx jest --detectOpenHandles`, not by waiting for a timeout.
  forceExit: true,
  // Global (Jest ignores it inside a project): e2e tests boot apps and wait on real services.
  testTimeout: 30000,
  // Run in a worker process that is replaced once it holds more than this after a test file. In
  // one process the heap grew file after file to over 3 GB (each file's module registry stays
  // reachable), and a full collection of such a heap stalled the app under test for 1–2 s, which
  // the latency budgets of test/outages then reported as a slow answer.
  workerIdleMemoryLimit: '1GB',
  // One throwaway database and Redis prefix per run, shared by the medium and e2e tiers.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/clients/**/*.spec.ts'],
      transform,
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'medium',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/medium/**/*.medium-spec.ts'],
      transform,
      setupFiles: ['reflect-metadata', '<rootDir>/test/support/worker-isolation.ts'],
      // Every event a medium test makes a service write is checked against its schema too.
      setupFilesAfterEnv: [
        '<rootDir>/test/support/worker-database.setup.ts',
        '<rootDir>/test/support/event-schemas.setup.ts',
      ],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      setupFiles: ['reflect-metadata', '<rootDir>/test/support/worker-isolation.ts'],
      // Every 2xx and 4xx answer of the app is checked against openapi.json after each test, and
      // every event the app wrote against its event-type schema.
      setupFilesAfterEnv: [
        '<rootDir>/test/support/worker-database.setup.ts',
        '<rootDir>/test/support/openapi-responses.setup.ts',
        '<rootDir>/test/support/event-schemas.setup.ts',
      ],
    },
  ],
};
