import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { PortalLink } from './portal-link.entity';

/** The one door to webhook_portal_links. */
@Injectable()
export class PortalLinksRepository {
  constructor(@InjectRepository(PortalLink) private readonly links: Repository<PortalLink>) {}

  create(fields: Omit<PortalLink, 'id' | 'revokedAt' | 'createdAt'>): Promise<PortalLink> {
    return this.links.save(this.links.create({ ...fields, revokedAt: null }));
  }

  find(portalLinkId: string): Promise<PortalLink | null> {
    return this.links.findOne({ where: { id: portalLinkId } });
  }

  /** False when the team has no such link, or it was revoked already. */
  async revoke(teamId: string, portalLinkId: string): Promise<boolean> {
    const result = await this.links.update(
      { id: portalLinkId, teamId, revokedAt: IsNull() },
      { revokedAt: () => 'now()' },
    );
    return (result.affected ?? 0) > 0;
  }
}
