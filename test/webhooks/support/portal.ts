import request from 'supertest';
import type { TestApp } from '../../support/test-app';

export const PORTAL_LINKS = '/v1/webhooks/portal-links';
export const PORTAL_API = '/portal/api';

export interface CreatedPortalLink {
  portalLinkId: string;
  url: string;
  expiresAt: string;
  readOnly: boolean;
  subscriptionIds: string[];
  /** The token: the fragment of `url`. */
  token: string;
  auth: { Authorization: string };
}

/** A portal link made over HTTP, as an integrator makes one. */
export async function createPortalLink(
  app: TestApp,
  auth: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<CreatedPortalLink> {
  const res = await request(app.http).post(PORTAL_LINKS).set(auth).send(body).expect(201);
  const created = res.body as Omit<CreatedPortalLink, 'token' | 'auth'>;
  const token = new URL(created.url).hash.slice(1);
  return { ...created, token, auth: { Authorization: `Bearer ${token}` } };
}
