import { cols, select } from '../../../database/selection';
import { command } from '../../../database/sql-statement';
import { WebhookSubscription } from './webhook-subscription.entity';

const PLAIN = select(cols(WebhookSubscription, 's', ['id', 'url']));

/**
 * Rows that may still hold a URL password in plain text: credentials in the URL and nothing
 * sealed (http(s) rows written before their passwords were sealed), after `afterId` in id order.
 */
export const URLS_WITH_PLAIN_CREDENTIALS = PLAIN.statement<[afterId: string, limit: number]>({
  name: 'urls_with_plain_credentials',
  text: `SELECT ${PLAIN} FROM webhook_subscriptions s
          WHERE s.url_secret_sealed IS NULL AND strpos(s.url, '@') > 0 AND s.id > $1
          ORDER BY s.id LIMIT $2`,
});

/** Seals a row's password unless its URL changed meanwhile (a PATCH seals it itself). */
export const SEAL_URL_PASSWORD = command<
  [subscriptionId: string, plainUrl: string, shownUrl: string, secretSealed: string]
>({
  name: 'seal_url_password',
  text: `UPDATE webhook_subscriptions SET url = $3, url_secret_sealed = $4
          WHERE id = $1 AND url = $2 AND url_secret_sealed IS NULL`,
});
