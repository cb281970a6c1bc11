import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnvFile } from './env-file';

describe('readEnvFile (.env beside the process)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sets the variables the file defines, with comments, quotes and blank lines', () => {
    const path = join(dir, '.env');
    writeFileSync(
      path,
      '# local settings\nPORT=4000\n\nDATABASE_URL="postgres://postgres@localhost:5433/dev"\nEMPTY=\n',
    );
    const env: NodeJS.ProcessEnv = {};
    expect(readEnvFile(path, env)).toBe(path);
    expect(env).toEqual({
      PORT: '4000',
      DATABASE_URL: 'postgres://postgres@localhost:5433/dev',
      EMPTY: '',
    });
  });

  it('leaves a variable the environment already sets as it is, even when empty', () => {
    const path = join(dir, '.env');
    writeFileSync(path, 'PORT=4000\nLOG_LEVEL=debug\nRUN_MODE=all\n');
    const env: NodeJS.ProcessEnv = { PORT: '5000', RUN_MODE: '' };
    readEnvFile(path, env);
    expect(env).toEqual({ PORT: '5000', RUN_MODE: '', LOG_LEVEL: 'debug' });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    expect(readEnvFile(join(dir, '.env'), env)).toBeUndefined();
    expect(env).toEqual({ PORT: '5000' });
  });

  it('says which file it could not read', () => {
    expect(() => readEnvFile(dir, {})).toThrow(`cannot read ${dir}`);
  });
});
