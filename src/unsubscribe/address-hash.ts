import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../common/email';

/** Domain separation: the token MAC and the address hash never use the same key bytes. */
const ADDRESS_HASH_CONTEXT = 'launch-unsubscribe/address-hash/v1';

/**
 * The keyed hash an address is stored and looked up under. Keyed (not a plain SHA-256) so that a
 * leaked table cannot be matched against a list of known addresses without the key.
 */
export function addressHash(keySecret: Buffer, email: string): string {
  const hashKey = createHmac('sha256', keySecret).update(ADDRESS_HASH_CONTEXT).digest();
  return createHmac('sha256', hashKey).update(normaliseEmail(email)).digest('hex');
}
