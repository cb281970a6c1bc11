/** Unit specs live beside the code; e2e specs in test/ boot the real app on real Postgres and Redis. */
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
};

module.exports = {
  // A handle some library keeps open (a socket in its close path) must never hang CI: open-handle
  // leaks are hunted with `npx jest --detectOpenHandles`, not by waiting for a timeout.
  forceExit: true,
  // Global (Jest ignores it inside a project): e2e tests boot apps and wait on real services.
  testTimeout: 30000,
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
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      setupFiles: ['reflect-metadata'],
      // Every 2xx and 4xx answer of the app is checked against openapi.json after each test, and
      // every event the app wrote against its event-type schema.
      setupFilesAfterEnv: [
        '<rootDir>/test/support/openapi-responses.setup.ts',
        '<rootDir>/test/support/event-schemas.setup.ts',
      ],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
