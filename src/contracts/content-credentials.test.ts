import { describe, expect, it } from 'vitest';
import {
  digitalSourceTypes,
  noCredentials,
  PARAM_ENGINE,
  PARAM_TOOL,
  summarizeManifestStore,
  type ManifestStoreJson,
} from './content-credentials.ts';

const made = {
  action: 'c2pa.edited',
  digitalSourceType: digitalSourceTypes.composite,
  when: '2026-11-24T10:00:00.000Z',
  parameters: { [PARAM_TOOL]: 'virtual-tryon', [PARAM_ENGINE]: 'fal-ai/fashn/tryon/v1.6' },
};
const store = (overrides: Partial<ManifestStoreJson> = {}): ManifestStoreJson => ({
  active_manifest: 'download',
  manifests: {
    download: {
      assertions: [{ label: 'c2pa.actions.v2', data: { actions: [{ action: 'c2pa.resized' }] } }],
      ingredients: [{ active_manifest: 'result' }],
      signature_info: { issuer: 'Kiểu Studio' },
    },
    result: { assertions: [{ label: 'c2pa.actions.v2', data: { actions: [made] } }] },
  },
  validation_state: 'Valid',
  validation_status: [{ code: 'signingCredential.untrusted' }],
  ...overrides,
});

describe('summarizeManifestStore', () => {
  it('finds the AI action down the ingredient chain, and leaves trust apart from change', () => {
    expect(summarizeManifestStore(store())).toEqual({
      found: true,
      intact: true,
      trusted: false,
      ai_generated: true,
      digital_source_type: digitalSourceTypes.composite,
      tool: 'virtual-tryon',
      engine: 'fal-ai/fashn/tryon/v1.6',
      made_at: '2026-11-24T10:00:00.000Z',
      issuer: 'Kiểu Studio',
      problems: [],
    });
  });

  it('says a changed file is not intact and names why', () => {
    const changed = summarizeManifestStore(
      store({
        validation_state: 'Invalid',
        validation_results: {
          activeManifest: { failure: [{ code: 'assertion.dataHash.mismatch' }] },
        },
      }),
    );
    expect(changed).toMatchObject({ intact: false, problems: ['assertion.dataHash.mismatch'] });
  });

  it('reports no credentials for an empty store, and ignores a tool it does not know', () => {
    expect(summarizeManifestStore({})).toEqual(noCredentials);
    const unknown = store();
    unknown.manifests!.result!.assertions![0]!.data!.actions![0]!.parameters![PARAM_TOOL] = 'x';
    expect(summarizeManifestStore(unknown)).toMatchObject({ ai_generated: true, tool: null });
  });

  it('does not call a camera photo AI-made', () => {
    const photo = store();
    photo.manifests!.result!.assertions![0]!.data!.actions![0]!.digitalSourceType =
      'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture';
    expect(summarizeManifestStore(photo)).toMatchObject({ found: true, ai_generated: false });
  });
});
