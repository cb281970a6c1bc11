import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { rowsOf } from '../database/sql-statement';
import { newEventId } from '../events/outbox.service';
import { ALL_CATEGORIES } from './category';
import { CategorySuppression } from './category-suppression.entity';
import { OneClickUnsubscribeView, UnsubscribeStateView } from './dto/unsubscribe.views';
import { oneClickScope, type UnsubscribeScope } from './one-click-body';
import { UnsubscribeLink, UnsubscribeTokensService } from './unsubscribe-tokens.service';
import { UnsubscribeTokenRevokedError } from './unsubscribe.errors';
import { ONE_CLICK_UNSUBSCRIBE } from './unsubscribe.queries';

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
  ) {}

  /**
   * Idempotent: the primary key lets exactly one of any number of concurrent posts insert the
   * row; the others see `alreadySuppressed: true`. The event is written only by the insert. One
   * statement checks the revocation, writes, reads back and records the event.
   */
  async unsubscribe(token: unknown, request: OneClickRequest): Promise<OneClickUnsubscribeView> {
    const link = await this.tokens.unexpired(token);
    let scope: UnsubscribeScope;
    try {
      scope = oneClickScope(request.contentType, request.body);
    } catch (error) {
      // A revoked link is refused before its body is judged.
      await this.tokens.refuseRevoked(link);
      throw error;
    }
    const [outcome] = await rowsOf(this.dataSource, ONE_CLICK_UNSUBSCRIBE, [
      link.tokenId,
      link.teamId,
      link.userId,
      scope === 'all' ? ALL_CATEGORIES : link.category,
      newEventId(),
      'notification.unsubscribed',
      link.userId,
      scope,
      link.category,
    ]);
    if (outcome.revoked) throw new UnsubscribeTokenRevokedError();
    return {
      ok: true,
      scope,
      category: link.category,
      suppressedCategories: outcome.suppressed_categories,
      alreadySuppressed: !outcome.inserted,
    };
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
