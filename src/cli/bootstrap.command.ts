import { Command, CommandRunner, Option } from 'nest-commander';
import { SessionTokensService } from '../auth/session-tokens.service';
import { IdentityService } from '../identity/identity.service';
import { printResult, requireEmail, requireOption } from './cli-output';

interface BootstrapOptions {
  team?: string;
  email?: string;
  json?: boolean;
}

@Command({
  name: 'bootstrap',
  description: 'Create a team and its owner if absent, and issue a session',
})
export class BootstrapCommand extends CommandRunner {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionTokensService,
  ) {
    super();
  }

  async run(_args: string[], options: BootstrapOptions): Promise<void> {
    const teamName = requireOption(options.team, '--team');
    const email = requireEmail(options.email);
    const member = await this.identity.bootstrap(teamName, email);
    const sessionToken = await this.sessions.issue(member);
    printResult(
      options.json,
      { teamId: member.teamId, userId: member.userId, sessionToken },
      `team ${member.teamId}\nuser ${member.userId} (${member.role})\nsession token (valid 1 h):\n${sessionToken}`,
    );
  }

  @Option({ flags: '--team <name>', description: 'team name' })
  parseTeam(value: string): string {
    return value;
  }

  @Option({ flags: '--email <email>', description: 'owner e-mail address' })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'print {"teamId","userId","sessionToken"}' })
  parseJson(): boolean {
    return true;
  }
}
