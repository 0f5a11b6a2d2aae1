import { type ReactNode, useState } from 'react';

interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no image or it fails to load. */
  fallback: ReactNode;
}

/** An image that shows `fallback` instead when it has no source or fails to load. */
export function ImageWithFallback({ src, alt, className = '', fallback }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setFailedSrc(src)} />;
}
