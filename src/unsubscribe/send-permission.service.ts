import { Injectable } from '@nestjs/common';
import type { Db } from '../database/sql-statement';
import { MembershipNotFoundError } from '../identity/identity.errors';
import { IdentityService } from '../identity/identity.service';
import { normaliseEmail } from '../common/email';
import { isUuid } from '../common/ids';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import { KeyUnavailableError } from '../keys/key-errors';
import { addressHash } from './address-hash';
import { ALL_CATEGORIES } from './category';
import { UnsubscribeRepository } from './unsubscribe.repository';

/**
 * "May I send category X to user Y / to address Z?" for the rest of the platform (mail senders,
 * digests). Fails closed: a key that cannot be read throws KeyUnavailableError rather than
 * answering yes.
 */
@Injectable()
export class SendPermissionService {
  constructor(
    private readonly unsubscribes: UnsubscribeRepository,
    private readonly identity: IdentityService,
    private readonly keyring: HmacKeyringService,
  ) {}

  /**
   * False when the member suppressed the category or everything, or their address is suppressed.
   * `db` asks inside the caller's transaction (a notification recorded in it).
   */
  async mayNotifyUser(teamId: string, userId: string, category: string, db?: Db): Promise<boolean> {
    const email = await this.identity.emailOfMember(teamId, userId, db);
    if (email === undefined) return false;
    if (await this.userSuppressed(teamId, userId, category, db)) return false;
    return !(await this.addressSuppressed(teamId, email, db));
  }

  /**
   * False when the address is suppressed (launch unsubscribe), or belongs to a member of the
   * team who suppressed the category or everything.
   */
  async mayNotifyAddress(teamId: string, email: string, category: string): Promise<boolean> {
    if (!isUuid(teamId)) return false;
    if (await this.addressSuppressed(teamId, email)) return false;
    const member = await this.identity.memberByEmail(teamId, email).catch((error: unknown) => {
      if (error instanceof MembershipNotFoundError) return undefined;
      throw error;
    });
    return !(member && (await this.userSuppressed(teamId, member.userId, category)));
  }

  private userSuppressed(
    teamId: string,
    userId: string,
    category: string,
    db?: Db,
  ): Promise<boolean> {
    return this.unsubscribes.userSuppressedAny(teamId, userId, [category, ALL_CATEGORIES], db);
  }

  /** The stored hashes are keyed: recompute the address's hash under every key that made one. */
  private async addressSuppressed(teamId: string, email: string, db?: Db): Promise<boolean> {
    const kids = await this.unsubscribes.addressHashKids(teamId, db);
    const normalised = normaliseEmail(email);
    for (const kid of kids) {
      const key = await this.keyring.find('launch-unsubscribe', kid);
      // A hash under a key the manifest no longer lists cannot be checked: do not guess yes.
      if (!key) throw new KeyUnavailableError('launch-unsubscribe key');
      const hash = addressHash(key.secret, normalised);
      if (await this.unsubscribes.addressSuppressed(teamId, kid, hash, db)) return true;
    }
    return false;
  }
}
