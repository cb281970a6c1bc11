import { createHash } from 'node:crypto';
import { entityTagOf, heldEntityTagOf, ifNoneMatchNames } from './entity-tag';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('entityTagOf', () => {
  it('is a strong tag: the base64url SHA-256 of media type, coding and bytes, 32 characters', () => {
    const body = '{"data":[]}';
    const digest = createHash('sha256')
      .update(`${JSON_TYPE}\n\n${body}`)
      .digest('base64url')
      .slice(0, 32);
    expect(entityTagOf(JSON_TYPE, '', body)).toBe(`"${digest}"`);
    expect(entityTagOf(JSON_TYPE, '', body)).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('gives text and its UTF-8 bytes one tag', () => {
    const body = '{"name":"Zoë"}';
    expect(entityTagOf(JSON_TYPE, '', Buffer.from(body))).toBe(entityTagOf(JSON_TYPE, '', body));
  });

  it('changes with any byte, the media type or the content coding', () => {
    const tag = entityTagOf(JSON_TYPE, '', '{"a":1}');
    expect(entityTagOf(JSON_TYPE, '', '{"a":2}')).not.toBe(tag);
    expect(entityTagOf('application/json', '', '{"a":1}')).not.toBe(tag);
    expect(entityTagOf(JSON_TYPE, 'gzip', '{"a":1}')).not.toBe(tag);
  });

  it('hashes a held Buffer once per media type and coding, however often it is sent', () => {
    const body = Buffer.from('{"data":[1,2,3]}');
    const tag = heldEntityTagOf(JSON_TYPE, '', body);
    expect(tag).toBe(entityTagOf(JSON_TYPE, '', body));
    const update = jest.spyOn(createHash('sha256').constructor.prototype, 'update');
    try {
      expect(heldEntityTagOf(JSON_TYPE, '', body)).toBe(tag);
      expect(update).not.toHaveBeenCalled();
      expect(heldEntityTagOf(JSON_TYPE, 'gzip', body)).not.toBe(tag);
    } finally {
      update.mockRestore();
    }
  });
});

describe('ifNoneMatchNames', () => {
  const tag = '"abcDEF123_-"';

  it('matches the tag itself, and nothing when the header is absent or names another', () => {
    expect(ifNoneMatchNames(tag, tag)).toBe(true);
    expect(ifNoneMatchNames(undefined, tag)).toBe(false);
    expect(ifNoneMatchNames('', tag)).toBe(false);
    expect(ifNoneMatchNames('"other"', tag)).toBe(false);
  });

  it('matches `*` whatever the tag', () => {
    expect(ifNoneMatchNames('*', tag)).toBe(true);
    expect(ifNoneMatchNames(' * ', tag)).toBe(true);
  });

  it('compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"', () => {
    expect(ifNoneMatchNames(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchNames('W/"other"', tag)).toBe(false);
  });

  it('finds the tag anywhere in a list, with or without spaces', () => {
    expect(ifNoneMatchNames(`"a", ${tag}, "b"`, tag)).toBe(true);
    expect(ifNoneMatchNames(`"a",W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchNames(`"a" , "b"`, tag)).toBe(false);
  });

  it('never matches an unquoted value or a part of a tag', () => {
    expect(ifNoneMatchNames('abcDEF123_-', tag)).toBe(false);
    expect(ifNoneMatchNames('"abcDEF123', tag)).toBe(false);
    expect(ifNoneMatchNames(`w/${tag}`, tag)).toBe(false);
    expect(ifNoneMatchNames(`"x${tag.slice(1)}`, tag)).toBe(false);
  });
});
