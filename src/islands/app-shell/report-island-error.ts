import {
  CLIENT_ERROR_LIMITS as L,
  type ClientErrorReceipt,
  type ClientErrorReport,
} from '../../contracts/client-errors.ts';
import { api } from '../../lib/api-client.ts';

const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/**
 * What an island's error boundary sends: the error and the page path, cut to the contract's
 * limits so a long stack is never refused. No query string (it may carry tokens).
 * @example islandErrorReport(new Error('x'), '\n at Tool', '/history')
 */
export function islandErrorReport(
  error: unknown,
  componentStack: string | null | undefined,
  path: string,
): ClientErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    message: cut(asError.message.trim() || asError.name, L.message) ?? 'Error',
    stack: cut(asError.stack, L.stack),
    componentStack: cut(componentStack ?? undefined, L.stack),
    path: cut(path.startsWith('/') ? path : `/${path}`, L.path)!,
  };
}

/**
 * Spec §2.1: reports the error to the API's log; resolves to the request id it was logged
 * under, or undefined when the API could not be reached (the screen works without it).
 */
export async function reportIslandError(
  error: unknown,
  componentStack?: string | null,
): Promise<string | undefined> {
  try {
    const receipt = await api.post<ClientErrorReceipt>(
      '/client-errors',
      islandErrorReport(error, componentStack, location.pathname),
      { public: true },
    );
    return receipt.request_id;
  } catch {
    return undefined;
  }
}
