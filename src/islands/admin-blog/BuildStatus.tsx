import { useT } from '../app-shell/i18n.ts';
import { useLatestBuild } from './blog-api.ts';

/** The latest site build after a publish, polled until it succeeds or fails. */
export function BuildStatus() {
  const t = useT();
  const build = useLatestBuild(true).data?.build;
  const text = !build
    ? t('adminBlog.build.none')
    : build.status === 'failed'
      ? t('adminBlog.build.failed', { error: build.error ?? '' })
      : t(`adminBlog.build.${build.status}`);
  return (
    <section
      aria-label={t('adminBlog.build.heading')}
      className="rounded-md border border-ink-200 bg-ink-50 p-3"
    >
      <p role="status" className="text-sm font-semibold text-ink-900">
        {text}
      </p>
    </section>
  );
}
