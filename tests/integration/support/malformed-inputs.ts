import fc from 'fast-check';

/**
 * The malformed inputs the route walk sends (security issue 24): ids that are not ids, bodies of
 * the wrong type, strings with NUL characters, numbers past any column, query strings of the
 * wrong shape. Generated values come from fast-check with a fixed seed, so a failure repeats.
 */

export const WALK_SEED = 2407;

/** Whatever the route's contract would accept: the walk breaks one part of it at a time. */
export interface RouteSeed {
  body?: Record<string, unknown>;
  /** Multipart text fields; `file` adds one real PNG in the part named `fileField`. */
  form?: Record<string, string>;
  fileField?: string;
  /** An HTML form's body (application/x-www-form-urlencoded). */
  urlencoded?: Record<string, string>;
  query?: Record<string, string>;
}

/** One request of the walk: a path and query already percent-encoded, and a body. */
export interface Probe {
  label: string;
  path: string;
  query?: string;
  contentType?: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string with at least one NUL among any code points (lone surrogates included). */
const nulString = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 10 }), fc.string({ maxLength: 10 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** 36 characters shaped like a UUID, one of them wrong. */
const uuidGarbage = fc
  .tuple(fc.uuid(), fc.nat({ max: 35 }), fc.constantFrom('g', 'z', ' ', '\u0000', 'ư', '%', '-'))
  .map(([uuid, at, char]) => `${uuid.slice(0, at)}${char}${uuid.slice(at + 1)}`)
  .filter((value) => !uuidPattern.test(value));

/** Deterministic values of an arbitrary, a different run per `salt`. */
function sample<T>(arbitrary: fc.Arbitrary<T>, count: number, salt: string): T[] {
  let hash = WALK_SEED;
  for (const char of salt) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return fc.sample(arbitrary, { seed: hash, numRuns: count });
}

/** Percent-encodes every byte but the unreserved ones; lone surrogates become U+FFFD. */
export function encodeRaw(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9._~-]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path parameter values that name nothing, as they go on the wire. */
export function malformedIds(salt: string): [string, string][] {
  return [
    ['a word', 'x'],
    ['36 dashes', '-'.repeat(36)],
    ['UUID-shaped letters', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['a UUID and a NUL', `${'1'.repeat(8)}-1111-1111-1111-${'1'.repeat(12)}%00`],
    ['a NUL', '%00'],
    ['a UUID in braces', '%7B6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9%7D'],
    ['4000 characters', 'a'.repeat(4000)],
    ['bad percent-encoding', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['an overlong UTF-8 slash', '%C0%AF'],
    ['a huge number', '99999999999999999999'],
    ...sample(uuidGarbage, 3, salt).map((id, i): [string, string] => [
      `UUID-like garbage ${i}`,
      encodeRaw(id),
    ]),
    ...sample(nulString, 3, `${salt}:nul`).map((value, i): [string, string] => [
      `a string with NUL ${i}`,
      encodeRaw(value),
    ]),
  ];
}

const LONG = 'ư'.repeat(20_000);
/** Long, yet short enough for the HTTP server's 16 KB limit on the request head. */
const LONG_IN_URL = 'ư'.repeat(1_500);
const HUGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, 0.5];
const MULTIPART_BODY =
  '--walk\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue\r\n--walk--\r\n';

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [i, v] as const)
      : Object.entries(value);
    return [{ path, value }, ...entries.flatMap(([key, inner]) => leaves(inner, [...path, key]))];
  }
  return [{ path, value }];
}

