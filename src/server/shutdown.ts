import type { Logger } from './logger.ts';

/**
 * On SIGTERM or SIGINT, runs `close` once and exits; a second signal or the timeout forces the
 * exit so a stuck connection can never keep the process alive.
 */
export function onShutdownSignal(
  logger: Logger,
  timeoutMs: number,
  close: () => Promise<void>,
  signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
) {
  let firstSignalAt: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      // Ctrl-C reaches both npm and this process, so one key press can arrive twice at once.
      if (Date.now() - firstSignalAt < 1000) return;
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        logger.info({ ms: Date.now() - firstSignalAt! }, 'stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, stop);
}
