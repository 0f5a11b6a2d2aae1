import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { LOCALES_PATH } from './locales-version.ts';

/** Where a language's catalogue is (LOCALES_PATH, which the server also preloads). */
export function catalogueUrl(language: string, namespace: string): string {
  return LOCALES_PATH.replace('{{lng}}', encodeURIComponent(language)).replace(
    '{{ns}}',
    encodeURIComponent(namespace),
  );
}

/**
 * i18next's backend: fetches a language's catalogue. A failure that may pass (no connection, a server error) is
 * answered with `true` as the data, which tells i18next to ask again (5 times, 350 ms apart and doubling); one that
 * will not (a 4xx, a body that is not a JSON object) is final and i18next shows the keys' fallbacks.
 *
 * The part of i18next-http-backend we used (one GET of one URL), in 30 lines instead of its 2 KB (gzip) on every
 * page's first load (issue 33). The request is the one the server's `<link rel=preload as=fetch crossorigin>`
 * makes (CORS mode, same-origin credentials), so the browser answers it from the preload.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = catalogueUrl(language, namespace);
    const retry = (reason: string) => callback(`${url}: ${reason}`, true);
    fetch(url, { credentials: 'same-origin' }).then(
      (response) => {
        if (!response.ok) {
          const mayPass = response.status >= 500 || response.status === 408 || response.status === 429;
          if (mayPass) retry(`status ${response.status}`);
          else callback(`${url}: status ${response.status}`, false);
          return;
        }
        response.text().then(
          (text) => {
            let catalogue: unknown;
            try {
              catalogue = JSON.parse(text);
            } catch {
              catalogue = undefined;
            }
            if (typeof catalogue === 'object' && catalogue !== null && !Array.isArray(catalogue))
              callback(null, catalogue as ResourceKey);
            else callback(`${url}: not a catalogue (a JSON object)`, false);
          },
          (error: unknown) => retry(String(error)),
        );
      },
      (error: unknown) => retry(String(error)),
    );
  },
};
