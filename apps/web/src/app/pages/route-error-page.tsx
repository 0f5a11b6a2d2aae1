import { useTranslation } from '@/lib/use-translation.ts';
import { AlertIcon } from '../../components/icons/index.ts';

/** Shown when a page throws or its chunk fails to load (often: a new version was deployed). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center"
    >
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-accent-50 text-4xl text-accent-600">
        <AlertIcon />
      </span>
      <h1 className="text-3xl">{t('routeError.title')}</h1>
      <p className="mt-3 text-base text-sand-600">{t('routeError.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a href="/" className="btn-secondary">
          {t('routeError.home')}
        </a>
      </div>
    </section>
  );
}
