import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { clientMistake, sqlStateOf } from './client-errors.ts';

/** A database error as node-postgres raises it, wrapped as a query builder wraps it. */
function databaseError(code: string) {
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code });
  return new Error('Failed query', { cause });
}

describe('clientMistake', () => {
  it('answers Hono’s refusals of a body in the error model', () => {
    expect(clientMistake(new HTTPException(415))?.code).toBe('unsupported_media_type');
    expect(
      clientMistake(new HTTPException(400, { message: 'Malformed JSON in request body' }))?.code,
    ).toBe('invalid_json');
    expect(
      clientMistake(new HTTPException(400, { message: 'Malformed FormData request.' }))?.code,
    ).toBe('invalid_form');
  });

  it('answers a form the runtime cannot parse with 400', () => {
    const mistake = clientMistake(new TypeError('Failed to parse body as FormData.'));
    expect([mistake?.status, mistake?.code]).toEqual([400, 'invalid_form']);
  });

  it('answers a value the database refused with 400, as a last line of defence', () => {
    for (const code of ['22P02', '22P05', '22021', '22001', '22003']) {
      expect(sqlStateOf(databaseError(code))).toBe(code);
      expect(clientMistake(databaseError(code))?.status).toBe(400);
    }
  });

  it('leaves every other error a 500', () => {
    expect(clientMistake(new Error('boom'))).toBeNull();
    expect(clientMistake(databaseError('23505'))).toBeNull();
    expect(clientMistake(new HTTPException(503))).toBeNull();
  });
});
