import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders common markdown', () => {
    const html = renderMarkdown(
      '# T\n\n*a* **b** `c`\n\n- x\n\n| h |\n|---|\n| d |\n\n[l](https://e.test)',
    );
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain('<em>a</em> <strong>b</strong> <code>c</code>');
    expect(html).toContain('<li>x</li>');
    expect(html).toContain('<td>d</td>');
    expect(html).toContain('<a href="https://e.test" rel="nofollow noopener noreferrer">l</a>');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    '<iframe src="https://evil.test"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<div style="background:url(javascript:alert(1))">x</div>',
  ])('leaves no active content from %s', (source) => {
    const html = renderMarkdown(source);
    // Escaped source text is harmless; what must not exist is a live tag or attribute.
    expect(html).not.toMatch(/<(script|iframe|div)\b/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toMatch(/<[a-z][^>]*(href|src)="(javascript|data):/i);
  });
});
