import { ShieldIcon } from '@/components/icons/index.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { ContactSection, TextContactButton, TextPage, TextSection } from '../components/text-page.tsx';

/** The server's cookies (apps/server: plugins/auth.ts, modules/auth/auth.routes.ts). */
const SESSION_COOKIE = 'ktravel_session';
const SIGN_IN_COOKIE = 'ktravel_oidc';

type Where = 'cookie' | 'localStorage' | 'sessionStorage';
type Duration = 'session30' | 'tenMinutes' | 'untilCleared' | 'untilTabClosed';

interface StoredItem {
  name: string;
  where: Where;
  purpose:
    | 'session'
    | 'signIn'
    | 'language'
    | 'detectedLanguage'
    | 'mapStore'
    | 'mapView'
    | 'authUser'
    | 'postLoginRedirect';
  duration: Duration;
}

const BROWSER_ITEMS: readonly StoredItem[] = [
  { name: SESSION_COOKIE, where: 'cookie', purpose: 'session', duration: 'session30' },
  { name: SIGN_IN_COOKIE, where: 'cookie', purpose: 'signIn', duration: 'tenMinutes' },
  { name: STORAGE_KEYS.language, where: 'localStorage', purpose: 'language', duration: 'untilCleared' },
  {
    name: STORAGE_KEYS.i18nextLanguage,
    where: 'localStorage',
    purpose: 'detectedLanguage',
    duration: 'untilCleared',
  },
  { name: STORAGE_KEYS.mapStore, where: 'localStorage', purpose: 'mapStore', duration: 'untilCleared' },
  { name: STORAGE_KEYS.mapView, where: 'sessionStorage', purpose: 'mapView', duration: 'untilTabClosed' },
  { name: STORAGE_KEYS.authUser, where: 'sessionStorage', purpose: 'authUser', duration: 'untilTabClosed' },
  {
    name: STORAGE_KEYS.postLoginRedirect,
    where: 'sessionStorage',
    purpose: 'postLoginRedirect',
    duration: 'untilTabClosed',
  },
];

const STORED = ['account', 'content', 'inquiries', 'session', 'pageViews', 'logs'] as const;
const HIGHLIGHTS = ['noSelling', 'noTracking', 'deleteAnytime'] as const;

/** The message keys of one bulleted section's points. */
const pointsOf = <P extends string, K extends string>(part: P, keys: readonly K[]) =>
  keys.map((key) => `privacy.${part}.${key}` as const);

const BULLETS = {
  why: pointsOf('why', ['account', 'content', 'inquiries', 'pageViews', 'security']),
  retention: pointsOf('retention', ['account', 'session', 'inquiries', 'pageViews']),
  sharing: pointsOf('sharing', ['noSelling', 'google', 'maps', 'public']),
};

function BulletSection({ part }: { part: keyof typeof BULLETS }) {
  const { t } = useTranslation();
  return (
    <TextSection id={`privacy-${part}`} title={t(`privacy.${part}.heading`)}>
      <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand-500">
        {BULLETS[part].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </TextSection>
  );
}

/** /privacy: the notice Google sign-in requires (what is stored, why, how long, cookies, deleting an account). */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <TextPage eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} lead={t('privacy.intro')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {HIGHLIGHTS.map((key) => (
          <li key={key} className="flex items-start gap-3 rounded-2xl border border-jade-100 bg-jade-50 p-4">
            <ShieldIcon aria-hidden="true" className="mt-0.5 shrink-0 text-xl text-jade-700" />
            <span className="text-sm font-semibold text-jade-700">{t(`privacy.highlights.${key}`)}</span>
          </li>
        ))}
      </ul>

      <TextSection id="privacy-stored" title={t('privacy.stored.heading')}>
        <dl className="flex flex-col gap-4">
          {STORED.map((key) => (
            <div key={key} className="border-l-3 border-brand-200 pl-4">
              <dt className="font-semibold text-sand-900">{t(`privacy.stored.${key}.title`)}</dt>
              <dd className="mt-0.5">{t(`privacy.stored.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
      </TextSection>

      <BulletSection part="why" />

      <BulletSection part="retention" />

      <TextSection id="privacy-cookies" title={t('privacy.cookies.heading')}>
        <p>{t('privacy.cookies.intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BROWSER_ITEMS.map((item) => (
            <li key={item.name} className="card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <code className="rounded-md bg-sand-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-sand-900">
                  {item.name}
                </code>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {t(`privacy.cookies.whereValues.${item.where}`)}
                </span>
              </div>
              <p className="mt-2 text-sm text-sand-800">{t(`privacy.cookies.purposes.${item.purpose}`)}</p>
              <p className="mt-1 text-sm text-sand-600">
                <span className="font-semibold">{t('privacy.cookies.duration')}</span>{' '}
                {t(`privacy.cookies.durations.${item.duration}`)}
              </p>
            </li>
          ))}
        </ul>
      </TextSection>

      <BulletSection part="sharing" />

      <TextSection id="privacy-delete" title={t('privacy.delete.heading')}>
        <p>{t('privacy.delete.text', { subject: t('contact.subjects.other') })}</p>
        <p>{t('privacy.delete.what')}</p>
        <TextContactButton label={t('privacy.delete.button')} />
      </TextSection>

      <ContactSection page="privacy" />
    </TextPage>
  );
}
