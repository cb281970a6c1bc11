import { parentPort } from 'node:worker_threads';
import { renderMarkdown } from './markdown';

/**
 * Runs in a worker thread of MarkdownRenderer: a render that takes too long or too much memory
 * is cut off there, never on the event loop that serves every other request.
 */
export interface RenderRequest {
  id: number;
  source: string;
}
export interface RenderReply {
  id: number;
  /** null when the renderer threw (a stack overflow on deep nesting, for one). */
  html: string | null;
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, source }: RenderRequest) => {
    let html: string | null;
    try {
      html = renderMarkdown(source);
    } catch {
      html = null;
    }
    port.postMessage({ id, html } satisfies RenderReply);
  });
  port.postMessage('ready');
}
