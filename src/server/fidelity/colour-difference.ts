/**
 * Colour measures for the fidelity report (issue 41): 8-bit sRGB to CIELAB under D65, and the
 * CIEDE2000 colour difference, the CIE's formula for how different two colours look.
 */

/** A CIELAB colour: L* 0–100, a* and b* roughly −128–127. */
export type Lab = readonly [l: number, a: number, b: number];

// IEC 61966-2-1's transfer curve, once per 8-bit value: images are converted pixel by pixel.
const linear = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

// The D65 white of the sRGB matrix below, so that white comes out at exactly L* 100, a* b* 0.
const white = [0.95047, 1, 1.08883] as const;
const epsilon = 216 / 24389;
const kappa = 24389 / 27;
const f = (t: number) => (t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116);

/**
 * CIELAB (D65) of an 8-bit sRGB colour.
 * @example rgbToLab(255, 255, 255) // [100, 0, 0] (to rounding)
 */
export function rgbToLab(red: number, green: number, blue: number): Lab {
  const r = linear[red]!;
  const g = linear[green]!;
  const b = linear[blue]!;
  const x = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / white[0]);
  const y = f((0.2126729 * r + 0.7151522 * g + 0.072175 * b) / white[1]);
  const z = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / white[2]);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const g8 = (t: number) => (t <= 0.0031308 ? 12.92 * t : 1.055 * t ** (1 / 2.4) - 0.055);
const fInverse = (t: number) => (t ** 3 > epsilon ? t ** 3 : (116 * t - 16) / kappa);
const to8 = (c: number) => Math.round(Math.min(1, Math.max(0, g8(c))) * 255);

/**
 * The nearest 8-bit sRGB colour of a CIELAB (D65) colour, clipped to the sRGB gamut.
 * @example labToRgb(rgbToLab(200, 30, 40)) // [200, 30, 40]
 */
export function labToRgb([l, a, b]: Lab): [number, number, number] {
  const fy = (l + 16) / 116;
  const x = fInverse(fy + a / 500) * white[0];
  const y = (l > kappa * epsilon ? fy ** 3 : l / kappa) * white[1];
  const z = fInverse(fy - b / 200) * white[2];
  return [
    to8(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    to8(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    to8(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

const degrees = 180 / Math.PI;
const radians = Math.PI / 180;
const pow7 = (value: number) => value ** 7;
const twentyFive7 = pow7(25);

/** Hue angle in degrees, 0–360; 0 for a neutral colour (Sharma, Wu & Dalal, eq. 7). */
function hue(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const angle = Math.atan2(b, a) * degrees;
  return angle < 0 ? angle + 360 : angle;
}

/**
 * CIEDE2000 colour difference (kL = kC = kH = 1), as written out by Sharma, Wu & Dalal (2005),
 * "The CIEDE2000 color-difference formula: implementation notes…", including the branches for
 * neutral colours and for hues either side of 0°.
 * @example deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485]) // 2.0425 (to 4 decimals)
 */
export function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(pow7(meanC) / (pow7(meanC) + twentyFive7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);

  const deltaL = l2 - l1;
  const deltaC = c2p - c1p;
  let deltaHue = 0;
  if (c1p * c2p !== 0) {
    deltaHue = h2p - h1p;
    if (deltaHue > 180) deltaHue -= 360;
    else if (deltaHue < -180) deltaHue += 360;
  }
  const deltaH = 2 * Math.sqrt(c1p * c2p) * Math.sin((deltaHue / 2) * radians);

  const meanL = (l1 + l2) / 2;
  const meanCp = (c1p + c2p) / 2;
  let meanH = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanH /= 2;
    else meanH = meanH < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((meanH - 30) * radians) +
    0.24 * Math.cos(2 * meanH * radians) +
    0.32 * Math.cos((3 * meanH + 6) * radians) -
    0.2 * Math.cos((4 * meanH - 63) * radians);
  const deltaTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(pow7(meanCp) / (pow7(meanCp) + twentyFive7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt = -Math.sin(2 * deltaTheta * radians) * rc;

  const lTerm = deltaL / sl;
  const cTerm = deltaC / sc;
  const hTerm = deltaH / sh;
  return Math.sqrt(lTerm ** 2 + cTerm ** 2 + hTerm ** 2 + rt * cTerm * hTerm);
}
