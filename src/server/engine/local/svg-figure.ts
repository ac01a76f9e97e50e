import {
  skinTones,
  type AspectRatio,
  type BodyParams,
  type BodyType,
} from '../../../contracts/tools.ts';

/** Canvas size of an aspect ratio, 1024 px on the long side. */
export function canvasSize(aspectRatio: AspectRatio): { width: number; height: number } {
  const [w, h] = aspectRatio.split(':').map(Number) as [number, number];
  return w >= h
    ? { width: 1024, height: Math.round((1024 * h) / w) }
    : { width: Math.round((1024 * w) / h), height: 1024 };
}

/** Shoulder, waist, hip and limb width multipliers per body type. */
const bodyTypeShape: Record<BodyType, [number, number, number, number]> = {
  ectomorph: [0.92, 0.85, 0.9, 0.82],
  slim: [0.94, 0.88, 0.92, 0.86],
  average: [1, 1, 1, 1],
  mesomorph: [1.15, 0.95, 1, 1.12],
  athletic: [1.1, 0.94, 0.98, 1.08],
  muscular: [1.22, 1, 1.02, 1.22],
  endomorph: [1.05, 1.3, 1.25, 1.2],
  curvy: [1, 0.98, 1.28, 1.1],
};

/** Where the head goes, for placing a face photo. */
export interface FigureLayout {
  width: number;
  height: number;
  head: { cx: number; cy: number; rx: number; ry: number };
  /** A point on the belly, bare skin in every figure. */
  belly: { x: number; y: number };
}

const f = (value: number) => value.toFixed(1);

/**
 * A standing figure drawn from the body parameters, in head units (7.5 heads tall): height sets
 * its size on the canvas (140 cm → 55%, 210 cm → 90% of the height), BMI and body type set the
 * shoulder, waist, hip and limb widths, gender the base shape and hair, age greys the hair.
 */
