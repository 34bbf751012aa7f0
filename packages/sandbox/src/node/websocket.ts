/**
 * The server side of a WebSocket (RFC 6455), as much as a JSON-RPC subscription needs: the
 * handshake, text messages in (masked, possibly fragmented) and out, ping, and close. Written
 * here rather than taken from a package: the sandbox bundles into one file, and this is all of
 * the protocol its Solana subscriptions use.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** A message larger than this closes the connection (1009): subscriptions are small. */
const MAX_MESSAGE = 1 << 20;

export interface WebSocketConnection {
  send(text: string): void;
  close(): void;
  onMessage(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 0x10000
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([header, payload]);
}

function bigLength(length: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(length));
  return bytes;
}

/** Answers the upgrade; `undefined` (and a 400 written) when it is no WebSocket handshake. */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
): WebSocketConnection | undefined {
  const key = request.headers['sec-websocket-key'];
  if (typeof key !== 'string' || request.headers.upgrade?.toLowerCase() !== 'websocket') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    return undefined;
  }
  const accept = createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const messageListeners: ((text: string) => void)[] = [];
  const closeListeners: (() => void)[] = [];
  let buffered = Buffer.alloc(0);
  let fragments: Buffer[] = [];
  let closed = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners) listener();
  };
  const closeWith = (code: number) => {
    if (!closed) {
      const body = Buffer.alloc(2);
      body.writeUInt16BE(code);
      socket.end(frame(0x8, body));
    }
    finish();
  };

  const readFrames = () => {
    for (;;) {
      if (buffered.length < 2) return;
      const first = buffered[0] ?? 0;
      const second = buffered[1] ?? 0;
      let length = second & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffered.length < 10) return;
        const long = buffered.readBigUInt64BE(2);
        if (long > BigInt(MAX_MESSAGE)) return closeWith(1009);
        length = Number(long);
        offset = 10;
      }
      if (length > MAX_MESSAGE) return closeWith(1009);
      // Every frame from a client is masked (RFC 6455, section 5.1).
      if ((second & 0x80) === 0) return closeWith(1002);
      if (buffered.length < offset + 4 + length) return;
      const mask = buffered.subarray(offset, offset + 4);
      const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length));
      for (let index = 0; index < payload.length; index += 1) {
        payload[index] = (payload[index] ?? 0) ^ (mask[index % 4] ?? 0);
      }
      buffered = buffered.subarray(offset + 4 + length);
      const opcode = first & 0x0f;
      if (opcode === 0x8) return closeWith(1000);
      if (opcode === 0x9) {
        socket.write(frame(0xa, payload));
        continue;
      }
      if (opcode === 0xa) continue;
      if (opcode === 0x1 || opcode === 0x0) {
        fragments.push(payload);
        if (fragments.reduce((sum, part) => sum + part.length, 0) > MAX_MESSAGE) {
          return closeWith(1009);
        }
        if ((first & 0x80) !== 0) {
          const text = Buffer.concat(fragments).toString('utf8');
          fragments = [];
          for (const listener of messageListeners) listener(text);
        }
        continue;
      }
      // Binary or unknown frames: this server speaks JSON text only.
      return closeWith(1003);
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    readFrames();
  });
  socket.on('close', finish);
  socket.on('error', finish);

  return {
    send: (text) => {
      if (!closed) socket.write(frame(0x1, Buffer.from(text, 'utf8')));
    },
    close: () => closeWith(1000),
    onMessage: (listener) => messageListeners.push(listener),
    onClose: (listener) => closeListeners.push(listener),
  };
}
