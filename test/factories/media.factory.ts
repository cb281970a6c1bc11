import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from '../support/test-app';

export type AuthHeader = { Authorization: string };

export interface UploadedMedia {
  mediaId: string;
  fileName: string;
  mimeType: string;
  fileKind: string;
  fileSize: number;
}

/** Uploads bytes through POST /v1/media, the way an integration does. */
export async function uploadMedia(
  app: TestApp,
  auth: AuthHeader,
  fileName: string,
  bytes: Buffer | string,
): Promise<UploadedMedia> {
  const res = await request(app.http)
    .post('/v1/media')
    .set(auth)
    .attach('file', Buffer.from(bytes), fileName)
    .expect(201);
  return res.body as UploadedMedia;
}

export interface CreatedShare {
  shareId: string;
  token: string;
  url: string;
}

export async function shareMedia(
  app: TestApp,
  auth: AuthHeader,
  mediaId: string,
  body: { accessLevel: 'view' | 'download'; expiresAt?: string } = { accessLevel: 'download' },
): Promise<CreatedShare> {
  const res = await request(app.http)
    .post(`/v1/media/${mediaId}/shares`)
    .set(auth)
    .send(body)
    .expect(201);
  return res.body as CreatedShare;
}

/** Uploads and shares in one go: the usual start of a public-route test. */
export async function sharedFile(
  app: TestApp,
  auth: AuthHeader,
  fileName: string,
  bytes: Buffer | string,
  accessLevel: 'view' | 'download' = 'download',
): Promise<CreatedShare & { media: UploadedMedia }> {
  const media = await uploadMedia(app, auth, fileName, bytes);
  return { ...(await shareMedia(app, auth, media.mediaId, { accessLevel })), media };
}

export async function createKnowledgeEntry(
  app: TestApp,
  auth: AuthHeader,
  body: { title: string; content: string; contentType?: string } = {
    title: 'How we deploy',
    content: '# Deploy\n\nRun **make deploy**.',
  },
): Promise<{ entryId: string }> {
  const res = await request(app.http).post('/v1/knowledge').set(auth).send(body).expect(201);
  return res.body as { entryId: string };
}

export async function shareKnowledge(
  app: TestApp,
  auth: AuthHeader,
  entryId: string,
  body: { expiresAt?: string } = {},
): Promise<CreatedShare> {
  const res = await request(app.http)
    .post(`/v1/knowledge/${entryId}/shares`)
    .set(auth)
    .send(body)
    .expect(201);
  return res.body as CreatedShare;
}

/** A scratch directory of this test run (removed by the global teardown). */
export function scratchDir(name: string): string {
  const root = process.env.TEST_SCRATCH_DIR ?? '/tmp';
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, `${name}-`));
}

/**
 * A real ZIP made by the `zip` tool from `files` (path → content). Directory entries come from
 * the paths. CI installs `zip` (see the report); the tests need the real tool, not a writer of ours.
 */
export function zipWithTool(
  files: Record<string, string | Buffer>,
  options: string[] = [],
): Buffer {
  const dir = scratchDir('zip');
  const source = join(dir, 'source');
  for (const [path, content] of Object.entries(files)) {
    const target = join(source, path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, content);
  }
  const archive = join(dir, 'out.zip');
  execFileSync('zip', ['-q', '-r', ...options, archive, '.'], { cwd: source });
  return readFileSync(archive);
}

/** A tar archive made by the `tar` tool: not a ZIP. */
export function tarWithTool(files: Record<string, string>): Buffer {
  const dir = scratchDir('tar');
  const source = join(dir, 'source');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(source, path, '..'), { recursive: true });
    writeFileSync(join(source, path), content);
  }
  const archive = join(dir, 'out.tar');
  execFileSync('tar', ['-cf', archive, '-C', source, '.']);
  return readFileSync(archive);
}
