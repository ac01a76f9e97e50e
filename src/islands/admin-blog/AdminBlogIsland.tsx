import { useId, useState, type KeyboardEvent } from 'react';
import { termKinds, type TermKind } from '../../contracts/admin-blog.ts';
import { AdminPage } from '../admin/AdminFrame.tsx';
import { useT } from '../app-shell/i18n.ts';
import { usePost, useTaxonomy } from './blog-api.ts';
import { PostEditor } from './PostEditor.tsx';
import { PostsPanel } from './PostsPanel.tsx';
import { TermsPanel } from './TermsPanel.tsx';

/** /admin/blog: the admin frame (guard and sections), then posts, categories, authors and tags. */
export default function AdminBlogIsland() {
  return (
    <AdminPage title="adminBlog.title" screen="blog">
      <AdminBlog />
    </AdminPage>
  );
}

type Tab = 'posts' | TermKind;
const tabs: Tab[] = ['posts', ...termKinds];

function AdminBlog() {
  const t = useT();
  const base = useId();
  const [tab, setTab] = useState<Tab>('posts');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const taxonomy = useTaxonomy();
  const post = usePost(editing?.id ?? null);

  function onTabKey(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    setTab(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  }

  if (taxonomy.isError) {
    return (
      <div>
        <p role="alert" className="text-red-800">
          {t('adminBlog.loadFailed')}
        </p>
        <button
          type="button"
          onClick={() => void taxonomy.refetch()}
          className="mt-3 rounded-md border border-ink-300 px-4 py-2 font-semibold"
        >
          {t('adminBlog.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold text-ink-900">{t('adminBlog.title')}</h1>
      <div
        role="tablist"
        aria-label={t('adminBlog.tabs.label')}
        className="flex flex-wrap gap-2 border-b border-ink-200"
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`${base}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
              tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-700'
            }`}
          >
            {t(`adminBlog.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${tab}`}>
        {!taxonomy.data ? (
          <p role="status" className="text-ink-700">
            {t('adminBlog.loading')}
          </p>
        ) : tab !== 'posts' ? (
          <TermsPanel kind={tab} taxonomy={taxonomy.data} />
        ) : editing && (editing.id === null || post.data) ? (
          <PostEditor
            key={editing.id ?? 'new'}
            post={editing.id ? post.data! : null}
            taxonomy={taxonomy.data}
            onClose={() => {
              setReturnTo(editing.id ?? 'new');
              setEditing(null);
            }}
          />
        ) : (
          <PostsPanel onEdit={(id) => setEditing({ id })} returnTo={returnTo} />
        )}
      </div>
    </div>
  );
}
