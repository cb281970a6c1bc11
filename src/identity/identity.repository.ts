import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Db, rowsOf } from '../database/sql-statement';
import { EMAIL_OF_MEMBER, MEMBER_BY_EMAIL, MEMBERSHIP } from './identity.queries';
import type { MembershipRole } from '../common/access/membership-role';
import { Membership } from './membership.entity';
import { Team } from './team.entity';
import { User } from './user.entity';

export type TeamMember = Pick<Membership, 'teamId' | 'userId' | 'role'>;

/** The one door to `users`, `teams` and `memberships`. */
@Injectable()
export class IdentityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user with that (normalised) address, created when absent. */
  async ensureUser(email: string, db: Db = this.dataSource): Promise<User> {
    await db.createQueryBuilder().insert().into(User).values({ email }).orIgnore().execute();
    return db.getRepository(User).findOneOrFail({ where: { email } });
  }

  /** The oldest team of that name, or undefined. */
  async oldestTeamNamed(name: string, db: Db = this.dataSource): Promise<Team | undefined> {
    const team = await db
      .getRepository(Team)
      .findOne({ where: { name }, order: { createdAt: 'ASC' } });
    return team ?? undefined;
  }

  async insertTeam(name: string, db: Db = this.dataSource): Promise<Team> {
    const teams = db.getRepository(Team);
    return teams.save(teams.create({ name }));
  }

  /** The membership, created with `role` when absent; an existing one keeps its role. */
  async ensureMembership(
    teamId: string,
    userId: string,
    role: MembershipRole,
    db: Db = this.dataSource,
  ): Promise<TeamMember> {
    await db
      .createQueryBuilder()
      .insert()
      .into(Membership)
      .values({ teamId, userId, role })
      .orIgnore()
      .execute();
    return db.getRepository(Membership).findOneOrFail({
      where: { teamId, userId },
      select: { teamId: true, userId: true, role: true },
    });
  }

  async membership(teamId: string, userId: string): Promise<TeamMember | undefined> {
    const [member] = await rowsOf(this.dataSource, MEMBERSHIP, [teamId, userId]);
    return member;
  }

  /** Those of `userIds` who are members of the team. */
  async membersAmong(
    teamId: string,
    userIds: string[],
    db: Db = this.dataSource,
  ): Promise<string[]> {
    const members = await db.getRepository(Membership).find({
      where: { teamId, userId: In(userIds) },
      select: { userId: true },
    });
    return members.map((member) => member.userId);
  }

  async memberByEmail(teamId: string, email: string): Promise<TeamMember | undefined> {
    const [member] = await rowsOf(this.dataSource, MEMBER_BY_EMAIL, [teamId, email]);
    return member;
  }

  async emailOfMember(
    teamId: string,
    userId: string,
    db: Db = this.dataSource,
  ): Promise<string | undefined> {
    const [member] = await rowsOf(db, EMAIL_OF_MEMBER, [teamId, userId]);
    return member?.email;
  }
}
