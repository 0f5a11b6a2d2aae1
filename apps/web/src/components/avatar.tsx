import { useState } from 'react';

interface AvatarProps {
  name: string;
  url: string | null;
  size?: 'xs' | 'sm' | 'lg';
}

const SIZES = { xs: 'size-6 text-xs', sm: 'size-8 text-sm', lg: 'size-12 text-lg' } as const;

/** The user's picture, or their initial on a coloured disc when there is none or it fails to load. */
export function Avatar({ name, url, size = 'sm' }: AvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const sizeClass = SIZES[size];
  if (url && !hasFailed) {
    return (
      <img
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setHasFailed(true)}
        className={`${sizeClass} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`${sizeClass} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 ring-2 ring-white`}
    >
      {initial}
    </span>
  );
}
