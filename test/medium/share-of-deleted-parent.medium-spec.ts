import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Principal } from '../../src/common/access/principal';
import { IdempotencyModule } from '../../src/idempotency/idempotency.module';
import { KeysModule } from '../../src/keys/keys.module';
import { KnowledgeEntryNotFoundError } from '../../src/knowledge/knowledge.errors';
import { KnowledgeModule } from '../../src/knowledge/knowledge.module';
import { KnowledgeRepository } from '../../src/knowledge/knowledge.repository';
import { KnowledgeService } from '../../src/knowledge/knowledge.service';
import { MediaNotFoundError } from '../../src/public-media/media.errors';
import { MediaRepository } from '../../src/public-media/media.repository';
import { MediaService } from '../../src/public-media/media.service';
import { PublicMediaModule } from '../../src/public-media/public-media.module';
import { lockWaiters } from '../support/lock-waiters';
import { createMediumContext, MediumContext } from '../support/medium-context';

/**
 * platform.md "Provisioning resources": sharing a file or entry that is deleted while the share is
 * created answers the route's 404, never a foreign-key violation (a 500). The delete lands after
 * the service has looked the parent up: committed before the share is written, or still open
 * while it is.
 */
describe('a share created while its file or entry is deleted', () => {
  let context: MediumContext;
  let locker: Client;
  const caller: Principal = {
    kind: 'session',
    teamId: randomUUID(),
    userId: randomUUID(),
    role: 'owner',
  };

  beforeAll(async () => {
    context = await createMediumContext([
      KeysModule,
      IdempotencyModule,
      PublicMediaModule,
      KnowledgeModule,
    ]);
    locker = new Client({ connectionString: context.config.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await context.close();
  });

  const features = {
    media: {
      async parent(): Promise<string> {
        const media = await context.get(MediaRepository).insertMedia({
          id: randomUUID(),
          teamId: caller.teamId,
          createdBy: caller.userId,
          fileName: 'a.txt',
          mimeType: 'text/plain',
          fileKind: 'text',
          fileSize: 1,
          sha256: '0'.repeat(64),
          storageKey: `medium/${randomUUID()}`,
        });
        return media.id;
      },
      /** Runs `work` once the service's next look-up of a file has found it. */
      afterLookUp(work: () => Promise<unknown>) {
        const repository = context.get(MediaRepository);
        const findMedia = repository.findMedia.bind(repository);
        return jest.spyOn(repository, 'findMedia').mockImplementationOnce(async (...args) => {
          const found = await findMedia(...args);
          await work();
          return found;
        });
      },
      share: (id: string) =>
        context.get(MediaService).createShare(caller, id, { accessLevel: 'view' }),
      deletion: 'DELETE FROM media WHERE id = $1',
      shares: 'SELECT count(*)::int AS count FROM media_shares WHERE media_id = $1',
      notFound: MediaNotFoundError,
    },
    knowledge: {
      async parent(): Promise<string> {
        const entry = await context.get(KnowledgeRepository).insertEntry({
          teamId: caller.teamId,
          createdBy: caller.userId,
          title: 'Entry',
          content: 'text',
          contentType: 'text/plain',
        });
        return entry.id;
      },
      afterLookUp(work: () => Promise<unknown>) {
        const repository = context.get(KnowledgeRepository);
        const findEntry = repository.findEntry.bind(repository);
        return jest.spyOn(repository, 'findEntry').mockImplementationOnce(async (...args) => {
          const found = await findEntry(...args);
          await work();
          return found;
        });
      },
      share: (id: string) => context.get(KnowledgeService).createShare(caller, id, {}),
      deletion: 'DELETE FROM knowledge_entries WHERE id = $1',
      shares: 'SELECT count(*)::int AS count FROM knowledge_shares WHERE entry_id = $1',
      notFound: KnowledgeEntryNotFoundError,
    },
  };

  async function sharesOf(feature: keyof typeof features, id: string): Promise<number> {
    const [{ count }] = await context.dataSource.query<Array<{ count: number }>>(
      features[feature].shares,
      [id],
    );
    return count;
  }

  it.each(['media', 'knowledge'] as const)(
    '%s: deleted and committed after the look-up: the not-found error, no share',
    async (feature) => {
      const { parent, afterLookUp, share, deletion, notFound } = features[feature];
      const id = await parent();
      const spy = afterLookUp(() => context.dataSource.query(deletion, [id]));
      try {
        await expect(share(id)).rejects.toBeInstanceOf(notFound);
      } finally {
        spy.mockRestore();
      }
      expect(await sharesOf(feature, id)).toBe(0);
    },
  );

  it.each(['media', 'knowledge'] as const)(
    '%s: deleted by a transaction still open at the insert: the not-found error once it commits',
    async (feature) => {
      const { parent, share, deletion, notFound } = features[feature];
      const id = await parent();
      await locker.query('BEGIN');
      try {
        await locker.query(deletion, [id]);
        const answer = share(id).then(
          () => 'created',
          (error: unknown) => error,
        );
        await lockWaiters(context.dataSource, 1);
        await locker.query('COMMIT');
        expect(await answer).toBeInstanceOf(notFound);
      } finally {
        await locker.query('ROLLBACK');
      }
      expect(await sharesOf(feature, id)).toBe(0);
    },
  );
});
