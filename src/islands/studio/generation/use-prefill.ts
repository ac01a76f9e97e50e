import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import type { Reuse } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchAsset } from '../../assets/assets-api.ts';
import { useT } from '../../app-shell/i18n.ts';
import { fetchReuse } from './reuse-api.ts';

interface PrefillHandlers {
  /** Fills the tool from one of the user's generations (`?from=<generation id>`). */
  fromGeneration: (reuse: Reuse) => void | Promise<void>;
  /** Sets the tool's source image (`?source=<asset id>`, sent from a result). */
  fromSource?: (asset: Asset) => void;
}

/**
 * Opens a tool prefilled (issue 22 point 6, decision 043): reads `from` or `source` from the
 * address once, asks the API (which answers only the caller's own generation or asset), fills
 * the form and says so; the query is then dropped so a reload starts from what is on screen.
 */
export function usePrefill(tool: StudioTool, handlers: PrefillHandlers) {
  const t = useT();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const from = query.get('from');
    const source = query.get('source');
    if (!from && !source) return;
    let live = true;
    const forget = () => {
      const url = new URL(window.location.href);
      url.searchParams.delete('from');
      url.searchParams.delete('source');
      window.history.replaceState(window.history.state, '', url);
    };
    const fail = (error: unknown) => {
      if (!live) return;
      toast.error(t('toolsUi.prefill.failed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    };
    const run = async () => {
      if (from) {
        const reuse = await fetchReuse(from);
        if (!live) return;
        if (reuse.tool !== tool) throw new Error('another tool');
        await latest.current.fromGeneration(reuse);
        toast.success(t('toolsUi.prefill.fromGeneration'));
      } else if (source && latest.current.fromSource) {
        const asset = await fetchAsset(source);
        if (!live) return;
        latest.current.fromSource(asset);
        toast.success(t('toolsUi.prefill.fromSource'));
      }
    };
    run().then(forget, (error: unknown) => {
      fail(error);
      forget();
    });
    return () => {
      live = false;
    };
  }, [t, tool]);
}
