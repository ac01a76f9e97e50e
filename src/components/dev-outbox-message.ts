import { element } from '../lib/dom-element.ts';

/** One message of the API's development outbox (`GET /dev/outbox`). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Plain text with its http(s) URLs turned into links; built with DOM nodes, never innerHTML. */
export function linkify(text: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    nodes.push(document.createTextNode(text.slice(last, match.index)));
    const link = document.createElement('a');
    link.href = match[0];
    link.textContent = match[0];
    link.className = 'break-all text-brand-700 underline';
    nodes.push(link);
    last = match.index + match[0].length;
  }
  nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

/** A list item showing who the message went to, when, its subject and its text body. */
export function renderMessage(
  message: OutboxMessage,
  labels: { to: string; sentAt: string },
  formatWhen: (iso: string) => string,
): HTMLLIElement {
  const time = element('time', '', formatWhen(message.createdAt));
  time.dateTime = message.createdAt;
  const headingId = `outbox-message-${message.id}`;
  const heading = element('h3', 'text-lg font-semibold text-ink-900', message.subject);
  heading.id = headingId;
  const details = element(
    'dl',
    'mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-700',
    element('dt', 'font-semibold', labels.to),
    element('dd', 'break-all', message.to),
    element('dt', 'font-semibold', labels.sentAt),
    element('dd', '', time),
  );
  const body = element(
    'pre',
    'mt-4 overflow-x-auto rounded-md bg-ink-50 p-4 font-sans text-sm whitespace-pre-wrap text-ink-800',
    ...linkify(message.text),
  );
  const article = element('article', '', heading, details, body);
  article.setAttribute('aria-labelledby', headingId);
  return element('li', 'rounded-lg border border-ink-200 bg-white p-5 shadow-sm', article);
}
