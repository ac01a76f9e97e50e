import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import { useT } from '../../app-shell/i18n.ts';
import { primaryButton, secondaryButton } from '../../assets/UploadButton.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { brushRadius, exportMask, maskSize, toMaskPoint, type Size } from './mask.ts';

interface MaskEditorProps {
  open: boolean;
  portrait: Asset;
  /** The strokes painted before, to continue from. */
  initial: ImageData | null;
  onSave: (mask: string, strokes: ImageData) => void;
  onClose: () => void;
}

const UNDO_LIMIT = 20;
const KEY_STEP = 10;

/**
 * Spec §2.6 mask editor: paint the hair region over the portrait with a brush, erase, undo,
 * clear. The canvas holds only the strokes, at the portrait's natural size; Save exports them
 * white on black. Arrow keys move a brush cursor on the focused canvas and Space paints.
 */
export function MaskEditor({ open, portrait, initial, onSave, onClose }: MaskEditorProps) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('toolsUi.close')}
      width="max-w-3xl"
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="pr-8 text-xl font-bold text-ink-900">
            {t('toolsUi.mask.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{t('toolsUi.mask.hint')}</p>
          <MaskCanvas portrait={portrait} initial={initial} onSave={onSave} onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}

function MaskCanvas({ portrait, initial, onSave, onClose }: Omit<MaskEditorProps, 'open'>) {
  const t = useT();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const size = maskSize(portrait, natural);
  const [mode, setMode] = useState<'brush' | 'erase'>('brush');
  const [brush, setBrush] = useState(24);
  const [history, setHistory] = useState<ImageData[]>([]);
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.25 });
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context && initial && size && initial.width === size.width)
      context.putImageData(initial, 0, 0);
    // Only when the canvas first gets its size: later strokes must not be replaced.
  }, [size?.width, size?.height]);

  function context() {
    return canvas.current?.getContext('2d') ?? null;
  }

  function snapshot() {
    const ctx = context();
    if (!ctx || !size) return;
    const image = ctx.getImageData(0, 0, size.width, size.height);
    setHistory((previous) => [...previous.slice(-(UNDO_LIMIT - 1)), image]);
  }

  function stroke(from: { x: number; y: number }, to: { x: number; y: number }) {
    const ctx = context();
    const element = canvas.current;
    if (!ctx || !element || !size) return;
    const shown = { width: element.clientWidth, height: element.clientHeight };
    const a = toMaskPoint(from, shown, size);
    const b = toMaskPoint(to, shown, size);
    ctx.globalCompositeOperation = mode === 'erase' ? 'destination-out' : 'source-over';
    ctx.strokeStyle = '#fff';
    ctx.fillStyle = '#fff';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = brushRadius(brush, shown, size) * 2;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x + 0.01, b.y);
    ctx.stroke();
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    snapshot();
    last.current = point(event);
    stroke(last.current, last.current);
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!last.current) return;
    const next = point(event);
    stroke(last.current, next);
    last.current = next;
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const element = canvas.current;
    if (!element) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => ({
        x: Math.min(1, Math.max(0, c.x + (move[0] * KEY_STEP) / element.clientWidth)),
        y: Math.min(1, Math.max(0, c.y + (move[1] * KEY_STEP) / element.clientHeight)),
      }));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      snapshot();
      const at = { x: cursor.x * element.clientWidth, y: cursor.y * element.clientHeight };
      stroke(at, at);
    }
  }

  function undo() {
    const previous = history.at(-1);
    const ctx = context();
    if (!previous || !ctx) return;
    ctx.putImageData(previous, 0, 0);
    setHistory(history.slice(0, -1));
  }

  function clear() {
    const ctx = context();
    if (!ctx || !size) return;
    snapshot();
    ctx.clearRect(0, 0, size.width, size.height);
  }

  function save() {
    const element = canvas.current;
    const ctx = context();
    if (!element || !ctx || !size) return;
    onSave(exportMask(element), ctx.getImageData(0, 0, size.width, size.height));
    onClose();
  }

  const tool =
    'rounded-md border border-ink-300 px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 disabled:opacity-50';
  return (
    <div className="mt-3">
      <div
        role="toolbar"
        aria-label={t('toolsUi.mask.tools')}
        className="flex flex-wrap items-center gap-2"
      >
        <button
          type="button"
          className={tool}
          aria-pressed={mode === 'brush'}
          onClick={() => setMode('brush')}
        >
          {t('toolsUi.mask.brush')}
        </button>
        <button
          type="button"
          className={tool}
          aria-pressed={mode === 'erase'}
          onClick={() => setMode('erase')}
        >
          {t('toolsUi.mask.erase')}
        </button>
        <button type="button" className={tool} disabled={history.length === 0} onClick={undo}>
          {t('toolsUi.mask.undo')}
        </button>
        <button type="button" className={tool} onClick={clear}>
          {t('toolsUi.mask.clear')}
        </button>
        <label htmlFor={`${id}-brush`} className="ml-2 text-sm font-semibold text-ink-800">
          {t('toolsUi.mask.brushSize')}
        </label>
        <input
          id={`${id}-brush`}
          type="range"
          min={4}
          max={80}
          value={brush}
          onChange={(event) => setBrush(Number(event.target.value))}
        />
        <span className="text-sm text-ink-700">{brush}px</span>
      </div>
      <div className="relative mx-auto mt-3 w-fit">
        <img
          src={portrait.url}
          alt={portrait.name}
          onLoad={(event) =>
            setNatural({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          className="block max-h-[55vh] max-w-full select-none"
          draggable={false}
        />
        {size && (
          <>
            <canvas
              ref={canvas}
              width={size.width}
              height={size.height}
              tabIndex={0}
              role="img"
              aria-label={t('toolsUi.mask.canvas')}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (last.current = null)}
              onPointerCancel={() => (last.current = null)}
              onKeyDown={onKeyDown}
              className="absolute inset-0 size-full cursor-crosshair touch-none opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute rounded-full border-2 border-brand-700"
              style={{
                left: `calc(${cursor.x * 100}% - ${brush / 2}px)`,
                top: `calc(${cursor.y * 100}% - ${brush / 2}px)`,
                width: brush,
                height: brush,
              }}
            />
          </>
        )}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('history.cancel')}
        </button>
        <button type="button" className={primaryButton} onClick={save} disabled={!size}>
          {t('toolsUi.mask.save')}
        </button>
      </div>
    </div>
  );
}
