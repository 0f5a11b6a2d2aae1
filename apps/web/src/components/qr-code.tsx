import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  /** What the code holds (a link). */
  text: string;
  /** What the picture is, for screen readers. */
  label: string;
  className?: string;
}

/**
 * `text` as a QR code (uqr; error correction M, readable with a smudge or a fold), drawn as one SVG path of its
 * dark modules: sharp at any print size.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 2 });
    const modules = data.flatMap((row, y) =>
      row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : [])),
    );
    return { path: modules.join(''), size };
  }, [text]);
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
      <path d={path} fill="#000" />
    </svg>
  );
}
