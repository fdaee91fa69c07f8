// A partner's callback server on a free local port, as a partner would run one: it keeps every
// request it receives, and answers each with the status the test chooses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCallback = { headers: http.IncomingHttpHeaders; body: string };
/** The answer to one callback: a status and its text, or null to never answer (the sender times out). */
export type ReceiverAnswer = { status: number; text?: string } | null;

export async function startCallbackReceiver(path: string, answer: (callback: ReceivedCallback) => ReceiverAnswer) {
  const received: ReceivedCallback[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const callback = { headers: request.headers, body };
      received.push(callback);
      const chosen = answer(callback);
      if (!chosen) return;
      response.writeHead(chosen.status, { 'content-type': 'text/plain' }).end(chosen.text ?? (chosen.status === 200 ? 'ok' : 'no'));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    /** drops the connections it holds open (unanswered callbacks) */
    dropConnections: () => server.closeAllConnections(),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
