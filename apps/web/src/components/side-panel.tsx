import type { ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import { MAP_COVER_ATTRIBUTE } from './map/map-reveal.ts';

interface SidePanelProps {
  /** The section's id; its title is `{id}-title`. */
  id: string;
  title: ReactNode;
  /** Under the title, e.g. how many items the panel lists. */
  subtitle?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** A map page's list panel (places, tips): its title and a close button over the content. */
export function SidePanel({
  id,
  title,
  subtitle,
  closeLabel,
  onClose,
  className = '',
  children,
}: SidePanelProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`flex flex-col bg-white shadow-xl ${className}`}
      {...{ [MAP_COVER_ATTRIBUTE]: '' }}
    >
      <div className="flex items-center gap-2 border-b border-sand-200 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-lg font-bold text-sand-900">
            {title}
          </h2>
          {subtitle}
        </div>
        <CloseButton onClick={onClose} className="text-sand-700 hover:bg-sand-100" label={closeLabel} />
      </div>
      {children}
    </section>
  );
}
