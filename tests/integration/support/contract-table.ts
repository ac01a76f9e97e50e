/**
 * Good and bad requests made from the OpenAPI document alone (issue 18's contract table): every
 * documented field of every operation (body property, nested `inputs` and `params`, form field,
 * query, path and header parameter) gets the wrong values its schema rules out, so a field
 * documented later is covered without a line of test.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  $ref?: string;
};

export type Place = 'body' | 'form' | 'query' | 'path' | 'header';

/** One documented field: where it goes, its path inside the body, its schema. */
export interface Field {
  place: Place;
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Leave the field out. */
export const OMIT = Symbol('omit');

export interface BadValue {
  why: string;
  value: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
  /** A parameter shared by every operation (`Kieu-Version`) is a reference to components. */
  $ref?: string;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { headers?: Record<string, { required?: boolean }>; content?: Record<string, unknown> }
  >;
}

/** Follows a `$ref` inside the document. */
export function resolve(doc: unknown, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  let node = doc as Record<string, unknown>;
  for (const part of schema.$ref.replace(/^#\//, '').split('/')) {
    node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')] as Record<string, unknown>;
  }
  return resolve(doc, node as JsonSchema);
}

/** Every documented field of an operation, body properties walked into nested objects. */
export function fieldsOf(doc: unknown, operation: Operation): Field[] {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    parameter.$ref ? (resolve(doc, parameter as JsonSchema) as unknown as Parameter) : parameter,
  );
  const fields: Field[] = parameters.map((parameter) => ({
    place: parameter.in as Place,
    path: [parameter.name],
    schema: resolve(doc, parameter.schema),
    required: Boolean(parameter.required),
  }));
  const walk = (place: Place, schema: JsonSchema, path: string[]) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const resolved = resolve(doc, property);
      fields.push({
        place,
        path: [...path, name],
        schema: resolved,
        required: (schema.required ?? []).includes(name),
      });
      if (place === 'body' && resolved.properties) walk(place, resolved, [...path, name]);
    }
  };
  const content = operation.requestBody?.content ?? {};
  if (content['application/json'])
    walk('body', resolve(doc, content['application/json'].schema), []);
  if (content['multipart/form-data']) {
    walk('form', resolve(doc, content['multipart/form-data'].schema), []);
  }
  return fields;
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type) return [schema.type].flat();
  if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))];
  return [...new Set((schema.anyOf ?? []).flatMap(typesOf))];
};

const enumOf = (schema: JsonSchema): unknown[] =>
  schema.enum ?? (schema.anyOf?.every((branch) => branch.enum) ? schema.anyOf.flatMap(enumOf) : []);

/** A value the field's schema accepts: its example, default, first listed value, or a plain one. */
export function goodValue(doc: unknown, schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const listed = enumOf(schema);
  if (listed.length) return listed[0];
  if (schema.anyOf?.length && !schema.type) return goodValue(doc, resolve(doc, schema.anyOf[0]!));
  const [type] = typesOf(schema);
  if (type === 'object') {
    const required = [...(schema.required ?? []), ...(schema.anyOf?.[0]?.required ?? [])];
    return Object.fromEntries(
      required.map((name) => [name, goodValue(doc, resolve(doc, schema.properties![name]!))]),
    );
  }
  if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'sample';
}

/** A string the pattern refuses, or undefined when none of the candidates does. */
function missesPattern(pattern: string): string | undefined {
  return ['not valid!', '\t', '#12', 'ÿ'].find((value) => !new RegExp(pattern).test(value));
}

/**
 * The values a field's documented schema rules out: left out when required, the wrong type (in a
 * JSON body, where types exist), off its list, past its bounds and length, off its pattern or
 * format, an unknown property, an object lacking what its `anyOf` requires.
 */
export function badValues(doc: unknown, field: Field): BadValue[] {
  const { schema } = field;
  const bad: BadValue[] = [];
  const types = typesOf(schema);
  const typed = field.place === 'body';
  if (field.required) bad.push({ why: 'missing', value: OMIT });
  if (typed && types.length) {
    const wrong = types.includes('string') ? 12345 : 'not the right type';
    bad.push({ why: `not ${types.join('|')}`, value: wrong });
  }
  const listed = enumOf(schema);
  if (listed.length) {
    const numbers = listed.filter((value) => typeof value === 'number') as number[];
    const off = numbers.length === listed.length ? Math.max(...numbers) + 1 : 'not-a-listed-value';
    bad.push({ why: 'not listed', value: typed || typeof off === 'string' ? off : String(off) });
  }
  const text = (value: number) => (typed ? value : String(value));
  if (schema.maximum !== undefined)
    bad.push({ why: 'over maximum', value: text(schema.maximum + 1) });
  if (schema.minimum !== undefined)
    bad.push({ why: 'under minimum', value: text(schema.minimum - 1) });
  if (types.includes('integer'))
    bad.push({ why: 'not whole', value: text((schema.minimum ?? 0) + 1.5) });
  if (schema.maxLength !== undefined) {
    bad.push({ why: 'too long', value: 'x'.repeat(schema.maxLength + 1) });
  }
  if (schema.minLength) bad.push({ why: 'too short', value: 'x'.repeat(schema.minLength - 1) });
  const patterns = [schema.pattern, ...(schema.anyOf ?? []).map((branch) => branch.pattern)];
  for (const pattern of patterns.filter((value): value is string => Boolean(value))) {
    const value = missesPattern(pattern);
    if (value !== undefined && !listed.includes(value)) bad.push({ why: 'off pattern', value });
  }
  if (schema.format === 'uuid') bad.push({ why: 'not a uuid', value: 'not-a-uuid' });
  if (schema.format === 'binary') bad.push({ why: 'not an accepted file', value: 'plain text' });
  if (types.includes('object')) {
    const good = goodValue(doc, schema) as Record<string, unknown>;
    if (schema.additionalProperties === false) {
      bad.push({ why: 'unknown property', value: { ...good, unexpected_field: 1 } });
    }
    for (const branch of schema.anyOf ?? []) {
      if (!branch.required) continue;
      const without = Object.fromEntries(
        Object.entries(good).filter(
          ([name]) => !schema.anyOf!.some((other) => other.required?.includes(name)),
        ),
      );
      bad.push({ why: `none of anyOf's required`, value: without });
      break;
    }
  }
  return bad;
}
