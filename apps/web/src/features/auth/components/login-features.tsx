import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MapPinIcon, RouteIcon } from '../../../components/icons.tsx';

interface Feature {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  titleKey: 'login.features.kmapTitle' | 'login.features.kcourseTitle' | 'login.features.kbuzzTitle';
  descriptionKey:
    | 'login.features.kmapDescription'
    | 'login.features.kcourseDescription'
    | 'login.features.kbuzzDescription';
  tone: string;
}

const FEATURES: Feature[] = [
  {
    icon: MapPinIcon,
    titleKey: 'login.features.kmapTitle',
    descriptionKey: 'login.features.kmapDescription',
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    icon: RouteIcon,
    titleKey: 'login.features.kcourseTitle',
    descriptionKey: 'login.features.kcourseDescription',
    tone: 'bg-jade-50 text-jade-700',
  },
  {
    icon: ChatIcon,
    titleKey: 'login.features.kbuzzTitle',
    descriptionKey: 'login.features.kbuzzDescription',
    tone: 'bg-accent-50 text-accent-700',
  },
];

/** The three tools, one line each, beside the sign-in card. */
export function LoginFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="login-features-heading">
      <h2 id="login-features-heading" className="mb-4 text-sm font-semibold tracking-wide text-sand-600">
        {t('login.features.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {FEATURES.map(({ icon: Icon, titleKey, descriptionKey, tone }) => (
          <li key={titleKey} className="card flex items-start gap-4 p-4">
            <span
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-2xl ${tone}`}
            >
              <Icon />
            </span>
            <div>
              <h3 className="text-base">{t(titleKey)}</h3>
              <p className="mt-0.5 text-sm text-sand-600">{t(descriptionKey)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
