import { useStore } from '@nanostores/react';
import { optionCreditLines } from '../../../components/pricing/option-credit-lines.ts';
import {
  OptionCreditTableView,
  optionCreditLabels,
} from '../../../components/pricing/OptionCreditTableView.tsx';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/** /studio-pricing's "credits per option" table: the same lines as /pricing (decision 065). */
export function OptionCreditTable() {
  const t = useT();
  const locale = useStore($locale);
  return (
    <OptionCreditTableView
      lines={optionCreditLines(t, locale)}
      labels={optionCreditLabels(t)}
      sectionClass="mt-10"
      headingClass="text-xl font-bold text-ink-900"
    />
  );
}
