import type { StudioTool } from '../../../contracts/studio.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { IslandKey, IslandT } from '../../app-shell/i18n.ts';

/** What a failed submit tells the user: one message, and field messages for a 422. */
export interface SubmitFailure {
  kind: 'credits' | 'invalid' | 'other';
  message: string;
  /** A 422's messages by field (`height`, `person`…), already in the caller's language. */
  fields: Record<string, string>;
}

/** Spec §8: the processing error of each tool (body generation and hairstyle name themselves). */
export function processingErrorKey(tool: StudioTool): IslandKey {
  if (tool === 'body-generator') return 'toolsUi.error.body';
  if (tool === 'hairstyle-changer') return 'toolsUi.error.hairstyle';
  return 'toolsUi.error.processing';
}

/**
 * A failed submit as the screen shows it: a 402 is the server's shortage message (spec §8,
 * already in the caller's language), the fair-use refusal (429) the server's message too, a 422
 * its field messages, anything else the tool's processing error.
 * @example describeSubmitError('image-editing', error, t).message
 */
export function describeSubmitError(tool: StudioTool, error: unknown, t: IslandT): SubmitFailure {
  if (error instanceof ApiError && error.status === 402) {
    return { kind: 'credits', message: error.message, fields: {} };
  }
  // Decision 067: the fair-use refusal names the budget and the day generations open again.
  if (error instanceof ApiError && error.code === 'fair_use_budget_reached') {
    return { kind: 'other', message: error.message, fields: {} };
  }
  if (error instanceof ApiError && error.status === 422) {
    const fields: Record<string, string> = {};
    const list = (error.body as { errors?: { path?: unknown; message?: unknown }[] } | null)
      ?.errors;
    for (const issue of Array.isArray(list) ? list : []) {
      if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
      const field = issue.path.replace(/^(params|inputs)\./, '');
      fields[field] ??= issue.message;
    }
    return { kind: 'invalid', message: error.message, fields };
  }
  return { kind: 'other', message: t(processingErrorKey(tool)), fields: {} };
}
