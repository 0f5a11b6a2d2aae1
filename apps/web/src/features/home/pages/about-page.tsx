import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/icons.tsx';
import { openContactDialog } from '../../../lib/app-dialogs.ts';
import { PageIntro, TextSection } from '../components/page-intro.tsx';
import { Stats } from '../components/stats.tsx';
import { TOOLS } from '../tools.ts';

/** /about: what K-Travel is, its three tools, free since 2025, three languages, and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
        <TextSection id="about-what" title={t('about.what.heading')}>
          <p>{t('about.what.text')}</p>
        </TextSection>

        <TextSection id="about-tools" title={t('about.tools.heading')}>
          <ul className="mt-1 flex flex-col gap-3">
            {TOOLS.map(({ id, to, icon: Icon, tone }) => (
              <li key={id} className="card flex items-start gap-4 p-5">
                <span
                  className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-2xl ${tone}`}
                >
                  <Icon />
                </span>
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

        <TextSection id="about-contact" title={t('about.contact.heading')}>
          <p>{t('about.contact.text')}</p>
          <div>
            <button
              type="button"
              className="btn-primary mt-1"
              aria-haspopup="dialog"
              onClick={openContactDialog}
            >
              <MailIcon className="text-lg" />
              {t('about.contact.button')}
            </button>
          </div>
        </TextSection>
      </div>
    </article>
  );
}
