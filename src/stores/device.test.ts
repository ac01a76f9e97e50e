import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPADOS_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const device = (width: number, userAgent: string, maxTouchPoints = 0, height = 800) =>
  detectDevice({ width, height, userAgent, maxTouchPoints, finePointer: maxTouchPoints === 0 })
    .deviceType;

describe('detectDevice (spec §9 breakpoints)', () => {
  it('sizes a desktop browser by its width: tablet to 1023, desktop from 1024', () => {
    expect(device(768, CHROME_DESKTOP)).toBe('tablet');
    expect(device(1023, CHROME_DESKTOP)).toBe('tablet');
    expect(device(1024, CHROME_DESKTOP)).toBe('desktop');
    expect(device(1920, CHROME_DESKTOP)).toBe('desktop');
  });

  it('never takes a browser with a mouse for a phone: at 200 % zoom a 1280-px screen is 640 px wide', () => {
    expect(device(640, CHROME_DESKTOP)).toBe('tablet');
    expect(device(390, CHROME_DESKTOP)).toBe('tablet');
    expect(device(767, IPADOS_DESKTOP_MODE, 0)).toBe('tablet');
    // A touch laptop has a trackpad as well.
    expect(
      detectDevice({
        width: 640,
        height: 400,
        userAgent: CHROME_DESKTOP,
        maxTouchPoints: 10,
        finePointer: true,
      }).deviceType,
    ).toBe('tablet');
  });

  it('takes a narrow touch-only screen for a phone even when its user agent says nothing', () => {
    expect(device(390, CHROME_DESKTOP, 5)).toBe('mobile');
    expect(device(768, CHROME_DESKTOP, 5)).toBe('tablet');
  });

  it('keeps a phone a phone by its user agent, even in landscape past 768 px', () => {
    expect(device(390, IPHONE, 5)).toBe('mobile');
    expect(device(932, IPHONE, 5)).toBe('mobile');
    expect(device(915, ANDROID_PHONE, 5)).toBe('mobile');
  });

  it('counts an iPad at 1024 px or wider as a tablet, including iPadOS in desktop mode', () => {
    expect(device(820, IPAD, 5)).toBe('tablet');
    expect(device(1024, IPAD, 5)).toBe('tablet');
    expect(device(1366, IPAD, 5)).toBe('tablet');
    expect(device(1180, IPADOS_DESKTOP_MODE, 5)).toBe('tablet');
  });

  it('tells a Mac without touch from an iPad in desktop mode', () => {
    expect(device(1440, IPADOS_DESKTOP_MODE, 0)).toBe('desktop');
  });

  it('treats an Android tablet as a tablet, and as a phone when split below 768 px', () => {
    expect(device(1280, ANDROID_TABLET, 10)).toBe('tablet');
    expect(device(600, ANDROID_TABLET, 10)).toBe('mobile');
  });

  it('reports the fields of spec §3', () => {
    expect(
      detectDevice({
        width: 900,
        height: 700,
        userAgent: CHROME_DESKTOP,
        maxTouchPoints: 1,
        finePointer: true,
      }),
    ).toEqual({
      isMobile: false,
      isTablet: true,
      isDesktop: false,
      screenWidth: 900,
      screenHeight: 700,
      deviceType: 'tablet',
      hasTouch: true,
    });
  });
});
