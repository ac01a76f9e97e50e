/** Text made safe inside HTML (mail bodies, the sandbox page): &, <, >, " and ' as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
