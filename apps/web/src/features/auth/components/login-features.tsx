import { IconTile } from '@/components/icon-tile.tsx';
import { TOOLS } from '@/components/tools.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** The three tools, one line each, beside the sign-in card. */
export function LoginFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="login-features-heading">
      <h2 id="login-features-heading" className="mb-4 text-sm font-semibold tracking-wide text-sand-600">
        {t('login.features.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {TOOLS.map(({ id, icon, tone }) => (
          <li key={id} className="card flex items-start gap-4 p-4">
            <IconTile icon={icon} className={`size-11 ${tone}`} />
            <div>
              <h3 className="text-base">{t(`login.features.${id}Title`)}</h3>
              <p className="mt-0.5 text-sm text-sand-600">{t(`login.features.${id}Description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
