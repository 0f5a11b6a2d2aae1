import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { hasSources, parseBody, TIP_SECTIONS, type TipId } from '../tips-data.ts';

interface TipArticleProps {
  tipId: TipId | null;
  onClose: () => void;
}

/** A section's body: paragraphs and bullet lists. */
function Body({ text }: { text: string }) {
  return parseBody(text).map((block, index) =>
    block.kind === 'list' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never reorder
      <ul key={index} className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never reorder
      <p key={index} className="mt-2 text-sm leading-relaxed">
        {block.text}
      </p>
    ),
  );
}

/**
 * One tips article in a dialog: Escape, the close button or a click outside closes it. An article with sources
 * ends with them (when its facts were checked, and each source with its date).
 */
export function TipArticle({ tipId, onClose }: TipArticleProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={tipId !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {tipId ? (
        <DialogContent
          title={t(`tips.items.${tipId}.title`)}
          description={t(`tips.items.${tipId}.summary`)}
          className="max-w-2xl"
        >
          <article className="space-y-5 text-sand-800">
            {TIP_SECTIONS.map((section) => (
              <section key={section}>
                <h3 className="text-base font-bold text-sand-900">
                  {t(`tips.items.${tipId}.sections.${section}.title`)}
                </h3>
                <Body text={t(`tips.items.${tipId}.sections.${section}.body`)} />
              </section>
            ))}
            {hasSources(tipId) ? (
              <section className="border-t border-sand-200 pt-4 text-sand-700">
                <h3 className="text-sm font-bold text-sand-900">{t('tips.sourcesTitle')}</h3>
                <Body text={t(`tips.items.${tipId}.sources`)} />
              </section>
            ) : null}
            <p className="rounded-lg bg-sand-50 p-3 text-xs text-sand-600">{t('tips.checkedNote')}</p>
          </article>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
