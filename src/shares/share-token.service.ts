import { Injectable } from '@nestjs/common';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import { parseSignedToken, signToken, verifyMac } from '../keys/signed-token';

export type ShareKind = 'media' | 'knowledge';

/** The prefix is part of the signed string, so a token of one kind never verifies as the other. */
const PREFIXES: Record<ShareKind, string> = { media: 'shm_', knowledge: 'shk_' };
const PAYLOAD_VERSION = 1;
const MAX_TOKEN_LENGTH = 256;

/**
 * Share tokens for media files and knowledge entries: `<prefix><kid>.<payload>.<mac>`. The payload
 * is a version byte and the share's own opaque id; no team, file or entry id is readable in it.
 * Revocation and expiry live on the share row, so they take effect on the next request.
 */
@Injectable()
export class ShareTokenService {
  constructor(private readonly keyring: HmacKeyringService) {}

  async issue(kind: ShareKind, shareId: string): Promise<string> {
    const key = await this.keyring.current('share');
    return signToken(PREFIXES[kind], key.kid, encodePayload(shareId), key.secret);
  }

  /**
   * The share id inside a genuine token of this kind; undefined for anything malformed, forged or
   * signed with an unknown key, or spelt other than issued (see signed-token.ts). A known key that
   * cannot be read throws KeyUnavailableError.
   */
  async verify(kind: ShareKind, token: string): Promise<string | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = parseSignedToken(PREFIXES[kind], token);
    if (!parts) return undefined;
    const key = await this.keyring.find('share', parts.kid);
    if (!key || !verifyMac(parts, key.secret)) return undefined;
    return decodePayload(parts.payload);
  }
}

function encodePayload(shareId: string): Buffer {
  const id = Buffer.from(shareId.replace(/-/g, ''), 'hex');
  if (id.length !== 16) throw new Error('share ids are uuids');
  return Buffer.concat([Buffer.from([PAYLOAD_VERSION]), id]);
}

function decodePayload(payload: Buffer): string | undefined {
  if (payload.length !== 17 || payload[0] !== PAYLOAD_VERSION) return undefined;
  const hex = payload.subarray(1).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
