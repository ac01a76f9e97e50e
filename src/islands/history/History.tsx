import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HistoryItem } from '../../contracts/history.ts';
import {
  historyFilters,
  studioTools,
  type HistoryFilter,
  type StudioTool,
} from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { RetentionNote } from '../billing/RetentionNote.tsx';
import { secondaryButtonClass } from '../auth/Field.tsx';
import { fetchHistoryItem, fetchHistoryPage, historyKeys } from './history-api.ts';
import { historyToolTabs } from './format.ts';
import { HistoryItemDialogs } from './HistoryItemDialogs.tsx';
import { focusPageHeading, lostFocus } from '../ui/focus.ts';
import { HistoryGrid } from './HistoryGrid.tsx';
import { ExportPanel } from '../studio/catalogue/ExportPanel.tsx';

const PAGE_SIZE = 24;

interface ViewState {
  tool: StudioTool;
  filter: HistoryFilter;
}

/** ?tool=image-to-video&filter=failed: the view lives in the URL, so it can be linked. */
function readView(): ViewState & { item: string | null } {
  const query = new URLSearchParams(location.search);
  const tool = query.get('tool') as StudioTool;
  const filter = query.get('filter') as HistoryFilter;
  return {
    tool: studioTools.includes(tool) ? tool : studioTools[0],
    filter: historyFilters.includes(filter) ? filter : 'all',
    item: query.get('item'),
  };
}

function viewQuery(view: ViewState): string {
  const query = new URLSearchParams({ tool: view.tool });
  if (view.filter !== 'all') query.set('filter', view.filter);
  return `?${query}`;
}

function writeView(view: ViewState) {
  history.pushState(null, '', `${location.pathname}${viewQuery(view)}`);
}

/** Spec §2.9: one view per tool with status filters, the item grid and the detail view. */
export function History() {
  const t = useT();
  const id = useId();
  const [view, setView] = useState<ViewState>(() => readView());
  const [selected, setSelected] = useState<HistoryItem | null>(null);
  // Issue 20: results chosen for a marketplace export (images only: a video has no preset).
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const onPop = () => setView(readView());
    addEventListener('popstate', onPop);
    // A link from elsewhere (recent history) may name an item to open.
    const itemId = readView().item;
    if (itemId) {
      fetchHistoryItem(itemId).then(setSelected, () => undefined);
    }
    return () => removeEventListener('popstate', onPop);
  }, []);

  const change = useCallback((next: ViewState) => {
    setView(next);
    writeView(next);
  }, []);

  const list = useInfiniteQuery({
    queryKey: historyKeys.list(view.tool, view.filter, PAGE_SIZE),
    queryFn: ({ pageParam }) => fetchHistoryPage(view.tool, view.filter, PAGE_SIZE, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // While something is still processing, look again now and then for its result.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((item) => item.status === 'processing'),
      )
        ? 10_000
        : false,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // After a delete, the closing dialogs gave focus back to the item's card, which the refreshed
  // list no longer renders: it goes to the page's heading, not to <body> (issue 40).
  // Not on the first load: on a page just opened nothing has focus yet, and taking it to the
  // heading made the first Tab skip the skip link and the menu.
  const loaded = useRef(false);
  useEffect(() => {
    if (!list.data) return;
    if (loaded.current && lostFocus()) focusPageHeading();
    loaded.current = true;
  }, [list.data]);

  function onTabKey(event: KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + studioTools.length) % studioTools.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = studioTools.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    change({ ...view, tool: studioTools[next]! });
    tabs.current[next]?.focus();
  }

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-ink-900">{t('history.heading')}</h1>
      <RetentionNote kind="results" />
      <div
        role="tablist"
        aria-label={t('history.toolsLabel')}
        className="mt-6 flex flex-wrap gap-1 border-b border-ink-200"
      >
        {historyToolTabs.map(({ tool, label }, index) => {
          const active = tool === view.tool;
          return (
            <button
              key={tool}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tool}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onKeyDown={(event) => onTabKey(event, index)}
              onClick={() => change({ ...view, tool })}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold ${active ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-700 hover:text-ink-900'}`}
            >
              {t(label)}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${view.tool}`}>
        <div
          role="group"
          aria-label={t('history.filtersLabel')}
          className="mt-4 flex flex-wrap gap-2"
        >
          {historyFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filter === view.filter}
              onClick={() => change({ ...view, filter })}
              className="rounded-full border border-ink-300 px-4 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(`history.filter.${filter}` as const)}
            </button>
          ))}
        </div>

        <div className="mt-6">
          {list.isPending ? (
            <p role="status" className="text-ink-700">
              {t('history.loading')}
            </p>
          ) : list.isError ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-white p-6">
              <p className="font-bold text-ink-900">{t('history.errorTitle')}</p>
              <button
                type="button"
                className={`${secondaryButtonClass} mt-3 w-auto`}
                onClick={() => void list.refetch()}
              >
                {t('history.retry')}
              </button>
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-ink-300 bg-white p-8 text-center text-ink-700">
              {view.tool === 'image-to-video' ? t('history.emptyVideos') : t('history.empty')}
            </p>
          ) : (
            <>
              {view.tool !== 'image-to-video' && (
                <div className="mb-4">
                  <button
                    type="button"
                    aria-pressed={choosing}
                    className={`${secondaryButtonClass} w-auto`}
                    onClick={() => setChoosing(!choosing)}
                  >
                    {t('history.chooseForExport')}
                  </button>
                </div>
              )}
              <HistoryGrid
                items={items}
                onOpen={setSelected}
                selection={
                  choosing && view.tool !== 'image-to-video'
                    ? {
                        chosen,
                        toggle: (item, on) => {
                          const next = new Set(chosen);
                          if (on) next.add(item.id);
                          else next.delete(item.id);
                          setChosen(next);
                        },
                      }
                    : undefined
                }
              />
              {choosing && view.tool !== 'image-to-video' && (
                <ExportPanel
                  source={{ generationIds: [...chosen] }}
                  ready={chosen.size > 0}
                  notReady="history.chooseNone"
                />
              )}
              {list.hasNextPage && (
                <button
                  type="button"
                  className={`${secondaryButtonClass} mt-6 w-auto`}
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? t('history.loading') : t('history.loadMore')}
                </button>
              )}
            </>
          )}
        </div>
      </div>

      <HistoryItemDialogs
        selected={selected}
        onClose={() => {
          setSelected(null);
          // Closing a linked item (?item=…) leaves the plain view in the address bar.
          if (readView().item) history.replaceState(null, '', location.pathname + viewQuery(view));
        }}
      />
    </div>
  );
}
