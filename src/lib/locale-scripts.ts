import type { Locale } from '../i18n/locales.ts';

/**
 * The two inline scripts that carry the visitor's language from the public site into the app
 * pages (issue 22 point 10, decision 048). Both run before first paint and are allowed by hash
 * (`inlineScript`, decision 035), so each must stay a fixed string per page.
 *
 * The storage key is the one `src/stores/locale.ts` reads (kept as a literal there and here so
 * this module stays free of browser imports).
 */
const KEY = 'kieu.locale';

/**
 * Public pages: the language of the page the visitor is reading (/ or /en/…) becomes the app
 * pages' language, so a Vietnamese home page leads to a Vietnamese studio whatever the browser
 * says. The language switch is a link to the other language's page, so it is remembered too.
 * @example rememberPageLocale('en') // "try{localStorage.setItem('kieu.locale','en')}catch{}"
 */
export function rememberPageLocale(locale: Locale): string {
  return `try{localStorage.setItem('${KEY}','${locale}')}catch{}`;
}

/**
 * App pages (no /en prefix): the stored choice, else the browser's first vi/en language, else
 * Vietnamese, the same rule as `detectLocale`. English sets `<html lang>` and the English title
 * (from `data-title-en` on <html>) before anything is painted; the loading text follows
 * `<html lang>` through CSS (`AppLoading.astro`). One string for every app page, one hash.
 */
export const appLocaleScript =
  '(function(){var d=document.documentElement,l="vi";try{var s=localStorage.getItem("' +
  KEY +
  '");if(s==="vi"||s==="en")l=s;else{var n=navigator.languages||[];' +
  'for(var i=0;i<n.length;i++){var c=String(n[i]).toLowerCase().split("-")[0];' +
  'if(c==="vi"||c==="en"){l=c;break}}}}catch(e){}' +
  'if(l==="en"){d.lang="en-US";if(d.dataset.titleEn)document.title=d.dataset.titleEn}})()';
