import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { MailIcon } from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { ContactValues } from '../contact-validation.ts';
import { ContactForm } from './contact-form.tsx';

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultValues?: Partial<Pick<ContactValues, 'name' | 'email'>>;
}

/** The contact dialog (spec §2): opened from the header, the small-screen menu and the footer. */
export function ContactDialog({ open, onOpenChange, defaultValues }: ContactDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('contact.title')} description={t('contact.description')} icon={<MailIcon />}>
        <ContactForm
          defaultValues={defaultValues}
          onSent={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
