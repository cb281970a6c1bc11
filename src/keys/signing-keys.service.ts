import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  randomBytes,
} from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { lockUntilCommit } from '../database/advisory-locks.queries';
import { RedisBus } from '../redis/redis-bus';
import { KeyUnavailableError } from './key-errors';
import { keyPath, readKeyFile, writeKeyFile } from './key-files';
import { KeysRepository } from './keys.repository';
import type { SigningKey } from './signing-key.entity';

export interface PublicJwk {
  kty: string;
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface Jwks {
  keys: PublicJwk[];
}

/** The spec's key set cache: five minutes. */
export const JWKS_CACHE_SECONDS = 300;
/** The bus channel a rotation is announced on: every process drops the keys it cached. */
export const ROTATED_CHANNEL = 'signing-keys-rotated';
const KEY_LOCK = 7_412_002;

@Injectable()
export class SigningKeysService implements OnModuleInit {
  private readonly logger = new Logger(SigningKeysService.name);
  private jwksCache?: { value: Jwks; expiresAt: number };
  private readonly privateKeys = new Map<string, KeyObject>();
  private current?: { kid: string; expiresAt: number };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: KeysRepository,
    private readonly bus: RedisBus,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe(ROTATED_CHANNEL, () => this.forget());
  }

  /**
   * Makes sure a readable signing key exists: generates one, and replaces an active key whose
   * file is not in this KEYS_DIR (a new checkout against an existing database, a lost volume).
   * Published keys whose files are lost are withdrawn with it: kept published, they would make
   * the JWKS answer 500 for a session lifetime. Development starts and `keys:init` call it; a
   * production start only checks (KeysBootstrap).
   */
  async ensureSigningKey(): Promise<string> {
    const active = await this.activeKeyRow();
    if (active && (await this.canRead(active.kid))) return active.kid;
    const lost: string[] = [];
    for (const row of await this.publishedKeyRows()) {
      if (!(await this.canRead(row.kid))) lost.push(row.kid);
    }
    if (lost.length > 0) {
      this.logger.warn(
        `session signing keys ${lost.join(', ')} are not in ${this.config.keysDir}; withdrawing them (their sessions end) for a new key`,
      );
    }
    return this.rotate(lost);
  }

  /** The active key, named for a start-up error, when it is missing or cannot be read. */
  async unreadableKeys(): Promise<string[]> {
    const active = await this.activeKeyRow();
    if (!active) return ['session signing key (none provisioned)'];
    if (await this.canRead(active.kid)) return [];
    return [`session signing key (jwt/${active.kid}.pem)`];
  }

  /**
   * Creates a new key; the previous one stays published until the sessions it signed expire,
   * unless it is among `withdrawn`, keys whose files are lost.
   */
  async rotate(withdrawn: string[] = []): Promise<string> {
    const kid = `k_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}_${randomBytes(6).toString('hex')}`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await writeKeyFile(
      this.privateKeyPath(kid),
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    await this.dataSource.transaction(async (manager) => {
      await lockUntilCommit(manager, KEY_LOCK);
      await this.keys.replaceActiveSigningKey(kid, manager);
      await this.keys.withdrawSigningKeys(withdrawn, manager);
    });
    this.forget();
    await this.bus.publish(ROTATED_CHANNEL, kid).catch(() => undefined);
    return kid;
  }

  async currentSigningKey(): Promise<{ kid: string; key: KeyObject }> {
    if (!this.current || this.current.expiresAt < Date.now()) {
      const active = await this.activeKeyRow();
      if (!active) throw new KeyUnavailableError('session signing key');
      this.current = {
        kid: active.kid,
        expiresAt: Date.now() + this.config.keyCacheSeconds * 1000,
      };
    }
    return { kid: this.current.kid, key: await this.privateKey(this.current.kid) };
  }

  /** The public key for a kid that is still published, or undefined for an unknown or expired one. */
  async verificationKey(kid: string): Promise<KeyObject | undefined> {
    const published = await this.publishedKeyRows();
    if (!published.some((row) => row.kid === kid)) return undefined;
    return createPublicKey(await this.privateKey(kid));
  }

  /** The key set, served from a five-minute cache; throws KeyUnavailableError when unreadable. */
  async jwks(): Promise<Jwks> {
    if (this.jwksCache && this.jwksCache.expiresAt > Date.now()) return this.jwksCache.value;
    const rows = await this.publishedKeyRows();
    if (rows.length === 0) throw new KeyUnavailableError('session signing key');
    const keys: PublicJwk[] = [];
    for (const row of rows) {
      const jwk = createPublicKey(await this.privateKey(row.kid)).export({ format: 'jwk' });
      keys.push({
        kty: jwk.kty as string,
        n: jwk.n as string,
        e: jwk.e as string,
        kid: row.kid,
        alg: 'RS256',
        use: 'sig',
      });
    }
    const value = { keys };
    this.jwksCache = { value, expiresAt: Date.now() + JWKS_CACHE_SECONDS * 1000 };
    return value;
  }

  /** Drops every cached key so the next request reads them again. */
  forget(): void {
    this.jwksCache = undefined;
    this.current = undefined;
    this.privateKeys.clear();
  }

  private async publishedKeyRows(): Promise<SigningKey[]> {
    const retiredSince = new Date(Date.now() - this.config.sessionTtlSeconds * 1000);
    return this.keys.publishedSigningKeys(retiredSince);
  }

  private activeKeyRow(): Promise<SigningKey | undefined> {
    return this.keys.activeSigningKey();
  }

  private async privateKey(kid: string): Promise<KeyObject> {
    const cached = this.privateKeys.get(kid);
    if (cached) return cached;
    const pem = await readKeyFile(this.privateKeyPath(kid), 'session signing key');
    let key: KeyObject;
    try {
      key = createPrivateKey(pem);
    } catch {
      throw new KeyUnavailableError('session signing key');
    }
    this.privateKeys.set(kid, key);
    return key;
  }

  private async canRead(kid: string): Promise<boolean> {
    return this.privateKey(kid).then(
      () => true,
      () => false,
    );
  }

  private privateKeyPath(kid: string): string {
    return keyPath(this.config.keysDir, 'jwt', `${kid}.pem`);
  }
}
