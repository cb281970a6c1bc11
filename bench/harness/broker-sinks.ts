import { randomBytes } from 'node:crypto';
import { connect as connectAmqp } from 'amqplib';
import { connect as connectNats } from 'nats';

/** A message arrived for subscription `path` (`s0`, `s1`, …). */
export type Arrival = (path: string, body: Buffer) => void;

/** Where a broker row's subscriptions publish, and the consumer that sees what arrives. */
export interface BrokerSink {
  /** The create body of subscription `index` but its other options: url and route. */
  subscription(index: number): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * RabbitMQ on 127.0.0.1:5672: a topic exchange of this run; subscription `index` publishes with
 * routing key `s<index>.<type>`, and one queue bound to everything is consumed without acks.
 */
export async function amqpSink(arrived: Arrival): Promise<BrokerSink> {
  const url = 'amqp://guest:guest@127.0.0.1:5672/';
  const model = await connectAmqp(url);
  const channel = await model.createChannel();
  const exchange = `bench-${randomBytes(4).toString('hex')}`;
  await channel.assertExchange(exchange, 'topic', { durable: false });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, exchange, '#');
  await channel.consume(
    queue,
    (message) => {
      if (message) arrived(message.fields.routingKey.split('.')[0] ?? '', message.content);
    },
    { noAck: true },
  );
  return {
    subscription: (index) => ({ url, amqp: { exchange, routingKey: `s${index}.{type}` } }),
    close: async () => {
      await channel.deleteExchange(exchange);
      await model.close();
    },
  };
}

/**
 * NATS JetStream on 127.0.0.1:4222: a stream of this run (file storage, the default) capturing
 * `<prefix>.>`; subscription `index` publishes to `<prefix>.s<index>.<type>`, read back by an
 * ordered consumer.
 */
export async function natsSink(arrived: Arrival): Promise<BrokerSink> {
  const connection = await connectNats({ servers: '127.0.0.1:4222' });
  const manager = await connection.jetstreamManager();
  const id = randomBytes(4).toString('hex');
  const prefix = `bench_${id}`;
  const stream = `BENCH_${id}`;
  await manager.streams.add({ name: stream, subjects: [`${prefix}.>`] });
  const consumer = await connection.jetstream().consumers.get(stream);
  const messages = await consumer.consume();
  const reading = (async () => {
    for await (const message of messages)
      arrived(message.subject.split('.')[1] ?? '', Buffer.from(message.data));
  })();
  return {
    subscription: (index) => ({
      url: 'nats://127.0.0.1:4222',
      nats: { subject: `${prefix}.s${index}.{type}` },
    }),
    close: async () => {
      await messages.close();
      await reading;
      await manager.streams.delete(stream);
      await connection.close();
    },
  };
}
