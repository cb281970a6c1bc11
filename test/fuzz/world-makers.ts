import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ApiTokensService } from '../../src/api-tokens/api-tokens.service';
import { createAgent } from '../factories/agents.factory';
import {
  createKnowledgeEntry,
  shareKnowledge,
  shareMedia,
  uploadMedia,
} from '../factories/media.factory';
import { createNotification } from '../factories/notifications.factory';
import { createPublishedVisualPage, createVisualPage } from '../factories/visual-pages.factory';
import { createInboundEndpoint, createSubscription } from '../factories/webhooks.factory';
import type { TestApp } from '../support/test-app';
import { craftZip } from '../factories/zip-writer';
import type { Entry, Kind, Pools } from './pools';

/** A team whose resources the fuzz reaches: its owner's full-scope token makes them. */
export interface TeamWorld {
  teamId: string;
  userId: string;
  auth: { Authorization: string };
  pools: Pools;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/**
 * Files the media kinds take: text (NUL bytes, UTF-16, broken UTF-8), markdown, image, PDF,
 * office document, binary, and ZIPs a listing must survive (names escaping the root, a
 * directory claiming more than it holds, a cut-off archive, an empty one).
 */
export function sampleFiles(zip: Buffer, docx: Buffer): [string, Buffer][] {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return [
    ['notes.txt', Buffer.from('hello\nworld\n')],
    ['readme.md', Buffer.from('# Title\n\n<script>x</script> **bold**')],
    ['pic.png', PNG],
    ['doc.pdf', PDF],
    ['bundle.zip', zip],
    ['letter.docx', docx],
    ['blob.bin', randomBytes(64)],
    ['odd.txt', Buffer.concat([Buffer.from('a\u0000b '), Buffer.from([0xff, 0xfe, 0xc0, 0x80])])],
    ['utf16.md', Buffer.from('\ufeff# Titel ü', 'utf16le')],
    [
      'slip.zip',
      craftZip([
        { name: '../../etc/passwd', data: Buffer.from('x') },
        { name: '/abs/path', data: Buffer.from('y') },
        { name: 'dir/', unixMode: 0o040755 },
        { name: 'link', data: Buffer.from('/etc'), unixMode: 0o120777 },
        { name: 'claims-big', data: Buffer.from('z'), claimedSize: 0xffffffff },
        { name: 'same-data', sameDataAs: 0 },
      ]),
    ],
    ['cut.zip', zip.subarray(0, zip.length - 9)],
    ['empty.zip', end],
  ];
}

function unique(): string {
  return randomBytes(3).toString('hex');
}

/**
 * Makes one more resource of a kind for a team, the way an integration would (HTTP) or, where
 * the HTTP route is itself under test elsewhere, through the service, and records it in the pool.
 */
export class WorldMakers {
  private readonly counts = new Map<Kind, number>();

  constructor(
    private readonly app: TestApp,
    private readonly receiverUrl: string,
    private readonly files: [string, Buffer][],
    /** The member whose session manages API tokens (never the owner of the fuzzed token). */
    private readonly tokenManager: { teamId: string; userId: string },
  ) {}

  /**
   * `fresh`: shares and versions get a parent of their own instead of one from the pool (which
   * the fuzzed requests may have deleted in a way the pools could not tell).
   */
  async make(team: TeamWorld, kind: Kind, n = 0, fresh = false): Promise<Entry | undefined> {
    const entry = await this.build(team, kind, n, fresh);
    if (entry) team.pools.add(kind, entry);
    return entry;
  }

