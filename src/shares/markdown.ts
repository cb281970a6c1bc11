import { Marked, Renderer, Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to HTML for public shares. Raw HTML in the source is shown as text, never passed
 * through, and the rendered output is then cut down to an allow-list of tags, attributes and URL
 * schemes: the HTML is displayed by clients on their own origin, so it must carry no script.
 */
const renderer = new Renderer();
renderer.html = ({ text }: Tokens.HTML | Tokens.Tag): string => escapeHtml(text);

const marked = new Marked({ gfm: true, breaks: false, async: false, renderer });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'input',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** Synchronous and unbounded in time: public surfaces go through MarkdownRenderer instead. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** What a document that cannot be rendered safely is shown as: its source, escaped. */
export function renderMarkdownAsText(source: string): string {
  return `<pre>${escapeHtml(source)}</pre>`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
