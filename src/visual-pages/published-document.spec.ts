import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { renderPublishedDocument, ROBOTS_META } from './published-document';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

function children(node: Node): Element[] {
  return 'childNodes' in node
    ? node.childNodes.filter((child): child is Element => 'tagName' in child)
    : [];
}

/** What a browser would build from the output: the document mode and what ended up in <head>. */
function parsed(output: string) {
  const document = parse(output);
  const head = children(children(document).find((el) => el.tagName === 'html')!).find(
    (el) => el.tagName === 'head',
  )!;
  const headTags = children(head);
  const robots = headTags.filter(
    (el) =>
      el.tagName === 'meta' &&
      el.attrs.some((attr) => attr.name === 'name' && attr.value === 'robots'),
  );
  const titles = headTags.filter((el) => el.tagName === 'title');
  return { mode: document.mode, robots, titles, headTags: headTags.map((el) => el.tagName) };
}

/** The output minus what the renderer added must be the author's html, byte for byte. */
function withoutInjection(output: string, pageTitle: string): string {
  const withTitle = `${ROBOTS_META}<title>${pageTitle}</title>`;
  return output.replace(output.includes(withTitle) ? withTitle : ROBOTS_META, '');
}

describe('renderPublishedDocument', () => {
  it('inserts the robots meta right after an explicit <head> start tag', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head data-x="a>b"><title>Mine</title></head><body>Hi</body></html>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output).toBe(
      `<!DOCTYPE html><html lang="en"><head data-x="a>b">${ROBOTS_META}<title>Mine</title></head><body>Hi</body></html>`,
    );
    expect(parsed(output)).toMatchObject({ mode: 'no-quirks', titles: [expect.anything()] });
  });

  it('wraps a fragment in a standards-mode document with the page title', () => {
    const output = renderPublishedDocument('<h1>Results</h1><p>Up 5%</p>', 'Q3 <results> & more');
    expect(output).toBe(
      `<!DOCTYPE html>\n${ROBOTS_META}<title>Q3 &lt;results&gt; &amp; more</title><h1>Results</h1><p>Up 5%</p>`,
    );
    const result = parsed(output);
    expect(result.mode).toBe('no-quirks');
    expect(result.headTags).toEqual(['meta', 'title']);
  });

  it('keeps head-only elements at the start of a fragment in <head>', () => {
    const html = '<meta name="viewport" content="width=device-width"><style>p{}</style><p>x</p>';
    const result = parsed(renderPublishedDocument(html, 'Page'));
    expect(result.headTags).toEqual(['meta', 'title', 'meta', 'style']);
    expect(result.robots).toHaveLength(1);
  });

  it('handles a fragment that starts with text', () => {
    const output = renderPublishedDocument('Hello <b>world</b>', 'Page');
    expect(output.endsWith('Hello <b>world</b>')).toBe(true);
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('keeps a full document without a doctype in the mode its author saw', () => {
    const html = '<html><head><title>Old</title></head><body><p>x</p></body></html>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output).toBe(
      `<html><head>${ROBOTS_META}<title>Old</title></head><body><p>x</p></body></html>`,
    );
    expect(parsed(output).mode).toBe('quirks');
  });

  it('is not fooled by "<head>" inside comments, scripts, textareas or attribute values', () => {
    const html =
      '<!DOCTYPE html><!-- <head> --><html><HEAD title="<head>"><script>var s = "<head>";</script></HEAD><body><textarea><head></textarea></body></html>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output.indexOf(ROBOTS_META)).toBe(html.indexOf('<script>'));
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('puts the tag right after an <html> start tag when there is no <head> tag', () => {
    const html = '<!DOCTYPE html><html lang="en"><title>T</title><p>x</p>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output).toBe(`<!DOCTYPE html><html lang="en">${ROBOTS_META}<title>T</title><p>x</p>`);
  });

  it('puts the tag before an explicit <body> when there is no <head> tag', () => {
    const html = '<!DOCTYPE html><html><body class="b"><p>x</p></body></html>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output.indexOf(ROBOTS_META)).toBe(html.indexOf('<body'));
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('puts the tag after the doctype and ignores <head> or <html> tags after body content', () => {
    const html = '<!DOCTYPE html><p>first</p><head><title>late</title></head>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output.indexOf(ROBOTS_META)).toBe(html.indexOf('<p>'));
    expect(parsed(output).robots).toHaveLength(1);
    const late = '<p>x</p><html lang="en"><head></head>';
    expect(renderPublishedDocument(late, 'Page')).toBe(
      `<!DOCTYPE html>\n${ROBOTS_META}<title>Page</title>${late}`,
    );
  });

  it('puts the tag before a stray end tag that would move the parser into the body', () => {
    const output = renderPublishedDocument('</head></body>', 'Page');
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('puts the tag after the doctype when text is foster-parented out of a table', () => {
    const html = '<!DOCTYPE html><table>stray<tr><td>x</td></tr></table>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output.indexOf(ROBOTS_META)).toBe(html.indexOf('<table>'));
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('handles a frameset document', () => {
    const output = renderPublishedDocument(
      '<!DOCTYPE html><frameset><frame src="a"></frameset>',
      'Page',
    );
    expect(parsed(output).robots).toHaveLength(1);
  });

  it('appends to a document with no content at all', () => {
    expect(renderPublishedDocument('<!DOCTYPE html>', 'Page')).toBe(
      `<!DOCTYPE html>${ROBOTS_META}<title>Page</title>`,
    );
    expect(parsed(renderPublishedDocument('   ', 'Page')).robots).toHaveLength(1);
  });

  it('counts only an HTML <title>: an SVG title is not the document title', () => {
    const output = renderPublishedDocument('<svg><title>icon</title></svg>', 'Page');
    expect(parsed(output).titles).toHaveLength(1);
    expect(output).toContain('<title>Page</title>');
  });

  it('keeps the offsets right with CRLF line ends and characters outside the BMP', () => {
    const html = '<!DOCTYPE html>\r\n<!-- 😀 -->\r\n<html>\r\n<head>\r\n<title>T</title>';
    const output = renderPublishedDocument(html, 'Page');
    expect(output).toBe(html.replace('<head>', `<head>${ROBOTS_META}`));
  });

  it('drops a leading byte order mark, as a browser does, so the doctype still counts', () => {
    const output = renderPublishedDocument('\uFEFF<!DOCTYPE html><p>x</p>', 'Page');
    expect(output).toBe(`<!DOCTYPE html>${ROBOTS_META}<title>Page</title><p>x</p>`);
    expect(parsed(output).mode).toBe('no-quirks');
  });

  it('reads only up to the body: 512 KiB of nested or repeated elements are quick', () => {
    // The tree builder is quadratic in nesting depth; the head scan stops at the first <div>.
    const nested = '<div>'.repeat(100_000) + 'x'.repeat(24_288);
    expect(renderPublishedDocument(nested, 'Page')).toBe(
      `<!DOCTYPE html>\n${ROBOTS_META}<title>Page</title>${nested}`,
    );
    const head = `<!DOCTYPE html><html><head>${'<meta name="k" content="v">'.repeat(19_000)}`;
    expect(renderPublishedDocument(head, 'Page')).toBe(
      head.replace('<head>', `<head>${ROBOTS_META}<title>Page</title>`),
    );
  });

  it('always leaves one robots tag in <head>, the author bytes and a doctype mode intact', () => {
    const pieces = [
      '<template>',
      '</template>',
      '<title>',
      '</title>',
      '<script>',
      '</script>',
      '<noscript>',
      '</noscript>',
      '<style>',
      '<HEAD>',
      '<br>',
      '</br>',
      '<base href="/">',
      '<svg>',
      '<math>',
      '<plaintext>',
      '<xmp>',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">',
      '<?xml version="1.0"?>',
      '<![CDATA[x]]>',
      '<frame>',
      '<!DOCTYPE html>',
      '<html>',
      '<html lang="en">',
      '<head>',
      '</head>',
      '<body>',
      '</body>',
      '</html>',
      '<title>T</title>',
      '<meta charset="utf-8">',
      '<p>',
      '</p>',
      'text',
      ' ',
      '\n',
      '<!-- c -->',
      '<!-- <head> -->',
      '<script>var a = "<head>";</script>',
      '<style>p{}</style>',
      '<svg><title>s</title></svg>',
      '<table>',
      '<tr><td>x',
      '<template><title>t</title></template>',
      '<noscript><p>n</p></noscript>',
      '<textarea><head></textarea>',
      '<b><p>x</b>',
      '<frameset>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (chosen) => {
        const html = chosen.join('');
        const output = renderPublishedDocument(html, 'Page');
        const result = parsed(output);
        expect(result.robots).toHaveLength(1);
        // A title is added exactly when the parsed input has none in its head.
        expect(output.includes(`${ROBOTS_META}<title>Page</title>`)).toBe(
          parsed(html).titles.length === 0,
        );
        const rest = withoutInjection(output, 'Page');
        if (rest === html) {
          expect(result.mode).toBe(parse(html).mode);
        } else {
          // Only a fragment gets a doctype, and with it standards mode.
          expect(rest).toBe(`<!DOCTYPE html>\n${html}`);
          expect(result.mode).toBe('no-quirks');
        }
      }),
      { numRuns: 1500 },
    );
  });
});
