import { join } from 'node:path';

/**
 * scripts/test.sh type-checks and compiles the whole project once into .test-build/ (at the
 * repository's top level, like dist/, so paths the code derives from __dirname hold) before the
 * medium and e2e tiers, and says so with TEST_SERVICE_BUILT=1. Tests that need the compiled
 * service use that build; a file run on its own (`npx jest FILE`) compiles as it goes.
 */
export const TEST_BUILD_DIR = join(__dirname, '..', '..', '.test-build');

export function testBuildReady(): boolean {
  return process.env.TEST_SERVICE_BUILT === '1';
}
