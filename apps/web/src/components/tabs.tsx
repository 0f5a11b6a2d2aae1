import { type KeyboardEvent, type ReactNode, useId } from 'react';

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  renderLabel: (tab: T) => ReactNode;
  size?: 'md' | 'lg';
  /** The tab list's. */
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the ARIA pattern wants them: one tab stop, Left/Right arrows move (wrapping) and select, and the
 * panel (`children`, the selected tab's content) named by the selected tab.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderLabel,
  size = 'md',
  className = '',
  panelClassName = '',
  children,
}: TabsProps<T>) {
  const idPrefix = useId();
  const handleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    document.getElementById(`${idPrefix}-${next}`)?.focus();
  };
  const sizing = size === 'lg' ? 'min-h-12 px-4 text-base' : 'min-h-11 px-3 text-sm';

  return (
    <>
      <div role="tablist" aria-label={label} className={`flex gap-1 border-b border-sand-200 ${className}`}>
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              id={`${idPrefix}-${tab}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onKeyDown={handleKey}
              onClick={() => onSelect(tab)}
              className={`-mb-px border-b-2 font-semibold ${sizing} ${
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-sand-600 hover:text-sand-900'
              }`}
            >
              {renderLabel(tab)}
            </button>
          );
        })}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
