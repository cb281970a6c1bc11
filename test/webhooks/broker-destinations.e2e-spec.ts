import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '../../clients/typescript/src';
import { commitEvents } from '../factories/webhooks.factory';
import { freePort } from '../support/free-port';
import { TcpProxy } from '../support/tcp-proxy';
import { type DeliveryView, OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import {
  AMQP_URL,
  AmqpTestBroker,
  NATS_URL,
  natsReceived,
  NatsTestBroker,
  type ReceivedMessage,
  uniqueName,
} from './support/test-brokers';
import { eventually } from './support/webhook-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Long enough for a first attempt's connection (AMQP handshake, channel, confirms) on a loaded CI
 * machine, where it took 1.2 s; the frozen-broker test waits for it once per broker kind.
 */
const TIMEOUT_MS = 3000;

/** RabbitMQ (127.0.0.1:5672) and NATS JetStream (127.0.0.1:4222), real, never mocked. */
describe('outbound deliveries to brokers: AMQP and NATS JetStream', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'broker-destinations-'));
  const logFile = join(logDir, 'app.log');
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,300,300,300,300,300,300,300',
    WEBHOOK_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS),
    LOG_LEVEL: 'debug',
    LOG_DESTINATION: logFile,
  });
  let amqp: AmqpTestBroker;
  let nats: NatsTestBroker;
  const proxies: TcpProxy[] = [];

  beforeAll(async () => {
    await h.start();
    amqp = await AmqpTestBroker.connect();
    nats = await NatsTestBroker.connect();
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
    await h.stop();
    await amqp.close();
    await nats.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  const create = async (body: Record<string, unknown>) =>
    (await request(h.app.http).post(SUBSCRIPTIONS).set(h.caller.auth).send(body).expect(201))
      .body as { subscriptionId: string; secret: string; url: string } & Record<string, unknown>;

  /** Waits until the subscription's one delivery has at least `attempts` attempts. */
  const attempted = (subscriptionId: string, attempts = 1) =>
    eventually(async () => {
      const [delivery] = await h.deliveriesOf(subscriptionId);
      return delivery && delivery.attempts.length >= attempts ? delivery : undefined;
    });

  const proxyTo = async (port: number, listenOn?: number) => {
    const proxy = new TcpProxy('127.0.0.1', port);
    proxies.push(proxy);
    await proxy.start(listenOn);
    return proxy;
  };

  it('publishes the same bytes an HTTP receiver gets, signed and with the delivery headers, to an exchange and to a stream', async () => {
    const exchange = uniqueName('wh-exchange');
    await amqp.declareExchange(exchange);
    const queue = await amqp.collect(exchange);
    const prefix = uniqueName('wh').replace('-', '_');
    const stream = uniqueName('WH');
    await nats.createStream(stream, [`${prefix}.>`]);

    const http = await h.subscribe({ eventTypes: ['agent.created'] });
    const toAmqp = await create({
      url: AMQP_URL,
      eventTypes: ['agent.created'],
      amqp: { exchange, routingKey: 'platform.{type}' },
    });
    const toNats = await create({
      url: NATS_URL,
      eventTypes: ['agent.created'],
      nats: { subject: `${prefix}.{type}` },
      standardWebhooks: true,
    });
    expect(toAmqp).toMatchObject({
      url: 'amqp://guest:***@127.0.0.1:5672/',
      amqp: { exchange, routingKey: 'platform.{type}' },
      nats: null,
    });
    expect(toNats).toMatchObject({
      url: NATS_URL,
      amqp: null,
      nats: { subject: `${prefix}.{type}` },
    });

    const [eventId] = await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.created', () => ({
      agentId: 'a-1',
      name: 'Ada',
    }));
    const [amqpDelivery] = await h.settled(toAmqp.subscriptionId);
    const [natsDelivery] = await h.settled(toNats.subscriptionId);
    await h.settled(http.subscriptionId);
    const [posted] = h.requestsTo(http.path);
    const [published] = queue;
    const [stored] = await nats.messages(stream);
    const fromStream = natsReceived(stored);

    for (const [message, delivery, secret] of [
      [published, amqpDelivery, toAmqp.secret],
      [fromStream, natsDelivery, toNats.secret],
    ] as Array<[ReceivedMessage, DeliveryView, string]>) {
      expect(message.body.equals(posted.rawBody)).toBe(true);
      const event = verifyWebhook(message.body, message.headers, secret);
      expect(event).toMatchObject({ id: eventId, type: 'agent.created', data: { agentId: 'a-1' } });
      expect(message.headers['Idempotency-Key']).toBe(delivery.deliveryId);
      expect(message.headers['X-Correlation-Id']).toBe(delivery.attempts[0].correlationId);
      expect(message.headers['X-Correlation-Id']).toMatch(UUID);
      expect(delivery.attempts).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          responseStatus: null,
          failureReason: null,
        }),
      ]);
    }
    expect(published.routingKey).toBe('platform.agent.created');
    expect(published.properties).toMatchObject({
      contentType: 'application/json',
      messageId: amqpDelivery.deliveryId,
      deliveryMode: 2,
    });
    expect(fromStream.routingKey).toBe(`${prefix}.agent.created`);
    expect(fromStream.headers['Nats-Msg-Id']).toBe(natsDelivery.deliveryId);
    // Standard Webhooks headers travel as message headers too.
    const lowered = Object.fromEntries(
      Object.entries(fromStream.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(new Webhook(toNats.secret).verify(fromStream.body.toString(), lowered)).toMatchObject({
      id: eventId,
    });
    // The stream's ack is the attempt's answer.
    expect(JSON.parse(natsDelivery.attempts[0].responseBody ?? '')).toEqual({
      stream,
      seq: 1,
      duplicate: false,
    });
  });

  it('AMQP: a missing exchange fails the attempt with its reason; once declared, a retry is delivered', async () => {
    const exchange = uniqueName('wh-late');
    const sub = await create({ url: AMQP_URL, amqp: { exchange } });
    await commitEvents(h.app, h.caller.member.teamId, 1, 'agent.archived');
    const failed = await attempted(sub.subscriptionId);
    expect(failed.attempts[0]).toMatchObject({ status: 'failed', responseStatus: null });
    expect(failed.attempts[0].failureReason).toMatch(
      new RegExp(`^exchange "${exchange}" does not exist \\(404 \\(NOT-FOUND\\)`),
    );
    // `error` is the deprecated name of the same value.
    expect(failed.attempts[0].error).toBe(failed.attempts[0].failureReason);
    await amqp.declareExchange(exchange);
    const queue = await amqp.collect(exchange, 'agent.archived');
    const [delivered] = await h.settled(sub.subscriptionId);
    expect(delivered.attempts.at(-1)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(queue).toHaveLength(1);
  });

  it('AMQP: a message returned under mandatory (no queue bound) is a failure, and the round ends failed; recover and test then reach a bound queue', async () => {
    const exchange = uniqueName('wh-unbound');
    await amqp.declareExchange(exchange);
    const sub = await create({ url: AMQP_URL, amqp: { exchange } });
    await commitEvents(h.app, h.caller.member.teamId);
    const [delivery] = await h.settled(sub.subscriptionId, 1, 'failed');
    expect(delivery.attempts).toHaveLength(8);
    for (const attempt of delivery.attempts)
      expect(attempt).toMatchObject({
        status: 'failed',
        responseStatus: null,
        failureReason: `message returned by the broker: 312 NO_ROUTE (no queue bound to exchange "${exchange}" for routing key "agent.created")`,
      });

    const queue = await amqp.collect(exchange);
    await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/recover`)
      .set(h.caller.auth)
      .send({ since: new Date(Date.now() - 60_000).toISOString() })
      .expect(202);
    await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${sub.subscriptionId}/test`)
      .set(h.caller.auth)
      .expect(202);
    await h.settled(sub.subscriptionId, 2);
    expect(queue.map((message) => message.routingKey).sort()).toEqual([
      'agent.created',
      'webhook.test',
    ]);
  });

  it('NATS: no stream for the subject fails the attempt with its reason; once a stream captures it, a retry is delivered', async () => {
    const subject = `${uniqueName('wh').replace('-', '_')}.events`;
    const sub = await create({ url: NATS_URL, nats: { subject } });
    await commitEvents(h.app, h.caller.member.teamId);
    const failed = await attempted(sub.subscriptionId);
    expect(failed.attempts[0]).toMatchObject({
      status: 'failed',
      responseStatus: null,
      failureReason: `no stream captures subject "${subject}" (no responders)`,
    });
    const stream = uniqueName('WH');
    await nats.createStream(stream, [subject]);
    const [delivered] = await h.settled(sub.subscriptionId);
    expect(delivered.attempts.at(-1)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await nats.messages(stream)).toHaveLength(1);
  });

  it.each([
    ['AMQP', 5672, (port: number) => AMQP_URL.replace('5672', String(port))],
    ['NATS', 4222, (port: number) => NATS_URL.replace('4222', String(port))],
  ])(
    '%s: a refused connection is retried and delivered once the broker is there',
    async (kind, brokerPort, urlFor) => {
      const port = await freePort();
      const exchange = uniqueName('wh-refused');
      const subject = `${uniqueName('wh').replace('-', '_')}.refused`;
      const stream = uniqueName('WH');
      await amqp.declareExchange(exchange);
      const queue = await amqp.collect(exchange);
      await nats.createStream(stream, [subject]);
      const sub = await create(
        kind === 'AMQP'
          ? { url: urlFor(port), amqp: { exchange } }
          : { url: urlFor(port), nats: { subject } },
      );
      await commitEvents(h.app, h.caller.member.teamId);
      const failed = await attempted(sub.subscriptionId);
      expect(failed.attempts[0]).toMatchObject({
        status: 'failed',
        responseStatus: null,
        failureReason: 'connection refused',
      });
      await proxyTo(brokerPort, port);
      const [delivered] = await h.settled(sub.subscriptionId);
      expect(delivered.attempts.at(-1)?.status).toBe('succeeded');
      if (kind === 'AMQP') expect(queue).toHaveLength(1);
      else expect(await nats.messages(stream)).toHaveLength(1);
    },
  );

  it.each([
    ['AMQP', 5672, (port: number) => AMQP_URL.replace('5672', String(port))],
    ['NATS', 4222, (port: number) => NATS_URL.replace('4222', String(port))],
  ])(
    '%s: a broker that stops answering holds an attempt no longer than the attempt timeout',
    async (kind, brokerPort, urlFor) => {
      const proxy = await proxyTo(brokerPort);
      const exchange = uniqueName('wh-frozen');
      const subject = `${uniqueName('wh').replace('-', '_')}.frozen`;
      const stream = uniqueName('WH');
      await amqp.declareExchange(exchange);
      await amqp.collect(exchange);
      await nats.createStream(stream, [subject]);
      const sub = await create(
        kind === 'AMQP'
          ? { url: urlFor(proxy.port), amqp: { exchange } }
          : { url: urlFor(proxy.port), nats: { subject } },
      );
      // Connected and delivering, then frozen: the pooled connection hangs.
      await commitEvents(h.app, h.caller.member.teamId);
      await h.settled(sub.subscriptionId);
      proxy.freeze();
      await commitEvents(h.app, h.caller.member.teamId);
      const hung = await eventually(async () => {
        const deliveries = await h.deliveriesOf(sub.subscriptionId);
        const pending = deliveries.find((d) => d.status !== 'succeeded');
        return pending && pending.attempts.length >= 1 ? pending.attempts[0] : undefined;
      });
      expect(hung).toMatchObject({ status: 'failed', responseStatus: null });
      expect(hung.failureReason).toMatch(
        new RegExp(`^timeout after ${TIMEOUT_MS} ms|^the connection to the broker closed`),
      );
      expect(hung.latencyMs).toBeLessThan(TIMEOUT_MS + 500);
      await proxy.restore();
    },
  );

  it('never shows or logs a broker password: views, the delivery log, the log file, /metrics and the row keep none', async () => {
    const amqpSecret = uniqueName('amqp-password');
    const natsSecret = uniqueName('nats-password');
    const exchange = uniqueName('wh-secret');
    await amqp.declareExchange(exchange);
    const subject = `${uniqueName('wh').replace('-', '_')}.secret`;
    const stream = uniqueName('WH');
    await nats.createStream(stream, [subject]);

    // RabbitMQ refuses the password (a failure path quotes the broker); NATS without auth takes it.
    const refused = await create({
      url: `amqp://guest:${amqpSecret}@127.0.0.1:5672/`,
      amqp: { exchange },
    });
    const accepted = await create({
      url: `nats://probe:${natsSecret}@127.0.0.1:4222`,
      nats: { subject },
    });
    expect(refused.url).toBe('amqp://guest:***@127.0.0.1:5672/');
    expect(accepted.url).toBe('nats://probe:***@127.0.0.1:4222');
    await commitEvents(h.app, h.caller.member.teamId);
    const refusedDelivery = await attempted(refused.subscriptionId, 2);
    expect(refusedDelivery.attempts[0]).toMatchObject({
      status: 'failed',
      responseStatus: null,
      failureReason: 'the broker refused the login (403 ACCESS_REFUSED)',
    });
    await h.settled(accepted.subscriptionId);
    expect(await nats.messages(stream)).toHaveLength(1);

    const get = async (path: string) =>
      JSON.stringify((await request(h.app.http).get(path).set(h.caller.auth).expect(200)).body);
    const shown = [
      JSON.stringify([refused, accepted]),
      await get(SUBSCRIPTIONS),
      await get(`${SUBSCRIPTIONS}/${refused.subscriptionId}`),
      await get(`${SUBSCRIPTIONS}/${accepted.subscriptionId}`),
      await get(`${SUBSCRIPTIONS}/${refused.subscriptionId}/deliveries`),
      await get(`${SUBSCRIPTIONS}/${accepted.subscriptionId}/deliveries`),
      (await request(h.app.http).get('/metrics').expect(200)).text,
      JSON.stringify(
        await h.app.dataSource.query(
          'SELECT * FROM webhook_subscriptions WHERE id = ANY($1::uuid[])',
          [[refused.subscriptionId, accepted.subscriptionId]],
        ),
      ),
      readFileSync(logFile, 'utf8'),
    ];
    // The log file did record the failed attempts (LOG_LEVEL debug): it was looked at.
    expect(shown.at(-1)).toContain('403 ACCESS_REFUSED');
    for (const text of shown) {
      expect(text).not.toContain(amqpSecret);
      expect(text).not.toContain(natsSecret);
    }
  });
});
