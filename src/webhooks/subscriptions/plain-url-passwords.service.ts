import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SecretBoxService } from '../../keys/secret-box.service';
import { runsWorkers } from '../../queue/run-mode';
import {
  plainUrlPasswordOf,
  SUBSCRIPTION_URL_MAX_LENGTH,
  SubscriptionsRepository,
} from '../delivery';

const BATCH = 200;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * http(s) rows written before URL passwords were sealed still hold the password in `url`
 * (docs/webhooks-delivery.md, "Destinations"). A worker seals them once at its start: a
 * migration cannot, it has no key.
 */
@Injectable()
export class PlainUrlPasswordsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlainUrlPasswordsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly secrets: SecretBoxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    // A row left in plain text is still masked wherever it is shown: never a reason not to start.
    const sealed = await this.sealAll().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'sealing the URL passwords of old subscriptions failed');
      return 0;
    });
    if (sealed > 0) this.logger.log(`sealed the URL passwords of ${sealed} subscriptions`);
  }

  /** How many rows it sealed. */
  async sealAll(): Promise<number> {
    let sealed = 0;
    let afterId = FIRST_ID;
    for (;;) {
      const rows = await this.subscriptions.urlsWithPlainCredentials(afterId, BATCH);
      for (const { id, url } of rows) {
        const split = plainUrlPasswordOf(url);
        if (!split || split.shown.length > SUBSCRIPTION_URL_MAX_LENGTH) continue;
        const secretSealed = await this.secrets.seal(split.secret);
        if (await this.subscriptions.sealUrlPassword(id, url, split.shown, secretSealed))
          sealed += 1;
      }
      if (rows.length < BATCH) return sealed;
      afterId = rows[rows.length - 1].id;
    }
  }
}
