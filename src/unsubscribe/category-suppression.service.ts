import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ALL_CATEGORIES } from './category';
import { OneClickUnsubscribeView, UnsubscribeStateView } from './dto/unsubscribe.views';
import { oneClickScope, type UnsubscribeScope } from './one-click-body';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';
import { UnsubscribeTokenRevokedError } from './unsubscribe.errors';
import { UnsubscribeRepository } from './unsubscribe.repository';

export interface OneClickRequest {
  contentType: string | undefined;
  body: unknown;
}

/** The one-click unsubscribe and its read-only state, both driven by a `svc_unsub_` link. */
@Injectable()
export class CategorySuppressionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unsubscribes: UnsubscribeRepository,
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
    const outcome = await this.unsubscribes.oneClickUnsubscribe({
      tokenId: link.tokenId,
      teamId: link.teamId,
      userId: link.userId,
      suppressedCategory: scope === 'all' ? ALL_CATEGORIES : link.category,
      scope,
      linkCategory: link.category,
    });
    if (outcome.revoked) throw new UnsubscribeTokenRevokedError();
    return {
      ok: true,
      scope,
      category: link.category,
      suppressedCategories: outcome.suppressedCategories,
      alreadySuppressed: !outcome.inserted,
    };
  }

  /** What the link's owner has suppressed. Reads only: a link scanner's GET changes nothing. */
  async state(token: unknown): Promise<UnsubscribeStateView> {
    const link = await this.tokens.verify(token);
    const suppressed = await this.unsubscribes.suppressedCategories(link.teamId, link.userId);
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
