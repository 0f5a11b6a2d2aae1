import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { CompassIcon } from '../../components/icons/index.ts';
import { usePageTitleKey } from '../route-handle.ts';

/** Shared page for routes whose screens are not built yet; names the page it stands in for. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const page = titleKey ? t(titleKey) : t('app.name');

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-4xl text-brand-600">
        <CompassIcon />
      </span>
      <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{page}</p>
      <h1 className="text-3xl sm:text-4xl">{t('placeholder.title')}</h1>
      <p className="mt-3 text-base text-sand-600">{t('placeholder.description', { page })}</p>
      <Link to="/" className="btn-secondary mt-8">
        {t('placeholder.home')}
      </Link>
    </section>
  );
}
