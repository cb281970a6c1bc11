import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderMarkdownAsText } from './markdown';
import type { RenderReply, RenderRequest } from './markdown.worker';
import { SizedLruCache } from '../common/cache/sized-lru-cache';

/** A legitimate document of 1 MiB renders in well under this. */
export const MARKDOWN_RENDER_TIMEOUT_MS = 2000;
const POOL_SIZE = 2;
const MAX_QUEUED = 32;
const WORKER_HEAP_MB = 256;
/** How long a render is served again; one that fell back to plain text, a shorter while. */
const RENDERED_TTL_MS = 10 * 60_000;
const FALLBACK_TTL_MS = 60_000;
/** What one process keeps of recent renders: their HTML, a few megabytes at most. */
const RENDER_CACHE_MAX_CHARS = 4 * 1024 * 1024;

/** `rendered`: marked's own HTML (else the plain-text form, for a failed or cut-off render). */
type Finish = (html: string, rendered: boolean) => void;

interface Job {
  source: string;
  resolve: Finish;
}

interface PooledWorker {
  worker: Worker;
  ready: boolean;
  job?: { id: number; source: string; resolve: Finish; timer: NodeJS.Timeout };
}

/**
 * Markdown of public shares is attacker-controlled, and marked has inputs that take minutes of
 * CPU (quadratic emphasis), gigabytes of heap (deeply nested lists) or overflow the stack (deep
 * block quotes). Rendering runs in a small pool of worker threads with a time and heap limit;
 * whatever does not render in time is shown as escaped plain text instead. Reads of one document
 * share its render: those at the same time wait for the one under way, later ones get it from a
 * small cache, so a slow document costs its time limit about once a minute, not at every read.
 */
@Injectable()
export class MarkdownRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(MarkdownRenderer.name);
  private readonly workers: PooledWorker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Per render, from the moment a worker takes it. */
  timeoutMs = MARKDOWN_RENDER_TIMEOUT_MS;

  /** Renders by the digest of their source: a document shared publicly is read again and again. */
  private readonly recent = new SizedLruCache<string>(
    RENDER_CACHE_MAX_CHARS,
    (html) => html.length,
  );
  private readonly underWay = new Map<string, Promise<string>>();

  render(source: string): Promise<string> {
    const digest = createHash('sha256').update(source).digest('base64url');
    const known = this.recent.get(digest) ?? this.underWay.get(digest);
    if (known !== undefined) return Promise.resolve(known);
    if (this.closed || this.queue.length >= MAX_QUEUED) {
      return Promise.resolve(renderMarkdownAsText(source));
    }
    const rendering = new Promise<string>((resolve) => {
      this.queue.push({
        source,
        resolve: (html, rendered) => {
          this.underWay.delete(digest);
          if (!this.closed)
            this.recent.set(digest, html, rendered ? RENDERED_TTL_MS : FALLBACK_TTL_MS);
          resolve(html);
        },
      });
      this.dispatch();
    });
    this.underWay.set(digest, rendering);
    return rendering;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(renderMarkdownAsText(job.source), false);
    await Promise.all(this.workers.splice(0).map((pooled) => this.stop(pooled)));
  }

  private dispatch(): void {
    while (this.workers.length < POOL_SIZE && this.queue.length > this.idleCount()) this.spawn();
    for (const pooled of this.workers) {
      if (!pooled.ready || pooled.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      const id = this.nextId++;
      const timer = setTimeout(() => this.giveUp(pooled, 'took too long'), this.timeoutMs);
      pooled.job = { id, source: job.source, resolve: job.resolve, timer };
      pooled.worker.postMessage({ id, source: job.source } satisfies RenderRequest);
    }
  }

  private idleCount(): number {
    return this.workers.filter((pooled) => !pooled.job).length;
  }

  private spawn(): void {
    const worker = new Worker(workerFile(), {
      execArgv: workerFile().endsWith('.ts')
        ? ['--require', 'ts-node/register/transpile-only']
        : [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const pooled: PooledWorker = { worker, ready: false };
    this.workers.push(pooled);
    worker.on('message', (message: RenderReply | 'ready') => {
      if (message === 'ready') {
        pooled.ready = true;
      } else if (pooled.job?.id === message.id) {
        const { job } = pooled;
        clearTimeout(job.timer);
        pooled.job = undefined;
        job.resolve(message.html ?? renderMarkdownAsText(job.source), message.html !== undefined);
      }
      this.dispatch();
    });
    // Out of heap, or any other death: the job in flight falls back, the pool replaces the worker.
    worker.on('error', (error) => this.logger.warn({ err: error }, 'markdown worker failed'));
    worker.on('exit', () => this.retire(pooled));
  }

  private giveUp(pooled: PooledWorker, reason: string): void {
    this.logger.warn(`markdown render ${reason}; served as plain text`);
    void this.stop(pooled);
  }

  private async stop(pooled: PooledWorker): Promise<void> {
    this.retire(pooled);
    await pooled.worker.terminate();
  }

  /** Removes a worker from the pool; its job, if any, is answered with the plain-text form. */
  private retire(pooled: PooledWorker): void {
    const index = this.workers.indexOf(pooled);
    if (index >= 0) this.workers.splice(index, 1);
    const { job } = pooled;
    if (job) {
      clearTimeout(job.timer);
      pooled.job = undefined;
      job.resolve(renderMarkdownAsText(job.source), false);
    }
    if (!this.closed) this.dispatch();
  }
}

/** The compiled worker beside this file; under jest the TypeScript source through ts-node. */
function workerFile(): string {
  return join(__dirname, __filename.endsWith('.ts') ? 'markdown.worker.ts' : 'markdown.worker.js');
}
