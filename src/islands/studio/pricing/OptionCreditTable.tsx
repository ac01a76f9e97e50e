import { useStore } from '@nanostores/react';
import { optionCreditLines } from '../../../components/pricing/option-credit-lines.ts';
import {
  OptionCreditTableView,
  optionCreditLabels,
} from '../../../components/pricing/OptionCreditTableView.tsx';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { useEstimate } from '../generation/use-estimate.ts';

/** /studio-pricing's "credits per option" table: the same lines as /pricing (decision 065). */
export function OptionCreditTable() {
  const t = useT();
  const locale = useStore($locale);
  // Decision 098: the video options as this deployment's engine prices them.
  const engine = useEstimate('image-to-video').data?.engine;
  if (!engine) return null;
  return (
    <OptionCreditTableView
      lines={optionCreditLines(t, locale, engine)}
      labels={optionCreditLabels(t)}
      sectionClass="mt-10"
      headingClass="text-xl font-bold text-ink-900"
    />
  );
}
