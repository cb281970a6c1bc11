import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';

/** What the start of an html document tells about where its <head> is. */
export interface HeadSection {
  /** A point at which a parser puts a <meta> tag into <head>. */
  insertionOffset: number;
  hasDoctype: boolean;
  /** An <html>, <head>, <body> or <frameset> start tag created its element. */
  hasDocumentTags: boolean;
  /** A <title> element is in <head> (outside any <template>). */
  hasTitle: boolean;
}

/** Elements whose content the tree builder tells the tokenizer to read as text. */
const TEXT_MODES: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT, // browsers parse with scripting enabled
  script: TokenizerMode.SCRIPT_DATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/** Start tags the "after head" insertion mode still puts into <head>. */
const AFTER_HEAD_CONTENT = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'title',
  'noframes',
  'style',
  'script',
  'template',
]);

/** "In head" also keeps <noscript>; after </head> it starts the body. */
const HEAD_CONTENT = new Set([...AFTER_HEAD_CONTENT, 'noscript']);

type Mode = 'initial' | 'beforeHtml' | 'beforeHead' | 'inHead' | 'afterHead' | 'done';

/**
 * Reads the tokens of `source` up to the point where the body starts, following the WHATWG
 * tree-construction modes that matter before it (initial, before html, before head, in head,
 * after head), and stops there. Linear in the size of the head, unlike building the whole tree:
 * parse5's tree builder is quadratic in nesting depth (100k nested <div>s take minutes).
 */
export function scanHeadSection(source: string): HeadSection {
  const scanner = new HeadSectionScanner();
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, scanner);
  scanner.attach(tokenizer);
  tokenizer.write(source, true);
  return scanner.result();
}

class HeadSectionScanner implements TokenHandler {
  private tokenizer: Tokenizer;
  private mode: Mode = 'initial';
  /** The element whose text content is being read (title, script, style, …). */
  private openTextElement: string | null = null;
  private templateDepth = 0;
  private doctypeEnd: number | undefined;
  private htmlTagEnd: number | undefined;
  private headTagEnd: number | undefined;
  private bodyTag = false;
  private hasTitle = false;

  attach(tokenizer: Tokenizer): void {
    this.tokenizer = tokenizer;
  }

  result(): HeadSection {
    return {
      // Each point is followed by the in head, before head or before html mode respectively.
      insertionOffset: this.headTagEnd ?? this.htmlTagEnd ?? this.doctypeEnd ?? 0,
      hasDoctype: this.doctypeEnd !== undefined,
      hasDocumentTags:
        this.htmlTagEnd !== undefined || this.headTagEnd !== undefined || this.bodyTag,
      hasTitle: this.hasTitle,
    };
  }

  // After stop() the tokenizer may still hand over the token it was emitting: each handler
  // ignores everything once the body has started.

  onDoctype(token: Token.DoctypeToken): void {
    // Only a doctype before anything but comments and whitespace counts; later ones are ignored.
    if (this.mode !== 'initial') return;
    this.doctypeEnd = token.location?.endOffset;
    this.mode = 'beforeHtml';
  }

  onStartTag(token: Token.TagToken): void {
    if (this.mode === 'done') return;
    const name = token.tagName;
    const textMode = TEXT_MODES[name];
    if (textMode !== undefined) {
      this.tokenizer.state = textMode;
      this.openTextElement = name;
    }
    if (this.templateDepth > 0) {
      if (name === 'template') this.templateDepth += 1;
      return;
    }
    if (this.mode === 'initial' || this.mode === 'beforeHtml') {
      this.mode = 'beforeHead';
      if (name === 'html') {
        this.htmlTagEnd = token.location?.endOffset;
        return;
      }
    }
    if (this.mode === 'beforeHead') {
      if (name === 'html') return; // its attributes join the root; nothing else changes
      this.mode = 'inHead';
      if (name === 'head') {
        this.headTagEnd = token.location?.endOffset;
        return;
      }
    }
    if (name === 'html' || name === 'head') return; // ignored in head and after head
    const inHead = (this.mode === 'inHead' ? HEAD_CONTENT : AFTER_HEAD_CONTENT).has(name);
    if (!inHead) {
      this.bodyTag = name === 'body' || name === 'frameset';
      this.stop();
      return;
    }
    if (name === 'title') this.hasTitle = true;
    if (name === 'template') this.templateDepth = 1;
  }

  onEndTag(token: Token.TagToken): void {
    if (this.mode === 'done') return;
    const name = token.tagName;
    if (this.openTextElement) {
      // In a text state the tokenizer emits only the end tag that closes the element.
      if (name === this.openTextElement) this.openTextElement = null;
      return;
    }
    if (this.templateDepth > 0) {
      if (name === 'template') this.templateDepth -= 1;
      return;
    }
    if (name === 'head') {
      this.mode = 'afterHead'; // implies html and head if needed; ignored after head
    } else if (name === 'body' || name === 'html' || name === 'br') {
      this.stop(); // these imply <body>
    } else if (this.mode === 'initial') {
      this.mode = 'beforeHtml'; // any other end tag is ignored, but ends the doctype's chance
    }
  }

  onCharacter(): void {
    if (this.mode === 'done') return;
    if (this.openTextElement || this.templateDepth > 0) return;
    this.stop(); // text other than whitespace starts the body
  }

  onNullCharacter(): void {
    this.onCharacter();
  }

  onWhitespaceCharacter(): void {}

  onComment(): void {}

  onEof(): void {
    this.mode = 'done';
  }

  private stop(): void {
    this.mode = 'done';
    this.tokenizer.pause();
  }
}
