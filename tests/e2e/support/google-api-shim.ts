import type { BrowserContext, Page } from '@playwright/test';

/**
 * A stand-in for Google's `gapi.iframes` loader (https://apis.google.com/js/api.js), one mock
 * for one external service. The Firebase web SDK and the Auth emulator's helper iframe both
 * load it to talk across origins, even against the emulator, and the test machine has no
 * internet. It implements only what they use: load, getContext, open (an iframe with ping,
 * restyle, register and send) and getParentIframe, over postMessage.
 */
const SHIM = String.raw`(() => {
  const TAG = '__kieuGapiShim';
  const FILTER = 'cross-origin-iframes';
  let seq = 0;

  /** One side of a channel: named handlers, calls queued until their handler registers. */
  function channel(target) {
    const handlers = {};
    const queued = {};
    const pending = {};
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const call of queued[name] || []) call();
        delete queued[name];
      },
      send(name, data, callback) {
        const id = ++seq + ':' + Math.random();
        pending[id] = callback;
        target().postMessage({ [TAG]: true, kind: 'call', id, name, data }, '*');
      },
      receive(message, reply) {
        if (message.kind === 'reply') {
          const callback = pending[message.id];
          delete pending[message.id];
          if (callback) callback([message.result]);
          return;
        }
        if (message.kind !== 'call') return;
        const run = () => reply({ [TAG]: true, kind: 'reply', id: message.id, result: handlers[message.name](message.data) });
        if (handlers[message.name]) run();
        else (queued[message.name] = queued[message.name] || []).push(run);
      },
    };
  }

  const iframes = [];
  let parentChannel = null;

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || !message[TAG]) return;
    const reply = (answer) => event.source.postMessage(answer, '*');
    if (event.source === window.parent && parentChannel) {
      parentChannel.receive(message, reply);
      return;
    }
    const frame = iframes.find((f) => f.element.contentWindow === event.source);
    if (!frame) return;
    if (message.kind === 'ready') frame.markReady();
    else frame.channel.receive(message, reply);
  });

  const context = {
    open(options, onOpen) {
      const element = document.createElement('iframe');
      element.src = options.url;
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === 'style') Object.assign(element.style, value);
        else element.setAttribute(name, value);
      }
      (options.where || document.body).appendChild(element);
      let ready = false;
      const waiting = [];
      const frame = {
        element,
        channel: channel(() => element.contentWindow),
        markReady() {
          ready = true;
          waiting.splice(0).forEach((fn) => fn());
        },
      };
      iframes.push(frame);
      const api = {
        restyle: () => Promise.resolve(),
        ping(callback) {
          return new Promise((resolve) => {
            const done = () => { callback(); resolve(); };
            if (ready) done();
            else waiting.push(done);
          });
        },
        register: (name, handler) => frame.channel.register(name, handler),
        send: (name, data, callback) => frame.channel.send(name, data, callback),
      };
      return Promise.resolve(onOpen ? onOpen(api) : api);
    },
    getParentIframe() {
      parentChannel = parentChannel || channel(() => window.parent);
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { Iframe: function Iframe() {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context };
  window.gapi.load = (_module, options) => setTimeout(() => (options.callback || options)(), 0);
  if (window.parent !== window) window.parent.postMessage({ [TAG]: true, kind: 'ready' }, '*');
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for gapi and refuses the emulator page's fonts and CDN styles. */
export async function fakeGoogleApi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: SHIM }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) => route.abort(),
  );
}

/** The Auth emulator's Google page: add an account with this email and name, then sign in. */
export async function chooseNewGoogleAccount(popup: Page, email: string, name: string) {
  await popup.getByText('Add new account').click();
  // The emulator's own page labels its fields with a missing element; ids are all it offers.
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.getByRole('button', { name: /Sign in with Google/ }).click();
}
