import fc from 'fast-check';

/**
 * Changes to JSON text that no JS value can express: nesting beyond the edge guard's limit,
 * containers past its item and key counts, duplicate keys, escapes of lone surrogates and NUL,
 * numbers outside doubles, and text that is not JSON at all. None of them alters the characters
 * inside an existing string (a URL stays the loopback address it was).
 */
export type TextMutation = (text: string, n: number) => string;

const STRING_TOKEN = /"(?:[^"\\]|\\.)*"/g;

/** Positions of the string tokens of JSON text (start of the opening quote, end after closing). */
function stringTokens(text: string): { start: number; end: number }[] {
  return [...text.matchAll(STRING_TOKEN)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Number tokens outside strings. */
function numberTokens(text: string): { start: number; end: number }[] {
  const strings = stringTokens(text);
  const out: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)) {
    const inside = strings.some((token) => match.index >= token.start && match.index < token.end);
    if (!inside) out.push({ start: match.index, end: match.index + match[0].length });
  }
  return out;
}

const ESCAPES = ['\\ud800', '\\udc00', '\\udbff', '\\ud800\\u0041', '\\u0000', '\\uDFFF\\uD800'];
const NUMBERS = [
  '-0',
  '1e309',
  '-1e309',
  '9007199254740993',
  '1e-400',
  '00',
  '01',
  '.5',
  '1.',
  '0x10',
  'NaN',
  'Infinity',
];
const WHOLE = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"x"',
  '[]',
  '{}',
  '{',
  '}',
  ']',
  'undefined',
  "{'a':1}",
  '\u0000',
  '\ufeff{}',
  '{"a":1}garbage',
];

export const TEXT_MUTATIONS: Record<string, TextMutation> = {
  nestArrays: (text, n) => {
    const depth = [31, 32, 33, 100, 20_000][n % 5];
    return '['.repeat(depth) + text + ']'.repeat(depth);
  },
  nestObjects: (text, n) => {
    const depth = [31, 33, 5_000][n % 3];
    return '{"a":'.repeat(depth) + text + '}'.repeat(depth);
  },
  nestInside: (text, n) => {
    // Deep nesting as the value of the document's first key.
    const depth = [30, 40, 10_000][n % 3];
    const colon = text.indexOf(':');
    if (text[0] !== '{' || colon < 0) return text;
    return `${text.slice(0, colon + 1)}${'['.repeat(depth)}${']'.repeat(depth)},"_":${text.slice(colon + 1)}`;
  },
  hugeArray: (_text, n) => {
    const items = [999, 1_000, 1_001, 50_000][n % 4];
    return `[${new Array(items).fill(n % 2 ? '{}' : '0').join(',')}]`;
  },
  hugeObject: (text, n) => {
    const keys = [999, 1_001, 20_000][n % 3];
    const members = Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',');
    return text.startsWith('{') && text.length > 2
      ? `{${members},${text.slice(1)}`
      : `{${members}}`;
  },
  duplicateKey: (text, n) => {
    const key = text.match(/^\{\s*("(?:[^"\\]|\\.)*")\s*:/)?.[1] ?? '"name"';
    const values = ['null', '1', '"x"', '{}', '[]', '"\\u0000"'];
    return text.startsWith('{') ? `{${key}:${values[n % values.length]},${text.slice(1)}` : text;
  },
  protoKey: (text, n) => {
    const keys = ['"__proto__"', '"constructor"', '"\\u005f_proto__"', '"prototype"'];
    const values = ['{"isAdmin":true}', '{"prototype":{"x":1}}', 'null', '[]'];
    const member = `${keys[n % keys.length]}:${values[(n >> 2) % values.length]}`;
    return text.startsWith('{') ? `{${member}${text.length > 2 ? ',' : ''}${text.slice(1)}` : text;
  },
  escapeInString: (text, n) => {
    const tokens = stringTokens(text);
    if (tokens.length === 0) return text;
    const token = tokens[n % tokens.length];
    const escape = ESCAPES[(n >> 3) % ESCAPES.length];
    return `${text.slice(0, token.end - 1)}${escape}${text.slice(token.end - 1)}`;
  },
  rawControlInString: (text, n) => {
    const tokens = stringTokens(text);
    if (tokens.length === 0) return text;
    const token = tokens[n % tokens.length];
    return `${text.slice(0, token.end - 1)}${['\u0000', '\n', '\u001f'][n % 3]}${text.slice(token.end - 1)}`;
  },
  weirdNumber: (text, n) => {
    const tokens = numberTokens(text);
    const replacement = NUMBERS[n % NUMBERS.length];
    if (tokens.length === 0) return text;
    const token = tokens[(n >> 4) % tokens.length];
    return `${text.slice(0, token.start)}${replacement}${text.slice(token.end)}`;
  },
  truncate: (text, n) => text.slice(0, text.length === 0 ? 0 : n % text.length),
  trailing: (text, n) => `${text}${[' ', ',', '}', ']', 'x', '\u0000', '\n\n{}'][n % 7]}`,
  bom: (text) => `\ufeff${text}`,
  whole: (_text, n) => WHOLE[n % WHOLE.length],
};

export const textMutation: fc.Arbitrary<{ name: string; n: number }> = fc.record({
  name: fc.constantFrom(...Object.keys(TEXT_MUTATIONS)),
  n: fc.nat(),
});
