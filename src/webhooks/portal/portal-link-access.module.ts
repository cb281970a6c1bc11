import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PortalLink } from './portal-link.entity';
import { PortalLinkAuthenticator } from './portal-link-authenticator.service';
import { PortalLinkTokensService } from './portal-link-tokens.service';
import { PortalLinksRepository } from './portal-links.repository';

/**
 * Portal link tokens and their rows: what the access guard (auth/) needs to authenticate a
 * portal route, apart from the portal's routes so that it imports nothing of theirs.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PortalLink])],
  providers: [PortalLinksRepository, PortalLinkTokensService, PortalLinkAuthenticator],
  exports: [PortalLinksRepository, PortalLinkTokensService, PortalLinkAuthenticator],
})
export class PortalLinkAccessModule {}
