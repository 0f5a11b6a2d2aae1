import { Toaster } from 'sonner';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * sonner's toaster with the app's look: bottom centre (clear of the header and of a dialog's title; full
 * width on phones), translated labels. Rendered once, by the app providers.
 */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: 16, left: 12, right: 12 }}
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('toast.label')}
      toastOptions={{
        closeButtonAriaLabel: t('toast.close'),
        style: { fontFamily: 'var(--font-sans)', fontSize: '0.9375rem' },
      }}
    />
  );
}
