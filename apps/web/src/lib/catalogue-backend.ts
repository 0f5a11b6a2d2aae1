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
    void readCatalogue(url).then(({ catalogue, failure, mayPass }) =>
      catalogue ? callback(null, catalogue) : callback(`${url}: ${failure}`, mayPass),
    );
  },
};

type Reading =
  | { catalogue: ResourceKey; failure?: never; mayPass?: never }
  | { catalogue?: never; failure: string; mayPass: boolean };

/** The catalogue at `url`, or why there is none and whether asking again may help. */
async function readCatalogue(url: string): Promise<Reading> {
  let response: Response;
  let text = '';
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    if (response.ok) text = await response.text();
  } catch (error) {
    // No connection, or the body cut off: it may pass.
    return { failure: String(error), mayPass: true };
  }
  if (!response.ok) {
    const mayPass = response.status >= 500 || response.status === 408 || response.status === 429;
    return { failure: `status ${response.status}`, mayPass };
  }
  let catalogue: unknown;
  try {
    catalogue = JSON.parse(text);
  } catch {
    catalogue = undefined;
  }
  return typeof catalogue === 'object' && catalogue !== null && !Array.isArray(catalogue)
    ? { catalogue: catalogue as ResourceKey }
    : { failure: 'not a catalogue (a JSON object)', mayPass: false };
}
