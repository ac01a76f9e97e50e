import { atom } from 'nanostores';
import { deviceBreakpoints } from '../contracts/studio.ts';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Spec §3: what the studio knows about the device it runs on. */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  screenWidth: number;
  screenHeight: number;
  deviceType: DeviceType;
  hasTouch: boolean;
}

export interface DeviceInput {
  width: number;
  height: number;
  userAgent: string;
  maxTouchPoints: number;
  /** A mouse or trackpad is present (`any-pointer: fine`); a phone has only its touch screen. */
  finePointer: boolean;
}

const PHONE_UA =
  /iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Android.+Mobile|Mobile Safari(?!.*iPad)/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.+Mobile)/i;
// iPadOS asks for desktop pages and says "Macintosh"; only its touch screen gives it away.
const MAC_UA = /Macintosh/i;

/**
 * Spec §9: phone below 768 px, tablet 768–1023 px, desktop from 1024 px; a phone or tablet is
 * recognised by its user agent whatever its width, and an iPad at 1024 px or wider is a tablet.
 * A browser with a mouse is never a phone (issue 40, decision 104): narrower than 768 CSS px it
 * is zoomed (200 % on a 1280-px screen is 640 px, WCAG 1.4.4) or a narrowed window, and gets the
 * compact (tablet) layout. Only a touch-only screen with no phone or tablet user agent is taken
 * for a phone by its width.
 * @example detectDevice({ width: 1180, height: 820, userAgent: 'iPad', maxTouchPoints: 5, finePointer: false }).deviceType // 'tablet'
 */
export function detectDevice(input: DeviceInput): DeviceInfo {
  const hasTouch = input.maxTouchPoints > 0;
  const isIPad =
    /iPad/i.test(input.userAgent) || (MAC_UA.test(input.userAgent) && input.maxTouchPoints > 1);
  let deviceType: DeviceType;
  if (PHONE_UA.test(input.userAgent) && !isIPad) deviceType = 'mobile';
  else if (isIPad || TABLET_UA.test(input.userAgent)) {
    deviceType = input.width < deviceBreakpoints.tablet && !isIPad ? 'mobile' : 'tablet';
  } else if (input.width < deviceBreakpoints.tablet) {
    deviceType = hasTouch && !input.finePointer ? 'mobile' : 'tablet';
  } else if (input.width < deviceBreakpoints.desktop) deviceType = 'tablet';
  else deviceType = 'desktop';
  return {
    isMobile: deviceType === 'mobile',
    isTablet: deviceType === 'tablet',
    isDesktop: deviceType === 'desktop',
    screenWidth: input.width,
    screenHeight: input.height,
    deviceType,
    hasTouch,
  };
}

function readBrowser(): DeviceInput {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    finePointer: window.matchMedia?.('(any-pointer: fine)').matches ?? true,
  };
}

/** The current device; `watchDevice()` keeps it up to date. */
export const $device = atom<DeviceInfo | null>(null);

/** Spec §4: recomputed on resize (debounced 150 ms) and on orientation change. */
export const RESIZE_DEBOUNCE_MS = 150;

let watching = false;

/** Starts following the window's size and orientation (once per page). */
export function watchDevice(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const update = () => $device.set(detectDevice(readBrowser()));
  update();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
  });
  window.addEventListener('orientationchange', update);
  screen.orientation?.addEventListener('change', update);
}
