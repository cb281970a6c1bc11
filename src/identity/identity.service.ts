import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { lockUntilCommit } from '../database/advisory-locks.queries';
import { Db } from '../database/sql-statement';
import { normaliseEmail } from '../common/email';
import { isUuid } from '../common/ids';
import { MembershipNotFoundError } from './identity.errors';
import { IdentityRepository, TeamMember } from './identity.repository';
import type { MembershipRole } from '../common/access/membership-role';

export type { TeamMember } from './identity.repository';

const BOOTSTRAP_LOCK = 7_412_004;

@Injectable()
export class IdentityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identity: IdentityRepository,
  ) {}

  /**
   * Creates the team (by name) and the user (by e-mail) when absent and makes the user an owner
   * of the team. Safe to repeat: a second run returns the same ids.
   */
  async bootstrap(teamName: string, email: string): Promise<TeamMember> {
    return this.dataSource.transaction(async (manager) => {
      await lockUntilCommit(manager, BOOTSTRAP_LOCK);
      const user = await this.identity.ensureUser(normaliseEmail(email), manager);
      const team =
        (await this.identity.oldestTeamNamed(teamName, manager)) ??
        (await this.identity.insertTeam(teamName, manager));
      const membership = await this.identity.ensureMembership(team.id, user.id, 'owner', manager);
      return { teamId: team.id, userId: user.id, role: membership.role };
    });
  }

  /** Adds a user (created when absent) to an existing team. */
  async addMember(teamId: string, email: string, role: MembershipRole): Promise<TeamMember> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.identity.ensureUser(normaliseEmail(email), manager);
      const membership = await this.identity.ensureMembership(teamId, user.id, role, manager);
      return { teamId, userId: user.id, role: membership.role };
    });
  }

  async memberByEmail(teamId: string, email: string): Promise<TeamMember> {
    if (!isUuid(teamId)) throw new MembershipNotFoundError();
    const member = await this.identity.memberByEmail(teamId, normaliseEmail(email));
    if (!member) throw new MembershipNotFoundError();
    return member;
  }

  async membership(teamId: string, userId: string): Promise<TeamMember | undefined> {
    if (!isUuid(teamId) || !isUuid(userId)) return undefined;
    return this.identity.membership(teamId, userId);
  }

  async isMember(teamId: string, userId: string): Promise<boolean> {
    return (await this.membership(teamId, userId)) !== undefined;
  }

  /** Those of the given users who are members of the team; `db` reads in a transaction. */
  async membersAmong(teamId: string, userIds: string[], db?: Db): Promise<string[]> {
    return this.identity.membersAmong(teamId, userIds, db);
  }

  /**
   * The e-mail address of a team member, for features that send to a user; `db` reads it
   * inside the caller's transaction.
   */
  async emailOfMember(teamId: string, userId: string, db?: Db): Promise<string | undefined> {
    if (!isUuid(teamId) || !isUuid(userId)) return undefined;
    return this.identity.emailOfMember(teamId, userId, db);
  }
}
