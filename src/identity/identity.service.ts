import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { lockUntilCommit } from '../database/advisory-locks.queries';
import { normaliseEmail } from '../common/email';
import { isUuid } from '../common/ids';
import { MembershipNotFoundError } from './identity.errors';
import type { MembershipRole } from '../common/access/membership-role';
import { Membership } from './membership.entity';
import { Team } from './team.entity';
import { User } from './user.entity';

export interface TeamMember {
  teamId: string;
  userId: string;
  role: MembershipRole;
}

const BOOTSTRAP_LOCK = 7_412_004;

@Injectable()
export class IdentityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Creates the team (by name) and the user (by e-mail) when absent and makes the user an owner
   * of the team. Safe to repeat: a second run returns the same ids.
   */
  async bootstrap(teamName: string, email: string): Promise<TeamMember> {
    return this.dataSource.transaction(async (manager) => {
      await lockUntilCommit(manager, BOOTSTRAP_LOCK);
      const normalisedEmail = normaliseEmail(email);
      const user =
        (await manager.findOne(User, { where: { email: normalisedEmail } })) ??
        (await manager.save(manager.create(User, { email: normalisedEmail })));
      const team =
        (await manager.findOne(Team, { where: { name: teamName }, order: { createdAt: 'ASC' } })) ??
        (await manager.save(manager.create(Team, { name: teamName })));
      const membership =
        (await manager.findOne(Membership, { where: { teamId: team.id, userId: user.id } })) ??
        (await manager.save(
          manager.create(Membership, { teamId: team.id, userId: user.id, role: 'owner' }),
        ));
      return { teamId: team.id, userId: user.id, role: membership.role };
    });
  }

  /** Adds a user (created when absent) to an existing team. */
  async addMember(teamId: string, email: string, role: MembershipRole): Promise<TeamMember> {
    return this.dataSource.transaction(async (manager) => {
      const normalisedEmail = normaliseEmail(email);
      await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email: normalisedEmail })
        .orIgnore()
        .execute();
      const user = await manager.findOneOrFail(User, { where: { email: normalisedEmail } });
      await manager
        .createQueryBuilder()
        .insert()
        .into(Membership)
        .values({ teamId, userId: user.id, role })
        .orIgnore()
        .execute();
      const membership = await manager.findOneOrFail(Membership, {
        where: { teamId, userId: user.id },
      });
      return { teamId, userId: user.id, role: membership.role };
    });
  }

  async memberByEmail(teamId: string, email: string): Promise<TeamMember> {
    if (!isUuid(teamId)) throw new MembershipNotFoundError();
    const row = await this.dataSource
      .getRepository(Membership)
      .createQueryBuilder('m')
      .innerJoin(User, 'u', 'u.id = m.user_id')
      .where('m.team_id = :teamId AND u.email = :email', { teamId, email: normaliseEmail(email) })
      .getOne();
    if (!row) throw new MembershipNotFoundError();
    return { teamId: row.teamId, userId: row.userId, role: row.role };
  }

  async membership(teamId: string, userId: string): Promise<TeamMember | undefined> {
    if (!isUuid(teamId) || !isUuid(userId)) return undefined;
    const row = await this.dataSource
      .getRepository(Membership)
      .findOne({ where: { teamId, userId } });
    return row ? { teamId: row.teamId, userId: row.userId, role: row.role } : undefined;
  }

  async isMember(teamId: string, userId: string): Promise<boolean> {
    return (await this.membership(teamId, userId)) !== undefined;
  }

  /**
   * The e-mail address of a team member, for features that send to a user; `manager` reads it
   * inside the caller's transaction.
   */
  async emailOfMember(
    teamId: string,
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | undefined> {
    if (!isUuid(teamId) || !isUuid(userId)) return undefined;
    const row = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .innerJoin(Membership, 'm', 'm.user_id = u.id AND m.team_id = :teamId', { teamId })
      .where('u.id = :userId', { userId })
      .getOne();
    return row?.email;
  }
}
