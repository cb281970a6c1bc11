import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../common/access/principal';
import { CursorPage, cursorPage, resolveCursorLimit } from '../../common/pagination/cursor-page';
import { OffsetPage, OffsetPaging } from '../../common/pagination/offset-page';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isUuid } from '../../common/ids';
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
import { InboundDeliveriesRepository } from './inbound-deliveries.repository';
import { InboundDelivery, inboundDeliveryStatus } from './inbound-delivery.entity';
import { InboundEndpoint } from './inbound-endpoint.entity';
import {
  InboundEndpointSettings,
  InboundEndpointsRepository,
} from './inbound-endpoints.repository';

/** Provisioning of receiver URLs (platform.md, Provisioning resources). */
@Injectable()
export class InboundEndpointsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly endpoints: InboundEndpointsRepository,
    private readonly deliveryLog: InboundDeliveriesRepository,
    private readonly secrets: SigningSecretsService,
  ) {}

  async create(
    caller: Pick<Principal, 'teamId'>,
    input: InboundEndpointCreateDto,
  ): Promise<InboundEndpointCreatedView> {
    const token = generateUrlToken();
    const signingSecret = generateSigningSecret();
    const endpoint = await this.endpoints.insert({
      teamId: caller.teamId,
      name: input.name,
      tokenHash: sha256Hex(token),
      signingSecretSealed: await this.secrets.seal(signingSecret),
      requireSignature: input.requireSignature ?? false,
      enabled: true,
    });
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
    const page = await this.endpoints.pageOfTeam(caller.teamId, paging);
    return { data: page.data.map(toEndpointView), pagination: page.pagination };
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
    await this.endpoints.setTokenHash(caller.teamId, endpoint.id, sha256Hex(token));
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
    const graceEnd = await this.endpoints.rotateSigningSecret(
      caller.teamId,
      endpoint.id,
      await this.secrets.seal(signingSecret),
      input.graceHours ?? DEFAULT_ROTATION_GRACE_HOURS,
    );
    if (!graceEnd) throw new InboundEndpointNotFoundError();
    return {
      endpointId: endpoint.id,
      signingSecret,
      previousSigningSecretValidUntil: graceEnd.toISOString(),
    };
  }

  async update(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
    input: InboundEndpointUpdateDto,
  ): Promise<InboundEndpointView> {
    const endpoint = await this.find(caller, endpointId);
    const settings: InboundEndpointSettings = {};
    if (input.enabled !== undefined) settings.enabled = input.enabled;
    if (input.requireSignature !== undefined) settings.requireSignature = input.requireSignature;
    await this.endpoints.updateSettings(caller.teamId, endpoint.id, settings);
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
    const rows = await this.deliveryLog.pageOfEndpoint(
      caller.teamId,
      endpoint.id,
      before,
      limit + 1,
    );
    const page = cursorPage(rows, limit, seqPosition);
    return { data: page.data.map(toDeliveryView), pagination: page.pagination };
  }

  private async find(
    caller: Pick<Principal, 'teamId'>,
    endpointId: string,
  ): Promise<InboundEndpoint> {
    const endpoint = isUuid(endpointId)
      ? await this.endpoints.findOfTeam(caller.teamId, endpointId)
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
