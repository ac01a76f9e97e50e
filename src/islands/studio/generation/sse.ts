/** One server-sent event: its name (`message` when unnamed) and its joined data lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a server-sent event stream's text into the complete events it holds and the
 * unfinished rest to keep for the next chunk (events end with a blank line; CRLF allowed).
 * @example parseSse('event: progress\ndata: {"a":1}\n\nevent: pro') // { events: [{ event: 'progress', data: '{"a":1}' }], rest: 'event: pro' }
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
