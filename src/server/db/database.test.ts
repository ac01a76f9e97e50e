import { describe, expect, it } from 'vitest';
import { withoutJit } from './database.ts';

describe('PostgreSQL connections without JIT (decision 139)', () => {
  it('starts each connection with jit off', () => {
    expect(withoutJit('postgres://kieu:secret@db.internal:5432/kieu')).toBe('-c jit=off');
  });

  it('keeps the options the URL gives, and turns JIT off after them', () => {
    const url = 'postgres://kieu:secret@db.internal/kieu?options=-c%20statement_timeout%3D5000';
    expect(withoutJit(url)).toBe('-c statement_timeout=5000 -c jit=off');
  });
});