  private async build(
    team: TeamWorld,
    kind: Kind,
    n: number,
    fresh: boolean,
  ): Promise<Entry | undefined> {
    const parent = (of: Kind) =>
      (fresh ? undefined : team.pools.pick(of, n)) ?? this.make(team, of, n);
    const { app } = this;
    switch (kind) {
      case 'agent': {
        const { agentId } = await createAgent(app, team, {
          instructions: 'Be brief.',
          skills: [{ name: `skill-${unique()}` }],
          commands: [{ name: 'summarise' }],
          tools: ['web_search', 'calendar'],
          onboardingStages: [{ key: 'connect', title: 'Connect' }],
        });
        team.pools.add('version', { agentId, number: '1' });
        return { id: agentId };
      }
      case 'edge': {
        const parent = await this.make(team, 'agent');
        const child = await this.make(team, 'agent');
        if (!parent || !child) return undefined;
        await this.post(team, `/v1/agents/${parent.id}/children`, { childAgentId: child.id });
        return { parentId: parent.id, childId: child.id };
      }
      case 'version': {
        const agent = await parent('agent');
        const body = await this.post(team, `/v1/agents/${agent!.id}/versions`, {
          label: `v ${unique()}`,
        });
        return { agentId: agent!.id, number: String(body.versionNumber) };
      }
      case 'inbound': {
        const created = await createInboundEndpoint(app, team.teamId, {
          requireSignature: this.count('inbound') % 2 === 1,
        });
        return {
          endpointId: created.endpointId,
          token: created.token,
          secret: created.signingSecret,
        };
      }
      case 'subscription': {
        const created = await createSubscription(app, team.teamId, `${this.receiverUrl}/hook`);
        return { id: created.subscriptionId };
      }
      case 'media': {
        const [name, bytes] = this.files[this.count('media') % this.files.length];
        return { id: (await uploadMedia(app, team.auth, name, bytes)).mediaId };
      }
      case 'mediaShare': {
        const media = await parent('media');
        const share = await shareMedia(app, team.auth, media!.id, {
          accessLevel: this.count('mediaShare') % 3 === 0 ? 'view' : 'download',
        });
        return { id: share.shareId, token: share.token, mediaId: media!.id };
      }
      case 'knowledge':
        return { id: (await createKnowledgeEntry(app, team.auth)).entryId };
      case 'knowledgeShare': {
        const entry = await parent('knowledge');
        const share = await shareKnowledge(app, team.auth, entry!.id);
        return { id: share.shareId, token: share.token, entryId: entry!.id };
      }
      case 'page':
        return { id: (await createVisualPage(app, team)).pageId, teamId: team.teamId };
      case 'publishedPage': {
        const { page } = await createPublishedVisualPage(app, team);
        team.pools.add('page', { id: page.pageId, teamId: team.teamId });
        return { id: page.pageId, teamId: team.teamId };
      }
      case 'notification': {
        const created = await createNotification(app, team);
        return notificationEntry(created);
      }
      case 'launch': {
        const body = await this.post(team, '/v1/launch-unsubscribe-links', {
          email: `reader-${unique()}@example.test`,
        });
        return { token: String(body.token) };
      }
      case 'apiToken': {
        const created = await app
          .get(ApiTokensService)
          .create(this.tokenManager, { name: `fuzz ${unique()}`, scopes: [] });
        return { id: created.id };
      }
      default:
        return undefined;
    }
  }

  /**
   * How many of a kind were made so far: the sample files, access levels and signature modes
   * go round in turn, also for replacements made late in a run (their pools' sizes repeat).
   */
  private count(kind: Kind): number {
    const made = this.counts.get(kind) ?? 0;
    this.counts.set(kind, made + 1);
    return made;
  }

  private async post(
    team: TeamWorld,
    path: string,
    body: object,
  ): Promise<Record<string, unknown>> {
    const res = await request(this.app.http).post(path).set(team.auth).send(body);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body as Record<string, unknown>;
  }
}

/** The ids and link tokens of a notification (from its created view). */
export function notificationEntry(view: {
  notificationId: string;
  openUrl: string;
  unsubscribeUrl: string;
}): Entry {
  return {
    id: view.notificationId,
    linkToken: new URL(view.openUrl).searchParams.get('token') ?? '',
    unsubscribeToken: new URL(view.unsubscribeUrl).searchParams.get('token') ?? '',
  };
}
