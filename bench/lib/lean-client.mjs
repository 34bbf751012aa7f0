// A load generator's client for bench/sandbox.mjs: the same requests and the same X-Stamp as the
// published client sends (base64url JSON of the compressed public key, the P-256 scheme and a DER
// ECDSA-SHA256 signature of the exact body), with the key imported once and node:http over
// keep-alive connections. The published stamper imports the key and derives its public half
// again for every request, and Node's fetch costs several times node:http per request (a
// trivial server answered 3,250 requests/s to fetch and 10,300 to node:http at 16 concurrent
// callers here); on a 2-core machine the client's CPU is taken from the sandbox it measures.
import { createECDH, createPrivateKey, sign } from 'node:crypto';
import http from 'node:http';

const base64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** A signing function for the API key `privateKeyHex` (P-256), whose public key is `publicKeyHex`. */
export function leanStamper(publicKeyHex, privateKeyHex) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKeyHex, 'hex'));
  const uncompressed = ecdh.getPublicKey();
  const compressed = ecdh.getPublicKey('hex', 'compressed');
  if (compressed !== publicKeyHex.toLowerCase()) {
    throw new Error('The API private key does not belong to the API public key given');
  }
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: base64url(Buffer.from(privateKeyHex, 'hex')),
      x: base64url(uncompressed.subarray(1, 33)),
      y: base64url(uncompressed.subarray(33, 65)),
    },
  });
  return (body) =>
    base64url(
      JSON.stringify({
        publicKey: compressed,
        scheme: 'SIGNATURE_SCHEME_TK_API_P256',
        signature: sign('sha256', Buffer.from(body), key).toString('hex'),
      }),
    );
}

/**
 * `post(path, payload)`: the JSON answer of a stamped POST to the sandbox at `baseUrl` (http), or
 * a rejection naming the status.
 */
export function leanClient(baseUrl, publicKeyHex, privateKeyHex) {
  const stamp = leanStamper(publicKeyHex, privateKeyHex);
  const { hostname, port } = new URL(baseUrl);
  // Idle sockets are dropped before the server's keep-alive timeout (5 s in Node), so a request
  // is never written to a socket the server is closing (ECONNRESET between rows).
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });
  return (path, payload) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(payload);
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-stamp': stamp(body),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('error', reject);
          response.on('end', () => {
            if (response.statusCode !== 200) {
              reject(new Error(`${path} answered ${response.statusCode}: ${text}`));
              return;
            }
            try {
              resolve(JSON.parse(text));
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
