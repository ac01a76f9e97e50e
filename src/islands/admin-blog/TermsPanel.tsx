import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  authorInputSchema,
  categoryInputSchema,
  tagInputSchema,
  type BlogTaxonomy,
  type TermKind,
} from '../../contracts/admin-blog.ts';
import { $locale } from '../../stores/locale.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { blogApi, serverFieldErrors } from './blog-api.ts';
import { describedBy, Field, inputClass, issuesByField } from './fields.tsx';
import { useDeletion } from './use-deletion.tsx';

/** The form's flat fields per kind; `nameVi` is `name.vi` of the API's shape. */
const fieldsOf: Record<TermKind, string[]> = {
  categories: ['id', 'nameVi', 'nameEn', 'slugVi', 'slugEn', 'descriptionVi', 'descriptionEn'],
  tags: ['id', 'nameVi', 'nameEn', 'slugVi', 'slugEn'],
  authors: ['id', 'name', 'roleVi', 'roleEn', 'bioVi', 'bioEn', 'avatar'],
};
const schemas = {
  categories: categoryInputSchema,
  tags: tagInputSchema,
  authors: authorInputSchema,
};
const long = new Set(['descriptionVi', 'descriptionEn', 'bioVi', 'bioEn']);

type Flat = Record<string, string>;
type Term = BlogTaxonomy[TermKind][number];

/** 'name.vi' → 'nameVi'. */
const flatKey = (path: string) => {
  const [head = '', lang] = path.split('.');
  return lang ? `${head}${lang[0]!.toUpperCase()}${lang.slice(1)}` : head;
};

function flatten(term: Term): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(term)) {
    if (key === 'source') continue;
    if (value && typeof value === 'object') {
      for (const [lang, text] of Object.entries(value))
        flat[flatKey(`${key}.${lang}`)] = String(text);
    } else flat[key] = String(value ?? '');
  }
  return flat;
}

function nest(kind: TermKind, flat: Flat) {
  const pair = (name: string) => ({ vi: flat[`${name}Vi`] ?? '', en: flat[`${name}En`] ?? '' });
  if (kind === 'authors') {
    return {
      id: flat.id,
      name: flat.name,
      role: pair('role'),
      bio: pair('bio'),
      avatar: flat.avatar || null,
    };
  }
  const base = { id: flat.id, name: pair('name'), slug: pair('slug') };
  return kind === 'tags' ? base : { ...base, description: pair('description') };
}

/** Categories, authors or tags: the list (entries from files read-only) and the form. */
export function TermsPanel({ kind, taxonomy }: { kind: TermKind; taxonomy: BlogTaxonomy }) {
  const t = useT();
  const locale = useStore($locale);
  const newTerm = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ id: string | null; values: Flat } | null>(null);
  const terms = taxonomy[kind] as Term[];
  const deletion = useDeletion((id) => blogApi.deleteTerm(kind, id), newTerm);
  const label = (term: Term) => (typeof term.name === 'string' ? term.name : term.name[locale]);

  return (
    <div className="grid gap-4">
      <div>
        <button
          ref={newTerm}
          type="button"
          onClick={() => setEditing({ id: null, values: {} })}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('adminBlog.terms.new')}
        </button>
      </div>
      {editing && (
        <TermForm
          key={editing.id ?? 'new'}
          kind={kind}
          id={editing.id}
          initial={editing.values}
          onDone={() => {
            // The form goes: focus moves to the button that opens it, not to <body>.
            newTerm.current?.focus();
            setEditing(null);
          }}
        />
      )}
      {terms.length === 0 ? (
        <p className="text-ink-700">{t('adminBlog.terms.empty')}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
          {terms.map((term) => (
            <li
              key={`${term.source}-${term.id}`}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
            >
              <span className="font-semibold text-ink-900">{label(term)}</span>
              <code className="text-xs text-ink-700">{term.id}</code>
              {term.source === 'files' ? (
                <span className="ml-auto rounded bg-ink-100 px-2 py-0.5 text-xs text-ink-800">
                  {t('adminBlog.fromFiles')}
                </span>
              ) : (
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    aria-label={`${t('adminBlog.edit')}: ${label(term)}`}
                    onClick={() => setEditing({ id: term.id, values: flatten(term) })}
                    className="rounded-md border border-ink-300 px-3 py-1 text-sm font-semibold text-ink-800 hover:bg-ink-50"
                  >
                    {t('adminBlog.edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={`${t('adminBlog.delete')}: ${label(term)}`}
                    onClick={() => deletion.ask(term.id, label(term))}
                    className="rounded-md border border-red-300 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t('adminBlog.delete')}
                  </button>
                </span>
              )}
              {term.source !== 'files' && deletion.questionFor(term.id) && (
                <div className="basis-full">{deletion.questionFor(term.id)}</div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TermForm({
  kind,
  id,
  initial,
  onDone,
}: {
  kind: TermKind;
  id: string | null;
  initial: Flat;
  onDone: () => void;
}) {
  const t = useT();
  const base = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Flat>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => {
      const { id: _id, ...fields } = body;
      return blogApi.saveTerm(kind, id, id ? fields : body);
    },
    onSuccess: () => {
      toast.success(t('adminBlog.saved'));
      void queryClient.invalidateQueries({ queryKey: ['admin-blog'] });
      onDone();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([p, m]) => [flatKey(p), m])));
      toast.error(t('adminBlog.saveFailed'), { description: error.message });
    },
  });

  function submit() {
    // Save stays focusable while saving (not `disabled`, which drops focus to <body>).
    if (save.isPending) return;
    const parsed = schemas[kind].safeParse(nest(kind, { ...values, id: id ?? values.id ?? '' }));
    if (!parsed.success) {
      const byPath = issuesByField(parsed.error.issues, (m) => t(m as IslandKey));
      setErrors(Object.fromEntries(Object.entries(byPath).map(([p, m]) => [flatKey(p), m])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data as Record<string, unknown>);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-labelledby={`${base}-heading`}
      className="grid gap-4 rounded-xl border border-ink-200 bg-white p-4"
    >
      <h3 id={`${base}-heading`} className="text-lg font-bold text-ink-900">
        {id ? t('adminBlog.terms.editHeading', { id }) : t('adminBlog.terms.newHeading')}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        {fieldsOf[kind].map((field) => {
          const fieldId = `${base}-${field}`;
          const props = {
            ...describedBy(fieldId, errors[field]),
            value: values[field] ?? '',
            readOnly: field === 'id' && Boolean(id),
            onChange: (e: { target: { value: string } }) =>
              setValues((v) => ({ ...v, [field]: e.target.value })),
            className: inputClass,
          };
          return (
            <Field
              key={field}
              id={fieldId}
              label={t(`adminBlog.terms.${field}` as IslandKey)}
              error={errors[field]}
            >
              {long.has(field) ? <textarea rows={3} {...props} /> : <input {...props} />}
            </Field>
          );
        })}
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          aria-disabled={save.isPending || undefined}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {t('adminBlog.save')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('adminBlog.cancel')}
        </button>
      </div>
    </form>
  );
}
