import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { AdminPageFrame } from '../components/admin-page-header.tsx';
import { DashboardCards } from '../components/dashboard/dashboard-cards.tsx';
import { InquiryTable } from '../components/inquiries/inquiry-table.tsx';

/** /admin (spec §2): cards to every admin screen with live counts, and the contact inquiries to answer. */
export function AdminDashboardPage() {
  return (
    <AdminGate>
      <AdminDashboardScreen />
    </AdminGate>
  );
}

function AdminDashboardScreen() {
  const { t } = useTranslation();
  const inquiriesHeadingId = useId();
  return (
    <AdminPageFrame>
      <header>
        <h1 className="text-3xl">{t('admin.dashboard.title')}</h1>
        <p className="mt-1.5 max-w-3xl text-sand-700">{t('admin.dashboard.lead')}</p>
      </header>
      <DashboardCards />
      <section aria-labelledby={inquiriesHeadingId} className="flex flex-col gap-3">
        <div>
          <h2 id={inquiriesHeadingId} className="text-2xl">
            {t('admin.inquiries.title')}
          </h2>
          <p className="mt-1 text-sand-700">{t('admin.inquiries.lead')}</p>
        </div>
        <InquiryTable />
      </section>
    </AdminPageFrame>
  );
}
