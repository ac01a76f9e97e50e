/**
 * The public API's reference page, served by the API itself (the site links it from the footer
 * and the developers page, issue 45).
 * @example apiReferenceUrl('https://api.kieu.studio/') // 'https://api.kieu.studio/v1/reference'
 */
export function apiReferenceUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/v1/reference`;
}

/**
 * A dictionary text cut into plain parts and code parts: text between backticks is code
 * (`POST /api-tokens`), shown as such by the page.
 * @example codeParts('Call `GET /v1/capabilities` first') // [{ text: 'Call ', code: false }, { text: 'GET /v1/capabilities', code: true }, { text: ' first', code: false }]
 */
export function codeParts(text: string): { text: string; code: boolean }[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => ({ text: part, code: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
