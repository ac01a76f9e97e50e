import { useStore } from '@nanostores/react';
import { Component, Fragment, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { $locale } from '../../stores/locale.ts';
import { devToolsEnabled } from './config.ts';
import { useT } from './i18n.ts';
import { reportIslandError } from './report-island-error.ts';

/** Failing again this soon after "Try again" counts as the same failure repeating. */
const REPEAT_WINDOW_MS = 5000;
/** After this many failures in a row, retrying is not offered: the router fallback shows. */
const FAILURES_BEFORE_FALLBACK = 3;

interface State {
  error: unknown;
  failures: number;
  attempt: number;
  retriedAt: number;
  reference?: string | undefined;
}

/**
 * Spec §2.1: every island's error boundary (mounted once, by AppShell). It shows 'Something went
 * wrong' with 'Try again', which remounts the island; the error goes to the API's log and the
 * screen shows the request id it was logged under. When retrying keeps failing, the router
 * fallback 'Unexpected Application Error!' offers the home page instead.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failures: 0, attempt: 0, retriedAt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    onceTriggerCaught = true;
    const repeated = Date.now() - this.state.retriedAt < REPEAT_WINDOW_MS;
    this.setState((s) => ({ failures: repeated ? s.failures + 1 : 1, reference: undefined }));
    void reportIslandError(error, info.componentStack).then((reference) =>
      this.setState({ reference }),
    );
  }

  retry = () => {
    this.setState((s) => ({ error: null, attempt: s.attempt + 1, retriedAt: Date.now() }));
    focusMainSoon();
  };

  override render() {
    const { error, failures, attempt, reference } = this.state;
    if (error) {
      const fallback = failures >= FAILURES_BEFORE_FALLBACK;
      return <CrashScreen fallback={fallback} reference={reference} onRetry={this.retry} />;
    }
    // A new key remounts the island: its state starts again from nothing.
    return (
      <Fragment key={attempt}>
        <CrashTrigger />
        {this.props.children}
      </Fragment>
    );
  }
}

function CrashScreen(props: {
  fallback: boolean;
  reference?: string | undefined;
  onRetry(): void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const heading = useRef<HTMLHeadingElement>(null);
  // The island that held focus is gone: focus moves to the message, never to <body>.
  useEffect(() => heading.current?.focus(), [props.fallback]);
  const button =
    'mt-6 inline-block min-h-12 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800';
  return (
    <main id="main" className="flex flex-1 items-center justify-center p-6">
      <section
        role="alert"
        aria-labelledby="island-error-title"
        className="max-w-xl rounded-xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <h1
          id="island-error-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-red-900"
        >
          {t(props.fallback ? 'session.crash.fallbackTitle' : 'session.crash.title')}
        </h1>
        <p className="mt-3 text-red-900">
          {t(props.fallback ? 'session.crash.fallbackBody' : 'session.crash.body')}
        </p>
        {props.reference && (
          <p className="mt-2 text-sm break-all text-red-900">
            {t('session.crash.reference', { id: props.reference })}
          </p>
        )}
        {props.fallback ? (
          <a href={locale === 'en' ? '/en/' : '/'} className={button}>
            {t('session.crash.home')}
          </a>
        ) : (
          <button type="button" onClick={props.onRetry} className={button}>
            {t('session.crash.retry')}
          </button>
        )}
      </section>
    </main>
  );
}

/** After "Try again" the button is gone: focus goes to the remounted page's main region. */
function focusMainSoon(frames = 20) {
  requestAnimationFrame(() => {
    if (document.getElementById('island-error-title')) return;
    const main = document.getElementById('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
      main.focus();
    } else if (frames > 0) focusMainSoon(frames - 1);
  });
}

// React renders once more after a throw before the boundary takes over, so 'once' keeps
// throwing until the boundary has caught it.
let onceTriggerCaught = false;

/**
 * Test-only trigger, honoured only in builds with the dev tools on (PUBLIC_DEV_TOOLS, false in
 * production like /dev-tools): `?island-error=once` makes the island throw on its first render,
 * `?island-error=always` on every render.
 */
function CrashTrigger() {
  if (!devToolsEnabled) return null;
  const mode = new URLSearchParams(location.search).get('island-error');
  if (mode === 'always' || (mode === 'once' && !onceTriggerCaught)) {
    throw new Error(`Island error requested by the test trigger (${mode})`);
  }
  return null;
}
