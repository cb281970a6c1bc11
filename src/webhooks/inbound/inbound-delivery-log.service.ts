import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

export interface EndpointRef {
  id: string;
  teamId: string;
}

export interface InboundRefusal {
  httpStatus: number;
  reason: string;
  sizeBytes?: number;
  idempotencyKey?: string;
}

export interface InboundAcceptance {
  payloadJson: string;
  sizeBytes: number;
  idempotencyKey: string | undefined;
  signatureVerified: boolean;
}

/** Writes the receiver's delivery log: every refusal with its reason, every accepted body. */
@Injectable()
export class InboundDeliveryLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordRefusal(endpoint: EndpointRef, refusal: InboundRefusal): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO webhook_inbound_deliveries
         (id, team_id, endpoint_id, outcome, http_status, reason, idempotency_key, size_bytes)
       VALUES ($1, $2, $3, 'refused', $4, $5, $6, $7)`,
      [
        randomUUID(),
        endpoint.teamId,
        endpoint.id,
        refusal.httpStatus,
        refusal.reason,
        // A refusal may be about the key itself: keep what fits.
        refusal.idempotencyKey?.slice(0, 255) ?? null,
        refusal.sizeBytes ?? null,
      ],
    );
  }

  /**
   * Stores an accepted body durably. A repeated Idempotency-Key the endpoint already accepted
   * is logged as a duplicate and not stored again (the unique key decides, even under races).
   */
  async recordAcceptance(
    endpoint: EndpointRef,
    delivery: InboundAcceptance,
  ): Promise<{ deliveryId: string; duplicate: boolean }> {
    const deliveryId = randomUUID();
    const key = delivery.idempotencyKey ?? null;
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO webhook_inbound_deliveries
         (id, team_id, endpoint_id, outcome, http_status, idempotency_key, dedupe_key, size_bytes,
          signature_verified, payload)
       VALUES ($1, $2, $3, 'accepted', 200, $4, $4, $5, $6, $7::jsonb)
       ON CONFLICT (endpoint_id, dedupe_key) DO NOTHING
       RETURNING id`,
      [
        deliveryId,
        endpoint.teamId,
        endpoint.id,
        key,
        delivery.sizeBytes,
        delivery.signatureVerified,
        delivery.payloadJson,
      ],
    );
    if (inserted.length > 0) return { deliveryId, duplicate: false };
    await this.dataSource.query(
      `INSERT INTO webhook_inbound_deliveries
         (id, team_id, endpoint_id, outcome, http_status, idempotency_key, size_bytes,
          signature_verified)
       VALUES ($1, $2, $3, 'duplicate', 200, $4, $5, $6)`,
      [
        deliveryId,
        endpoint.teamId,
        endpoint.id,
        key,
        delivery.sizeBytes,
        delivery.signatureVerified,
      ],
    );
    return { deliveryId, duplicate: true };
  }
}
