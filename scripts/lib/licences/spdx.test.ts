import { describe, expect, it } from 'vitest';
import { judgeLicence, parseExpression } from './spdx.ts';

const forbidden = (kind: string) => ({ status: 'forbidden', kind });
const unknown = (term: string) => ({ status: 'unknown', term });

describe('judgeLicence', () => {
  it.each([
    ['AGPL-3.0', 'AGPL'],
    ['AGPL-3.0-or-later', 'AGPL'],
    ['GNU Affero GPL v3', 'AGPL'],
    ['SSPL-1.0', 'SSPL'],
    ['BUSL-1.1', 'BUSL'],
    ['Business Source License 1.1', 'BUSL'],
    ['Apache-2.0 WITH Commons-Clause', 'Commons Clause'],
    ['CC-BY-NC-4.0', 'non-commercial'],
    ['CC-BY-NC-SA-4.0', 'non-commercial'],
    ['PolyForm-Noncommercial-1.0.0', 'non-commercial'],
    ['PolyForm-Strict-1.0.0', 'non-commercial'],
    ['Free for non-commercial use', 'non-commercial'],
  ])('forbids %s (%s)', (licence, kind) => {
    expect(judgeLicence(licence)).toEqual(forbidden(kind));
  });

  it.each(['MIT', 'Apache-2.0', 'ISC', 'BSD-3-Clause', 'BlueOak-1.0.0', 'mit', 'BSL-1.0'])(
    'allows %s',
    (licence) => expect(judgeLicence(licence)).toEqual({ status: 'allowed' }),
  );

  it('passes an OR expression when any alternative is allowed', () => {
    expect(judgeLicence('(MIT OR AGPL-3.0)')).toEqual({ status: 'allowed' });
    expect(judgeLicence('(BSD-3-Clause OR GPL-2.0)')).toEqual({ status: 'allowed' });
    expect(judgeLicence('AGPL-3.0 OR GPL-3.0')).toEqual(unknown('GPL-3.0'));
    expect(judgeLicence('AGPL-3.0 or SSPL-1.0')).toEqual(forbidden('AGPL'));
  });

  it('holds every part of an AND expression', () => {
    expect(judgeLicence('Apache-2.0 AND MIT')).toEqual({ status: 'allowed' });
    expect(judgeLicence('Apache-2.0 AND LGPL-3.0-or-later')).toEqual(unknown('LGPL-3.0-or-later'));
    expect(judgeLicence('(MIT OR Apache-2.0) AND CC-BY-NC-4.0')).toEqual(
      forbidden('non-commercial'),
    );
  });

  it('lets an exception add permissions to an allowed licence, never to a forbidden one', () => {
    expect(judgeLicence('Apache-2.0 WITH LLVM-exception')).toEqual({ status: 'allowed' });
    expect(judgeLicence('GPL-2.0 WITH Classpath-exception-2.0')).toEqual(unknown('GPL-2.0'));
    expect(judgeLicence('AGPL-3.0 WITH some-exception')).toEqual(forbidden('AGPL'));
  });

  it('calls missing, UNLICENSED, URL and free-text licences unknown', () => {
    expect(judgeLicence(undefined)).toEqual(unknown(''));
    expect(judgeLicence('UNLICENSED')).toEqual(unknown('UNLICENSED'));
    expect(judgeLicence('public domain')).toEqual(unknown('public domain'));
    expect(judgeLicence('https://example.com/LICENSE')).toEqual(
      unknown('https://example.com/LICENSE'),
    );
    expect(judgeLicence('GPLv3')).toEqual(unknown('GPLv3'));
  });

  it('reads the title of the file a SEE LICENSE IN points to', () => {
    const licence = 'SEE LICENSE IN LICENSE.md';
    expect(judgeLicence(licence)).toEqual(unknown(licence));
    expect(judgeLicence(licence, 'Copyright Acme. All rights reserved.')).toEqual(unknown(licence));
    expect(judgeLicence(licence, '# GNU Affero General Public License\n\n_Version 3_')).toEqual({
      ...forbidden('AGPL'),
      file: 'LICENSE.md',
    });
    expect(judgeLicence(licence, '"Commons Clause" License Condition v1.0\n')).toMatchObject(
      forbidden('Commons Clause'),
    );
  });
});

describe('parseExpression', () => {
  it('reads precedence: AND binds tighter than OR', () => {
    expect(parseExpression('MIT OR Apache-2.0 AND ISC')).toEqual({
      op: 'OR',
      left: { term: 'MIT' },
      right: { op: 'AND', left: { term: 'Apache-2.0' }, right: { term: 'ISC' } },
    });
  });

  it('refuses what is not an expression', () => {
    expect(parseExpression('public domain')).toBeUndefined();
    expect(parseExpression('(MIT OR')).toBeUndefined();
    expect(parseExpression('MIT WITH')).toBeUndefined();
  });
});
