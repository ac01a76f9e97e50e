import pg from 'pg';
import type { Logger } from '../logger.ts';

/** Wakes the callers that follow a key (a notice's payload) when a notice for it arrives. */
export interface NoticeListener {
  /**
   * Whether notices are being received now. While false (connecting, reconnecting, or never in
   * `poll` mode) a follower must poll at its fast interval, since it may miss changes.
   */
  readonly listening: boolean;
  /**
   * Calls `wake` on every notice whose payload is `key`, and for every key when the connection
   * is lost or comes back (a change may have passed unseen). Returns the unsubscribe function.
   */
  subscribe(key: string, wake: () => void): () => void;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;

/**
 * One dedicated connection (not from the pool: LISTEN belongs to a session) that listens on
 * `channel` and fans notices out by payload. It reconnects with backoff when the connection
 * drops, and wakes every subscriber when it drops and when it is back.
 * @example const notices = await startNoticeListener({ url, channel: 'generation_progress', logger });
 */
export async function startNoticeListener(options: {
  url: string;
  channel: string;
  logger: Logger;
  /** Shown in pg_stat_activity, so the connection can be found (and, in tests, ended). */
  applicationName?: string;
  /**
   * Called with every notice's payload, and with `undefined` when notices may have been missed
   * (the connection dropped, or came back): for a listener that reacts to all keys at once.
   */
  onNotice?: (payload: string | undefined) => void;
}): Promise<NoticeListener> {
  const { logger, channel } = options;
  const subscribers = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everListened = false;

  const wakeAll = () => {
    options.onNotice?.(undefined);
    for (const wakes of subscribers.values()) for (const wake of wakes) wake();
  };

  const dropped = (lost: pg.Client, error?: Error) => {
    if (lost !== client) return;
    client = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    if (closed) return;
    if (listening) logger.warn({ err: error, channel }, 'notice listener lost its connection');
    listening = false;
    wakeAll();
    scheduleConnect();
  };

  const scheduleConnect = () => {
    const delay = retryMs * (0.5 + Math.random() / 2);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName,
      // A peer that vanished without closing the connection is noticed, not waited on forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', (notice) => {
      if (notice.channel !== channel || notice.payload === undefined) return;
      options.onNotice?.(notice.payload);
      for (const wake of subscribers.get(notice.payload) ?? []) wake();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client !== next) return;
      logger.warn({ err: error, channel }, 'notice listener could not connect; retrying');
      client = undefined;
      next.end().catch(() => {});
      if (!closed) scheduleConnect();
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => {});
      return;
    }
    listening = true;
    retryMs = FIRST_RETRY_MS;
    if (everListened) logger.info({ channel }, 'notice listener reconnected');
    everListened = true;
    // Whatever changed while nobody listened is read now.
    wakeAll();
  };

  await connect();
  return {
    get listening() {
      return listening;
    },
    subscribe(key, wake) {
      let wakes = subscribers.get(key);
      if (!wakes) subscribers.set(key, (wakes = new Set()));
      wakes.add(wake);
      return () => {
        wakes.delete(wake);
        if (wakes.size === 0 && subscribers.get(key) === wakes) subscribers.delete(key);
      };
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The listener of `PROGRESS_EVENTS=poll`: never listening, so every follower polls. */
export const pollingOnly: NoticeListener = {
  listening: false,
  subscribe: () => () => {},
  close: async () => {},
};
