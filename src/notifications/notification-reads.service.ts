import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { OutboxService } from '../events/outbox.service';
import { linkSubject } from '../unsubscribe/link-rate-limit';
import type { ReadVia } from './notification.entity';
import {
  NotificationLink,
  NotificationLinkTokensService,
} from './notification-link-tokens.service';
import { NotificationNotFoundError } from './notifications.errors';
import { NotificationsRepository } from './notifications.repository';

/** public-api.md, Notification read: unread → read, once, by the open link or the pixel. */
@Injectable()
export class NotificationReadsService {
  private readonly logger = new Logger(NotificationReadsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly linkTokens: NotificationLinkTokensService,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiterService,
  ) {}

  /** Marks read and returns where the open link redirects to. */
  async open(notificationId: string, token: unknown): Promise<string> {
    const link = await this.linkTokens.verify(notificationId, token);
    return this.markRead(link, 'open');
  }

  /**
   * The pixel never fails: whatever goes wrong (bad token, spent budget, missing key, database)
   * it still answers the GIF, and then marks nothing.
   */
  async pixel(notificationId: string, token: unknown): Promise<void> {
    if (typeof token !== 'string') return;
    try {
      const budget = await this.limiter.consume('unsubscribe', `pixel:${linkSubject(token)}`);
      if (!budget.allowed) return;
      await this.markRead(await this.linkTokens.verify(notificationId, token), 'pixel');
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return;
      this.logger.warn({ err: error }, 'pixel hit could not be recorded');
    }
  }

  private markRead(link: NotificationLink, via: ReadVia): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const notification = await this.notifications.findOfTeam(
        link.notificationId,
        link.teamId,
        manager,
      );
      if (!notification) throw new NotificationNotFoundError();
      if (notification.readAt !== null) return notification.resourceUrl;
      // The read_at guard makes a concurrent second hit update nothing and emit nothing.
      const readAt = new Date();
      const marked = await this.notifications.markRead(
        notification.id,
        link.teamId,
        readAt,
        via,
        manager,
      );
      if (marked) {
        await this.outbox.record(manager, link.teamId, 'notification.read', {
          notificationId: notification.id,
          userId: notification.userId,
          category: notification.category,
          readAt: readAt.toISOString(),
          via,
        });
      }
      return notification.resourceUrl;
    });
  }
}
