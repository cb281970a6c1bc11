/** What one process keeps of recent renders: their HTML, a few megabytes at most. */
export const RENDER_CACHE_MAX_CHARS = 4 * 1024 * 1024;

interface Entry {
  html: string;
  expiresAt: number;
}

/**
 * Recent renders by the digest of their source, least recently used first out. A document shared
 * publicly is read again and again, and one marked cannot render in time would otherwise take a
 * worker for the whole time limit at every read.
 */
export class RenderedMarkdownCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly maxChars = RENDER_CACHE_MAX_CHARS) {}

  get(digest: string): string | undefined {
    const entry = this.entries.get(digest);
    if (!entry) return undefined;
    this.entries.delete(digest);
    if (entry.expiresAt <= Date.now()) {
      this.chars -= entry.html.length;
      return undefined;
    }
    this.entries.set(digest, entry);
    return entry.html;
  }

  set(digest: string, html: string, ttlMs: number): void {
    if (html.length > this.maxChars) return;
    const previous = this.entries.get(digest);
    if (previous) {
      this.entries.delete(digest);
      this.chars -= previous.html.length;
    }
    this.entries.set(digest, { html, expiresAt: Date.now() + ttlMs });
    this.chars += html.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.html.length;
    }
  }
}
