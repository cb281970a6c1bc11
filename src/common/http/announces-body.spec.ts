import { announcesBody } from './announces-body';

it('a request announces a body by a transfer coding or a length above zero', () => {
  expect(announcesBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  expect(announcesBody({ 'content-length': '10' })).toBe(true);
  expect(announcesBody({ 'content-length': '0' })).toBe(false);
  expect(announcesBody({})).toBe(false);
});
