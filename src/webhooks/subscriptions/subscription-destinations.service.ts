import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import {
  type AmqpRoute,
  DestinationRefusedError,
  type DestinationType,
  destinationTypeOf,
  hideUrlSecret,
  type NatsRoute,
  parseSubscriptionUrl,
  resolveAllowedAddresses,
  shownUrlOf,
  SUBSCRIPTION_URL_MAX_LENGTH,
  type WebhookSubscription,
} from '../delivery';
import { SigningSecretsService } from '../signing/signing-secrets.service';
import {
  amqpRouteRequired,
  destinationRefused,
  notForDestination,
  urlTooLongStored,
} from '../webhooks.errors';
import {
  type AmqpRouteDto,
  DEFAULT_ROUTING_KEY,
  DEFAULT_SUBJECT,
  type NatsRouteDto,
} from './dto/broker-routes.dto';

/** A subscription's destination as its row keeps it. */
export interface DestinationColumns {
  url: string;
  urlSecretSealed: string | null;
  amqp: AmqpRoute | null;
  nats: NatsRoute | null;
}

/** What a create or PATCH says of the destination. */
export interface DestinationInput {
  url?: string;
  amqp?: AmqpRouteDto;
  nats?: NatsRouteDto;
  verify?: boolean;
}

/**
 * A subscription's destination (platform.md, Values and Destinations beyond HTTP): the URL's
 * scheme names it; the host must pass the destination policy (every address it resolves to,
 * checked again at every connection); a password (or NATS token) is sealed and the URL keeps
 * `***` in its place; `amqp` and `nats` belong to their schemes only; proof of ownership
 * is for HTTP only.
 */
@Injectable()
export class SubscriptionDestinationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: SigningSecretsService,
  ) {}

  async forCreate(input: DestinationInput & { url: string }): Promise<DestinationColumns> {
    const { type, columns } = await this.checkedUrl(input.url);
    return { ...columns, ...routesOf(type, input) };
  }

  /**
   * The destination columns a PATCH changes (none without `url`, `amqp` or `nats`) and the kind
   * of destination it leaves. The URL a view shows (password as `***`) keeps the stored secret,
   * sealing it now if the row still holds it in plain text.
   */
  async forUpdate(
    current: WebhookSubscription,
    input: DestinationInput,
  ): Promise<{ type: DestinationType; changes: Partial<DestinationColumns> }> {
    const currentType = destinationTypeOf(current.url) ?? 'http';
    if (input.url === undefined) {
      const changes = routeChangesOf(currentType, input);
      return { type: currentType, changes };
    }
    const repeated = input.url === shownUrlOf(current.url);
    const { type, columns } = await this.checkedUrl(repeated ? current.url : input.url);
    if (repeated && current.urlSecretSealed !== null)
      columns.urlSecretSealed = current.urlSecretSealed;
    const kept = type === currentType ? { amqp: current.amqp, nats: current.nats } : {};
    return { type, changes: { ...columns, ...routesOf(type, { ...kept, ...definedOf(input) }) } };
  }

  /** Checked now, and again at every connection (the address may change). */
  private async checkedUrl(value: string): Promise<{
    type: DestinationType;
    columns: Pick<DestinationColumns, 'url' | 'urlSecretSealed'>;
  }> {
    try {
      const parsed = parseSubscriptionUrl(value);
      const { shown, secret } = hideUrlSecret(parsed);
      // An HTTP URL without a password is stored as given.
      const url = parsed.type === 'http' && secret === null ? value : shown;
      if (url.length > SUBSCRIPTION_URL_MAX_LENGTH)
        throw urlTooLongStored(SUBSCRIPTION_URL_MAX_LENGTH);
      await resolveAllowedAddresses(parsed.url.hostname, this.config.webhookAllowPrivateTargets);
      const urlSecretSealed = secret === null ? null : await this.secrets.seal(secret);
      return { type: parsed.type, columns: { url, urlSecretSealed } };
    } catch (error) {
      if (error instanceof DestinationRefusedError)
        throw destinationRefused(error.reason, error.privateRange);
      throw error;
    }
  }
}

type RouteInput = Pick<DestinationInput, 'verify'> & {
  amqp?: AmqpRouteDto | AmqpRoute | null;
  nats?: NatsRouteDto | NatsRoute | null;
};

/** The routes of a destination of `type`: its own filled with defaults, the others null. */
function routesOf(
  type: DestinationType,
  input: RouteInput,
): Pick<DestinationColumns, 'amqp' | 'nats'> {
  refuseForeign(type, input);
  if (type === 'amqp') {
    if (!input.amqp) throw amqpRouteRequired();
    return { amqp: amqpRouteOf(input.amqp), nats: null };
  }
  if (type === 'nats')
    return { amqp: null, nats: { subject: input.nats?.subject ?? DEFAULT_SUBJECT } };
  return { amqp: null, nats: null };
}

/** A PATCH without `url`: only the destination's own route may change. */
function routeChangesOf(
  type: DestinationType,
  input: DestinationInput,
): Partial<DestinationColumns> {
  refuseForeign(type, input);
  if (input.amqp) return { amqp: amqpRouteOf(input.amqp) };
  if (input.nats) return { nats: { subject: input.nats.subject ?? DEFAULT_SUBJECT } };
  return {};
}

function refuseForeign(type: DestinationType, input: RouteInput): void {
  if (input.amqp && type !== 'amqp')
    throw notForDestination('amqp', 'amqp applies only to amqp:// and amqps:// urls');
  if (input.nats && type !== 'nats')
    throw notForDestination('nats', 'nats applies only to nats:// and tls:// urls');
  if (input.verify === true && type !== 'http')
    throw notForDestination(
      'verify',
      'proof of ownership (verify: true) applies only to http(s) urls; a broker confirms what it accepts',
    );
}

function amqpRouteOf(route: AmqpRouteDto | AmqpRoute): AmqpRoute {
  return { exchange: route.exchange, routingKey: route.routingKey ?? DEFAULT_ROUTING_KEY };
}

/** The keys of a PATCH that were given (an absent one keeps what is stored). */
function definedOf(input: DestinationInput): RouteInput {
  const given: RouteInput = { verify: input.verify };
  if (input.amqp !== undefined) given.amqp = input.amqp;
  if (input.nats !== undefined) given.nats = input.nats;
  return given;
}
