import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  blogLangs,
  postInputSchema,
  type BlogPost,
  type BlogTaxonomy,
  type PostStatus,
} from '../../contracts/admin-blog.ts';
import { $locale } from '../../stores/locale.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { blogApi, serverFieldErrors } from './blog-api.ts';
import { focusHeading } from '../ui/focus.ts';
import { BuildStatus } from './BuildStatus.tsx';
import { describedBy, Field, inputClass, issuesByField } from './fields.tsx';
import { MdxPreview } from './MdxPreview.tsx';
import { slugify } from './slugify.ts';

interface Draft {
  lang: string;
  slug: string;
  title: string;
  description: string;
  body: string;
  categoryId: string;
  authorId: string;
  tagIds: string[];
  coverUrl: string;
  coverAlt: string;
  translationKey: string;
  status: PostStatus;
}

const empty: Draft = {
  lang: 'vi',
  slug: '',
  title: '',
  description: '',
  // Empty: a '# ' start rendered an empty heading in the preview (issue 40).
  body: '',
  categoryId: '',
  authorId: '',
  tagIds: [],
  coverUrl: '',
  coverAlt: '',
  translationKey: '',
  status: 'draft',
};

function fromPost(post: BlogPost): Draft {
  return {
    ...post,
    coverUrl: post.coverUrl ?? '',
    coverAlt: post.coverAlt ?? '',
    translationKey: post.translationKey ?? '',
  };
}

/** Errors by field; `tagIds.2` is shown under the tags. */
const topLevel = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, m]) => [path.split('.')[0]!, m]));

/**
 * New or existing post: every field, the MDX with its live preview, Save draft and Publish.
 * The fields are checked with the API's contract first; the API's own refusals (slug taken,
 * MDX that does not compile, unknown taxonomy) appear under their fields too.
 */
