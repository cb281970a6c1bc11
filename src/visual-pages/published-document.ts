import { html as htmlSpec, parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** public-api.md: the public render is marked noindex; nofollow because the links are not ours. */
export const ROBOTS_DIRECTIVES = 'noindex, nofollow';
export const ROBOTS_META = `<meta name="robots" content="${ROBOTS_DIRECTIVES}">`;
const STANDARDS_DOCTYPE = '<!DOCTYPE html>\n';

/**
 * The public document for an author's html: their bytes unchanged, plus the robots meta tag (and
 * a <title> from the page title when the html has none) inserted where an HTML parser puts it
 * into <head>. A fragment (no doctype, no <html>, <head> or <body> tag) also gets a doctype so it
 * renders in standards mode; a full document keeps the mode its author chose.
 *
 * Parsing with parse5 (the WHATWG algorithm) instead of searching for "<head" means comments,
 * scripts, attributes containing ">" and implied elements cannot fool the insertion point.
 */
export function renderPublishedDocument(source: string, pageTitle: string): string {
  const document = parse(source, { sourceCodeLocationInfo: true });
  const root = childElement(document, 'html');
  const head = root && childElement(root, 'head');
  const body = root && (childElement(root, 'body') ?? childElement(root, 'frameset'));

  const offset = headInsertionOffset(head, body) ?? source.length;
  const injected =
    ROBOTS_META + (hasTitleElement(document) ? '' : `<title>${escapeText(pageTitle)}</title>`);
  const fragment =
    !document.childNodes.some((node) => node.nodeName === '#documentType') &&
    ![root, head, body].some((element) => element?.sourceCodeLocation?.startTag);
  return (
    (fragment ? STANDARDS_DOCTYPE : '') + source.slice(0, offset) + injected + source.slice(offset)
  );
}

/**
 * Where a tag is still parsed into <head>: right after an explicit <head> start tag; otherwise
 * before the first thing the parser put into the implied head; otherwise where the body begins
 * (anything before that point is in the "before head", "in head" or "after head" modes, all of
 * which insert a <meta> into head). Undefined when the source has no content at all.
 */
function headInsertionOffset(
  head: Element | undefined,
  body: Element | undefined,
): number | undefined {
  const headStartTag = head?.sourceCodeLocation?.startTag;
  if (headStartTag) return headStartTag.endOffset;
  const inHead = head && earliestOffset(head.childNodes);
  if (inHead !== undefined) return inHead;
  if (!body) return undefined;
  return body.sourceCodeLocation?.startTag?.startOffset ?? earliestOffset(body.childNodes);
}

/**
 * The smallest source offset among the nodes (descending only into elements the parser implied,
 * which have no location). Not simply the first child: text foster-parented out of a <table>
 * comes before the table in the tree but after it in the source.
 */
function earliestOffset(nodes: Node[]): number | undefined {
  let earliest: number | undefined;
  const pending: Node[] = [];
  pushAll(pending, nodes);
  for (let node = pending.pop(); node; node = pending.pop()) {
    const location = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
    if (location) {
      earliest =
        earliest === undefined ? location.startOffset : Math.min(earliest, location.startOffset);
    } else if ('childNodes' in node) {
      pushAll(pending, node.childNodes);
    }
  }
  return earliest;
}

/** document.title reads the first HTML <title> anywhere in the tree (an SVG <title> is not one). */
function hasTitleElement(document: Node): boolean {
  const pending: Node[] = [document];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (isElement(node) && node.tagName === 'title' && node.namespaceURI === htmlSpec.NS.HTML) {
      return true;
    }
    if ('childNodes' in node) pushAll(pending, node.childNodes);
  }
  return false;
}

function childElement(parent: Node, tagName: string): Element | undefined {
  if (!('childNodes' in parent)) return undefined;
  return parent.childNodes.find(
    (node): node is Element => isElement(node) && node.tagName === tagName,
  );
}

/** Explicit stacks instead of recursion or spreads: 512 KiB of html can nest or list 100k nodes. */
function pushAll(stack: Node[], nodes: Node[]): void {
  for (const node of nodes) stack.push(node);
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
