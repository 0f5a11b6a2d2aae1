import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';

/** Sections that open with the centred `home.<name>.eyebrow`, `.heading` and `.subtitle`. */
type IntroName = 'features' | 'showcase';

/** The home page's sections: each is named by its heading `home-<name>-heading`, its texts are `home.<name>.*`. */
type SectionName = IntroName | 'cta';

type HomeSectionProps = {
  /** Its vertical padding: below only, unless it must stand apart from what is above. */
  spacing?: string;
  children: ReactNode;
} & ({ name: IntroName; hasIntro: true } | { name: SectionName; hasIntro?: false });

/** A band of the home page, as wide as the header and named by its heading. */
export function HomeSection({ spacing = 'pb-16 sm:pb-20', children, ...section }: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = homeHeadingId(section.name);
  return (
    <section aria-labelledby={headingId} className={`mx-auto w-full max-w-7xl px-4 sm:px-6 ${spacing}`}>
      {section.hasIntro ? (
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-brand-700">
            {t(`home.${section.name}.eyebrow`)}
          </p>
          <h2 id={headingId} className="mt-2 text-3xl sm:text-4xl">
            {t(`home.${section.name}.heading`)}
          </h2>
          <p className="mt-3 text-base text-sand-600 sm:text-lg">{t(`home.${section.name}.subtitle`)}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The id of a home section's heading, which names the section. */
export const homeHeadingId = (name: SectionName) => `home-${name}-heading`;
