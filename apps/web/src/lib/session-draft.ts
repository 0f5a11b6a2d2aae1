import { useCallback, useEffect, useState } from 'react';

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * A text field's value kept in sessionStorage under `key`, so what was typed survives a trip to sign-in and
 * back (or a reload) in the same tab. An empty value removes the key.
 */
export function useSessionDraft(
  key: string,
): [string, (next: string | ((current: string) => string)) => void] {
  const [value, setValue] = useState(() => read(key));
  // Another page of the app (another key) starts from its own draft.
  useEffect(() => setValue(read(key)), [key]);
  const update = useCallback(
    (next: string | ((current: string) => string)) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? next(current) : next;
        try {
          if (resolved === '') sessionStorage.removeItem(key);
          else sessionStorage.setItem(key, resolved);
        } catch {
          // Storage refused (private mode): the draft lives in the page only.
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
