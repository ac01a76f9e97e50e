import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods.ts';

function routes() {
  const app = new Hono();
  app.use('/v1/*', async (_c, next) => next());
  app.get('/v1/models', (c) => c.json([]));
  app.post('/v1/models', (c) => c.json({}));
  app.get('/v1/models/:id', (c) => c.json({}));
  app.delete('/v1/models/:id', (c) => c.json({}));
  app.patch('/v1/models/:id', (c) => c.json({}));
  app.get('/v1/reference/scalar.js', (c) => c.text(''));
  return app.routes;
}

describe('allowedMethods', () => {
  it('lists the methods a path answers, HEAD with GET, in a fixed order', () => {
    const allowed = allowedMethods(routes());
    expect(allowed('/v1/models')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowed('/v1/models/42')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE']);
    expect(allowed('/v1/reference/scalar.js')).toEqual(['GET', 'HEAD']);
  });

  it('lists none for a path no route has, middleware aside', () => {
    const allowed = allowedMethods(routes());
    expect(allowed('/v1/models/42/extra')).toEqual([]);
    expect(allowed('/v1/reference/scalarxjs')).toEqual([]);
    expect(allowed('/v1/unknown')).toEqual([]);
  });
});
