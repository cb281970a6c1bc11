import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { IdentityService } from '../identity/identity.service';
import { UnsubscribeTokensService } from '../unsubscribe/unsubscribe-tokens.service';
import { NotificationCreateDto } from './dto/notification-create.dto';
import { NotificationCreatedView } from './dto/notification-created.view';
import { NotificationLinkTokensService } from './notification-link-tokens.service';
import { NotificationRecipientNotFoundError } from './notifications.errors';
import { NotificationsRepository } from './notifications.repository';
import { oneClickMailHeaders } from './mail-headers';
import { allowedResourceUrl } from './resource-url';

export interface NotificationSender {
  teamId: string;
}

@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly identity: IdentityService,
    private readonly linkTokens: NotificationLinkTokensService,
    private readonly unsubscribeTokens: UnsubscribeTokensService,
  ) {}

  /** Records the notification and hands back every link and header a mail sender needs. */
  async create(
    sender: NotificationSender,
    input: NotificationCreateDto,
  ): Promise<NotificationCreatedView> {
    const resourceUrl = allowedResourceUrl(input.resourceUrl, this.config.notificationAllowedHosts);
    if (!(await this.identity.isMember(sender.teamId, input.userId))) {
      throw new NotificationRecipientNotFoundError();
    }
    const notificationId = randomUUID();
    // Tokens first: a key that cannot be read leaves nothing half-written behind.
    const [linkToken, unsubscribeToken] = await Promise.all([
      this.linkTokens.mint({ notificationId, teamId: sender.teamId }),
      this.unsubscribeTokens.mint({
        teamId: sender.teamId,
        userId: input.userId,
        category: input.category,
      }),
    ]);
    await this.notifications.insert({
      id: notificationId,
      teamId: sender.teamId,
      userId: input.userId,
      category: input.category,
      title: input.title,
      body: input.body ?? null,
      resourceUrl,
    });
    return this.links(notificationId, linkToken, unsubscribeToken);
  }

  private links(
    notificationId: string,
    linkToken: string,
    unsubscribeToken: string,
  ): NotificationCreatedView {
    const base = this.config.publicBaseUrl;
    const link = encodeURIComponent(linkToken);
    const unsubscribe = encodeURIComponent(unsubscribeToken);
    const unsubscribeUrl = `${base}/public/unsubscribe?token=${unsubscribe}`;
    return {
      notificationId,
      openUrl: `${base}/public/notifications/${notificationId}/open?token=${link}`,
      pixelUrl: `${base}/public/notifications/${notificationId}/pixel?token=${link}`,
      unsubscribeUrl,
      manageUrl: `${base}/public/unsubscribe/manage?token=${unsubscribe}`,
      headers: oneClickMailHeaders(unsubscribeUrl),
    };
  }
}
