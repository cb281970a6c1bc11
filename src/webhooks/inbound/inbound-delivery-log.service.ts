import { Injectable } from '@nestjs/common';
import { MicroBatcher } from '../../database/micro-batcher';
import { InboundDeliveriesRepository } from './inbound-deliveries.repository';

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

interface PendingAcceptance {
  endpoint: EndpointRef;
  delivery: InboundAcceptance;
}

/** Writes the receiver's delivery log: every refusal with its reason, every accepted body. */
@Injectable()
export class InboundDeliveryLogService {
  private readonly acceptances = new MicroBatcher<
    PendingAcceptance,
    { deliveryId: string; duplicate: boolean }
  >((items) => this.writeAcceptances(items));

  constructor(private readonly deliveries: InboundDeliveriesRepository) {}

  async recordRefusal(endpoint: EndpointRef, refusal: InboundRefusal): Promise<void> {
    await this.deliveries.insertRefusal({
      teamId: endpoint.teamId,
      endpointId: endpoint.id,
      httpStatus: refusal.httpStatus,
      reason: refusal.reason,
      // A refusal may be about the key itself: keep what fits.
      idempotencyKey: refusal.idempotencyKey?.slice(0, 255) ?? null,
      sizeBytes: refusal.sizeBytes ?? null,
    });
  }

  /**
   * Stores an accepted body durably. A repeated Idempotency-Key the endpoint already accepted
   * is logged as a duplicate and not stored again (the dedupe key decides, even under races).
   * Deliveries arriving together are written together. The delivery id is made with the row (a
   * UUIDv7 of its received_at).
   */
  recordAcceptance(
    endpoint: EndpointRef,
    delivery: InboundAcceptance,
  ): Promise<{ deliveryId: string; duplicate: boolean }> {
    return this.acceptances.add({ endpoint, delivery });
  }

  private async writeAcceptances(
    items: PendingAcceptance[],
  ): Promise<Array<{ deliveryId: string; duplicate: boolean }>> {
    const logged = await this.deliveries.insertAcceptances(
      items.map((item) => ({
        teamId: item.endpoint.teamId,
        endpointId: item.endpoint.id,
        idempotencyKey: item.delivery.idempotencyKey ?? null,
        sizeBytes: item.delivery.sizeBytes,
        signatureVerified: item.delivery.signatureVerified,
        payloadJson: item.delivery.payloadJson,
      })),
    );
    return logged.map((row) => ({ deliveryId: row.id, duplicate: row.duplicate }));
  }
}
