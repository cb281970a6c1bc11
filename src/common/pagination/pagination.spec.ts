import { cursorPage, decodeCursor, encodeCursor, resolveCursorLimit } from './cursor-page';
import { offsetPage, resolveOffsetPaging } from './offset-page';

describe('offset pagination', () => {
  it('defaults to limit 20 and offset 0', () => {
    expect(resolveOffsetPaging({})).toEqual({ limit: 20, offset: 0 });
  });

  it('clamps a limit above the cap instead of refusing it', () => {
    expect(resolveOffsetPaging({ limit: 5000, offset: 3 })).toEqual({ limit: 100, offset: 3 });
    expect(resolveOffsetPaging({ limit: 50 }, 30).limit).toBe(30);
  });

  it('reports hasMore from the probe row and trims it', () => {
    const page = offsetPage([1, 2, 3], { limit: 2, offset: 0 });
    expect(page).toEqual({ data: [1, 2], pagination: { limit: 2, offset: 0, hasMore: true } });
  });

  it('leaves total absent when it was not counted, even on a short last page', () => {
    const page = offsetPage([1], { limit: 20, offset: 40 });
    expect(page.pagination).toEqual({ limit: 20, offset: 40, hasMore: false });
    expect('total' in page.pagination).toBe(false);
  });

  it('carries a counted total, including zero', () => {
    expect(offsetPage([], { limit: 20, offset: 0 }, 0).pagination).toEqual({
      limit: 20,
      offset: 0,
      hasMore: false,
      total: 0,
    });
  });
});

describe('cursor pagination', () => {
  const isPosition = (value: unknown): value is { id: string } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string';

  it('round-trips a position through an opaque cursor', () => {
    const cursor = encodeCursor({ id: 'abc' });
    expect(cursor).not.toContain('abc');
    expect(decodeCursor(cursor, isPosition)).toEqual({ id: 'abc' });
  });

  it('treats absent, null and empty cursors as the first page', () => {
    expect(decodeCursor(undefined, isPosition)).toBeUndefined();
    expect(decodeCursor(null, isPosition)).toBeUndefined();
    expect(decodeCursor('', isPosition)).toBeUndefined();
  });

  it('refuses a cursor it did not issue with VALIDATION_ERROR', () => {
    expect(() => decodeCursor('not-a-cursor', isPosition)).toThrow(
      expect.objectContaining({ status: 400, code: 'VALIDATION_ERROR' }),
    );
    const foreign = Buffer.from(JSON.stringify({ v: 99, p: { id: 'x' } })).toString('base64url');
    expect(() => decodeCursor(foreign, isPosition)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
  });

  it('emits a cursor only while there is more, with direction and limit always present', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const first = cursorPage(rows, 2, (row) => ({ id: row.id }));
    expect(first.data).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(first.pagination.hasMore).toBe(true);
    expect(decodeCursor(first.pagination.cursor, isPosition)).toEqual({ id: 'b' });
    expect(first.pagination).toMatchObject({ direction: 'next', limit: 2 });
    expect('total' in first.pagination).toBe(false);

    const last = cursorPage(rows.slice(2), 2, (row) => ({ id: row.id }));
    expect(last.pagination).toEqual({ hasMore: false, cursor: null, direction: 'next', limit: 2 });
  });

  it('clamps the cursor page size', () => {
    expect(resolveCursorLimit(undefined)).toBe(20);
    expect(resolveCursorLimit(1000)).toBe(100);
  });
});
