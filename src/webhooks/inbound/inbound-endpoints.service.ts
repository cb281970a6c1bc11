import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { CursorPage, cursorPage, resolveCursorLimit } from '../../common/pagination/cursor-page';
import { findOffsetPage } from '../../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../../common/pagination/offset-page';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isUuid } from '../../common/ids';
import { rowsOf } from '../../database/sql-statement';
import { SecretRotationDto } from '../signing/secret-rotation.dto';
import { DEFAULT_ROTATION_GRACE_HOURS, runningGraceEnd } from '../signing/secret-rotation';
import { decodeSeqCursor, seqPosition } from '../seq-cursor';
import { SigningSecretsService } from '../signing/signing-secrets.service';
import { sha256Hex } from '../../common/crypto/sha256';
import { generateSigningSecret, generateUrlToken } from '../signing/webhook-signature';
import { InboundEndpointNotFoundError } from '../webhooks.errors';
import { InboundEndpointCreateDto, InboundEndpointUpdateDto } from './dto/inbound-endpoint.dto';
import {
  InboundDeliveryView,
  InboundEndpointCreatedView,
  InboundEndpointView,
  InboundSigningSecretRotatedView,
  InboundTokenRotatedView,
} from './dto/inbound-endpoint.views';
import { InboundDelivery, inboundDeliveryStatus } from './inbound-delivery.entity';
import { InboundEndpoint } from './inbound-endpoint.entity';
import { ROTATE_ENDPOINT_SIGNING_SECRET } from './inbound.queries';

/** Everything a log entry shows; the stored payload (up to 1 MB each) stays out of pages. */
const DELIVERY_LOG_COLUMNS: (keyof InboundDelivery)[] = [
  'id',
  'seq',
  'outcome',
  'httpStatus',
  'reason',
  'idempotencyKey',
  'sizeBytes',
  'signatureVerified',
  'receivedAt',
  'processedAt',
  'eventId',
];

