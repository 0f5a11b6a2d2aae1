import { useEffect, useState } from 'react';
import { encode } from 'uqr';

/** A QR code's dark modules as one SVG path, and its width in modules. */
export interface QrDrawing {
  text: string;
  path: string;
  size: number;
}

/**
 * `text` as a QR code (uqr; error correction M, readable with a smudge or a fold), drawn as one SVG path of its
 * dark modules: sharp at any print size.
 */
export function drawQrCode(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const modules = data.flatMap((row, y) =>
    row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return { text, path: modules.join(''), size };
}

/**
 * `text`'s QR code, drawn in a task of its own just after the first render, or null until then. Encoding takes
 * about 12 ms on a phone; done while the course page's printed itinerary renders, the two made one task long
 * enough to block input (issue 33).
 */
export function useQrCode(text: string): QrDrawing | null {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    const handle = setTimeout(() => setDrawing(drawQrCode(text)), 0);
    return () => clearTimeout(handle);
  }, [text]);
  return drawing?.text === text ? drawing : null;
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
