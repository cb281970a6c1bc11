import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/access/access-policy.decorator';
import { PortalAssetNotFoundError } from './portal.errors';
import { PortalPageAssets } from './portal-page-assets.service';

/**
 * The portal page and its bundle (docs/webhooks-portal.md): public and holding no data; the
 * token stays in the URL fragment, which never reaches the server. Headers: PortalHeaders.
 */
@ApiExcludeController()
@Controller('portal')
export class PortalPageController {
  constructor(private readonly assets: PortalPageAssets) {}

  @Get()
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): Promise<string> {
    return this.assets.html();
  }

  @Get('assets/:name')
  @Public()
  async asset(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const asset = await this.assets.asset(name);
    if (!asset) throw new PortalAssetNotFoundError();
    // Immutable: the page names each file with its digest (`?v=`), so a new build has a new URL.
    res
      .status(200)
      .set({
        'Content-Type': asset.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      .end(asset.body);
  }
}
