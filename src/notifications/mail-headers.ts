import { NotificationMailHeadersView } from './dto/notification-created.view';

/**
 * The headers a mail sender adds so that clients offer one-click unsubscribe. RFC 8058 §3.1: the
 * List-Unsubscribe field MUST contain one HTTPS URI (in angle brackets, RFC 2369), so a
 * PUBLIC_BASE_URL on plain http (local development, a deployment behind a TLS proxy) still gives
 * an https URI here; with an https base the URI is exactly `unsubscribeUrl`.
 */
export function oneClickMailHeaders(unsubscribeUrl: string): NotificationMailHeadersView {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl.replace(/^http:/i, 'https:')}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
