import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { OpenApiDocument } from './openapi-document.ts';

/** Where the checked-in types live; a unit test compares them with a fresh generation. */
export const generatedFile = fileURLToPath(new URL('../src/generated.ts', import.meta.url));

type Schema = Record<string, unknown>;
const ref = (value: string) => value.replace('#/components/schemas/', '');
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const pad = (depth: number) => '  '.repeat(depth);

/** One JSON Schema (OpenAPI 3.1) as a TypeScript type: the subset the document uses. */
export function typeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (typeof schema.$ref === 'string') return ref(schema.$ref);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  for (const combiner of ['anyOf', 'oneOf'] as const) {
    const parts = schema[combiner];
    if (!Array.isArray(parts)) continue;
    if (schema.properties && parts.every(isRequirement)) {
      return requirementsType(schema, parts as Schema[], depth);
    }
    return union(parts.map((p) => typeOf(p as Schema, depth)));
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.map((p) => `(${typeOf(p as Schema, depth)})`).join(' & ');
  }
  if (Array.isArray(schema.type)) {
    return union(schema.type.map((t) => typeOf({ ...schema, type: t }, depth)));
  }
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? 'Blob' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(schema.items as Schema | undefined, depth);
      return /^[\w"]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(schema, depth);
    default:
      return 'unknown';
  }
}

/** Each distinct member once: `string | string` (an id, a URL or a data URI) is `string`. */
const union = (members: string[]) => [...new Set(members)].join(' | ');

/** A member of anyOf/oneOf that only says which of the object's own properties it requires. */
const isRequirement = (part: unknown) =>
  typeof part === 'object' &&
  part !== null &&
  Object.keys(part).every((name) => name === 'required' || name === 'properties') &&
  Array.isArray((part as Schema).required);

/**
 * An object whose anyOf/oneOf lists which properties it needs (`prompt` or `preset`, `batch_id`
 * or `job_ids`): the object with each alternative's properties made required.
 */
function requirementsType(schema: Schema, parts: Schema[], depth: number): string {
  const { anyOf: _anyOf, oneOf: _oneOf, ...plain } = schema;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const alternatives = parts.map((part) => {
    const own = (part.properties ?? {}) as Record<string, Schema>;
    const fields = (part.required as string[]).map(
      (name) => `${key(name)}: ${typeOf({ ...properties[name], ...own[name] }, depth + 1)}`,
    );
    return `{ ${fields.join('; ')} }`;
  });
  return `${objectType(plain, depth)} & (${union(alternatives)})`;
}

function objectType(schema: Schema, depth: number): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const lines = Object.entries(properties).map(([name, property]) => {
    const doc =
      typeof property.description === 'string' ? docComment(property.description, depth + 1) : '';
    const optional = required.has(name) ? '' : '?';
    return `${doc}${pad(depth + 1)}${key(name)}${optional}: ${typeOf(property, depth + 1)};`;
  });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(extra).length > 0) {
    lines.push(`${pad(depth + 1)}[key: string]: ${typeOf(extra as Schema, depth + 1)};`);
  } else if (extra === true || (extra && typeof extra === 'object')) {
    lines.push(`${pad(depth + 1)}[key: string]: unknown;`);
  }
  if (lines.length === 0) return 'Record<string, never>';
  return `{\n${lines.join('\n')}\n${pad(depth)}}`;
}

function docComment(text: string, depth: number): string {
  const body = text.replaceAll('*/', '*\\/').split('\n');
  return `${pad(depth)}/** ${body.join(`\n${pad(depth)} * `)} */\n`;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
  $ref?: string;
}

function parametersType(parameters: Parameter[], where: string, depth: number): string {
  const chosen = parameters.filter((p) => p.in === where);
  if (chosen.length === 0) return 'never';
  return objectType(
    {
      type: 'object',
      properties: Object.fromEntries(
        chosen.map((p) => [p.name, { ...p.schema, description: p.description }]),
      ),
      required: chosen.filter((p) => p.required).map((p) => p.name),
    },
    depth,
  );
}

/**
 * The TypeScript module of the document: one type per component schema and, per operation, its
 * parameters, body, answers and the error codes it documents.
 * @example writeFileSync('src/generated.ts', generateTypes(await openApiDocument()));
 */
