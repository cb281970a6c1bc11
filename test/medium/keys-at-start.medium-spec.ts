import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../src/config/app-config';
import { HmacKeyringService, KEY_PURPOSES, KeyPurpose } from '../../src/keys/hmac-keyring.service';
import { KeyUnavailableError } from '../../src/keys/key-errors';
import { KeysModule } from '../../src/keys/keys.module';
import { SigningKeysService } from '../../src/keys/signing-keys.service';
import { createMediumContext, MediumContext } from '../support/medium-context';
import { createOwnDatabase, dropOwnDatabase, OwnDatabase } from '../support/own-database';

/**
 * platform.md, Secrets and keys: a start needs the keys it signs with readable in KEYS_DIR, not
 * only listed in the database. A database of its own, provisioned once with its keys in
 * `provisionedDir`; each test starts on a copy of that directory with files taken away.
 */
describe('keys at start', () => {
  let databaseUrl: string;
  const scratch = mkdtempSync(join(tmpdir(), 'keys-at-start-'));
  const provisionedDir = join(scratch, 'provisioned');
  let provisioned: MediumContext;
  let signingKid: string;
  const kids = {} as Record<KeyPurpose, string>;

  const start = (keysDir: string, nodeEnv: 'production' | 'development') =>
    createMediumContext([KeysModule], {
      DATABASE_URL: databaseUrl,
      KEYS_DIR: keysDir,
      NODE_ENV: nodeEnv,
    });

  /** The error a production start on `keysDir` stops with. */
  async function refusal(keysDir: string): Promise<Error> {
    const started = await start(keysDir, 'production').catch((error: Error) => error);
    if (started instanceof Error) return started;
    await started.close();
    throw new Error(`a production start on ${keysDir} did not refuse`);
  }

  function copyWithout(...removed: string[]): string {
    const keysDir = mkdtempSync(join(scratch, 'keys-'));
    cpSync(provisionedDir, keysDir, { recursive: true });
    for (const path of removed) rmSync(join(keysDir, path), { recursive: true, force: true });
    return keysDir;
  }

  const listed = (message: string) =>
    message
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4));

  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('keys');
    databaseUrl = own.url;
    provisioned = await createMediumContext([KeysModule], {
      DATABASE_URL: databaseUrl,
      KEYS_DIR: provisionedDir,
    });
    signingKid = (await provisioned.get(SigningKeysService).currentSigningKey()).kid;
    for (const purpose of KEY_PURPOSES) {
      kids[purpose] = (await provisioned.get(HmacKeyringService).current(purpose)).kid;
    }
  });
  afterAll(async () => {
    await provisioned.close();
    await dropOwnDatabase(own.name);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('production refuses an empty KEYS_DIR on a provisioned database, naming every key in one error', async () => {
    const error = await refusal(join(scratch, 'empty'));
    expect(error).toBeInstanceOf(ConfigError);
    expect(listed(error.message)).toEqual([
      `session signing key (jwt/${signingKid}.pem)`,
      ...KEY_PURPOSES.map((purpose) => `${purpose} key (hmac/${purpose}/${kids[purpose]}.key)`),
    ]);
    expect(error.message).toContain('"npm run cli -- keys:init"');
  });

  it('production names only the current keys it cannot read, and no secret', async () => {
    const keysDir = copyWithout('hmac/share', 'hmac/data');
    const error = await refusal(keysDir);
    expect(error).toBeInstanceOf(ConfigError);
    expect(listed(error.message)).toEqual([
      `share key (hmac/share/${kids.share}.key)`,
      `data key (hmac/data/${kids.data}.key)`,
    ]);
    const files = readdirSync(keysDir, { recursive: true, encoding: 'utf8' })
      .map((path) => join(keysDir, path))
      .filter((path) => statSync(path).isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) {
      const contents = readFileSync(path, 'utf8');
      const secret = path.endsWith('.pem') ? contents.split('\n')[1] : contents.trim();
      expect(error.message).not.toContain(secret);
    }
  });

  it('production starts with every current key readable; an older key gone is a fault of the requests that name it', async () => {
    const keyring = provisioned.get(HmacKeyringService);
    const newShareKid = await keyring.rotate('share');
    const keysDir = copyWithout(`hmac/share/${kids.share}.key`);
    const context = await start(keysDir, 'production');
    try {
      const started = context.get(HmacKeyringService);
      expect((await started.current('share')).kid).toBe(newShareKid);
      await expect(started.find('share', kids.share)).rejects.toBeInstanceOf(KeyUnavailableError);
    } finally {
      await context.close();
    }
    kids.share = newShareKid;
  });

  it('development makes a new current key for each one whose file is missing, and keeps it on the next start', async () => {
    const keysDir = copyWithout('hmac/share', 'jwt');
    const context = await start(keysDir, 'development');
    let newShareKid: string;
    let newSigningKid: string;
    try {
      const keyring = context.get(HmacKeyringService);
      const current = await keyring.current('share');
      newShareKid = current.kid;
      expect(newShareKid).not.toBe(kids.share);
      expect(current.secret).toHaveLength(32);
      // Links signed with the lost key stay a server fault (503), not a forged token.
      await expect(keyring.find('share', kids.share)).rejects.toBeInstanceOf(KeyUnavailableError);
      expect((await keyring.current('unsubscribe')).kid).toBe(kids.unsubscribe);
      const signingKeys = context.get(SigningKeysService);
      newSigningKid = (await signingKeys.currentSigningKey()).kid;
      expect(newSigningKid).not.toBe(signingKid);
      // The lost session key is withdrawn, not left published for the JWKS to fail on.
      expect((await signingKeys.jwks()).keys.map((key) => key.kid)).toEqual([newSigningKid]);
      expect(await signingKeys.verificationKey(signingKid)).toBeUndefined();
    } finally {
      await context.close();
    }

    const again = await start(keysDir, 'development');
    try {
      expect((await again.get(HmacKeyringService).current('share')).kid).toBe(newShareKid);
      expect((await again.get(SigningKeysService).currentSigningKey()).kid).toBe(newSigningKid);
    } finally {
      await again.close();
    }
  });
});