export function drawFigure(params: BodyParams): { svg: string; layout: FigureLayout } {
  const { width, height } = canvasSize(params.aspectRatio);
  const skin = skinTones[params.skinTone];
  const shade = darken(skin, 0.82);
  const female = params.gender === 'female';
  const figure = height * (0.55 + (0.35 * (params.height - 140)) / 70);
  const head = figure / 7.5;
  const feet = height * 0.95;
  const top = feet - figure;
  const cx = width / 2;

  const bmi = params.weight / (params.height / 100) ** 2;
  const fat = Math.min(1.8, Math.max(0.65, bmi / 22));
  const [ks, kw, kp, kl] = bodyTypeShape[params.bodyType];
  const ageWaist = 1 + Math.max(0, params.age - 35) * 0.004;
  const shoulder = figure * (female ? 0.215 : 0.25) * ks * fat ** 0.35;
  const waist = figure * (female ? 0.135 : 0.16) * kw * fat ** 1.1 * ageWaist;
  const hip = figure * (female ? 0.2 : 0.18) * kp * fat ** 0.75;
  const limb = head * 0.42 * kl * fat ** 0.6;

  const y = (heads: number) => top + head * heads;
  const headRy = head * 0.5;
  const headRx = head * 0.39;
  const headCy = top + headRy;
  const shoulderY = y(1.35);
  const waistY = y(2.9);
  const hipY = y(3.6);
  const crotchY = y(4.05);
  const neck = headRx * 0.5;
  const shoulderTop = shoulderY - head * 0.08;
  const shoulderRound = shoulderY + head * 0.25;
  const torso = [
    `M ${f(cx - neck)} ${f(shoulderTop)}`,
    `Q ${f(cx - shoulder / 2)} ${f(shoulderTop)} ${f(cx - shoulder / 2)} ${f(shoulderRound)}`,
    `Q ${f(cx - shoulder / 2 + limb * 0.2)} ${f(y(2.2))} ${f(cx - waist / 2)} ${f(waistY)}`,
    `Q ${f(cx - hip / 2)} ${f(y(3.25))} ${f(cx - hip / 2)} ${f(hipY)}`,
    `L ${f(cx - hip / 2)} ${f(crotchY)} L ${f(cx + hip / 2)} ${f(crotchY)} L ${f(cx + hip / 2)} ${f(hipY)}`,
    `Q ${f(cx + hip / 2)} ${f(y(3.25))} ${f(cx + waist / 2)} ${f(waistY)}`,
    `Q ${f(cx + shoulder / 2 - limb * 0.2)} ${f(y(2.2))} ${f(cx + shoulder / 2)} ${f(shoulderRound)}`,
    `Q ${f(cx + shoulder / 2)} ${f(shoulderTop)} ${f(cx + neck)} ${f(shoulderTop)} Z`,
  ].join(' ');

  const side = (sign: 1 | -1) => {
    const shoulderX = cx + sign * (shoulder / 2 - limb * 0.35);
    const reach = Math.max(shoulder / 2, waist / 2 + limb * 0.9, hip / 2 + limb * 0.6);
    const elbowX = cx + sign * (reach + limb * 0.25);
    const wristX = cx + sign * (reach + limb * 0.45);
    const legX = cx + sign * hip * 0.26;
    const kneeX = cx + sign * hip * 0.22;
    const ankleX = cx + sign * hip * 0.18;
    const thigh = Math.max(limb * 1.1, hip * 0.42);
    return [
      line(shoulderX, shoulderY + limb * 0.3, elbowX, y(2.75), limb),
      line(elbowX, y(2.75), wristX, y(3.85), limb * 0.8),
      `<ellipse cx="${f(wristX)}" cy="${f(y(4.05))}" rx="${f(limb * 0.5)}" ry="${f(limb * 0.7)}"/>`,
      line(legX, hipY, kneeX, y(5.7), thigh),
      line(kneeX, y(5.7), ankleX, y(7.2), thigh * 0.68),
      `<ellipse cx="${f(ankleX + sign * limb * 0.2)}" cy="${f(y(7.35))}" rx="${f(thigh * 0.42)}" ry="${f(head * 0.14)}"/>`,
    ].join('');
  };

  const hairColour = params.age >= 60 ? '#a7a29c' : params.age >= 50 ? '#5e554e' : '#2b211c';
  const hairBack = female
    ? `<path fill="${hairColour}" d="M ${f(cx - headRx * 1.15)} ${f(headCy)} Q ${f(cx - headRx * 1.3)} ${f(y(1.9))} ${f(cx - headRx * 1.05)} ${f(y(2.05))} L ${f(cx + headRx * 1.05)} ${f(y(2.05))} Q ${f(cx + headRx * 1.3)} ${f(y(1.9))} ${f(cx + headRx * 1.15)} ${f(headCy)} A ${f(headRx * 1.15)} ${f(headRy * 1.1)} 0 0 0 ${f(cx - headRx * 1.15)} ${f(headCy)} Z"/>`
    : '';
  const hairTop = `<path fill="${hairColour}" d="M ${f(cx - headRx * 1.04)} ${f(headCy - headRy * 0.1)} A ${f(headRx * 1.04)} ${f(headRy * 1.06)} 0 0 1 ${f(cx + headRx * 1.04)} ${f(headCy - headRy * 0.1)} Q ${f(cx)} ${f(headCy - headRy * 0.62)} ${f(cx - headRx * 1.04)} ${f(headCy - headRy * 0.1)} Z"/>`;
  const underwear = '#e4ded8';
  const briefs = `<path fill="${underwear}" d="M ${f(cx - hip / 2)} ${f(hipY - head * 0.12)} L ${f(cx + hip / 2)} ${f(hipY - head * 0.12)} L ${f(cx + hip / 2)} ${f(crotchY - head * 0.05)} L ${f(cx + hip * 0.1)} ${f(crotchY + head * 0.25)} L ${f(cx - hip * 0.1)} ${f(crotchY + head * 0.25)} L ${f(cx - hip / 2)} ${f(crotchY - head * 0.05)} Z"/>`;
  const top_ = female
    ? `<rect fill="${underwear}" x="${f(cx - shoulder * 0.42)}" y="${f(y(1.75))}" width="${f(shoulder * 0.84)}" height="${f(head * 0.5)}" rx="${f(head * 0.15)}"/>`
    : '';

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef0f3"/><stop offset="1" stop-color="#d3d8df"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect width="${width}" height="${height}" fill="url(#light)"/>
<ellipse cx="${f(cx)}" cy="${f(y(7.45))}" rx="${f(hip * 1.1)}" ry="${f(head * 0.18)}" fill="#000000" fill-opacity="0.12"/>
${hairBack}
<g fill="${shade}" stroke="${shade}" stroke-linecap="round" stroke-linejoin="round">
<path d="${torso}" stroke-width="${f(limb * 0.5 + 3)}"/>
</g>
<g fill="${skin}" stroke="${skin}" stroke-linecap="round" stroke-linejoin="round">
${side(-1)}${side(1)}
<rect x="${f(cx - headRx * 0.45)}" y="${f(headCy + headRy * 0.6)}" width="${f(headRx * 0.9)}" height="${f(shoulderY - headCy - headRy * 0.4)}" stroke="none"/>
<path d="${torso}" stroke-width="${f(limb * 0.5)}"/>
<ellipse cx="${f(cx)}" cy="${f(headCy)}" rx="${f(headRx)}" ry="${f(headRy)}" stroke="none"/>
</g>
${briefs}${top_}${hairTop}
</svg>`;
  return {
    svg,
    layout: {
      width,
      height,
      head: { cx, cy: headCy, rx: headRx, ry: headRy },
      belly: { x: cx, y: y(3.2) },
    },
  };
}

function line(x1: number, y1: number, x2: number, y2: number, width: number): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke-width="${f(width)}"/>`;
}

/** A #rrggbb colour with each channel scaled by `factor`. */
function darken(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
