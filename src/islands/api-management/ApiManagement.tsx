import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ApiToken, CreateToken, IssuedToken } from '../../contracts/api-tokens.ts';
import type { BillingStatus } from '../../contracts/billing.ts';
import type { PlansResponse } from '../../contracts/plans.ts';
import { api, apiUrl } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { focusHeading, lostFocus } from '../ui/focus.ts';
import { useT } from '../app-shell/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { IssuedTokenDialog } from './IssuedTokenDialog.tsx';
import { TokenForm } from './token-form.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';
import { UsageSection } from './UsageSection.tsx';
import { studioPricingHref } from '../../components/pricing/checkout-link.ts';

const TOKENS = ['api-tokens'] as const;
const blank: CreateToken = { name: '', services: [], rateLimitPerMinute: 60 };

/** /api-management (spec §2.10): usage stats, the token list, the create dialog and details. */
export function ApiManagement() {
  const t = useT();
  const locale = useStore($locale);
  const queryClient = useQueryClient();
  const createTitle = useId();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Where focus goes when the new token's dialog closes: its opener (the create form, the
  // details dialog) has closed by then (issue 40).
  const createButton = useRef<HTMLButtonElement>(null);
  const detailsButton = useRef<HTMLElement | null>(null);
  const issuedFrom = useRef<HTMLElement | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tokens = useQuery({
    queryKey: TOKENS,
    queryFn: () => api.get<{ tokens: ApiToken[] }>('/api-tokens'),
  });
  // A deleted token's row leaves with the Details button that focus went back to.
  useEffect(() => {
    if (lostFocus()) focusHeading(listHeading.current);
  }, [tokens.data]);
  const billing = useQuery({
    queryKey: ['billing'],
    queryFn: () => api.get<BillingStatus>('/billing'),
  });
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: () => api.get<PlansResponse>('/plans', { public: true }),
  });
  const plan = plans.data?.plans.find((entry) => entry.id === billing.data?.planId);
  const gated = plan !== undefined && !plan.apiAccess;
  // Named from the catalogue (issue 22): the cheapest plan with API access, in the page's language.
  const withApi = plans.data?.plans.find((entry) => entry.apiAccess);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOKENS });

  const create = useMutation({
    mutationFn: (body: CreateToken) => api.post<IssuedToken>('/api-tokens', body),
    onSuccess: (result) => {
      issuedFrom.current = createButton.current;
      setCreating(false);
      setIssued(result.value);
      void refresh();
    },
    onError: (error) => toast.error(t('apiTokens.create.failed'), { description: error.message }),
  });
  const toggle = useMutation({
    mutationFn: (token: ApiToken) =>
      api.patch<ApiToken>(`/api-tokens/${token.id}`, { active: !token.active }),
    // The switch moves at once; a refusal puts it back when the list is read again.
    onMutate: (token) =>
      queryClient.setQueryData<{ tokens: ApiToken[] }>(
        TOKENS,
        (data) =>
          data && {
            tokens: data.tokens.map((item) =>
              item.id === token.id ? { ...item, active: !token.active } : item,
            ),
          },
      ),
    onSettled: () => void refresh(),
    onError: () => toast.error(t('apiTokens.details.saveFailed')),
  });

  const open = tokens.data?.tokens.find((token) => token.id === openId) ?? null;

  return (
    <div className="mx-auto max-w-6xl px-6 py-8 lg:px-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{t('studio.api-management.title')}</h1>
          <p className="mt-2 text-ink-700">{t('studio.api-management.intro')}</p>
          <p className="mt-2 text-ink-700">
            {t('apiTokens.docs.intro')}{' '}
            <a
              href={apiUrl('/v1/reference')}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('apiTokens.docs.link')}
            </a>
          </p>
        </div>
        <button
          ref={createButton}
          type="button"
          onClick={() => setCreating(true)}
          disabled={gated}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('apiTokens.list.create')}
        </button>
      </div>
      {gated && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          {t('apiTokens.planGate', {
            plan: t(`pricing.plan.${withApi?.id ?? 'enterprise'}`),
          })}{' '}
          <a href={studioPricingHref('/api-management')} className="font-semibold underline">
            {t('apiTokens.planGateLink')}
          </a>
        </p>
      )}

      {tokens.data && tokens.data.tokens.length > 0 && <UsageSection tokens={tokens.data.tokens} />}

      <section aria-labelledby="tokens-heading" className="mt-8">
        <h2 id="tokens-heading" ref={listHeading} className="text-xl font-bold text-ink-900">
          {t('apiTokens.list.title')}
        </h2>
        {tokens.isError ? (
          <div
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
          >
            <p>{t('apiTokens.list.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void tokens.refetch()}
              className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
            >
              {t('apiTokens.list.retry')}
            </button>
          </div>
        ) : tokens.isPending ? (
          <p role="status" className="mt-3">
            {t('session.loading')}
          </p>
        ) : tokens.data.tokens.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('apiTokens.list.empty')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg border border-ink-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50 text-ink-800">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.name')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.prefix')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.services')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.rateLimit')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.lastUsed')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.status')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('apiTokens.list.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.data.tokens.map((token) => (
                  <tr key={token.id} className="border-t border-ink-100">
                    <th scope="row" className="px-4 py-2 font-semibold text-ink-900">
                      {token.name}
                    </th>
                    <td className="px-4 py-2 font-mono text-xs">{token.prefix}…</td>
                    <td className="px-4 py-2">
                      {token.services.map((service) => t(`tools.name.${service}`)).join(', ')}
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      {t('apiTokens.list.perMinute', { count: token.rateLimitPerMinute })}
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      {token.lastUsedAt
                        ? formatDate(token.lastUsedAt, locale)
                        : t('apiTokens.list.never')}
                    </td>
                    <td className="px-4 py-2">
                      <label className="inline-flex items-center gap-2">
                        <input
                          type="checkbox"
                          role="switch"
                          checked={token.active}
                          onChange={() => toggle.mutate(token)}
                          aria-label={t('apiTokens.list.toggle', { name: token.name })}
                        />
                        {token.active ? t('apiTokens.list.active') : t('apiTokens.list.inactive')}
                      </label>
                    </td>
                    <td className="px-4 py-2">
                      <button
                        type="button"
                        onClick={(event) => {
                          detailsButton.current = event.currentTarget;
                          setOpenId(token.id);
                        }}
                        className="font-semibold text-brand-700 underline"
                        aria-label={`${t('apiTokens.list.details')}: ${token.name}`}
                      >
                        {t('apiTokens.list.details')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        labelledBy={createTitle}
        closeLabel={t('apiTokens.details.close')}
        width="max-w-lg"
      >
        <h2 id={createTitle} className="mb-4 text-xl font-bold text-ink-900">
          {t('apiTokens.create.title')}
        </h2>
        {creating && (
          <TokenForm
            initial={blank}
            submitLabel={t('apiTokens.create.submit')}
            busy={create.isPending}
            onSubmit={(value) => create.mutate(value)}
            onCancel={() => setCreating(false)}
            cancelLabel={t('apiTokens.create.cancel')}
          />
        )}
      </Dialog>
      <TokenDetails
        token={open}
        onClose={() => setOpenId(null)}
        onIssued={(value) => {
          issuedFrom.current = detailsButton.current;
          setOpenId(null);
          setIssued(value);
        }}
        onChanged={() => void refresh()}
      />
      <IssuedTokenDialog value={issued} onClose={() => setIssued(null)} returnFocus={issuedFrom} />
    </div>
  );
}

function TokenDetails({
  token,
  onClose,
  onIssued,
  onChanged,
}: {
  token: ApiToken | null;
  onClose: () => void;
  onIssued: (value: string) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const title = useId();
  // The app's own question (issue 40): window.confirm() speaks the browser's language.
  const [asking, setAsking] = useState<'regenerate' | 'delete' | null>(null);
  const tokenId = token?.id;
  useEffect(() => setAsking(null), [tokenId]);
  const save = useMutation({
    mutationFn: (body: CreateToken) => api.patch<ApiToken>(`/api-tokens/${token!.id}`, body),
    onSuccess: () => {
      toast.success(t('apiTokens.details.saved'));
      onChanged();
    },
    onError: () => toast.error(t('apiTokens.details.saveFailed')),
  });
  const regenerate = useMutation({
    mutationFn: () => api.post<IssuedToken>(`/api-tokens/${token!.id}/regenerate`, {}),
    onSuccess: (result) => {
      onChanged();
      onIssued(result.value);
    },
    onError: () => toast.error(t('apiTokens.details.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<void>(`/api-tokens/${token!.id}`),
    onSuccess: () => {
      toast.success(t('apiTokens.details.deleted'));
      onChanged();
      onClose();
    },
    onError: () => toast.error(t('apiTokens.details.deleteFailed')),
  });
  return (
    <Dialog
      open={token !== null}
      onClose={onClose}
      labelledBy={title}
      closeLabel={t('apiTokens.details.close')}
      width="max-w-lg"
    >
      <h2 id={title} className="text-xl font-bold text-ink-900">
        {t('apiTokens.details.title')}
      </h2>
      {token && (
        <>
          <p className="mt-1 text-sm text-ink-700">
            <span className="font-mono">{token.prefix}…</span> · {t('apiTokens.details.created')}{' '}
            {formatDate(token.createdAt, locale)}
          </p>
          <div className="mt-4">
            <TokenForm
              key={token.id}
              initial={{
                name: token.name,
                services: token.services,
                rateLimitPerMinute: token.rateLimitPerMinute,
              }}
              submitLabel={t('apiTokens.details.save')}
              busy={save.isPending}
              onSubmit={(value) => save.mutate(value)}
            />
          </div>
          <WebhookSecret tokenId={token.id} />
          <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-ink-100 pt-4">
            <button
              type="button"
              onClick={() => setAsking('regenerate')}
              className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800"
            >
              {t('apiTokens.details.regenerate')}
            </button>
            <button
              type="button"
              onClick={() => setAsking('delete')}
              className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800"
            >
              {t('apiTokens.details.delete')}
            </button>
          </div>
          {asking && (
            <Confirmation
              key={asking}
              question={t(
                asking === 'delete'
                  ? 'apiTokens.details.deleteConfirm'
                  : 'apiTokens.details.regenerateConfirm',
              )}
              busy={regenerate.isPending || remove.isPending}
              confirmLabel={t('apiTokens.details.confirm')}
              cancelLabel={t('apiTokens.create.cancel')}
              onConfirm={() => (asking === 'delete' ? remove.mutate() : regenerate.mutate())}
              onCancel={() => setAsking(null)}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
