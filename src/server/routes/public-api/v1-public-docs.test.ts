import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputRoleKinds, needsConsent, uploadConsentAnswers } from '../../../contracts/assets.ts';
import { apiServices } from '../../../contracts/api-tokens.ts';
import { planCatalogue } from '../../../contracts/plans.ts';
import { assetKinds } from '../../../contracts/studio.ts';
import { t } from '../../../i18n/index.ts';
import { createLocalEngine } from '../../engine/local/index.ts';
import { parseEnv } from '../../env.ts';
import type { AppDeps } from '../../app-deps.ts';
import { MAX_TOKENS_PER_USER } from '../../services/api-tokens/manage-api-tokens.ts';
import { apiVersions } from '../../services/public-api/api-versions.ts';
import { readEngineCapabilities } from '../../services/public-api/engine-capabilities.ts';
import { publicApiRoutes } from './v1.routes.ts';

/**
 * Issue 45, the docs: what the public docs (the guide in docs/api and the OpenAPI document of
 * every version) say is checked against the code that does it, and they point nowhere an
 * integrator cannot follow.
 */

const guideDir = new URL('../../../../docs/api/', import.meta.url);
const guideFiles = readdirSync(guideDir).map((name) => ({
  name,
  text: readFileSync(new URL(name, guideDir), 'utf8'),
}));
const guide = guideFiles.find((file) => file.name === 'README.md')!.text;

/** The document `GET /v1/openapi.json?version=…` answers, made in-process as the SDK's is. */
async function documentOf(version: string): Promise<unknown> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_API_URL: 'https://api.kieu.studio' });
  // The routes only read the services while answering a request, never to build the document.
  const absent = (): unknown =>
    new Proxy(() => {}, { get: (_target, key) => (key === 'then' ? undefined : absent()) });
  const deps = new Proxy({ env } as unknown as AppDeps, {
    get: (target, key) => (key === 'env' ? target.env : absent()),
  });
  const response = await publicApiRoutes(deps).request(`/v1/openapi.json?version=${version}`);
  expect(response.status).toBe(200);
  return response.json();
}

let documents: { version: string; text: string; json: unknown }[];
beforeAll(async () => {
  documents = await Promise.all(
    apiVersions.map(async ({ version }) => {
      const json = await documentOf(version);
      return { version, json, text: JSON.stringify(json) };
    }),
  );
}, 60_000);

/** A guide section's text, from its `## heading` to the next. */
function section(heading: string): string {
  const start = guide.indexOf(`\n## ${heading}\n`);
  expect(start, `the guide has no section “${heading}”`).toBeGreaterThan(0);
  const end = guide.indexOf('\n## ', start + 4);
  return guide.slice(start, end === -1 ? undefined : end);
}

/** The fenced code blocks of a Markdown text. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/** A path into the repository's internals: the decision records, the sources, a decision by number. */
const internalReference = /docs\/decisions|(?<![\w./-])src\/|\bdecisions? \d{3}\b/i;

function internalReferences(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => internalReference.test(line))
    .map((line) => line.trim().slice(0, 160));
}

const aoDai = /ao[-_ ]?dai|áo dài/i;

/**
 * Each `category` an example gives to an áo dài that is not `ao-dai`. The example is the object
 * that holds the category (its parent when the category is in `params`, beside the inputs), or
 * the shell command without braces (`-F "category=…"`).
 */
