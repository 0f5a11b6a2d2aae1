import 'i18next';
import type common from '../../public/locales/en/common.json';

// English is the reference locale: with these types, t() of a key en lacks fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
