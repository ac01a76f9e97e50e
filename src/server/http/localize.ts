import type { z } from 'zod';
import { en } from '../../i18n/en.ts';
import { t, type DictionaryKey } from '../../i18n/index.ts';
import { toolMessageParams } from '../../contracts/tools.ts';
import type { Lang, LocalizedText } from './app-error.ts';
import { apiWorded } from './api-wording.ts';

export type MessageParams = Record<string, string | number>;

/** A field problem as the API reports it: `path` like 'email' or 'files.2'. */
export interface ValidationIssue {
  path: string;
  message: string;
  params?: MessageParams;
}

export function isDictionaryKey(message: string): message is DictionaryKey {
  return Object.hasOwn(en, message);
}

/**
 * A dictionary key becomes its text in `lang` (placeholders filled from `params`); any other
 * message, e.g. one of zod's defaults, passes through unchanged.
 * @example translateMessage('validation.fileTooLarge', 'vi', { maxSize: 10 }) // 'Tệp quá lớn. …10MB'
 * @example translateMessage('Invalid input', 'vi') // 'Invalid input'
 */
export function translateMessage(message: string, lang: Lang, params?: MessageParams): string {
  return isDictionaryKey(message) ? t(lang)(message, params) : message;
}

/** Both languages of a message, for an AppError. */
export function localize(message: string, params?: MessageParams): LocalizedText {
  return {
    en: translateMessage(message, 'en', params),
    vi: translateMessage(message, 'vi', params),
  };
}

/**
 * zod issues as API issues: one per field (the first, which a form shows), with the bounds its
 * message names (`{minimum}`, `{maximum}`). An unknown key is named in an issue of its own, and
 * one of zod's English defaults becomes a dictionary message, so no answer leaves a language.
 * For the public API (`surface` 'api'), messages are in its words (`apiWorded`, issue 45);
 * `prefix` names the object the checked value sits in (`params`).
 */
export function issuesFromZod(
  error: z.ZodError,
  options: { surface?: 'studio' | 'api'; prefix?: string } = {},
): ValidationIssue[] {
  const { surface = 'studio', prefix } = options;
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  const add = (issue: ValidationIssue) => {
    if (seen.has(issue.path)) return;
    seen.add(issue.path);
    issues.push(issue);
  };
  for (const issue of error.issues) {
    const path = (prefix ? [prefix, ...issue.path] : issue.path).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = path ? `${path}.${key}` : key;
        add({ path: field, message: 'validation.unknownField', params: { field } });
      }
      continue;
    }
    const bounds = Object.hasOwn(toolMessageParams, issue.message)
      ? toolMessageParams[issue.message as keyof typeof toolMessageParams]
      : undefined;
    // `{field}` names the field itself, for messages that say which one (an API's inputs).
    const params: MessageParams = { field: path, ...bounds };
    if ('minimum' in issue) params.minimum = Number(issue.minimum);
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    const own = { path, message: ownMessage(issue), params };
    add(surface === 'api' ? apiWorded(issue, own) : own);
  }
  return issues;
}

/** A contract's own message (a dictionary key), or ours in place of one of zod's defaults. */
function ownMessage(issue: z.core.$ZodIssue): string {
  if (isDictionaryKey(issue.message)) return issue.message;
  return issue.code === 'invalid_type' ? 'validation.wrongType' : 'validation.invalid';
}
