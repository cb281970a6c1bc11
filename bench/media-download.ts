/**
 * `npm run bench:media-download`: download throughput of a 100 MB file through
 * GET /public/media/{token}/download, and the memory of the serving process while ten clients
 * download it at once. The file is streamed, so memory must not grow by anything like its size.
 *
 * Needs Postgres and Redis (DATABASE_URL's server, REDIS_URL); uses a throwaway database and
 * scratch directories that it removes afterwards. FILE_MB and CLIENTS override the defaults.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { PrototypedExpressAdapter } from '../src/common/http/prototyped-express-adapter';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { ApiTokensService } from '../src/api-tokens/api-tokens.service';
import { loadConfig } from '../src/config/app-config';
import { runMigrations } from '../src/database/migrate';
import { IdentityService } from '../src/identity/identity.service';

const FILE_MB = Number(process.env.FILE_MB ?? 100);
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `bench_media_${run}`;
  const scratch = mkdtempSync(join(tmpdir(), 'bench-media-'));
  await adminQuery(adminUrl, `CREATE DATABASE "${database}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;

  try {
    // The app reads its configuration from the environment, exactly as in production.
    Object.assign(process.env, {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl.toString(),
      REDIS_PREFIX: `bench:${run}`,
      KEYS_DIR: join(scratch, 'keys'),
      MEDIA_STORAGE_DIR: join(scratch, 'media'),
      LOG_LEVEL: 'silent',
      RUN_MODE: 'api',
    });
    const config = loadConfig();
    await runMigrations(config.databaseUrl);
    const app = await NestFactory.create(AppModule, new PrototypedExpressAdapter(), {
      bodyParser: false,
      bufferLogs: true,
    });
    configureApp(app, config);
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;

    const member = await app
      .get(IdentityService)
      .bootstrap(`bench ${run}`, `bench-${run}@example.test`);
    const { token } = await app.get(ApiTokensService).create(member, {
      name: 'bench',
      scopes: [{ entity: 'media', actions: ['write'] }],
    });

    const filePath = join(scratch, 'big.bin');
    const fd = openSync(filePath, 'w');
    for (let written = 0; written < FILE_MB; written += 1) writeSync(fd, randomBytes(MB));
    closeSync(fd);
    const uploadStarted = process.hrtime.bigint();
    const media = JSON.parse(await uploadMultipart(`${base}/v1/media`, token, filePath)) as {
      mediaId: string;
    };
    const uploadSeconds = Number(process.hrtime.bigint() - uploadStarted) / 1e9;
    const share = JSON.parse(
      await postJson(`${base}/v1/media/${media.mediaId}/shares`, token, {
        accessLevel: 'download',
      }),
    ) as { token: string };
    const url = `${base}/public/media/${share.token}/download`;

    const singles: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = process.hrtime.bigint();
      const bytes = await download(url);
      if (bytes !== FILE_MB * MB) throw new Error(`downloaded ${bytes} bytes`);
      singles.push(FILE_MB / (Number(process.hrtime.bigint() - started) / 1e9));
    }

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakExternal = before.external + before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakExternal = Math.max(peakExternal, now.external + now.arrayBuffers);
    }, 10);
    const started = process.hrtime.bigint();
    const results = await Promise.all(Array.from({ length: CLIENTS }, () => download(url)));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    if (results.some((bytes) => bytes !== FILE_MB * MB)) throw new Error('a download was short');

    const growthMb = (peakRss - before.rss) / MB;
    const report = {
      fileMb: FILE_MB,
      uploadMbPerSecond: round(FILE_MB / uploadSeconds),
      singleClientMbPerSecond: singles.map(round),
      concurrentClients: CLIENTS,
      concurrentAggregateMbPerSecond: round((FILE_MB * CLIENTS) / seconds),
      concurrentSeconds: round(seconds),
      rssBeforeMb: round(before.rss / MB),
      rssPeakMb: round(peakRss / MB),
      rssGrowthMb: round(growthMb),
      externalPeakGrowthMb: round((peakExternal - before.external - before.arrayBuffers) / MB),
      streamed: growthMb < FILE_MB,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    await app.close();
    if (!report.streamed) process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Counts the bytes of a download and throws them away: the client holds nothing. */
function download(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

function uploadMultipart(url: string, token: string, path: string): Promise<string> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => collect(response, resolve, reject),
    );
    req.on('error', reject);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
  });
}

function postJson(url: string, token: string, body: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      },
      (response) => collect(response, resolve, reject),
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function collect(
  response: import('node:http').IncomingMessage,
  resolve: (body: string) => void,
  reject: (error: Error) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    if ((response.statusCode ?? 500) >= 300) reject(new Error(`${response.statusCode}: ${body}`));
    else resolve(body);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
