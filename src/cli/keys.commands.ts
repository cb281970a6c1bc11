import { Command, CommandRunner, Option } from 'nest-commander';
import { HmacKeyringService } from '../keys/hmac-keyring.service';
import { SigningKeysService } from '../keys/signing-keys.service';
import { printResult } from './cli-output';

interface JsonOption {
  json?: boolean;
}

@Command({
  name: 'keys:rotate',
  description:
    'New RS256 session signing key; the old one stays published until its sessions expire',
})
export class KeysRotateCommand extends CommandRunner {
  constructor(private readonly signingKeys: SigningKeysService) {
    super();
  }

  async run(_args: string[], options: JsonOption): Promise<void> {
    const kid = await this.signingKeys.rotate();
    printResult(options.json, { kid }, `new signing key ${kid}`);
  }

  @Option({ flags: '--json', description: 'print {"kid"}' })
  parseJson(): boolean {
    return true;
  }
}

@Command({
  name: 'keys:init',
  description:
    'Provision every key missing from KEYS_DIR (a production start refuses to run without them)',
})
export class KeysInitCommand extends CommandRunner {
  constructor(
    private readonly signingKeys: SigningKeysService,
    private readonly keyring: HmacKeyringService,
  ) {
    super();
  }

  async run(_args: string[], options: JsonOption): Promise<void> {
    const kid = await this.signingKeys.ensureSigningKey();
    await this.keyring.ensureKeys();
    printResult(options.json, { kid }, `keys ready; session signing key ${kid}`);
  }

  @Option({ flags: '--json', description: 'print {"kid"}' })
  parseJson(): boolean {
    return true;
  }
}
