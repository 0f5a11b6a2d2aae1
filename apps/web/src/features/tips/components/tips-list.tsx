import type { ReactNode } from 'react';
import { SidePanel } from '@/components/side-panel.tsx';
import { Tabs } from '@/components/tabs.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { TIP_CATEGORIES, type TipCategory, type TipId, tipsOf } from '../tips-data.ts';

interface TipsListProps {
  id: string;
  category: TipCategory;
  onCategoryChange: (category: TipCategory) => void;
  onOpen: (tipId: TipId) => void;
  onClose: () => void;
  className?: string;
  /** Shown under the tips of the tab (what the map shows for them). */
  footer?: ReactNode;
}

/** The TIPS list: tabs Transportation and Reservation, and a card per tip. */
export function TipsList({
  id,
  category,
  onCategoryChange,
  onOpen,
  onClose,
  className = '',
  footer,
}: TipsListProps) {
  const { t } = useTranslation();

  return (
    <SidePanel
      id={id}
      title={t('tips.title')}
      closeLabel={t('tips.closeList')}
      onClose={onClose}
      className={className}
    >
      <Tabs
        label={t('tips.tabsLabel')}
        tabs={TIP_CATEGORIES}
        selected={category}
        onSelect={onCategoryChange}
        renderLabel={(tab) => t(`tips.tabs.${tab}`)}
        className="px-3 pt-2"
        panelClassName="min-h-0 flex-1 overflow-y-auto p-3"
      >
        <ul className="flex flex-col gap-2">
          {tipsOf(category).map((tip) => (
            <li key={tip.id}>
              <button
                type="button"
                onClick={() => onOpen(tip.id)}
                className="w-full rounded-xl border border-sand-200 p-3 text-left hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="block font-semibold text-sand-900">{t(`tips.items.${tip.id}.title`)}</span>
                <span className="mt-0.5 block text-sm text-sand-700">
                  {t(`tips.items.${tip.id}.summary`)}
                </span>
                <span className="mt-2 flex flex-wrap gap-1">
                  {(['t1', 't2', 't3'] as const).map((tag) => (
                    <span key={tag} className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-sand-700">
                      #{t(`tips.items.${tip.id}.tags.${tag}`)}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {footer}
      </Tabs>
    </SidePanel>
  );
}
