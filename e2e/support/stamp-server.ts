import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY_STAMP_HEADER, verifyApiKeyStamp } from '@docs/platform-api';

/** One request the server received, as it arrived. */
export interface ReceivedRequest {
  path: string;
  body: string;
  stamp: string | undefined;
  verified: boolean;
}

export interface StampServer {
  /** `http://127.0.0.1:<port>`: the base URL to type into "Try it". */
  url: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

export interface StampServerOptions {
  /** The origin allowed by CORS: the site's, or another one to provoke a CORS refusal. */
  allowOrigin: string;
  /**
   * Changes each POST body on arrival, before the stamp is checked: a body altered on the way.
   * (Altering it in the browser with `page.route` instead makes Chromium hold the cross-origin
   * response's body until the connection closes: seconds on a busy machine.)
   */
  tamper?: (body: string) => string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  cors: Record<string, string>,
) {
  response.writeHead(status, {
    ...cors,
    'Content-Type': 'application/json',
    'X-Request-Id': `test-${Date.now()}`,
  });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for the platform that checks stamps: it verifies the `X-Stamp` header over the
 * exact body bytes with `verifyApiKeyStamp` and answers 200 with an echo, or 401 with a status
 * object that says why. Listens on a free port of 127.0.0.1.
 */
export async function startStampServer(options: StampServerOptions): Promise<StampServer> {
  const received: ReceivedRequest[] = [];
  const cors = {
    'Access-Control-Allow-Origin': options.allowOrigin,
    'Access-Control-Expose-Headers': 'X-Request-Id',
    Vary: 'Origin',
  };
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': `Content-Type, ${API_KEY_STAMP_HEADER}`,
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, cors);
      response.end();
      return;
    }
    const arrived = await readBody(request);
    const body = options.tamper ? options.tamper(arrived) : arrived;
    const header = request.headers[API_KEY_STAMP_HEADER.toLowerCase()];
    const stamp = Array.isArray(header) ? header[0] : header;
    const check = stamp
      ? await verifyApiKeyStamp(body, stamp)
      : { valid: false as const, reason: `the ${API_KEY_STAMP_HEADER} header is missing` };
    received.push({ path: request.url ?? '', body, stamp, verified: check.valid });
    if (!check.valid) {
      reply(
        response,
        401,
        { code: 16, message: `Invalid stamp: ${check.reason}`, details: [] },
        cors,
      );
      return;
    }
    let echo: unknown = body;
    try {
      echo = JSON.parse(body);
    } catch {
      // Echo the raw text.
    }
    reply(
      response,
      200,
      { verified: true, publicKey: check.publicKey, path: request.url, body: echo },
      cors,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
