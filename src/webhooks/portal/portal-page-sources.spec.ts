import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE = join(__dirname, 'page');
const sources = readdirSync(PAGE)
  .filter((file) => /\.(tsx?|css)$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(PAGE, file), 'utf8') }));

/**
 * The page shows text other people wrote (event data, receivers' answers) and runs under a CSP
 * without 'unsafe-inline' (docs/webhooks-portal.md): Preact escapes what it renders, so nothing
 * in the page may write markup, run strings as code or set inline styles.
 */
describe('the portal page’s sources', () => {
  it('are there', () => {
    expect(sources.map((source) => source.file)).toEqual(
      expect.arrayContaining(['portal.tsx', 'portal.css']),
    );
  });

  it.each([
    ['markup written as HTML', /dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML/],
    ['document.write', /document\.write/],
    ['strings run as code', /\beval\(|new Function\(|setTimeout\(\s*['"`]/],
    ['inline styles', /\sstyle=\{|\.style\./],
    ['requests to another host', /https?:\/\/|\/\/[a-z0-9.-]+\.[a-z]{2,}\//i],
  ])('hold no %s', (_, pattern) => {
    for (const { file, text } of sources)
      expect({ file, found: pattern.exec(text)?.[0] }).toEqual({ file, found: undefined });
  });
});
