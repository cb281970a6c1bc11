import request from 'supertest';
import { InboundDelivery } from '../../../src/webhooks/inbound/inbound-delivery.entity';
import type { TestApp } from '../../support/test-app';

export const JSON_TYPE = { 'Content-Type': 'application/json' };

/** POSTs a raw body to a receiver path, as JSON unless other headers are given. */
export function postRaw(
  app: TestApp,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = JSON_TYPE,
) {
  return request(app.http).post(path).set(headers).send(body);
}

/** An endpoint's delivery log, newest first. */
export function inboundLogOf(app: TestApp, endpointId: string): Promise<InboundDelivery[]> {
  return app.dataSource
    .getRepository(InboundDelivery)
    .find({ where: { endpointId }, order: { seq: 'DESC' } });
}

/** The reason recorded for an endpoint's newest delivery. */
export async function lastInboundReason(
  app: TestApp,
  endpointId: string,
): Promise<string | null | undefined> {
  return (await inboundLogOf(app, endpointId))[0]?.reason;
}
