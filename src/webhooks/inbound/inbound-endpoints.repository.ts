import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { findOffsetPage } from '../../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../../common/pagination/offset-page';
import { rowsOf } from '../../database/sql-statement';
import { InboundEndpoint } from './inbound-endpoint.entity';
import {
  LOAD_RECEIVING_ENDPOINTS,
  ReceivingEndpoint,
  ROTATE_ENDPOINT_SIGNING_SECRET,
} from './inbound.queries';

export type { ReceivingEndpoint };

export type NewInboundEndpoint = Pick<
  InboundEndpoint,
  'teamId' | 'name' | 'tokenHash' | 'signingSecretSealed' | 'requireSignature' | 'enabled'
>;

export type InboundEndpointSettings = Partial<
  Pick<InboundEndpoint, 'enabled' | 'requireSignature'>
>;

/** The only code that reads or writes `webhook_inbound_endpoints`. */
@Injectable()
export class InboundEndpointsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InboundEndpoint) private readonly endpoints: Repository<InboundEndpoint>,
  ) {}

  insert(endpoint: NewInboundEndpoint): Promise<InboundEndpoint> {
    return this.endpoints.save(this.endpoints.create(endpoint));
  }

  findOfTeam(teamId: string, endpointId: string): Promise<InboundEndpoint | null> {
    return this.endpoints.findOne({ where: { id: endpointId, teamId } });
  }

  /** The team's endpoints, newest first. */
  pageOfTeam(teamId: string, paging: OffsetPaging): Promise<OffsetPage<InboundEndpoint>> {
    return findOffsetPage(
      this.endpoints,
      { where: { teamId }, order: { createdAt: 'DESC', id: 'DESC' } },
      paging,
      (endpoint) => endpoint,
    );
  }

  async setTokenHash(teamId: string, endpointId: string, tokenHash: string): Promise<void> {
    await this.endpoints.update({ id: endpointId, teamId }, { tokenHash });
  }

  async updateSettings(
    teamId: string,
    endpointId: string,
    settings: InboundEndpointSettings,
  ): Promise<void> {
    if (Object.keys(settings).length === 0) return;
    await this.endpoints.update({ id: endpointId, teamId }, settings);
  }

  /**
   * Stores a new sealed signing secret, keeping the replaced one for `graceHours` (see
   * ROTATE_ENDPOINT_SIGNING_SECRET); returns when that grace ends, or undefined when the team
   * has no such endpoint.
   */
  async rotateSigningSecret(
    teamId: string,
    endpointId: string,
    secretSealed: string,
    graceHours: number,
  ): Promise<Date | undefined> {
    const [rotated] = await rowsOf(this.dataSource, ROTATE_ENDPOINT_SIGNING_SECRET, [
      endpointId,
      teamId,
      secretSealed,
      graceHours,
    ]);
    return rotated?.previousSigningSecretValidUntil;
  }

  /** The endpoints among `endpointIds` that exist, in no particular order. */
  findReceiving(endpointIds: string[]): Promise<ReceivingEndpoint[]> {
    return rowsOf(this.dataSource, LOAD_RECEIVING_ENDPOINTS, [endpointIds]);
  }
}
