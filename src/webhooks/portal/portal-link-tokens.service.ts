import { Injectable } from '@nestjs/common';
import { HmacKeyringService } from '../../keys/hmac-keyring.service';
import { parseSignedToken, signToken, verifyMac } from '../../keys/signed-token';

/** Part of the signed string, so no other kind of signed token verifies as a portal token. */
export const PORTAL_TOKEN_PREFIX = 'whp_';
const PAYLOAD_VERSION = 1;
const MAX_TOKEN_LENGTH = 256;

/**
 * Portal link tokens, `whp_<kid>.<payload>.<mac>` under key purpose `portal`, built as share
 * tokens are (signed-token.ts: only the issued spelling verifies). The payload is a version byte
 * and the link's id; expiry and revocation live on the row, so they bite on the next request.
 */
@Injectable()
export class PortalLinkTokensService {
  constructor(private readonly keyring: HmacKeyringService) {}

  async issue(portalLinkId: string): Promise<string> {
    const key = await this.keyring.current('portal');
    return signToken(PORTAL_TOKEN_PREFIX, key.kid, encodeId(portalLinkId), key.secret);
  }

  /** The link id of a genuine token; undefined for anything malformed, forged or respelt. */
  async verify(token: string): Promise<string | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = parseSignedToken(PORTAL_TOKEN_PREFIX, token);
    if (!parts) return undefined;
    const key = await this.keyring.find('portal', parts.kid);
    if (!key || !verifyMac(parts, key.secret)) return undefined;
    return decodeId(parts.payload);
  }
}

/** Whether a bearer could be a portal token at all (no key read, no look-up). */
export function hasPortalTokenShape(credential: string): boolean {
  return (
    credential.length <= MAX_TOKEN_LENGTH &&
    parseSignedToken(PORTAL_TOKEN_PREFIX, credential) !== undefined
  );
}

function encodeId(id: string): Buffer {
  const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  if (bytes.length !== 16) throw new Error('portal link ids are uuids');
  return Buffer.concat([Buffer.from([PAYLOAD_VERSION]), bytes]);
}

function decodeId(payload: Buffer): string | undefined {
  if (payload.length !== 17 || payload[0] !== PAYLOAD_VERSION) return undefined;
  const hex = payload.subarray(1).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