function aoDaiMiscategorised(text: string): string[] {
  const wrong: string[] = [];
  for (const match of text.matchAll(/category["']?\s*[:=]\s*["']?([a-z-]+)/g)) {
    const at = match.index;
    let scope = enclosingBraces(text, at);
    if (scope && /params["']?\s*:\s*$/.test(text.slice(0, scope[0]))) {
      scope = enclosingBraces(text, scope[0]) ?? scope;
    }
    const example = scope ? text.slice(scope[0], scope[1] + 1) : commandAround(text, at);
    if (aoDai.test(example.replace(match[0], '')) && match[1] !== 'ao-dai') {
      wrong.push(`${match[1]} in ${example.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
  return wrong;
}

/** The innermost `{ … }` around a position, as [open, close]. */
function enclosingBraces(text: string, at: number): [number, number] | undefined {
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{' && depth-- === 0) {
      open = i;
      break;
    }
  }
  if (open === -1) return undefined;
  depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && depth-- === 0) return [open, i];
  }
  return undefined;
}

/** The shell command (continued lines joined) around a position. */
function commandAround(text: string, at: number): string {
  const lines = text.split('\n');
  let offset = 0;
  const index = lines.findIndex((line) => (offset += line.length + 1) > at);
  let first = index;
  while (first > 0 && lines[first - 1]!.endsWith('\\')) first--;
  let last = index;
  while (last < lines.length - 1 && lines[last]!.endsWith('\\')) last++;
  return lines.slice(first, last + 1).join('\n');
}

/** Every example and code sample of a document, as text. */
function documentExamples(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => documentExamples(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') found.push(JSON.stringify(value));
      else if (key === 'x-codeSamples') {
        found.push(...(value as { source: string }[]).map((sample) => sample.source));
      } else documentExamples(value, found);
    }
  }
  return found;
}

describe('the public docs point only where an integrator can follow (issue 45)', () => {
  it('finds an internal reference when there is one', () => {
    expect(internalReferences('see (decision 083) and `src/server/env.ts`')).toHaveLength(1);
    expect(internalReferences('docs/decisions/083-dated.md')).toHaveLength(1);
    expect(internalReferences('npx tsx docs/api/edit-image.ts; packages/sdk-ts/src/x')).toEqual([]);
  });

  it('has no link to the decision records or the sources in the guide', () => {
    for (const file of guideFiles) {
      expect(internalReferences(file.text), file.name).toEqual([]);
    }
  });

  it('links the site’s developers page from the document of every version', () => {
    for (const { json } of documents) {
      expect((json as { externalDocs: { url: string } }).externalDocs.url).toMatch(
        /\/en\/developers$/,
      );
    }
  });

  it('has none in the OpenAPI document of any version', () => {
    for (const document of documents) {
      expect(internalReferences(document.text.replaceAll('\\n', '\n')), document.version).toEqual(
        [],
      );
    }
  });
});

describe('áo dài examples name the category ao-dai (issue 45)', () => {
  it('catches an áo dài example with another category', () => {
    expect(aoDaiMiscategorised('{"sku":"AO-DAI-42","category":"dresses"}')).toHaveLength(1);
    expect(
      aoDaiMiscategorised(
        '{"inputs":{"clothing":"https://x/ao-dai-42.jpg"},"params":{"category":"tops"}}',
      ),
    ).toHaveLength(1);
    expect(aoDaiMiscategorised('curl -F "category=tops" \\\n  -F "sku=AO-DAI-1"')).toHaveLength(1);
    expect(
      aoDaiMiscategorised('[{"sku":"AO-DAI-42","category":"ao-dai"},{"category":"tops"}]'),
    ).toEqual([]);
  });

  it('in the guide’s code blocks', () => {
    const blocks = guideFiles.flatMap((file) =>
      file.name.endsWith('.md') ? codeBlocks(file.text) : [file.text],
    );
    expect(blocks.filter((block) => aoDai.test(block)).length).toBeGreaterThan(2);
    expect(blocks.flatMap(aoDaiMiscategorised)).toEqual([]);
  });

  it('in the examples and code samples of the OpenAPI document', () => {
    const examples = documentExamples(documents.at(-1)!.json);
    expect(examples.filter((example) => aoDai.test(example)).length).toBeGreaterThan(2);
    expect(examples.flatMap(aoDaiMiscategorised)).toEqual([]);
  });
});

describe('the guide says what the code does (issue 45)', () => {
  it('shows the demo engine’s capabilities as GET /v1/capabilities answers them', () => {
    const [example] = codeBlocks(section('What each engine takes'));
    const refusing = readEngineCapabilities(createLocalEngine()).filter(
      (service) => service.options.length > 0,
    );
    expect(JSON.parse(example!)).toEqual({ services: refusing });
  });

  it('states the consent rule the uploads and submits apply', () => {
    const consent = section('Consent for photos of people');
    for (const answer of uploadConsentAnswers) expect(consent).toContain(`consent=${answer}`);
    const kinds = consent.match(/\*\*Uploads\.\*\*([^.]*)/)![1]!;
    expect(assetKinds.filter((kind) => new RegExp(`\\b${kind}\\b`).test(kinds))).toEqual(
      assetKinds.filter(needsConsent),
    );
    const roles = consent.match(/\*\*Submits\.\*\*([^.]*)/)![1]!;
    const personRoles = Object.entries(inputRoleKinds)
      .filter(([, kind]) => kind === 'model' || kind === 'face' || kind === 'hair')
      .map(([role]) => role)
      .filter((role) => role !== 'original-person');
    for (const role of personRoles) expect(roles).toContain(`\`${role}\``);
  });

  it('names the plans with API access, the services and the token limit', () => {
    const token = section('Get a token').replace(/\s+/g, ' ');
    const name = (id: string) =>
      t('en')(`pricing.plan.${id}` as Parameters<ReturnType<typeof t>>[0]);
    const withApi = planCatalogue.filter((plan) => plan.apiAccess).map((plan) => name(plan.id));
    const without = planCatalogue.filter((plan) => !plan.apiAccess).map((plan) => name(plan.id));
    expect(token).toContain(
      `come with **${withApi[0]}** and the plans above it (${withApi.slice(1).join(', ')})`,
    );
    expect(token).toContain(`On the ${without.slice(0, -1).join(', ')} and ${without.at(-1)},`);
    expect(token).toContain('plan_without_api_access');
    for (const service of apiServices) expect(token).toContain(`\`${service}\``);
    expect(token).toContain(`up to ${MAX_TOKENS_PER_USER} tokens`);
  });
});
