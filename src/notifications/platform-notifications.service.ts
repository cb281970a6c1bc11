import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { KeyUnavailableError } from '../keys/key-errors';
import { SendPermissionService } from '../unsubscribe/send-permission.service';
import { NotificationsRepository } from './notifications.repository';

/** A notice the platform itself addresses to a member (not one posted to /v1/notifications). */
export interface PlatformNotice {
  teamId: string;
  userId: string;
  category: string;
  title: string;
  body: string;
  /** Absolute URL the open link redirects to; built by the platform, so not host-checked. */
  resourceUrl: string;
}

/**
 * Records platform notices as normal notifications, in the transaction of the change they are
 * about: the same row, read tracking (open and pixel links) and categories as any other. Unlike
 * POST /v1/notifications, nothing is recorded for a member who may not be notified of the
 * category ("May I send?": suppressed category or `all`, suppressed address, no longer a member).
 */
@Injectable()
export class PlatformNotificationsService {
  private readonly logger = new Logger(PlatformNotificationsService.name);

  constructor(
    private readonly permissions: SendPermissionService,
    private readonly notifications: NotificationsRepository,
  ) {}

  /** Returns the notification's id, or undefined when the member may not be notified. */
  async record(manager: EntityManager, notice: PlatformNotice): Promise<string | undefined> {
    if (!(await this.mayNotify(manager, notice))) return undefined;
    const id = randomUUID();
    await this.notifications.insert(
      {
        id,
        teamId: notice.teamId,
        userId: notice.userId,
        category: notice.category,
        title: notice.title,
        body: notice.body,
        resourceUrl: notice.resourceUrl,
      },
      manager,
    );
    return id;
  }

  /**
   * Fails closed, without failing the change: when an address suppression cannot be checked (a
   * key that cannot be read) the notice is not recorded, and the change it is about still commits.
   */
  private async mayNotify(manager: EntityManager, notice: PlatformNotice): Promise<boolean> {
    try {
      return await this.permissions.mayNotifyUser(
        notice.teamId,
        notice.userId,
        notice.category,
        manager,
      );
    } catch (error) {
      if (!(error instanceof KeyUnavailableError)) throw error;
      this.logger.warn(`${notice.category} notice not recorded: ${error.message}`);
      return false;
    }
  }
}
