import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPortalPage } from '../../scripts/build-portal';
import { TEST_BUILD_DIR, testBuildReady } from './test-build';

/**
 * PORTAL_ASSETS_DIR for an app under test: the bundle scripts/test.sh built into .test-build/,
 * or, for a file run on its own, one built now into this worker's scratch directory.
 */
export async function portalAssetsEnv(): Promise<{ PORTAL_ASSETS_DIR: string }> {
  if (testBuildReady()) return { PORTAL_ASSETS_DIR: join(TEST_BUILD_DIR, 'portal') };
  const dir = join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), `portal-${process.pid}`);
  if (!existsSync(join(dir, 'portal.js'))) await buildPortalPage(dir);
  return { PORTAL_ASSETS_DIR: dir };
}
