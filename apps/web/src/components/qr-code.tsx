import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { encode } from 'uqr';

/** A QR code's dark modules as one SVG path, and its width in modules. */
export interface QrDrawing {
  path: string;
  size: number;
}

/**
 * `text` as a QR code (uqr; error correction M, readable with a smudge or a fold), drawn as one SVG path of its
 * dark modules: sharp at any print size.
 */
function drawQrCode(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const modules = data.flatMap((row, y) =>
    row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return { path: modules.join(''), size };
}

/** Whether the page is being printed: `print` media (the browser's print, or print emulated), or `beforeprint`. */
function useIsPrinting(): boolean {
  const [isPrinting, setIsPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    const onMediaChange = () => {
      if (media?.matches) setIsPrinting(true);
    };
    // Drawn before the browser lays the page out for print: the update is flushed in the event itself.
    const onBeforePrint = () => flushSync(() => setIsPrinting(true));
    media?.addEventListener('change', onMediaChange);
    window.addEventListener('beforeprint', onBeforePrint);
    return () => {
      media?.removeEventListener('change', onMediaChange);
      window.removeEventListener('beforeprint', onBeforePrint);
    };
  }, []);
  return isPrinting;
}

/**
 * `text`'s QR code once it is wanted (`isWanted`: printing was asked for in the app) or the page is printed, null
 * until then. Not drawn up front: encoding took about 30 ms on its first call (120 ms at Lighthouse's 4x), the
 * course page's longest task after its first paint, for a code only a printout shows (issue 33).
 */
export function useQrCode(text: string, isWanted: boolean): QrDrawing | null {
  const isPrinting = useIsPrinting();
  const isDrawn = isWanted || isPrinting;
  return useMemo(() => (isDrawn ? drawQrCode(text) : null), [isDrawn, text]);
}

interface QrCodeProps {
  /** The code (useQrCode); null draws the white square it will be in. */
  drawing: QrDrawing | null;
  /** What the picture is, for screen readers. */
  label: string;
  className?: string;
}

export function QrCode({ drawing, label, className }: QrCodeProps) {
  const size = drawing?.size ?? 1;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      {drawing ? <path d={drawing.path} fill="#000" /> : null}
    </svg>
  );
}