export function PostEditor({
  post,
  taxonomy,
  onClose,
}: {
  post: BlogPost | null;
  taxonomy: BlogTaxonomy;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const queryClient = useQueryClient();
  const base = useId();
  const ids = (name: string) => `${base}-${name}`;
  const [id, setId] = useState(post?.id ?? null);
  const [draft, setDraft] = useState<Draft>(post ? fromPost(post) : empty);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showBuild, setShowBuild] = useState(false);
  const [savedStatus, setSavedStatus] = useState<PostStatus | null>(post?.status ?? null);
  // The editor replaces the list, and the button that opened it: its heading takes focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusHeading(heading.current);
  }, []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({
      ...current,
      [key]: value,
      ...(key === 'title' && !slugTouched ? { slug: slugify(String(value)) } : {}),
    }));

  const save = useMutation({
    mutationFn: (body: unknown) => blogApi.savePost(id, body),
    onSuccess: (saved) => {
      // Publishing, or changing or withdrawing a published post, rebuilds the site.
      if (saved.status === 'published' || savedStatus === 'published') setShowBuild(true);
      setSavedStatus(saved.status);
      setId(saved.id);
      setDraft(fromPost(saved));
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['admin-blog'] });
      toast.success(
        saved.status === 'published'
          ? t('adminBlog.editor.published')
          : t('adminBlog.editor.draftSaved'),
      );
    },
    onError: (error) => {
      const fields = topLevel(serverFieldErrors(error));
      setErrors(fields);
      toast.error(t('adminBlog.saveFailed'), { description: error.message });
    },
  });

  function submit(status: PostStatus) {
    // The buttons stay focusable while saving (not `disabled`, which drops focus to <body>).
    if (save.isPending) return;
    const parsed = postInputSchema.safeParse({ ...draft, status });
    if (!parsed.success) {
      setErrors(topLevel(issuesByField(parsed.error.issues, (m) => t(m as IslandKey))));
      return;
    }
    setErrors({});
    setDraft((current) => ({ ...current, status }));
    save.mutate(parsed.data);
  }

  const name = (term: { name: string | { vi: string; en: string } }) =>
    typeof term.name === 'string' ? term.name : term.name[locale];
  const control = (field: keyof Draft, hint?: string) =>
    describedBy(ids(field), errors[field], hint);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} className="text-2xl font-bold text-ink-900">
          {id ? t('adminBlog.editor.editHeading') : t('adminBlog.editor.newHeading')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('adminBlog.editor.back')}
        </button>
      </div>
      {showBuild && <BuildStatus />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit('draft');
        }}
        className="grid gap-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={ids('lang')} label={t('adminBlog.editor.lang')} error={errors.lang}>
            <select
              {...control('lang')}
              value={draft.lang}
              onChange={(e) => set('lang', e.target.value)}
              className={inputClass}
            >
              {blogLangs.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`adminBlog.lang.${lang}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids('title')} label={t('adminBlog.editor.title')} error={errors.title}>
            <input
              {...control('title')}
              value={draft.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={ids('slug')}
            label={t('adminBlog.editor.slug')}
            error={errors.slug}
            hint={t('adminBlog.editor.slugHint', { slug: draft.slug || '…' })}
          >
            <input
              {...control('slug', 'hint')}
              value={draft.slug}
              maxLength={120}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
              className={inputClass}
            />
          </Field>
          <Field
            id={ids('description')}
            label={t('adminBlog.editor.description')}
            error={errors.description}
          >
            <input
              {...control('description')}
              value={draft.description}
              maxLength={300}
              onChange={(e) => set('description', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={ids('categoryId')}
            label={t('adminBlog.editor.category')}
            error={errors.categoryId}
          >
            <select
              {...control('categoryId')}
              value={draft.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              className={inputClass}
            >
              <option value="">{t('adminBlog.editor.choose')}</option>
              {taxonomy.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {name(c)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids('authorId')} label={t('adminBlog.editor.author')} error={errors.authorId}>
            <select
              {...control('authorId')}
              value={draft.authorId}
              onChange={(e) => set('authorId', e.target.value)}
              className={inputClass}
            >
              <option value="">{t('adminBlog.editor.choose')}</option>
              {taxonomy.authors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids('coverUrl')} label={t('adminBlog.editor.cover')} error={errors.coverUrl}>
            <input
              {...control('coverUrl')}
              value={draft.coverUrl}
              onChange={(e) => set('coverUrl', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={ids('coverAlt')}
            label={t('adminBlog.editor.coverAlt')}
            error={errors.coverAlt}
          >
            <input
              {...control('coverAlt')}
              value={draft.coverAlt}
              maxLength={200}
              onChange={(e) => set('coverAlt', e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={ids('translationKey')}
            label={t('adminBlog.editor.translationKey')}
            error={errors.translationKey}
            hint={t('adminBlog.editor.translationKeyHint')}
          >
            <input
              {...control('translationKey', 'hint')}
              value={draft.translationKey}
              onChange={(e) => set('translationKey', e.target.value)}
              className={inputClass}
            />
          </Field>
          <fieldset aria-describedby={errors.tagIds ? `${ids('tagIds')}-error` : undefined}>
            <legend className="text-sm font-semibold text-ink-900">
              {t('adminBlog.editor.tags')}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {taxonomy.tags.map((tag) => (
                <label
                  key={tag.id}
                  className="flex min-h-10 items-center gap-2 text-sm text-ink-800"
                >
                  <input
                    type="checkbox"
                    checked={draft.tagIds.includes(tag.id)}
                    onChange={() =>
                      set(
                        'tagIds',
                        draft.tagIds.includes(tag.id)
                          ? draft.tagIds.filter((x) => x !== tag.id)
                          : [...draft.tagIds, tag.id],
                      )
                    }
                  />
                  {name(tag)}
                </label>
              ))}
            </div>
            {errors.tagIds && (
              <p id={`${ids('tagIds')}-error`} className="mt-1 text-sm text-red-800">
                {errors.tagIds}
              </p>
            )}
          </fieldset>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field id={ids('body')} label={t('adminBlog.editor.body')} error={errors.body}>
            <textarea
              {...control('body')}
              value={draft.body}
              onChange={(e) => set('body', e.target.value)}
              rows={22}
              spellCheck={false}
              className={`${inputClass} font-mono text-sm`}
            />
          </Field>
          <MdxPreview source={draft.body} id={ids('preview')} />
        </div>
        <p className="text-sm text-ink-700">
          {t('adminBlog.editor.status')}: {t(`adminBlog.status.${draft.status}`)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            aria-disabled={save.isPending || undefined}
            className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50 aria-disabled:opacity-60"
          >
            {save.isPending ? t('adminBlog.editor.saving') : t('adminBlog.editor.saveDraft')}
          </button>
          <button
            type="button"
            aria-disabled={save.isPending || undefined}
            onClick={() => submit('published')}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
          >
            {t('adminBlog.editor.publish')}
          </button>
        </div>
      </form>
    </div>
  );
}
