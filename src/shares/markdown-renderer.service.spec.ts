import { Worker } from 'node:worker_threads';
import { renderMarkdown } from './markdown';
import { MarkdownRenderer } from './markdown-renderer.service';

/** Inputs on which marked alone blocks for minutes, runs out of heap or overflows the stack. */
describe('MarkdownRenderer', () => {
  const renderer = new MarkdownRenderer();
  afterAll(() => renderer.onModuleDestroy());

  it('renders and sanitises like renderMarkdown', async () => {
    const html = await renderer.render('# T\n\n<script>x</script>');
    expect(html).toBe(renderMarkdown('# T\n\n<script>x</script>'));
    expect(html).toContain('<h1>T</h1>');
    expect(html).not.toContain('<script');
  });

  it('renders concurrent documents each to its own result', async () => {
    const sources = Array.from({ length: 10 }, (_, index) => `**${index}**`);
    const html = await Promise.all(sources.map((source) => renderer.render(source)));
    expect(html).toEqual(sources.map((_, index) => `<p><strong>${index}</strong></p>\n`));
  });

  it('renders a document read again and again once: reads at the same time wait for it, later ones reuse it', async () => {
    const posted = jest.spyOn(Worker.prototype, 'postMessage');
    try {
      const source = `# Shared ${Math.random()}`;
      const together = await Promise.all(Array.from({ length: 5 }, () => renderer.render(source)));
      const later = await renderer.render(source);
      expect(new Set([...together, later])).toEqual(new Set([renderMarkdown(source)]));
      const rendersOf = posted.mock.calls.filter(
        ([message]) => (message as { source?: string }).source === source,
      );
      expect(rendersOf).toHaveLength(1);
    } finally {
      posted.mockRestore();
    }
  });

  it('shows a document that overflows the stack as escaped text', async () => {
    const html = await renderer.render('>'.repeat(100_000));
    // Compared by value, not with toBe: a failure message would print 100,000 characters.
    expect(html === `<pre>${'&gt;'.repeat(100_000)}</pre>`).toBe(true);
  });

  it('cuts off a quadratic render and keeps serving', async () => {
    const slow = new MarkdownRenderer();
    slow.timeoutMs = 300;
    try {
      const started = Date.now();
      const html = await slow.render('**a '.repeat(100_000));
      expect(html.startsWith('<pre>**a **a ')).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(slow.render('*ok*')).resolves.toBe('<p><em>ok</em></p>\n');
      // Read again, the document is not rendered again: its plain-text form is kept a while.
      const posted = jest.spyOn(Worker.prototype, 'postMessage');
      try {
        expect(await slow.render('**a '.repeat(100_000))).toBe(html);
        expect(posted).not.toHaveBeenCalled();
      } finally {
        posted.mockRestore();
      }
    } finally {
      await slow.onModuleDestroy();
    }
  });
});
