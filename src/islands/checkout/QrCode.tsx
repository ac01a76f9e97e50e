import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG from its modules (the `qrcode` package's encoder, MIT): no image
 * request, no innerHTML, and crisp at any size. Level M survives a phone camera at an angle
 * on a laptop screen; the quiet zone of four modules is the standard's.
 */
export function QrCode({ payload, label, size }: { payload: string; label: string; size: number }) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(payload, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + quiet * 2 };
  }, [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg border border-ink-200 bg-white"
      data-qr-payload={payload}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
