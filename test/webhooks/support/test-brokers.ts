import { randomBytes } from 'node:crypto';
import { type ChannelModel, type ConsumeMessage, connect as connectAmqp } from 'amqplib';
import {
  connect as connectNats,
  type JetStreamManager,
  type NatsConnection,
  type StoredMsg,
} from 'nats';

/** The shared brokers of this machine (.ci/run starts them). */
export const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672/';
export const NATS_URL = 'nats://127.0.0.1:4222';

/** A name no other test uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A message as a test reads it: body bytes, the headers as a record, and its properties. */
export interface ReceivedMessage {
  body: Buffer;
  headers: Record<string, string>;
  routingKey: string;
  properties: ConsumeMessage['properties'];
}

/**
 * RabbitMQ as a test drives it: exchanges it declares and deletes, and queues bound to them
 * whose messages it collects. Everything is named uniquely and removed by `close`.
 */
export class AmqpTestBroker {
  private readonly exchanges = new Set<string>();

  private constructor(private readonly model: ChannelModel) {}

  static async connect(): Promise<AmqpTestBroker> {
    return new AmqpTestBroker(await connectAmqp(AMQP_URL));
  }

  async declareExchange(name: string): Promise<void> {
    const channel = await this.model.createChannel();
    await channel.assertExchange(name, 'topic', { durable: false, autoDelete: false });
    await channel.close();
    this.exchanges.add(name);
  }

  /** A queue bound to `exchange` with `pattern`; what it receives lands in the returned array. */
  async collect(exchange: string, pattern = '#'): Promise<ReceivedMessage[]> {
    const channel = await this.model.createChannel();
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, exchange, pattern);
    const received: ReceivedMessage[] = [];
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        received.push({
          body: message.content,
          headers: Object.fromEntries(
            Object.entries(message.properties.headers ?? {}).map(([k, v]) => [k, String(v)]),
          ),
          routingKey: message.fields.routingKey,
          properties: message.properties,
        });
      },
      { noAck: true },
    );
    return received;
  }

  async close(): Promise<void> {
    const channel = await this.model.createChannel();
    for (const exchange of this.exchanges) await channel.deleteExchange(exchange);
    await this.model.close();
  }
}

/** NATS JetStream as a test drives it: streams it creates and deletes, and their messages. */
export class NatsTestBroker {
  private readonly streams = new Set<string>();

  private constructor(
    private readonly connection: NatsConnection,
    private readonly manager: JetStreamManager,
  ) {}

  static async connect(): Promise<NatsTestBroker> {
    const connection = await connectNats({ servers: '127.0.0.1:4222' });
    return new NatsTestBroker(connection, await connection.jetstreamManager());
  }

  async createStream(name: string, subjects: string[]): Promise<void> {
    await this.manager.streams.add({ name, subjects });
    this.streams.add(name);
  }

  /** The stream's messages, oldest first. */
  async messages(stream: string): Promise<StoredMsg[]> {
    const info = await this.manager.streams.info(stream);
    const messages: StoredMsg[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && seq > 0; seq += 1)
      messages.push(await this.manager.streams.getMessage(stream, { seq }));
    return messages;
  }

  async close(): Promise<void> {
    for (const stream of this.streams) await this.manager.streams.delete(stream);
    await this.connection.close();
  }
}

/** A stored NATS message as a test reads it. */
export function natsReceived(message: StoredMsg): ReceivedMessage {
  const headers: Record<string, string> = {};
  for (const [name, values] of message.header) headers[name] = values[0] ?? '';
  return {
    body: Buffer.from(message.data),
    headers,
    routingKey: message.subject,
    properties: {} as ConsumeMessage['properties'],
  };
}
