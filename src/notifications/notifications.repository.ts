import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { Db } from '../database/sql-statement';
import { Notification, ReadVia } from './notification.entity';

export type NewNotification = Pick<
  Notification,
  'id' | 'teamId' | 'userId' | 'category' | 'title' | 'body' | 'resourceUrl'
>;

/** The one door to `notifications`. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(notification: NewNotification, db: Db = this.dataSource): Promise<void> {
    await db.getRepository(Notification).insert(notification);
  }

  async findOfTeam(
    id: string,
    teamId: string,
    db: Db = this.dataSource,
  ): Promise<Notification | undefined> {
    return (await db.getRepository(Notification).findOne({ where: { id, teamId } })) ?? undefined;
  }

  /** Marks an unread notification read; false when it was read already (a concurrent hit). */
  async markRead(
    id: string,
    teamId: string,
    readAt: Date,
    readVia: ReadVia,
    db: Db = this.dataSource,
  ): Promise<boolean> {
    const updated = await db
      .getRepository(Notification)
      .update({ id, teamId, readAt: IsNull() }, { readAt, readVia });
    return updated.affected === 1;
  }
}
