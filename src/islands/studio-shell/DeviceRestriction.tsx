import { useStore } from '@nanostores/react';
import type { DeviceInfo } from '../../stores/device.ts';
import { $locale } from '../../stores/locale.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { homeHref } from '../app-shell/navigation.ts';

const REASONS: IslandKey[] = [
  'studio.device.reason1',
  'studio.device.reason2',
  'studio.device.reason3',
];

/** Spec §2.10: shown instead of any studio, dashboard or admin screen on a phone. */
export function DeviceRestriction({ device }: { device: DeviceInfo }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10"
    >
      <div>
        <a href={homeHref(locale)} className="text-lg font-bold text-brand-700">
          Kiểu Studio
        </a>
        <h1 className="mt-4 text-2xl font-bold text-ink-900">{t('studio.device.title')}</h1>
        <p className="mt-2 text-ink-700">{t('studio.device.intro')}</p>
      </div>
      <section
        aria-labelledby="device-facts"
        className="rounded-xl border border-ink-200 bg-white p-4"
      >
        <h2 id="device-facts" className="font-bold text-ink-900">
          {t('studio.device.yourDevice')}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-600">{t('studio.device.type')}</dt>
          <dd className="font-semibold text-ink-900">{t(`studio.device.${device.deviceType}`)}</dd>
          <dt className="text-ink-600">{t('studio.device.size')}</dt>
          <dd className="font-semibold text-ink-900">
            {device.screenWidth} × {device.screenHeight} px
          </dd>
          <dt className="text-ink-600">{t('studio.device.requirement')}</dt>
          <dd className="font-semibold text-ink-900">{t('studio.device.requirementValue')}</dd>
        </dl>
      </section>
      <section aria-labelledby="device-reasons">
        <h2 id="device-reasons" className="font-bold text-ink-900">
          {t('studio.device.reasonsTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          {REASONS.map((reason) => (
            <li key={reason}>{t(reason)}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <a
          href={homeHref(locale)}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('studio.device.backHome')}
        </a>
        <button
          type="button"
          onClick={() => location.reload()}
          className="rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('studio.device.refresh')}
        </button>
      </div>
    </main>
  );
}
