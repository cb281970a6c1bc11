import { declaresMoreThan, isUsableIdempotencyKey, mediaRefusal } from './inbound-request-checks';

describe('mediaRefusal', () => {
  it.each([
    [{ 'content-type': 'application/json' }, undefined],
    [{ 'content-type': 'Application/JSON; charset=UTF-8' }, undefined],
    [{ 'content-type': 'application/json; charset="utf8"' }, undefined],
    [{ 'content-type': 'application/json', 'content-encoding': 'identity' }, undefined],
    [{}, 'unsupported_media_type'],
    [{ 'content-type': 'text/plain' }, 'unsupported_media_type'],
    [{ 'content-type': 'application/cloudevents+json' }, 'unsupported_media_type'],
    [{ 'content-type': 'application/jsonp' }, 'unsupported_media_type'],
    [{ 'content-type': 'application/json; charset=iso-8859-1' }, 'unsupported_charset'],
    [
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'unsupported_content_encoding',
    ],
  ])('%j → %s', (headers, refusal) => {
    expect(mediaRefusal(headers)).toBe(refusal);
  });
});

describe('body length handling', () => {
  it('refuses early only on a declared length above the limit', () => {
    expect(declaresMoreThan({ 'content-length': '1048577' }, 1048576)).toBe(true);
    expect(declaresMoreThan({ 'content-length': '1048576' }, 1048576)).toBe(false);
    expect(declaresMoreThan({}, 1048576)).toBe(false);
  });
});

describe('isUsableIdempotencyKey', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    expect(isUsableIdempotencyKey('order-42')).toBe(true);
    expect(isUsableIdempotencyKey('k'.repeat(255))).toBe(true);
    expect(isUsableIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isUsableIdempotencyKey('')).toBe(false);
    expect(isUsableIdempotencyKey('tab\there')).toBe(false);
  });
});
