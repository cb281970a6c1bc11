import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** The files of the built bundle the page loads, with their types. */
export const PORTAL_ASSETS = {
  'portal.js': 'text/javascript; charset=utf-8',
  'portal.css': 'text/css; charset=utf-8',
} as const;
export type PortalAssetName = keyof typeof PORTAL_ASSETS;

export interface PortalAsset {
  body: Buffer;
  contentType: string;
  /** A digest of the body: the page asks for `?v=<version>`, so a new build is fetched anew. */
  version: string;
}

/**
 * The page's bundle (page/, built by scripts/build-portal.ts into PORTAL_ASSETS_DIR at
 * `npm run build`), read once. A missing bundle is a broken deployment: the page answers 500.
 */
@Injectable()
export class PortalPageAssets {
  private loaded?: Promise<Map<PortalAssetName, PortalAsset>>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async asset(name: string): Promise<PortalAsset | undefined> {
    if (!Object.hasOwn(PORTAL_ASSETS, name)) return undefined;
    return (await this.load()).get(name as PortalAssetName);
  }

  /** The page itself: no inline script or style, so the CSP needs no exception. */
  async html(): Promise<string> {
    const assets = await this.load();
    const url = (name: PortalAssetName) =>
      `/portal/assets/${name}?v=${assets.get(name)?.version ?? ''}`;
    return [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Webhook portal</title>',
      `<link rel="stylesheet" href="${url('portal.css')}">`,
      `<script defer src="${url('portal.js')}"></script>`,
      '</head>',
      '<body>',
      '<div id="portal"><noscript>The webhook portal needs JavaScript.</noscript></div>',
      '</body>',
      '</html>',
      '',
    ].join('\n');
  }

  private load(): Promise<Map<PortalAssetName, PortalAsset>> {
    this.loaded ??= this.read().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async read(): Promise<Map<PortalAssetName, PortalAsset>> {
    const assets = new Map<PortalAssetName, PortalAsset>();
    for (const [name, contentType] of Object.entries(PORTAL_ASSETS)) {
      const body = await readFile(join(this.config.portalAssetsDir, name));
      const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
      assets.set(name as PortalAssetName, { body, contentType, version });
    }
    return assets;
  }
}
