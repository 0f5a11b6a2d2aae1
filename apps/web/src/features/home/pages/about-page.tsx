import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile.tsx';
import { TOOLS } from '@/components/tools.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { Stats } from '../components/stats.tsx';
import { ContactSection, TextPage, TextSection } from '../components/text-page.tsx';

/** /about: what K-Travel is, its three tools, free since 2025, three languages, and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <TextPage eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')}>
      <TextSection id="about-what" title={t('about.what.heading')}>
        <p>{t('about.what.text')}</p>
      </TextSection>

      <TextSection id="about-tools" title={t('about.tools.heading')}>
        <ul className="mt-1 flex flex-col gap-3">
          {TOOLS.map(({ id, to, icon, tone }) => (
            <li key={id} className="card flex items-start gap-4 p-5">
              <IconTile icon={icon} className={`size-12 ${tone}`} />
              <div>
                <h3 className="text-lg">
                  <Link to={to} className="text-sand-900 underline-offset-4 hover:underline">
                    {t(`home.features.${id}.title`)}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sand-600">{t(`home.features.${id}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </TextSection>

      <Stats />

      <TextSection id="about-free" title={t('about.free.heading')}>
        <p>{t('about.free.text')}</p>
      </TextSection>

      <TextSection id="about-languages" title={t('about.languages.heading')}>
        <p>{t('about.languages.text')}</p>
      </TextSection>

      <ContactSection page="about" />
    </TextPage>
  );
}
