import { NotificationMailHeadersView } from './dto/notification-created.view';

/**
 * The headers a mail sender adds so that clients offer one-click unsubscribe: the URI in angle
 * brackets (RFC 2369) is exactly `unsubscribeUrl`, the address that serves the post. RFC 8058
 * §3.1 wants it https; that is the configuration's rule (production refuses a plain-http
 * PUBLIC_BASE_URL), never a rewrite here, which would point at an address that may not serve.
 */
export function oneClickMailHeaders(unsubscribeUrl: string): NotificationMailHeadersView {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
