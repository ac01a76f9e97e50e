import { APP_VERSION } from '../app-version.ts';
import type { Env } from '../env.ts';
import { createResultSigner, type ResultSigner } from './result-signer.ts';

/** The signer of an API or worker process, from its configuration (decision 052). */
export function resultSignerFor(
  env: Pick<Env, 'C2PA_CERT_PEM' | 'C2PA_KEY_PEM' | 'DATA_DIR' | 'NODE_ENV'>,
): Promise<ResultSigner> {
  return createResultSigner(
    {
      certPem: env.C2PA_CERT_PEM,
      keyPem: env.C2PA_KEY_PEM,
      dataDir: env.DATA_DIR,
      production: env.NODE_ENV === 'production',
    },
    APP_VERSION,
  );
}
