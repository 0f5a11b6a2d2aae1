import type { ReactNode } from 'react';
import { MailIcon } from '@/components/icons/index.ts';
import { openContactDialog } from '@/lib/app-dialogs.ts';
import { useTranslation } from '@/lib/use-translation.ts';

interface TextPageProps {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}

/** A text page (about, privacy): a band with eyebrow, title and lead, then its sections in one column. */
export function TextPage({ eyebrow, title, lead, children }: TextPageProps) {
  return (
    <article>
      <div className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 sm:pb-12">
          <p className="text-sm font-bold tracking-wide text-brand-700">{eyebrow}</p>
          <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-sand-700">{lead}</p>
        </div>
      </div>
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">{children}</div>
    </article>
  );
}

/** A titled section of a text page. */
export function TextSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base text-sand-700">{children}</div>
    </section>
  );
}

/** A text section's way to write to us: opens the contact dialog. */
export function TextContactButton({ label }: { label: string }) {
  return (
    <div>
      <button type="button" className="btn-primary mt-1" aria-haspopup="dialog" onClick={openContactDialog}>
        <MailIcon className="text-lg" />
        {label}
      </button>
    </div>
  );
}

/** The last section of a text page: how to reach us, and the button to the contact dialog. */
export function ContactSection({ page }: { page: 'about' | 'privacy' }) {
  const { t } = useTranslation();
  return (
    <TextSection id={`${page}-contact`} title={t(`${page}.contact.heading`)}>
      <p>{t(`${page}.contact.text`)}</p>
      <TextContactButton label={t(`${page}.contact.button`)} />
    </TextSection>
  );
}
