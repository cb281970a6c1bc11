import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { execute, rowsOf } from '../../database/sql-statement';
import { MicroBatcher } from '../../database/micro-batcher';
import { INSERT_ACCEPTANCES, INSERT_DUPLICATES, INSERT_REFUSAL } from './inbound.queries';

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
  deliveryId: string;
  endpoint: EndpointRef;
  delivery: InboundAcceptance;
}

/** Writes the receiver's delivery log: every refusal with its reason, every accepted body. */
@Injectable()
export class InboundDeliveryLogService {
  private readonly acceptances = new MicroBatcher<
    PendingAcceptance,
    { deliveryId: string; duplicate: boolean }
  >((items) =>
    // One transaction, so a batch that fails has stored nothing and its items can be retried.
    this.dataSource.transaction((manager) => this.writeAcceptances(manager, items)),
  );

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordRefusal(endpoint: EndpointRef, refusal: InboundRefusal): Promise<void> {
    await execute(this.dataSource, INSERT_REFUSAL, [
      randomUUID(),
      endpoint.teamId,
      endpoint.id,
      refusal.httpStatus,
      refusal.reason,
      // A refusal may be about the key itself: keep what fits.
      refusal.idempotencyKey?.slice(0, 255) ?? null,
      refusal.sizeBytes ?? null,
    ]);
  }

  /**
   * Stores an accepted body durably. A repeated Idempotency-Key the endpoint already accepted
   * is logged as a duplicate and not stored again (the unique key decides, even under races).
   * Deliveries arriving together are written together.
   */
  recordAcceptance(
    endpoint: EndpointRef,
    delivery: InboundAcceptance,
  ): Promise<{ deliveryId: string; duplicate: boolean }> {
    return this.acceptances.add({ endpoint, delivery, deliveryId: randomUUID() });
  }

  private async writeAcceptances(
    manager: EntityManager,
    items: PendingAcceptance[],
  ): Promise<Array<{ deliveryId: string; duplicate: boolean }>> {
    const column = <T>(pick: (item: PendingAcceptance) => T) => items.map(pick);
    const inserted = await rowsOf(manager, INSERT_ACCEPTANCES, [
      column((item) => item.deliveryId),
      column((item) => item.endpoint.teamId),
      column((item) => item.endpoint.id),
      column((item) => item.delivery.idempotencyKey ?? null),
      column((item) => item.delivery.sizeBytes),
      column((item) => item.delivery.signatureVerified),
      column((item) => item.delivery.payloadJson),
    ]);
    const stored = new Set(inserted.map((row) => row.id));
    const duplicates = items.filter((item) => !stored.has(item.deliveryId));
    if (duplicates.length > 0) {
      await execute(manager, INSERT_DUPLICATES, [
        duplicates.map((item) => item.deliveryId),
        duplicates.map((item) => item.endpoint.teamId),
        duplicates.map((item) => item.endpoint.id),
        duplicates.map((item) => item.delivery.idempotencyKey ?? null),
        duplicates.map((item) => item.delivery.sizeBytes),
        duplicates.map((item) => item.delivery.signatureVerified),
      ]);
    }
    return items.map((item) => ({
      deliveryId: item.deliveryId,
      duplicate: !stored.has(item.deliveryId),
    }));
  }
}
