import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { HmacKeyringService } from './hmac-keyring.service';
import { KeyUnavailableError } from './key-errors';

const VERSION = 'v1';

/**
 * Encrypts secrets the service must be able to read back (webhook signing secrets, URL passwords,
 * stored answers of keyed requests) with AES-256-GCM under the `data` key, so a database dump
 * alone does not reveal them.
 */
@Injectable()
export class SecretBoxService {
  constructor(private readonly keyring: HmacKeyringService) {}

  async seal(plaintext: string): Promise<string> {
    return this.sealBytes(Buffer.from(plaintext, 'utf8'));
  }

  async open(sealed: string): Promise<string> {
    return (await this.openBytes(sealed)).toString('utf8');
  }

  /** The sealed form of any bytes, as the text `seal` gives. */
  async sealBytes(plaintext: Buffer): Promise<string> {
    const { kid, secret } = await this.keyring.current('data');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [
      VERSION,
      kid,
      iv.toString('base64url'),
      ciphertext.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  async openBytes(sealed: string): Promise<Buffer> {
    const [version, kid, iv, ciphertext, tag] = sealed.split('.');
    if (version !== VERSION || !kid || !iv || !ciphertext || !tag)
      throw new Error('not a sealed secret');
    const key = await this.keyring.find('data', kid);
    if (!key) throw new KeyUnavailableError('data key');
    const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  }
}
