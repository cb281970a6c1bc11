import request from 'supertest';
import { ApiTokensService } from '../../../src/api-tokens/api-tokens.service';
import { hashTokenSecret } from '../../../src/api-tokens/token-secret';
import { scopes } from '../../factories/identity.factory';
import { createKnowledgeEntry, uploadMedia } from '../../factories/media.factory';
import { createNotification, notificationInput } from '../../factories/notifications.factory';
import { createVisualPage, visualPageInput } from '../../factories/visual-pages.factory';
import type { ReplayCase } from './replay-case';

const HOUR_MS = 3_600_000;

/**
 * The keyed POSTs of media, knowledge, visual pages, notifications and unsubscribe links, and
 * the session-only token routes.
 */
export const CONTENT_AND_TOKEN_CASES: Record<string, ReplayCase> = {
  'POST /v1/media': async (world) => ({
    path: '/v1/media',
    file: { name: 'notes.txt', bytes: Buffer.from('replayed upload\n') },
    status: 201,
    changed: { file: { name: 'notes.txt', bytes: Buffer.from('another upload\n') } },
    outside: { what: 'stored files', count: () => world.storedFiles() },
  }),
  'POST /v1/media/{mediaId}/shares': async (world) => {
    const media = await uploadMedia(world.app, world.auth, 'notes.txt', 'shared\n');
    return {
      path: `/v1/media/${media.mediaId}/shares`,
      body: { accessLevel: 'download' },
      status: 201,
      changed: { body: { accessLevel: 'view' } },
    };
  },
  'POST /v1/knowledge': async () => ({
    path: '/v1/knowledge',
    body: { title: 'How we deploy', content: '# Deploy\n\nRun **make deploy**.' },
    status: 201,
    changed: { body: { title: 'How we roll back', content: '# Roll back' } },
  }),
  'POST /v1/knowledge/{entryId}/shares': async (world) => {
    const { entryId } = await createKnowledgeEntry(world.app, world.auth);
    return {
      path: `/v1/knowledge/${entryId}/shares`,
      body: {},
      status: 201,
      changed: { body: { expiresAt: new Date(Date.now() + 24 * HOUR_MS).toISOString() } },
    };
  },
  'POST /v1/visual-pages': async () => ({
    path: '/v1/visual-pages',
    body: visualPageInput(),
    status: 201,
    changed: { body: visualPageInput() },
  }),
  'POST /v1/visual-pages/{pageId}/publish': async (world) => {
    const [page, other] = [
      await createVisualPage(world.app, world),
      await createVisualPage(world.app, world),
    ];
    return {
      path: `/v1/visual-pages/${page.pageId}/publish`,
      status: 200,
      changed: { path: `/v1/visual-pages/${other.pageId}/publish` },
    };
  },
  'POST /v1/notifications': async (world) => ({
    path: '/v1/notifications',
    body: notificationInput(world.userId),
    status: 201,
    changed: { body: notificationInput(world.userId) },
  }),
  'POST /v1/unsubscribe-tokens/revocations': async (world) => {
    const [link, other] = [
      await createNotification(world.app, world),
      await createNotification(world.app, world),
    ];
    return {
      path: '/v1/unsubscribe-tokens/revocations',
      body: { token: link.unsubscribeToken },
      status: 200,
      changed: { body: { token: other.unsubscribeToken } },
    };
  },
  'POST /v1/launch-unsubscribe-links': async () => ({
    path: '/v1/launch-unsubscribe-links',
    body: { email: 'reader@example.test' },
    status: 201,
    changed: { body: { email: 'another.reader@example.test' } },
  }),
  'POST /v1/api-tokens': async () => ({
    path: '/v1/api-tokens',
    session: true,
    body: { name: 'CI deploys', scopes: [{ entity: 'ai_agents', actions: ['read'] }] },
    status: 201,
    changed: { body: { name: 'CI previews', scopes: [] } },
  }),
  'POST /v1/api-tokens/{id}/rotate': async (world) => {
    const tokens = world.app.get(ApiTokensService);
    const create = (name: string) =>
      tokens.create(world, { name, scopes: scopes('ai_agents:read') });
    const [token, other] = [await create('rotated'), await create('other')];
    return {
      path: `/v1/api-tokens/${token.id}/rotate`,
      session: true,
      status: 201,
      changed: { path: `/v1/api-tokens/${other.id}/rotate` },
      // One rotation only: the secret the first answer issued is the current one, and the
      // original is still the previous one in its grace period (a second rotation would have
      // made the first answer's secret the previous one and retired the original at once).
      check: async (first, replay) => {
        const rotated = (first.body as { token: string }).token;
        expect((replay.body as { token: string }).token).toBe(rotated);
        for (const secret of [rotated, token.token])
          await request(world.app.http)
            .get('/v1/agents')
            .set({ Authorization: `Bearer ${secret}` })
            .expect(200);
        const [row] = await world.app.dataSource.query<unknown[]>(
          'SELECT secret_hash, previous_secret_hash FROM api_tokens WHERE id = $1',
          [token.id],
        );
        expect(row).toEqual({
          secret_hash: hashTokenSecret(rotated),
          previous_secret_hash: hashTokenSecret(token.token),
        });
      },
    };
  },
};
