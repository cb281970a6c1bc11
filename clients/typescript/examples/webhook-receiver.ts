import { createServer } from 'node:http';
import { verificationAnswer, verifyWebhook, WebhookVerificationError } from '../src';

/**
 * README, "Outbound webhooks": a local receiver that verifies each delivery with the subscription's
 * secret, and proves it owns its URL by echoing `webhook.verification` challenges (a subscription
 * created with `"verify": true` gets nothing else until then).
 * `WEBHOOK_SECRET=whsec_… PORT=4000 npx ts-node --transpile-only clients/typescript/examples/webhook-receiver.ts`
 */
const secret = process.env.WEBHOOK_SECRET ?? '';
const port = Number(process.env.PORT ?? 4000);

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      // The raw bytes as received: a re-serialised body would give another digest.
      const event = verifyWebhook(Buffer.concat(chunks), request.headers, secret);
      const answer = verificationAnswer(event);
      if (answer !== undefined) {
        console.log(`answered the verification challenge ${event.id}`);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer);
        return;
      }
      console.log(`verified ${event.type} ${event.id}`, JSON.stringify(event.data));
      response.writeHead(200).end('ok');
    } catch (error) {
      const reason = error instanceof WebhookVerificationError ? error.reason : String(error);
      console.log(`refused: ${reason}`);
      response.writeHead(400).end(reason);
    }
  });
}).listen(port, () => console.log(`receiving on http://localhost:${port}`));
