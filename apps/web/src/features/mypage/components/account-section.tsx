import { lazy, Suspense, useState } from 'react';
import { DownloadIcon, TrashIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { EXPORT_URL } from '../api/account.ts';

// The dialog brings the form libraries: loaded when first opened.
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
);

/** The account's two actions: a copy of one's data, and deleting the account (the privacy page's promise). */
export function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  const openDelete = () => {
    setHasOpened(true);
    setIsDeleteOpen(true);
  };

  return (
    <section aria-labelledby="mypage-account" className="card flex flex-col gap-5 p-5 sm:p-6">
      <h2 id="mypage-account" className="text-lg font-bold">
        {t('mypage.account.title')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-sand-900">{t('mypage.account.exportTitle')}</p>
          <p className="text-sm text-sand-600">{t('mypage.account.exportDescription')}</p>
        </div>
        <a href={EXPORT_URL} download className="btn-secondary shrink-0">
          <DownloadIcon aria-hidden="true" />
          {t('mypage.account.export')}
        </a>
      </div>
      <div className="flex flex-col gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-sand-900">{t('mypage.account.deleteTitle')}</p>
          <p className="text-sm text-sand-600">{t('mypage.account.deleteDescription')}</p>
        </div>
        <button
          type="button"
          className="btn shrink-0 border border-accent-300 bg-white text-accent-800 hover:bg-accent-50"
          onClick={openDelete}
        >
          <TrashIcon aria-hidden="true" />
          {t('mypage.account.delete')}
        </button>
      </div>
      {hasOpened ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={isDeleteOpen} onOpenChange={setIsDeleteOpen} email={email} />
        </Suspense>
      ) : null}
    </section>
  );
}
