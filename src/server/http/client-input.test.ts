import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './app-error.ts';
import {
  clientInputChecks,
  isPathParamValid,
  nulIssues,
  splitUrl,
  withoutNul,
} from './client-input.ts';

describe('nulIssues', () => {
  it('names every string and key with a NUL character, nested or not', () => {
    const issues = nulIssues({ name: 'a\u0000b', tags: ['x', 'y\u0000'], 'k\u0000': 1, ok: 'z' });
    expect(issues.map((issue) => issue.path)).toEqual(['name', 'tags.1', 'k\\u0000']);
    expect(issues[0]!.message).toBe('validation.nulCharacter');
  });

  it('walks a body nested far deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulIssues(deep)).toHaveLength(1);
  });
});

describe('withoutNul', () => {
  it('makes untrusted input storable, keys included', () => {
    expect(withoutNul({ 'a\u0000': ['b\u0000', 1] })).toEqual({ 'a\uFFFD': ['b\uFFFD', 1] });
  });
});

describe('isPathParamValid', () => {
  it('takes only UUIDs as ids and no NUL anywhere', () => {
    expect(isPathParamValid('id', '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9')).toBe(true);
    expect(isPathParamValid('id', '-'.repeat(36))).toBe(false);
    expect(isPathParamValid('id', 'x')).toBe(false);
    expect(isPathParamValid('termId', 'thoi-trang')).toBe(true);
    expect(isPathParamValid('termId', 'a\u0000')).toBe(false);
  });
});

describe('clientInputChecks', () => {
  const app = new Hono();
  app.use(clientInputChecks());
  app.use('/guarded/*', async (c, next) => {
    if (!c.req.header('authorization')) return c.text('sign in', 401);
    await next();
  });
  app.get('/guarded/:id', (c) => c.text(c.req.param('id')));
  app.get('/files/*', (c) => c.text(c.req.query('q') ?? ''));
  app.onError((error, c) =>
    error instanceof AppError ? c.json(errorBody(error, 'vi'), error.status) : c.text('crash', 500),
  );
  const signedIn = { headers: { authorization: 'Bearer x' } };

  it('answers an id that is not a UUID with 404, after the guards before the route', async () => {
    expect((await app.request('/guarded/nope')).status).toBe(401);
    expect((await app.request('/guarded/nope', signedIn)).status).toBe(404);
    const id = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    expect(await (await app.request(`/guarded/${id}`, signedIn)).text()).toBe(id);
  });

  it('answers a path that cannot be percent-decoded with 404', async () => {
    expect((await app.request('/files/%E0%A4%A')).status).toBe(404);
  });

  it('refuses a NUL in the query with a 422 naming the parameter, in the caller’s language', async () => {
    const res = await app.request('/files/a?q=%00');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'q', message: 'Trường này không được chứa ký tự NUL (\\u0000)' }],
    });
    // In a key, in lower case, after other parameters: still found.
    const key = await app.request('/files/a?x=1&k%00ey=2');
    expect(key.status).toBe(422);
    expect((await app.request('/files/a?q=%2500')).status).toBe(200);
  });
});

describe('splitUrl', () => {
  it('splits the raw path and query of an absolute URL, leaving both encoded', () => {
    expect(splitUrl('http://h:8/a%20b/c?x=%00&y')).toEqual({ path: '/a%20b/c', query: 'x=%00&y' });
    expect(splitUrl('https://h/')).toEqual({ path: '/', query: '' });
    expect(splitUrl('http://h/p?')).toEqual({ path: '/p', query: '' });
    expect(splitUrl('http://h')).toEqual({ path: '/', query: '' });
  });
});