function replaced(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const json = (label: string, value: unknown, raw?: string): Omit<Probe, 'path'> => ({
  label,
  contentType: 'application/json',
  body: raw ?? JSON.stringify(value),
});

/** Bodies of the wrong type, broken JSON, and the seed's body broken one value at a time. */
export function bodyProbes(seed: RouteSeed, salt: string, png: Uint8Array): Omit<Probe, 'path'>[] {
  const probes: Omit<Probe, 'path'>[] = [
    { label: 'text/plain', contentType: 'text/plain', body: 'hello' },
    // Issue 18: an empty body, with the content type the route takes and with none.
    { label: 'an empty JSON body', contentType: 'application/json', body: '' },
    { label: 'an empty body, no content type', body: new Uint8Array() },
    // Bytes, so that fetch adds no content type of its own.
    { label: 'no content type', body: new Uint8Array(Buffer.from('{"name":"x"}')) },
    {
      label: 'a urlencoded form with NUL',
      contentType: 'application/x-www-form-urlencoded',
      body: 'name=%00&outcome=%00&email=a%40b.vn',
    },
    {
      label: 'multipart without boundary',
      contentType: 'multipart/form-data',
      body: MULTIPART_BODY,
    },
    {
      label: 'multipart with another boundary',
      contentType: 'multipart/form-data; boundary=other',
      body: MULTIPART_BODY,
    },
    json('invalid JSON', null, '{"name":'),
    json('JSON null', null),
    json('a JSON string with NUL', '\u0000'),
    json('a JSON number past any column', null, '1e400'),
    json('a JSON array instead of an object', [seed.body ?? {}]),
    json('deeply nested JSON', null, `${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('a key with NUL', { ...seed.body, 'name\u0000': 'x' }),
  ];
  const body = seed.body ?? {};
  const nuls = sample(nulString, 64, `${salt}:body`);
  leaves(body).forEach(({ path, value }, index) => {
    if (path.length === 0) return;
    const at = path.join('.');
    if (typeof value === 'string') {
      probes.push(json(`${at} with NUL`, replaced(body, path, nuls[index % nuls.length])));
      probes.push(json(`${at} 20000 characters long`, replaced(body, path, LONG)));
      probes.push(json(`${at} a huge number`, replaced(body, path, 2 ** 31)));
    } else if (typeof value === 'number') {
      for (const huge of HUGE_NUMBERS)
        probes.push(json(`${at} = ${huge}`, replaced(body, path, huge)));
      probes.push(json(`${at} a string`, replaced(body, path, '1\u0000')));
    } else if (value !== null && typeof value === 'object') {
      probes.push(json(`${at} an array`, replaced(body, path, [value])));
      probes.push(json(`${at} with NUL`, replaced(body, path, nuls[index % nuls.length])));
    } else {
      probes.push(json(`${at} with NUL`, replaced(body, path, nuls[index % nuls.length])));
    }
  });
  if (seed.form) probes.push(...formProbes(seed, salt, png));
  if (seed.urlencoded) {
    for (const key of Object.keys(seed.urlencoded)) {
      const fields = { ...seed.urlencoded, [key]: '\u0000' };
      probes.push({
        label: `form field ${key} with NUL`,
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(fields).toString(),
      });
    }
  }
  return probes;
}

function formProbes(seed: RouteSeed, salt: string, png: Uint8Array): Omit<Probe, 'path'>[] {
  const build = (fields: Record<string, string>, fileName?: string) =>
    buildForm(seed, fields, png, fileName);
  const fields = seed.form!;
  const nuls = sample(nulString, 16, `${salt}:form`);
  const probes: Omit<Probe, 'path'>[] = Object.keys(fields).flatMap((name, index) => [
    {
      label: `part ${name} with NUL`,
      body: build({ ...fields, [name]: nuls[index % nuls.length]! }),
    },
    { label: `part ${name} 20000 characters long`, body: build({ ...fields, [name]: LONG }) },
  ]);
  probes.push({ label: 'a part named with NUL', body: build({ ...fields, 'name\u0000': 'x' }) });
  if (seed.fileField) {
    probes.push({ label: 'a file name with NUL', body: build(fields, `ảnh\u0000.png`) });
    probes.push({
      label: 'a file name 2000 characters long',
      body: build(fields, `${'a'.repeat(2000)}.png`),
    });
  }
  return probes;
}

/** Query strings with NUL, numbers past any column, wrong types and repeated names. */
export function queryProbes(seed: RouteSeed, salt: string): Omit<Probe, 'path'>[] {
  const query = seed.query ?? {};
  const encode = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([key, value]) => `${encodeRaw(key)}=${encodeRaw(value)}`)
      .join('&');
  const nuls = sample(nulString, 32, `${salt}:query`);
  const probes: Omit<Probe, 'path'>[] = [
    { label: 'query: NUL everywhere', query: 'limit=%00&id=%00&cursor=%00&%00=%00' },
    { label: 'query: bad percent-encoding', query: 'limit=%E0%A4%A&q=%&token=%C0%AF' },
    {
      label: 'query: wrong types',
      query: 'limit=abc&offset=-1&days=1e400&page=99999999999999999999',
    },
  ];
  Object.keys(query).forEach((key, index) => {
    const values: [string, string][] = [
      ['NUL', nuls[index % nuls.length]!],
      ['1500 characters', LONG_IN_URL],
      ['a huge number', '99999999999999999999'],
      ['2^31', String(2 ** 31)],
      ['a negative number', '-1'],
    ];
    for (const [label, value] of values) {
      probes.push({ label: `query ${key}: ${label}`, query: encode({ ...query, [key]: value }) });
    }
    probes.push({
      label: `query ${key} repeated`,
      query: `${encode(query)}&${encodeRaw(key)}=%00`,
    });
  });
  return probes;
}

/** The seed's own query string, for probes that break something else. */
export function seedQuery(seed: RouteSeed): string | undefined {
  if (!seed.query) return undefined;
  return new URLSearchParams(seed.query).toString();
}

/** The seed's own body, for probes that break something else (the path). */
export function seedBody(seed: RouteSeed, png: Uint8Array): Pick<Probe, 'contentType' | 'body'> {
  if (seed.form) return { body: buildForm(seed, seed.form, png) };
  if (seed.urlencoded) {
    return {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(seed.urlencoded).toString(),
    };
  }
  return { contentType: 'application/json', body: JSON.stringify(seed.body ?? {}) };
}

function buildForm(
  seed: RouteSeed,
  fields: Record<string, string>,
  png: Uint8Array,
  fileName = 'ảnh mẫu.png',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (seed.fileField) {
    form.append(seed.fileField, new File([new Uint8Array(png)], fileName, { type: 'image/png' }));
  }
  return form;
}