/** Provisioning of receiver URLs (platform.md, Provisioning resources). */
@Injectable()
export class InboundEndpointsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InboundEndpoint) private readonly endpoints: Repository<InboundEndpoint>,
    @InjectRepository(InboundDelivery) private readonly deliveryLog: Repository<InboundDelivery>,
    private readonly secrets: SigningSecretsService,
  ) {}

  async create(
    caller: Pick<Principal, 'teamId'>,
    input: InboundEndpointCreateDto,
  ): Promise<InboundEndpointCreatedView> {
    const token = generateUrlToken();
    const signingSecret = generateSigningSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({
        teamId: caller.teamId,
        name: input.name,
        tokenHash: sha256Hex(token),
        signingSecretSealed: await this.secrets.seal(signingSecret),
        requireSignature: input.requireSignature ?? false,
        enabled: true,
      }),
    );
    return {
      endpointId: endpoint.id,
      token,
      receiverUrl: this.receiverUrl(endpoint.id, token),
      signingSecret,
      name: endpoint.name,
      enabled: endpoint.enabled,
      requireSignature: endpoint.requireSignature,
      createdAt: endpoint.createdAt.toISOString(),
    };
  }

  async list(
    caller: Pick<Principal, 'teamId'>,
    paging: OffsetPaging,
  ): Promise<OffsetPage<InboundEndpointView>> {
    return findOffsetPage(
      this.endpoints,
      {
        where: { teamId: caller.teamId },
        order: { createdAt: 'DESC', id: 'DESC' },
      },
      paging,
      toEndpointView,
    );
  }

  async get(caller: Pick<Principal, 'teamId'>, endpointId: string): Promise<InboundEndpointView> {
    return toEndpointView(await this.find(caller, endpointId));
  }

  /** The old token stops working when this returns: only the new hash is stored. */
  async rotateToken(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
  ): Promise<InboundTokenRotatedView> {
    const endpoint = await this.find(caller, endpointId);
    const token = generateUrlToken();
    await this.endpoints.update(
      { id: endpoint.id, teamId: caller.teamId },
      { tokenHash: sha256Hex(token) },
    );
    return { endpointId: endpoint.id, token, receiverUrl: this.receiverUrl(endpoint.id, token) };
  }

  /**
   * A new signing secret; the receiver accepts the replaced one beside it until the grace ends
   * (see ROTATE_ENDPOINT_SIGNING_SECRET). Receivers read the secrets with each request's
   * endpoint lookup, so nothing cached needs invalidating.
   */
  async rotateSigningSecret(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
    input: SecretRotationDto,
  ): Promise<InboundSigningSecretRotatedView> {
    const endpoint = await this.find(caller, endpointId);
    const signingSecret = generateSigningSecret();
    const [rotated] = await rowsOf(this.dataSource, ROTATE_ENDPOINT_SIGNING_SECRET, [
      endpoint.id,
      caller.teamId,
      await this.secrets.seal(signingSecret),
      input.graceHours ?? DEFAULT_ROTATION_GRACE_HOURS,
    ]);
    if (!rotated) throw new InboundEndpointNotFoundError();
    return {
      endpointId: endpoint.id,
      signingSecret,
      previousSigningSecretValidUntil: rotated.previous_signing_secret_valid_until.toISOString(),
    };
  }

  async update(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
    input: InboundEndpointUpdateDto,
  ): Promise<InboundEndpointView> {
    const endpoint = await this.find(caller, endpointId);
    const changes: Partial<InboundEndpoint> = {};
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.requireSignature !== undefined) changes.requireSignature = input.requireSignature;
    if (Object.keys(changes).length > 0)
      await this.endpoints.update({ id: endpoint.id, teamId: caller.teamId }, changes);
    return toEndpointView(await this.find(caller, endpointId));
  }

  async deliveries(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<CursorPage<InboundDeliveryView>> {
    const endpoint = await this.find(caller, endpointId);
    const limit = resolveCursorLimit(query.limit);
    const before = decodeSeqCursor(query.cursor);
    const rows = await this.deliveryLog.find({
      select: DELIVERY_LOG_COLUMNS,
      where: {
        endpointId: endpoint.id,
        teamId: caller.teamId,
        ...(before ? { seq: LessThan(before) } : {}),
      },
      order: { seq: 'DESC' },
      take: limit + 1,
    });
    const page = cursorPage(rows, limit, seqPosition);
    return { data: page.data.map(toDeliveryView), pagination: page.pagination };
  }

  private async find(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
  ): Promise<InboundEndpoint> {
    const endpoint = isUuid(endpointId)
      ? await this.endpoints.findOne({ where: { id: endpointId, teamId: caller.teamId } })
      : null;
    if (!endpoint) throw new InboundEndpointNotFoundError();
    return endpoint;
  }

  private receiverUrl(endpointId: string, token: string): string {
    return `${this.config.publicBaseUrl}/webhooks/${endpointId}/${token}`;
  }
}

function toEndpointView(endpoint: InboundEndpoint): InboundEndpointView {
  return {
    endpointId: endpoint.id,
    name: endpoint.name,
    enabled: endpoint.enabled,
    requireSignature: endpoint.requireSignature,
    previousSigningSecretValidUntil: runningGraceEnd(endpoint.previousSigningSecretValidUntil),
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

function toDeliveryView(delivery: InboundDelivery): InboundDeliveryView {
  return {
    deliveryId: delivery.id,
    status: inboundDeliveryStatus(delivery.outcome),
    outcome: delivery.outcome,
    httpStatus: delivery.httpStatus,
    reason: delivery.reason,
    idempotencyKey: delivery.idempotencyKey,
    sizeBytes: delivery.sizeBytes,
    signatureVerified: delivery.signatureVerified,
    receivedAt: delivery.receivedAt.toISOString(),
    processedAt: delivery.processedAt?.toISOString() ?? null,
    eventId: delivery.eventId,
  };
}
