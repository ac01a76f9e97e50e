/**
 * An element with its class and its text or children, for the public pages' plain scripts
 * (the dev outbox, the verify page), which build a little DOM without a framework.
 * @example element('p', 'text-ink-700', 'Đang kiểm tra…')
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...content: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...content);
  return node;
}
