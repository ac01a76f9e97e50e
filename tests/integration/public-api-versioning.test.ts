import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../src/server/db/schema.ts';
import {
  apiVersions,
  latestApiVersion,
} from '../../src/server/services/public-api/api-versions.ts';
import { picture } from './support/generations.ts';
import { fullBodyPhoto } from './support/studio-inputs.ts';
import {
  apiClient,
  undocumentedAnswers,
  v1,
  v1Upload,
  type ApiClient,
} from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 18, point 20: dated versions. A request follows its `Kieu-Version`, or else the newest
 * version on the day its token was made; the only change so far that a version gates is the
 * try-on's `mode: "performance"`, renamed `fast` on 2026-11-28 (decision 083).
 */

let api: TestApi;
beforeAll(async () => {
  // No worker: a submit's answer is what is checked, not its job.
  api = await startTestApi({ RUN_WORKERS: 'false' });
}, 60_000);
afterAll(() => api?.stop());

const first = apiVersions[0]!.version;

async function tryOnWithPerformanceMode(client: ApiClient, headers: Record<string, string> = {}) {
  const person = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
  const garment = await v1Upload(api, client.value, await picture(300, 300, 'png'), {
    kind: 'garment',
  });
  return v1(api, 'POST', '/v1/virtual-tryon/jobs', {
    value: client.value,
    headers,
    body: {
      inputs: { person: person.body.id, clothing: garment.body.id },
      params: { category: 'tops', mode: 'performance' },
    },
  });
}

describe('public API versions (issue 18, point 20)', () => {
  it('follows the newest version for a new token, and says so on every answer', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const balance = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(balance.headers.get('kieu-version')).toBe(latestApiVersion);
    // The newest version has no `performance`: the validator names the field.
    const res = await tryOnWithPerformanceMode(client);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(JSON.stringify(res.body.errors)).toContain('params.mode');
    expect(res.headers.get('kieu-version')).toBe(latestApiVersion);
  }, 60_000);

  it('rewrites a request of an older version, asked by header, into the newest form', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const res = await tryOnWithPerformanceMode(client, { 'kieu-version': first });
    // `performance` became `fast`, which passed validation; the local engine has no modes and
    // refuses it as an option, the answer an integrator of that version got for it.
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'option_not_supported', option: 'params.mode' });
    expect(res.headers.get('kieu-version')).toBe(first);
  }, 60_000);

  it('pins a request without the header to the version of its token’s day', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    // A token made before the newest version (set before its first call, so no cache holds it).
    await api.deps.database.db
      .update(apiTokens)
      .set({ createdAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(apiTokens.id, client.tokenId));
    const res = await tryOnWithPerformanceMode(client);
    expect(res.headers.get('kieu-version')).toBe(first);
    expect(res.body).toMatchObject({ code: 'option_not_supported' });
    // It may still ask for the newest.
    const newest = await tryOnWithPerformanceMode(client, { 'kieu-version': latestApiVersion });
    expect(newest.body.code).toBe('validation_failed');
  }, 60_000);

  it('refuses a version that does not exist with 400, naming the versions, in vi and en', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    for (const lang of ['vi', 'en']) {
      const res = await v1(api, 'GET', '/v1/balance', {
        value: client.value,
        lang,
        headers: { 'kieu-version': '2025-13-01' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('unsupported_version');
      const message = res.body.message as string;
      expect(message).toContain('2025-13-01');
      expect(message).toContain(latestApiVersion);
      expect(message).not.toContain('{');
      expect(res.headers.get('kieu-version')).toBeNull();
    }
    expect(await undocumentedAnswers(api)).toEqual([]);
  }, 60_000);

  it('lists the versions in the changelog and on every operation of the document', async () => {
    const vi = await fetch(`${api.url}/v1/changelog`, { headers: { 'accept-language': 'vi' } });
    const changelog = (await vi.json()) as {
      latest: string;
      versions: { version: string; changes: string[] }[];
    };
    expect(changelog.latest).toBe(latestApiVersion);
    expect(changelog.versions.map((entry) => entry.version)).toEqual(
      apiVersions.map((entry) => entry.version).reverse(),
    );
    expect(changelog.versions[0]!.changes).toEqual(apiVersions.at(-1)!.changes.vi);

    const document = (await v1(api, 'GET', '/v1/openapi.json')).body as {
      info: { version: string; description: string };
      paths: Record<string, Record<string, { parameters?: { $ref?: string }[] }>>;
      components: { parameters: { KieuVersion: { schema: { enum: string[] } } } };
    };
    expect(document.info.version).toBe(latestApiVersion);
    expect(document.components.parameters.KieuVersion.schema.enum).toEqual(
      apiVersions.map((entry) => entry.version),
    );
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.parameters).toContainEqual({
          $ref: '#/components/parameters/KieuVersion',
        });
      }
    }
    // The reference page shows the changelog.
    for (const entry of apiVersions) expect(document.info.description).toContain(entry.version);
  });

  it('serves each version’s own document, linked from the changelog (issue 45)', async () => {
    const changelog = await v1(api, 'GET', '/v1/changelog');
    const links = (changelog.body.versions as { version: string; openapi_url: string }[]).map(
      (entry) => [entry.version, entry.openapi_url] as const,
    );
    expect(links.map(([version]) => version)).toEqual(
      apiVersions.map((entry) => entry.version).reverse(),
    );
    const modes: Record<string, unknown> = {};
    for (const [version, url] of links) {
      const res = await v1(api, 'GET', url);
      expect(res.status).toBe(200);
      const document = res.body as {
        info: { version: string; description: string };
        components: {
          schemas: Record<
            string,
            { properties: { params: { properties: { mode: { enum: string[] } } } } }
          >;
        };
      };
      expect(document.info.version).toBe(version);
      expect(document.info.description).toContain(`describes version \`${version}\``);
      modes[version] =
        document.components.schemas.VirtualTryOnJob!.properties.params.properties.mode.enum;
    }
    // The first version's try-on says `performance`, which its requests may still send; every
    // later version says `fast`.
    expect(modes).toEqual(
      Object.fromEntries(
        apiVersions.map(({ version }) => [
          version,
          version === first
            ? ['performance', 'fast', 'balanced', 'quality']
            : ['fast', 'balanced', 'quality'],
        ]),
      ),
    );
    const newest = await v1(api, 'GET', '/v1/openapi.json');
    expect((newest.body as { info: { version: string } }).info.version).toBe(latestApiVersion);
    for (const lang of ['vi', 'en']) {
      const unknown = await v1(api, 'GET', '/v1/openapi.json?version=2026-13-01', { lang });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ code: 'unsupported_version', version: '2026-13-01' });
      expect(unknown.body.message).toContain(latestApiVersion);
    }
  });
});
