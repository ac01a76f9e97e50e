import { useEffect, useState } from 'react';
import type {
  CheckPortraitResponse,
  PortraitWarningCode,
} from '../../../contracts/portrait-check.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type PortraitCheckState =
  | { status: 'idle' | 'checking' | 'unavailable' }
  | { status: 'done'; ok: boolean; warnings: PortraitWarningCode[] };

/**
 * Asks the API whether the chosen portrait has a face the hairstyle changer can work around
 * (decision 020). A check that cannot be made blocks nothing: the generation then decides.
 */
export function usePortraitCheck(assetId: string | null): PortraitCheckState {
  const [state, setState] = useState<PortraitCheckState>({ status: 'idle' });
  useEffect(() => {
    if (!assetId) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'checking' });
    apiRequest<CheckPortraitResponse>('/ai/hairstyle-changer/check-portrait', {
      method: 'POST',
      body: { assetId },
    }).then(
      (answer) => {
        if (current) {
          setState({
            status: 'done',
            ok: answer.ok,
            warnings: answer.warnings.map((warning) => warning.code),
          });
        }
      },
      () => {
        if (current) setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [assetId]);
  return state;
}
