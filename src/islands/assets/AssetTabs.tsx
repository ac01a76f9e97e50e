import { assetTabs, type AssetTab } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { Tabs } from './Tabs.tsx';

interface AssetTabsProps {
  value: AssetTab;
  onChange: (tab: AssetTab) => void;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

const labels = {
  all: 'assets.tab.all',
  images: 'assets.tab.images',
  videos: 'assets.tab.videos',
} as const;

/** Spec §2.10's tabs All, Images, Videos. */
export function AssetTabs({ value, onChange, idPrefix }: AssetTabsProps) {
  const t = useT();
  return (
    <Tabs
      items={assetTabs.map((id) => ({ id, label: t(labels[id]) }))}
      value={value}
      onChange={onChange}
      label={t('assets.tabs')}
      idPrefix={idPrefix}
    />
  );
}
