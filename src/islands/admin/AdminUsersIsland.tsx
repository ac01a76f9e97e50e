import { useStore } from '@nanostores/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import {
  ADMIN_PAGE_DEFAULT,
  type AdminUserPage,
  type AdminUserRow,
} from '../../contracts/admin.ts';
import { planIds } from '../../contracts/plans.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import {
  AccessDenied,
  AdminPage,
  isForbidden,
  retryServerErrors,
  useFormat,
} from './AdminFrame.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { AdminPaging } from './AdminPaging.tsx';
import { AdminSelect } from './AdminSelect.tsx';
import { UserDialog } from './UserDialog.tsx';

/** /admin/users: search, filters, paging and the table; Manage opens the user's dialog. */
export default function AdminUsersIsland() {
  return (
    <AdminPage title="admin.users.title" screen="users">
      <AdminUsers />
    </AdminPage>
  );
}

interface Filters {
  email: string;
  name: string;
  plan: string;
  verified: '' | 'true' | 'false';
}
const noFilters: Filters = { email: '', name: '', plan: '', verified: '' };

function searchPath(filters: Filters, offset: number): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_DEFAULT), offset: String(offset) });
  if (filters.email.trim()) query.set('email', filters.email.trim());
  if (filters.name.trim()) query.set('name', filters.name.trim());
  if (filters.plan) query.set('plan', filters.plan);
  if (filters.verified) query.set('is_verified', filters.verified);
  return `/api/admin/users/search?${query}`;
}

function AdminUsers() {
  const t = useT();
  const format = useFormat();
  const session = useStore($session);
  const ids = { email: useId(), name: useId(), plan: useId(), verified: useId(), heading: useId() };
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [offset, setOffset] = useState(0);
  const [managing, setManaging] = useState<AdminUserRow | null>(null);
  const path = searchPath(filters, offset);
  const page = useQuery({
    queryKey: ['admin-users', path],
    queryFn: () => api.get<AdminUserPage<AdminUserRow>>(path),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
  if (isForbidden(page.error)) return <AccessDenied email={session.user?.email ?? ''} />;

  function search(event: SubmitEvent) {
    event.preventDefault();
    setFilters(draft);
    setOffset(0);
  }
  function clear() {
    setDraft(noFilters);
    setFilters(noFilters);
    setOffset(0);
  }
  const data = page.data;
  const field = 'mt-1 w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900';
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">{t('admin.users.title')}</h1>
      <form
        onSubmit={search}
        aria-labelledby={ids.heading}
        className="mt-6 rounded-xl border border-ink-200 bg-white p-4"
      >
        <h2 id={ids.heading} className="text-lg font-bold text-ink-900">
          {t('admin.search.heading')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-4">
          <div>
            <label htmlFor={ids.email} className="text-sm font-semibold text-ink-800">
              {t('admin.search.email')}
            </label>
            <input
              id={ids.email}
              type="search"
              maxLength={254}
              value={draft.email}
              onChange={(e) => setDraft({ ...draft, email: e.target.value })}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={ids.name} className="text-sm font-semibold text-ink-800">
              {t('admin.search.name')}
            </label>
            <input
              id={ids.name}
              type="search"
              maxLength={100}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              className={field}
            />
          </div>
          <AdminSelect
            id={ids.plan}
            label={t('admin.search.plan')}
            value={draft.plan}
            onChange={(plan) => setDraft({ ...draft, plan })}
            any={t('admin.search.anyPlan')}
            options={planIds.map((id) => ({ value: id, label: t(`pricing.plan.${id}`) }))}
          />
          <AdminSelect
            id={ids.verified}
            label={t('admin.search.verified')}
            value={draft.verified}
            onChange={(verified) => setDraft({ ...draft, verified })}
            any={t('admin.search.anyVerified')}
            options={[
              { value: 'true', label: t('admin.search.onlyVerified') },
              { value: 'false', label: t('admin.search.onlyUnverified') },
            ]}
          />
        </div>
        <div className="mt-4 flex gap-3">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
          >
            {t('admin.search.submit')}
          </button>
          <button
            type="button"
            onClick={clear}
            className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800"
          >
            {t('admin.search.reset')}
          </button>
        </div>
      </form>

      {page.isPending ? (
        <p role="status" className="mt-6 text-ink-700">
          {t('session.loading')}
        </p>
      ) : !data ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('admin.search.loadFailed')}
        </p>
      ) : (
        <section className="mt-6" aria-busy={page.isFetching}>
          <p role="status" className="text-ink-800">
            {t('admin.search.found', { total: format.number(data.total) })}
          </p>
          {data.users.length === 0 ? (
            <p className="mt-3 text-ink-700">{t('admin.search.none')}</p>
          ) : (
            <div className="mt-3">
              <ScrollTable
                caption={t('admin.table.caption')}
                align="left"
                rows="all"
                head={(
                  [
                    'admin.table.email',
                    'admin.table.name',
                    'admin.table.plan',
                    'admin.table.verified',
                    'admin.table.status',
                    'admin.table.created',
                    'admin.table.actions',
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-semibold">
                    {t(key)}
                  </th>
                ))}
              >
                {data.users.map((user) => (
                  <tr key={user.id} className="border-t border-ink-200">
                    <td className="px-3 py-2 break-all text-ink-900">{user.email}</td>
                    {/* A name is as its owner typed it, in whatever language: not part of the page's copy. */}
                    <td className="px-3 py-2 text-ink-900" translate="no">
                      {user.name}
                    </td>
                    <td className="px-3 py-2">{t(`pricing.plan.${user.plan as 'free'}`)}</td>
                    <td className="px-3 py-2">
                      {user.is_verified ? t('admin.yes') : t('admin.no')}
                    </td>
                    <td className="px-3 py-2">
                      {user.disabled ? t('admin.status.disabled') : t('admin.status.active')}
                    </td>
                    <td className="px-3 py-2">{format.date(user.created_at)}</td>
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        aria-label={t('admin.table.manage', { email: user.email })}
                        onClick={() => setManaging(user)}
                        className="rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700"
                      >
                        {t('admin.table.manageShort')}
                      </button>
                    </td>
                  </tr>
                ))}
              </ScrollTable>
            </div>
          )}
          <AdminPaging
            offset={offset}
            total={data.total}
            shown={data.users.length}
            onOffset={setOffset}
          />
        </section>
      )}
      <UserDialog user={managing} onClose={() => setManaging(null)} />
    </>
  );
}
