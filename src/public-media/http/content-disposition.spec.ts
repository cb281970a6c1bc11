import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Grüße (1).txt')).toBe(
      `attachment; filename="Gr__e (1).txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%281%29.txt`,
    );
  });

  it('never lets quotes, backslashes or semicolons break the header', () => {
    const header = contentDisposition('inline', 'a";b\\c.txt');
    expect(header).toBe(`inline; filename="a__b_c.txt"; filename*=UTF-8''a%22%3Bb%5Cc.txt`);
  });
});
