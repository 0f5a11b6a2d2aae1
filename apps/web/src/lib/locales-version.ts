/** The one namespace of the translations. */
export const I18N_NAMESPACE = 'common';
/** Bump with the locale files so browsers and CDNs do not serve stale translations. */
export const LOCALES_VERSION = 16;
/** Where i18next loads a language's translations (and the server preloads them, issue 16). */
export const LOCALES_PATH = `/locales/{{lng}}/{{ns}}.json?v=${LOCALES_VERSION}`;