export function generateTypes(doc: OpenApiDocument): string {
  const out: string[] = [
    '// Generated from GET /v1/openapi.json by packages/sdk-ts/scripts/generate.ts: do not edit.',
    '// Regenerate: npx tsx packages/sdk-ts/scripts/generate.ts',
    '',
  ];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const s = schema as Schema;
    if (typeof s.description === 'string') out.push(docComment(s.description, 0).trimEnd());
    out.push(`export type ${name} = ${typeOf(s)};`, '');
  }
  const shared = (doc.components as { parameters?: Record<string, Parameter> } | undefined)
    ?.parameters;
  const operations: string[] = [];
  const allCodes = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        operationId: string;
        summary?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      };
      const parameters = (op.parameters ?? []).map((p) =>
        p.$ref ? shared![p.$ref.split('/').pop()!]! : p,
      );
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const answers: string[] = [];
      const codes = new Set<string>();
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = Object.values(response.content ?? {})[0]?.schema;
        answers.push(`${pad(3)}${status}: ${typeOf(schema, 3)};`);
        const code = (schema?.properties as Record<string, Schema> | undefined)?.code;
        if (Number(status) >= 400 && Array.isArray(code?.enum)) {
          for (const c of code.enum as string[]) codes.add(c);
        }
      }
      for (const c of codes) allCodes.add(c);
      const codeUnion =
        [...codes]
          .sort()
          .map((c) => JSON.stringify(c))
          .join(' | ') || 'never';
      operations.push(
        `${docComment(`${method.toUpperCase()} ${path}${op.summary ? `: ${op.summary}` : ''}`, 1)}` +
          `${pad(1)}${JSON.stringify(op.operationId)}: {\n` +
          `${pad(2)}method: ${JSON.stringify(method.toUpperCase())};\n` +
          `${pad(2)}path: ${JSON.stringify(path)};\n` +
          `${pad(2)}pathParams: ${parametersType(parameters, 'path', 2)};\n` +
          `${pad(2)}query: ${parametersType(parameters, 'query', 2)};\n` +
          `${pad(2)}headers: ${parametersType(parameters, 'header', 2)};\n` +
          `${pad(2)}body: ${body ? typeOf(body, 2) : 'never'};\n` +
          `${pad(2)}responses: {\n${answers.join('\n')}\n${pad(2)}};\n` +
          `${pad(2)}errorCode: ${codeUnion};\n` +
          `${pad(1)}};`,
      );
    }
  }
  out.push('export interface Operations {', operations.join('\n'), '}', '');
  out.push(...webhookEvents(doc));
  out.push('/** Every error code the document lists, over all operations. */');
  out.push(
    `export type ApiErrorCode = ${[...allCodes]
      .sort()
      .map((c) => JSON.stringify(c))
      .join(' | ')};`,
    '',
  );
  out.push(`export type OperationId = keyof Operations;`, '');
  return out.join('\n');
}

/** The bodies of the document's `webhooks`, by event type, and their union. */
function webhookEvents(doc: OpenApiDocument): string[] {
  const events = Object.entries(doc.webhooks ?? {}).map(([type, methods]) => {
    const post = methods.post as { requestBody?: { content: Record<string, { schema: Schema }> } };
    const schema = Object.values(post.requestBody?.content ?? {})[0]?.schema;
    return `${pad(1)}${JSON.stringify(type)}: ${typeOf(schema, 1)};`;
  });
  if (events.length === 0) return [];
  return [
    '/** The event each webhook delivery carries, by its `type` (the `Kieu-Event` header). */',
    'export interface WebhookEvents {',
    ...events,
    '}',
    '',
    'export type WebhookEventType = keyof WebhookEvents;',
    '',
    "/** Any webhook delivery's body: narrow it on `type`. */",
    'export type WebhookEvent = WebhookEvents[WebhookEventType];',
    '',
  ];
}

/**
 * The checked-in file's exact text: the generated types, formatted as the repository formats.
 * @example writeFileSync(generatedFile, await renderGenerated(await openApiDocument()));
 */
export async function renderGenerated(doc: OpenApiDocument, file: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(generateTypes(doc), { ...options, filepath: file });
}
