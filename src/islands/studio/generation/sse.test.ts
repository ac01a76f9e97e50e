import { describe, expect, it } from 'vitest';
import { parseSse } from './sse.ts';

describe('parseSse', () => {
  it('reads named events and keeps an unfinished one for the next chunk', () => {
    const first = parseSse(
      'event: progress\ndata: {"fraction":0.2}\n\nevent: progress\ndata: {"fr',
    );
    expect(first.events).toEqual([{ event: 'progress', data: '{"fraction":0.2}' }]);
    expect(first.rest).toBe('event: progress\ndata: {"fr');
    const second = parseSse(`${first.rest}action":0.5}\n\n`);
    expect(second.events).toEqual([{ event: 'progress', data: '{"fraction":0.5}' }]);
    expect(second.rest).toBe('');
  });

  it('joins data lines, accepts CRLF, skips comments and events without data', () => {
    const { events } = parseSse(
      ': keep-alive\r\n\r\nevent: ping\r\n\r\ndata: a\r\ndata: b\r\n\r\n',
    );
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('takes a value without the optional space and a field without a colon', () => {
    const { events } = parseSse('event:progress\ndata:{}\ndata\n\n');
    expect(events).toEqual([{ event: 'progress', data: '{}\n' }]);
  });
});
