import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { loggedRequestOf, type NumberedRequest, requestLogFields } from './request-log-context';

function numbered(fields: Partial<NumberedRequest>): NumberedRequest {
  const request = new IncomingMessage(new Socket()) as NumberedRequest;
  Object.assign(request, fields);
  return request;
}

describe('the request a log line names', () => {
  it('copies the id, the method and the URL as it came, and holds nothing of the request', () => {
    const request = numbered({
      id: 'req-1',
      method: 'GET',
      url: '/after-routing',
      originalUrl: '/public/media/abc.def/download',
    });

    const logged = loggedRequestOf(request);

    expect(logged).toEqual({ id: 'req-1', method: 'GET', url: '/public/media/abc.def/download' });
    expect(Object.values(logged).every((value) => typeof value === 'string')).toBe(true);
  });

  it('takes the URL when no router has kept an original one', () => {
    expect(loggedRequestOf(numbered({ id: 'req-2', method: 'POST', url: '/v1/agents' })).url).toBe(
      '/v1/agents',
    );
  });

  it('redacts the credentials of the URL when a line is written', () => {
    const logged = loggedRequestOf(
      numbered({ id: 'req-3', method: 'GET', url: '/public/unsubscribe?token=svc_unsub_x' }),
    );

    expect(requestLogFields(logged)).toEqual({
      id: 'req-3',
      method: 'GET',
      url: '/public/unsubscribe?token=[REDACTED]',
    });
  });
});
