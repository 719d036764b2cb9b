// Requests through the balancer as a client on another machine makes them: from a loopback address of the
// test's choosing (127.0.0.2, 127.0.0.3 …: HAProxy appends it to X-Forwarded-For, and it is the address the
// app counts attempts and budgets for), with the answering instance's name from X-Served-By.
import { request } from 'node:http';
import { SERVED_BY } from './haproxy.ts';

export interface Answer {
  status: number;
  body: unknown;
  /** HAProxy's name of the instance that answered. */
  servedBy: string;
}

export interface RequestOptions {
  /** The client's own address (a loopback one); 127.0.0.1 by default. */
  from?: string;
  headers?: Record<string, string>;
}

export function postJson(origin: string, path: string, body: unknown, { from, headers = {} }: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, origin);
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        // One connection per request, as separate clients: nothing pins a client to an instance.
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk)).once('error', fail);
        response.once('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON (HAProxy's own 503 page): kept as text.
          }
          done({ status: response.statusCode ?? 0, body: parsed, servedBy: String(response.headers[SERVED_BY] ?? '') });
        });
      },
    );
    outgoing.once('error', fail).end(JSON.stringify(body));
  });
}
