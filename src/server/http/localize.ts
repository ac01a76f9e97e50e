import type { z } from 'zod';
import { en } from '../../i18n/en.ts';
import { t, type DictionaryKey } from '../../i18n/index.ts';
import type { Lang, LocalizedText } from './app-error.ts';

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
 * zod issues as API issues: one per field (the first, which a form shows), with the bounds of
 * size checks as parameters so texts may say `{minimum}` or `{maximum}`.
 */
export function issuesFromZod(error: z.ZodError): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const params: MessageParams = {};
    if ('minimum' in issue) params.minimum = Number(issue.minimum);
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    issues.push({ path, message: issue.message, params });
  }
  return issues;
}
