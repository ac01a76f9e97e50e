import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type OnData = (data: Uint8Array) => void;

/** The parts of pglite-socket's private queue and handlers (0.2.x) this routing wraps. */
interface QueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: OnData): Promise<number>;
}
interface Handler {
  handlerId: number;
  socket: { writable: boolean; write(data: Uint8Array): boolean } | null;
}

const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const NOTIFICATION = 0x41; // 'A'
const decoder = new TextDecoder();

/**
 * LISTEN/NOTIFY for every client of the PGlite socket server (decision 028). PGlite is one
 * backend session shared by all socket connections, so PostgreSQL writes a notification into
 * the reply of whichever connection's query was running (usually the writer's), never to the
 * connection that listens. This notes which connection sent `LISTEN channel`, finds each
 * NotificationResponse in the replies and writes a copy to every other connection listening on
 * that channel, so `pg.Client` LISTEN works over the socket as it does on PostgreSQL.
 *
 * Limits: an UNLISTEN from one connection stops the shared session listening for all of them
 * (our listeners never send one), and a connection that did not listen may still see a stray
 * notification in its own reply (`pg` emits it on that client; nothing listens there).
 */
export function routeNotifications(server: PGLiteSocketServer): void {
  const internals = server as unknown as { queryQueue?: QueryQueue; handlers?: Set<Handler> };
  const queue = internals.queryQueue;
  const handlers = internals.handlers;
  if (!queue || typeof queue.enqueue !== 'function' || !(handlers instanceof Set)) {
    throw new Error(
      'pglite-socket internals changed: review src/server/db/socket-notifications.ts',
    );
  }
  const listening = new Map<number, Set<string>>();
  const scanners = new Map<number, ReplyScanner>();

  const forward = (from: number, channel: string, message: Uint8Array) => {
    for (const handler of handlers) {
      const channels = listening.get(handler.handlerId);
      if (handler.handlerId === from || !channels?.has(channel)) continue;
      if (handler.socket?.writable) handler.socket.write(message);
    }
  };
  // Handlers leave the server's set when their connection closes; forget them too.
  const forgetClosed = () => {
    const open = new Set([...handlers].map((handler) => handler.handlerId));
    for (const id of scanners.keys()) if (!open.has(id)) scanners.delete(id);
    for (const id of listening.keys()) if (!open.has(id)) listening.delete(id);
  };

  const enqueue = queue.enqueue.bind(queue);
  queue.enqueue = (handlerId, message, onData) => {
    noteListen(listening, handlerId, message);
    let scanner = scanners.get(handlerId);
    if (!scanner) {
      forgetClosed();
      scanner = new ReplyScanner((channel, bytes) => forward(handlerId, channel, bytes));
      scanners.set(handlerId, scanner);
    }
    const scan = scanner;
    return enqueue(handlerId, message, (data) => {
      onData(data);
      scan.push(data);
    });
  };
}

/** Records the channels of LISTEN and UNLISTEN statements in a simple query or a Parse. */
function noteListen(listening: Map<number, Set<string>>, handlerId: number, message: Uint8Array) {
  const type = message[0];
  if (type !== QUERY && type !== PARSE) return;
  let start = 5;
  // A Parse starts with the statement's name; the query text follows it.
  if (type === PARSE) start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  if (start <= 0 || end < 0) return;
  const text = decoder.decode(message.subarray(start, end));
  if (!/listen/i.test(text)) return;
  const statement = /(?:^|;)\s*(un)?listen\s+("(?:[^"]|"")+"|[a-z_][\w$]*|\*)/gi;
  for (const [, un, name] of text.matchAll(statement)) {
    const channel = name!.startsWith('"') ? name!.slice(1, -1).replaceAll('""', '"') : name!;
    const channels = listening.get(handlerId) ?? new Set<string>();
    if (!un) channels.add(name!.startsWith('"') ? channel : channel.toLowerCase());
    else if (channel === '*') channels.clear();
    else channels.delete(name!.startsWith('"') ? channel : channel.toLowerCase());
    listening.set(handlerId, channels);
  }
}

/**
 * Walks the backend messages of one connection's replies (type byte, then a length that
 * counts itself), across chunk boundaries, and hands every NotificationResponse to `found`.
 */
export class ReplyScanner {
  private rest: Uint8Array = new Uint8Array(0);

  constructor(private readonly found: (channel: string, message: Uint8Array) => void) {}

  push(chunk: Uint8Array) {
    let data = chunk;
    if (this.rest.length > 0) {
      data = new Uint8Array(this.rest.length + chunk.length);
      data.set(this.rest);
      data.set(chunk, this.rest.length);
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    let at = 0;
    while (data.length - at >= 5) {
      const length = view.getInt32(at + 1);
      if (length < 4) {
        // Not a message boundary: drop what is buffered rather than misread the rest.
        this.rest = new Uint8Array(0);
        return;
      }
      if (data.length - at < 1 + length) break;
      if (data[at] === NOTIFICATION) {
        const message = data.slice(at, at + 1 + length);
        const channelEnd = message.indexOf(0, 9);
        if (channelEnd > 0) this.found(decoder.decode(message.subarray(9, channelEnd)), message);
      }
      at += 1 + length;
    }
    this.rest = data.slice(at);
  }
}
