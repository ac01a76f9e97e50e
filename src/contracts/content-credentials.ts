import { z } from 'zod';
import { studioTools, type StudioTool } from './studio.ts';

/**
 * Content credentials (decision 052): what every result's C2PA manifest says, and how a reader's
 * manifest store becomes the few facts the verify page and `POST /v1/verify` show. Shared by the
 * server that writes and reads, and by the browser that reads on /verify.
 */

export const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';
export const digitalSourceTypes = {
  trained: `${IPTC}trainedAlgorithmicMedia`,
  composite: `${IPTC}compositeWithTrainedAlgorithmicMedia`,
} as const;

/** The software agent every action names. */
export const SOFTWARE_AGENT = 'Kiểu Studio';
/** Our parameters on an action, namespaced as C2PA asks of private keys. */
export const PARAM_TOOL = 'com.kieustudio.tool';
export const PARAM_ENGINE = 'com.kieustudio.engine';

/**
 * How each tool's result came to be: the body generator creates a new image; the others edit an
 * input. Try-on and the hairstyle changer keep a real photo's person, so their result is a
 * composite with trained algorithmic media; video and instruction edits are wholly regenerated.
 */
export const toolProvenance: Record<
  StudioTool,
  { action: 'c2pa.created' | 'c2pa.edited'; source: string }
> = {
  'body-generator': { action: 'c2pa.created', source: digitalSourceTypes.trained },
  'virtual-tryon': { action: 'c2pa.edited', source: digitalSourceTypes.composite },
  'hairstyle-changer': { action: 'c2pa.edited', source: digitalSourceTypes.composite },
  'image-to-video': { action: 'c2pa.edited', source: digitalSourceTypes.trained },
  'image-editing': { action: 'c2pa.edited', source: digitalSourceTypes.trained },
  // The model is generated or another photo's person; the product is the seller's photo.
  'product-to-model': { action: 'c2pa.edited', source: digitalSourceTypes.composite },
  'model-swap': { action: 'c2pa.edited', source: digitalSourceTypes.composite },
};

/** What a reader found, for people (the verify page) and integrators (`POST /v1/verify`). */
export const credentialsSummarySchema = z.object({
  /** Whether the file carries a C2PA manifest at all. */
  found: z.boolean(),
  /** Signature and hard binding hold: the file is as it was signed. */
  intact: z.boolean(),
  /** Whether the signer's certificate chains to a trust anchor the reader knows. */
  trusted: z.boolean(),
  /** Some manifest in the chain names a trained-algorithmic-media source. */
  ai_generated: z.boolean(),
  digital_source_type: z.string().nullable(),
  tool: z.enum(studioTools).nullable(),
  engine: z.string().nullable(),
  /** When the AI action happened (the action's `when`). */
  made_at: z.iso.datetime({ offset: true }).nullable(),
  /** The signing certificate's organisation. */
  issuer: z.string().nullable(),
  /** The validation failures (C2PA status codes), empty when intact. */
  problems: z.array(z.string()),
});
export type CredentialsSummary = z.infer<typeof credentialsSummarySchema>;

export const noCredentials: CredentialsSummary = {
  found: false,
  intact: false,
  trusted: false,
  ai_generated: false,
  digital_source_type: null,
  tool: null,
  engine: null,
  made_at: null,
  issuer: null,
  problems: [],
};

interface StoreAction {
  action?: string;
  digitalSourceType?: string;
  when?: string;
  parameters?: Record<string, unknown>;
}
interface StoreManifest {
  assertions?: { label?: string; data?: { actions?: StoreAction[] } }[];
  ingredients?: { active_manifest?: string }[];
  signature_info?: { issuer?: string };
}
/** The parts of a reader's manifest store JSON (c2pa-rs `Reader::json`) the summary reads. */
export interface ManifestStoreJson {
  active_manifest?: string;
  manifests?: Record<string, StoreManifest>;
  validation_state?: string;
  validation_results?: { activeManifest?: { failure?: { code: string }[] } };
  validation_status?: { code: string }[];
}

/** Status codes that say nothing about the file having changed: trust is reported apart. */
const TRUST_CODES = new Set(['signingCredential.untrusted', 'signingCredential.ocsp.skipped']);

/** The manifests from the active one down its ingredients, nearest first. */
function manifestChain(store: ManifestStoreJson): StoreManifest[] {
  const chain: StoreManifest[] = [];
  const seen = new Set<string>();
  let labels = store.active_manifest ? [store.active_manifest] : [];
  while (labels.length > 0) {
    const next: string[] = [];
    for (const label of labels) {
      const manifest = store.manifests?.[label];
      if (!manifest || seen.has(label)) continue;
      seen.add(label);
      chain.push(manifest);
      for (const ingredient of manifest.ingredients ?? []) {
        if (ingredient.active_manifest) next.push(ingredient.active_manifest);
      }
    }
    labels = next;
  }
  return chain;
}

function isAiSource(type: string | undefined): boolean {
  return type === digitalSourceTypes.trained || type === digitalSourceTypes.composite;
}

/**
 * The summary of a reader's manifest store.
 * @example summarizeManifestStore({}) // noCredentials
 */
export function summarizeManifestStore(store: ManifestStoreJson): CredentialsSummary {
  const chain = manifestChain(store);
  const active = chain[0];
  if (!active) return noCredentials;
  const failures = [
    ...(store.validation_results?.activeManifest?.failure ?? []),
    ...(store.validation_status ?? []),
  ]
    .map((entry) => entry.code)
    .filter((code) => !TRUST_CODES.has(code));
  const problems = [...new Set(failures)];
  const actions = chain.flatMap((manifest) =>
    (manifest.assertions ?? [])
      .filter((assertion) => assertion.label?.startsWith('c2pa.actions'))
      .flatMap((assertion) => assertion.data?.actions ?? []),
  );
  const made = actions.find((action) => isAiSource(action.digitalSourceType));
  const tool = made?.parameters?.[PARAM_TOOL];
  const engine = made?.parameters?.[PARAM_ENGINE];
  const when = made?.when && !Number.isNaN(Date.parse(made.when)) ? made.when : null;
  return {
    found: true,
    intact: problems.length === 0 && store.validation_state !== 'Invalid',
    trusted: store.validation_state === 'Trusted',
    ai_generated: made !== undefined,
    digital_source_type: made?.digitalSourceType ?? null,
    tool: (studioTools as readonly unknown[]).includes(tool) ? (tool as StudioTool) : null,
    engine: typeof engine === 'string' ? engine.slice(0, 200) : null,
    made_at: when ? new Date(when).toISOString() : null,
    issuer: active.signature_info?.issuer ?? null,
    problems,
  };
}
