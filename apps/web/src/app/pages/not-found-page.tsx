import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-600 to-accent-500 bg-clip-text text-7xl font-black tracking-tighter text-transparent sm:text-8xl"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-base text-sand-600">{t('notFound.description')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
