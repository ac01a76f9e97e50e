import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import {
  blogLangs,
  postStatuses,
  type BlogLang,
  type PostStatus,
} from '../../contracts/admin-blog.ts';
import { locales } from '../../i18n/locales.ts';
import { formatDate } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { lostFocus } from '../ui/focus.ts';
import { blogApi, usePosts } from './blog-api.ts';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { inputClass } from './fields.tsx';
import { useDeletion } from './use-deletion.tsx';

const columns = [
  'adminBlog.posts.colTitle',
  'adminBlog.posts.colLang',
  'adminBlog.posts.colStatus',
  'adminBlog.posts.colUpdated',
  'adminBlog.actions',
] as const;

/**
 * The posts of both languages and sources, filtered by language and status. Coming back from
 * the editor, focus returns to what opened it (`returnTo`: a post's id, or 'new'), rather than
 * falling to <body> with the editor's Back button (issue 40).
 */
export function PostsPanel({
  onEdit,
  returnTo,
}: {
  onEdit: (id: string | null) => void;
  returnTo: string | null;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const locale = useStore($locale);
  const base = useId();
  const newPost = useRef<HTMLButtonElement>(null);
  const [lang, setLang] = useState<BlogLang | ''>('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const posts = usePosts({ lang: lang || undefined, status: status || undefined });
  const deletion = useDeletion((id) => blogApi.deletePost(id), newPost);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '—');
  useEffect(() => {
    if (!returnTo || !lostFocus()) return;
    const opener =
      panel.current?.querySelector<HTMLElement>(`[data-opens="${returnTo}"]`) ??
      panel.current?.querySelector<HTMLElement>('[data-opens="new"]');
    opener?.focus();
  }, [returnTo, posts.data]);

  return (
    <div ref={panel} className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${base}-lang`} className="block text-sm font-semibold text-ink-900">
            {t('adminBlog.posts.filterLang')}
          </label>
          <select
            id={`${base}-lang`}
            value={lang}
            onChange={(e) => setLang(e.target.value as BlogLang | '')}
            className={inputClass}
          >
            <option value="">{t('adminBlog.posts.all')}</option>
            {blogLangs.map((l) => (
              <option key={l} value={l}>
                {t(`adminBlog.lang.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${base}-status`} className="block text-sm font-semibold text-ink-900">
            {t('adminBlog.posts.filterStatus')}
          </label>
          <select
            id={`${base}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as PostStatus | '')}
            className={inputClass}
          >
            <option value="">{t('adminBlog.posts.all')}</option>
            {postStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`adminBlog.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          ref={newPost}
          onClick={() => onEdit(null)}
          data-opens="new"
          className="ml-auto rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('adminBlog.posts.new')}
        </button>
      </div>
      {posts.isError && (
        <p role="alert" className="text-red-800">
          {t('adminBlog.loadFailed')}
        </p>
      )}
      {posts.data && posts.data.posts.length === 0 && (
        <p className="text-ink-700">{t('adminBlog.posts.empty')}</p>
      )}
      {posts.data && posts.data.posts.length > 0 && (
        <ScrollTable
          caption={t('adminBlog.posts.heading')}
          align="left"
          rows="all"
          head={columns.map((key) => (
            <th key={key} scope="col" className="px-3 py-2">
              {t(key)}
            </th>
          ))}
        >
          {posts.data.posts.map((p) => (
            <Fragment key={`${p.source}-${p.lang}-${p.slug}`}>
              <tr className="border-t border-ink-100">
                <th scope="row" className="px-3 py-2 font-semibold text-ink-900">
                  {/* A post's title is in the post's language, whatever the admin page's. */}
                  <span lang={locales[p.lang].htmlLang}>{p.title || p.slug}</span>
                  {p.source === 'files' && (
                    <span className="ml-2 rounded bg-ink-100 px-2 py-0.5 text-xs font-normal text-ink-800">
                      {t('adminBlog.fromFiles')}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2">{t(`adminBlog.lang.${p.lang}`)}</td>
                <td className="px-3 py-2">{t(`adminBlog.status.${p.status}`)}</td>
                <td className="px-3 py-2">{date(p.updatedAt)}</td>
                <td className="px-3 py-2">
                  {p.id ? (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        onClick={() => onEdit(p.id)}
                        data-opens={p.id}
                        aria-label={`${t('adminBlog.edit')}: ${p.title}`}
                        className="rounded-md border border-ink-300 px-3 py-1 font-semibold text-ink-800 hover:bg-ink-50"
                      >
                        {t('adminBlog.edit')}
                      </button>
                      <button
                        type="button"
                        onClick={() => deletion.ask(p.id!, p.title || p.slug)}
                        aria-label={`${t('adminBlog.delete')}: ${p.title}`}
                        className="rounded-md border border-red-300 px-3 py-1 font-semibold text-red-800 hover:bg-red-50"
                      >
                        {t('adminBlog.delete')}
                      </button>
                    </div>
                  ) : (
                    <span className="text-xs text-ink-700">{t('adminBlog.readOnlyHint')}</span>
                  )}
                </td>
              </tr>
              {p.id && deletion.questionFor(p.id) && (
                <tr>
                  <td colSpan={columns.length} className="px-3 pb-3">
                    {deletion.questionFor(p.id)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
