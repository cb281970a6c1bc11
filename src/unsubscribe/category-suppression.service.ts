import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../events/outbox.service';
import { ALL_CATEGORIES } from './category';
import { CategorySuppression } from './category-suppression.entity';
import { OneClickUnsubscribeView, UnsubscribeStateView } from './dto/unsubscribe.views';
import { oneClickScope } from './one-click-body';
import { UnsubscribeLink, UnsubscribeTokensService } from './unsubscribe-tokens.service';

export interface OneClickRequest {
  contentType: string | undefined;
  body: unknown;
}

/** The one-click unsubscribe and its read-only state, both driven by a `svc_unsub_` link. */
@Injectable()
export class CategorySuppressionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: UnsubscribeTokensService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Idempotent: the primary key lets exactly one of any number of concurrent posts insert the
   * row; the others see `alreadySuppressed: true`. The event is written only by the insert.
   */
  async unsubscribe(token: unknown, request: OneClickRequest): Promise<OneClickUnsubscribeView> {
    const link = await this.tokens.verify(token);
    const scope = oneClickScope(request.contentType, request.body);
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(CategorySuppression)
        .values({
          teamId: link.teamId,
          userId: link.userId,
          category: scope === 'all' ? ALL_CATEGORIES : link.category,
        })
        .orIgnore()
        .returning(['category'])
        .execute();
      const alreadySuppressed = (inserted.raw as unknown[]).length === 0;
      // Read back after the write, in its transaction: the answer reflects what is stored.
      const suppressedCategories = await suppressedCategoriesOf(manager, link);
      if (!alreadySuppressed) {
        await this.outbox.record(manager, link.teamId, 'notification.unsubscribed', {
          userId: link.userId,
          scope,
          category: link.category,
          suppressedCategories,
        });
      }
      return { ok: true, scope, category: link.category, suppressedCategories, alreadySuppressed };
    });
  }

  /** What the link's owner has suppressed. Reads only: a link scanner's GET changes nothing. */
  async state(token: unknown): Promise<UnsubscribeStateView> {
    const link = await this.tokens.verify(token);
    const suppressed = await suppressedCategoriesOf(this.dataSource.manager, link);
    const allSuppressed = suppressed.includes(ALL_CATEGORIES);
    return {
      category: link.category,
      // Enabled means "this category still reaches the user": the `all` escalation disables it too.
      categoryEnabled: !allSuppressed && !suppressed.includes(link.category),
      allSuppressed,
      preferencesUrl: this.config.preferencesUrl,
    };
  }
}

async function suppressedCategoriesOf(
  manager: EntityManager,
  link: Pick<UnsubscribeLink, 'teamId' | 'userId'>,
): Promise<string[]> {
  const rows = await manager.find(CategorySuppression, {
    where: { teamId: link.teamId, userId: link.userId },
    order: { category: 'ASC' },
  });
  return rows.map((row) => row.category);
}
