import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** The parts of pglite-socket's private QueryQueueManager (0.2.x) this fix replaces. */
interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Parse, Bind, Describe, Execute, Close, Flush: an extended-protocol batch goes on until Sync.
const CONTINUES_BATCH = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

/**
 * pglite-socket queues protocol messages one by one and keeps a connection's turn only inside
 * a transaction, so two connections' Parse/Bind/Execute/Sync batches interleave on PGlite's one
 * session and bind each other's statements; and one failed message stops the queue for good
 * (electric-sql/pglite#1046, decision 001). This keeps a connection's turn until its batch ends
 * with Sync (or its transaction ends), and keeps the queue running after a failure.
 */
export function isolateConnections(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (
    !queue ||
    !Array.isArray(queue.queue) ||
    typeof queue.processQueue !== 'function' ||
    typeof queue.clearQueueForHandler !== 'function'
  ) {
    throw new Error('pglite-socket internals changed: review src/server/db/socket-queue-fix.ts');
  }
  let batchOwner: number | null = null;

  queue.processQueue = async () => {
    if (queue.processing) return;
    queue.processing = true;
    try {
      while (queue.queue.length > 0) {
        const holder = batchOwner ?? (queue.db.isInTransaction() ? queue.lastHandlerId : null);
        const index =
          holder === null ? 0 : queue.queue.findIndex((item) => item.handlerId === holder);
        // The holder's next message has not arrived yet; its enqueue restarts the loop.
        if (index === -1) break;
        const [item] = queue.queue.splice(index, 1);
        let bytes = 0;
        try {
          await queue.db.runExclusive(() =>
            queue.db.execProtocolRawStream(item!.message, {
              onRawData: (data) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
          queue.lastHandlerId = item!.handlerId;
          batchOwner = CONTINUES_BATCH.has(item!.message[0]!) ? item!.handlerId : null;
          item!.resolve(bytes);
        } catch (error) {
          batchOwner = null;
          item!.reject(error);
        }
      }
    } finally {
      queue.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId) => {
    clear(handlerId);
    if (batchOwner === handlerId) {
      batchOwner = null;
      void queue.processQueue();
    }
  };
}
