import { scanHeadSection } from './head-section';

/** public-api.md: the public render is marked noindex; nofollow because the links are not ours. */
export const ROBOTS_DIRECTIVES = 'noindex, nofollow';
export const ROBOTS_META = `<meta name="robots" content="${ROBOTS_DIRECTIVES}">`;
const STANDARDS_DOCTYPE = '<!DOCTYPE html>\n';
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The public document for an author's html: their markup unchanged, plus the robots meta tag (and
 * a <title> from the page title when their <head> has none) inserted where an HTML parser puts
 * it into <head>. A fragment (no doctype, no <html>, <head> or <body> tag) also gets a doctype so
 * it renders in standards mode; a full document keeps the mode its author chose.
 *
 * The insertion point comes from parse5's spec-exact tokenizer, so comments, scripts, attribute
 * values containing ">" and late or implied tags cannot fool it.
 */
export function renderPublishedDocument(html: string, pageTitle: string): string {
  // A browser drops a leading byte order mark before parsing; the tokenizer would read it as text.
  const source = html.startsWith(BYTE_ORDER_MARK) ? html.slice(1) : html;
  const head = scanHeadSection(source);
  const injected = ROBOTS_META + (head.hasTitle ? '' : `<title>${escapeText(pageTitle)}</title>`);
  const fragment = !head.hasDoctype && !head.hasDocumentTags;
  const offset = head.insertionOffset;
  return (
    (fragment ? STANDARDS_DOCTYPE : '') + source.slice(0, offset) + injected + source.slice(offset)
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
