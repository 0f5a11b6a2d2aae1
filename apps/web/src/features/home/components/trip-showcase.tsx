import { normalizeStoredLanguage } from '@/lib/language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { HomeSection } from './home-section.tsx';

/** The screens shown, in this order; each picture is `/home/{language}/{id}.webp` (e2e/home-showcase.spec.ts). */
export const SHOWCASE_ITEMS = ['days', 'budget', 'driver', 'import', 'together'] as const;

/** The pictures' size as stored: a 390 × 420 px piece of a phone's screen at twice its density, 720 px wide. */
const PICTURE = { width: 720, height: 775 };

/**
 * What K-Travel does on the trip itself, each with a picture of the real screen in the reader's language, taken
 * from the running app (`npm run shots:home`): trip days and holiday checks, budgets, "Show in Korean" offline,
 * import and planning together. The pictures load lazily, below the first screen.
 */
export function TripShowcase() {
  const { t, i18n } = useTranslation();
  const language = normalizeStoredLanguage(i18n.language);
  return (
    <HomeSection name="showcase" hasIntro>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SHOWCASE_ITEMS.map((id) => (
          <li key={id} className="card flex flex-col overflow-hidden">
            <div className="border-b border-sand-200 bg-sand-100">
              <img
                src={`/home/${language}/${id}.webp`}
                alt={t(`home.showcase.items.${id}.alt`)}
                width={PICTURE.width}
                height={PICTURE.height}
                loading="lazy"
                decoding="async"
                className="aspect-[720/775] w-full object-cover object-top"
                data-testid="showcase-picture"
              />
            </div>
            <div className="flex flex-1 flex-col p-5 sm:p-6">
              <h3 className="text-xl">{t(`home.showcase.items.${id}.title`)}</h3>
              <p className="mt-2 text-base text-sand-600">{t(`home.showcase.items.${id}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
