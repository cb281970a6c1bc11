import Redis from 'ioredis';

/**
 * patches/ioredis+5.11.1.patch, applied by npm ci (patch-package): a pipeline's `length` is a
 * getter of the class, not one defined on each pipeline. Each auto-pipeline (one per burst of
 * rate-limit calls) had its own getter and so its own hidden class, which V8 keeps in the old
 * generation; through the getter it held the pipeline's commands and the requests awaiting them
 * past every scavenge (docs/decisions.md, "A patched ioredis pipeline").
 */
describe('ioredis pipelines', () => {
  const client = new Redis({ lazyConnect: true });

  afterAll(() => client.disconnect());

  it('count their commands through a getter of the class', () => {
    const pipeline = client.pipeline().get('a').get('b');

    expect(Object.getOwnPropertyDescriptor(pipeline, 'length')).toBeUndefined();
    expect(pipeline.length).toBe(2);
    expect(client.pipeline().length).toBe(0);
  });
});
