import { Command, CommandRunner, Option } from 'nest-commander';
import { SessionTokensService } from '../auth/session-tokens.service';
import { IdentityService } from '../identity/identity.service';
import { printResult, requireEmail, requireOption } from './cli-output';

interface SessionOptions {
  team?: string;
  email?: string;
  json?: boolean;
}

@Command({ name: 'session', description: 'Issue a session for an existing member of a team' })
export class SessionCommand extends CommandRunner {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionTokensService,
  ) {
    super();
  }

  async run(_args: string[], options: SessionOptions): Promise<void> {
    const teamId = requireOption(options.team, '--team');
    const member = await this.identity.memberByEmail(teamId, requireEmail(options.email));
    const sessionToken = await this.sessions.issue(member);
    printResult(options.json, { sessionToken }, sessionToken);
  }

  @Option({ flags: '--email <email>', description: 'member e-mail address' })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--team <teamId>', description: 'team id' })
  parseTeam(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'print {"sessionToken"}' })
  parseJson(): boolean {
    return true;
  }
}
