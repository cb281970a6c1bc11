import type { ErrorDetail } from '../errors/domain-error';

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
}

/**
 * The first string or object key that Postgres or a URI function cannot take: a NUL (U+0000),
 * which text and jsonb refuse, or a lone UTF-16 surrogate (`"\ud800"` in JSON), which jsonb
 * refuses and `encodeURIComponent` throws on. Iterative, so attacker depth cannot overflow it.
 */
export function findUnsafeString(root: unknown): ErrorDetail | undefined {
  const stack: Node[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return unsafe(node, problem);
    } else if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index--) {
          stack.push({ value: value[index], key: String(index), parent: node });
        }
      } else {
        const keys = Object.keys(value);
        for (let index = keys.length - 1; index >= 0; index--) {
          const key = keys[index];
          const child: Node = { value: (value as Record<string, unknown>)[key], key, parent: node };
          const problem = stringProblem(key);
          if (problem) return unsafe(child, problem);
          stack.push(child);
        }
      }
    }
  }
  return undefined;
}

function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL (U+0000) characters';
  if (!value.isWellFormed())
    return 'must be well-formed Unicode (a lone UTF-16 surrogate was found)';
  return undefined;
}

function unsafe(node: Node, problem: string): ErrorDetail {
  const segments: string[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) segments.push(at.key);
  // A key that is itself unsafe is named without its bad characters, so the answer stays printable.
  const field = segments.reverse().map(printable).join('.');
  return { field, message: `${field || 'the body'} ${problem}`, code: 'invalid_string' };
}

function printable(segment: string): string {
  return segment.toWellFormed().replaceAll('\u0000', '\uFFFD');
}
