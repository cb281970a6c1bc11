import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { lockUntilCommit } from '../database/advisory-locks.queries';
import { KeyUnavailableError } from './key-errors';
import { keyPath, readKeyFile, writeKeyFile } from './key-files';
import { KeysRepository } from './keys.repository';

/** Every symmetric key purpose the service uses; each rotates on its own. */
export const KEY_PURPOSES = [
  'share',
  'unsubscribe',
  'launch-unsubscribe',
  'notification',
  'bulk-confirm',
  'data',
  'portal',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

export interface KeyringKey {
  kid: string;
  secret: Buffer;
}

const KEYRING_LOCK = 7_412_003;

/**
 * Symmetric keys by purpose, with key ids inside every token so that keys rotate without
 * breaking links already handed out. Newest key signs; every listed key verifies.
 */
@Injectable()
export class HmacKeyringService {
  private readonly logger = new Logger(HmacKeyringService.name);
  private readonly manifests = new Map<KeyPurpose, { kids: string[]; expiresAt: number }>();
  private readonly secrets = new Map<string, { secret: Buffer; expiresAt: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: KeysRepository,
  ) {}

  /**
   * Makes sure each purpose's current key can be read: generates a key for a purpose that has
   * none, and a new current key when the current one's file is not in this KEYS_DIR. Development
   * starts and `keys:init` call it; a production start only checks (KeysBootstrap).
   */
  async ensureKeys(): Promise<void> {
    for (const purpose of KEY_PURPOSES) {
      const [kid] = await this.kids(purpose);
      if (kid && (await this.canRead(purpose, kid))) continue;
      if (kid) {
        this.logger.warn(
          `${purpose} key ${kid} is not in ${this.config.keysDir}; rotating to a new one`,
        );
      }
      await this.rotate(purpose);
    }
  }

  /** Each purpose's current key, named for a start-up error, that is missing or cannot be read. */
  async unreadableKeys(): Promise<string[]> {
    const unreadable: string[] = [];
    for (const purpose of KEY_PURPOSES) {
      const [kid] = await this.kids(purpose);
      if (!kid) unreadable.push(`${purpose} key (none provisioned)`);
      else if (!(await this.canRead(purpose, kid)))
        unreadable.push(`${purpose} key (hmac/${purpose}/${kid}.key)`);
    }
    return unreadable;
  }

  /** The key new tokens are signed with. */
  async current(purpose: KeyPurpose): Promise<KeyringKey> {
    const [kid] = await this.kids(purpose);
    if (!kid) throw new KeyUnavailableError(`${purpose} key`);
    return { kid, secret: await this.secret(purpose, kid) };
  }

  /**
   * The key named inside a token: undefined when no such key was ever issued (the token is
   * forged or garbled); KeyUnavailableError when it exists but cannot be read.
   */
  async find(purpose: KeyPurpose, kid: string): Promise<KeyringKey | undefined> {
    const kids = await this.kids(purpose);
    if (!kids.includes(kid)) return undefined;
    return { kid, secret: await this.secret(purpose, kid) };
  }

  async rotate(purpose: KeyPurpose): Promise<string> {
    const kid = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    await writeKeyFile(this.path(purpose, kid), randomBytes(32).toString('base64url'));
    await this.dataSource.transaction(async (manager) => {
      await lockUntilCommit(manager, KEYRING_LOCK);
      await this.keys.insertHmacKey(purpose, kid, manager);
    });
    this.forget();
    return kid;
  }

  forget(): void {
    this.manifests.clear();
    this.secrets.clear();
  }

  private async kids(purpose: KeyPurpose): Promise<string[]> {
    const cached = this.manifests.get(purpose);
    if (cached && cached.expiresAt > Date.now()) return cached.kids;
    const kids = await this.keys.hmacKids(purpose);
    this.manifests.set(purpose, {
      kids,
      expiresAt: Date.now() + this.config.keyCacheSeconds * 1000,
    });
    return kids;
  }

  private async secret(purpose: KeyPurpose, kid: string): Promise<Buffer> {
    const cacheKey = `${purpose}/${kid}`;
    const cached = this.secrets.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.secret;
    const encoded = (await readKeyFile(this.path(purpose, kid), `${purpose} key`)).trim();
    const secret = Buffer.from(encoded, 'base64url');
    if (secret.length < 32) throw new KeyUnavailableError(`${purpose} key`);
    this.secrets.set(cacheKey, {
      secret,
      expiresAt: Date.now() + this.config.keyCacheSeconds * 1000,
    });
    return secret;
  }

  private canRead(purpose: KeyPurpose, kid: string): Promise<boolean> {
    return this.secret(purpose, kid).then(
      () => true,
      () => false,
    );
  }

  private path(purpose: KeyPurpose, kid: string): string {
    return keyPath(this.config.keysDir, 'hmac', purpose, `${kid}.key`);
  }
}
