import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link or a redirect to another page opens it at its top (issue 33: after deleting an account, home opened
 * scrolled down where My Page had been). Back and forward (`POP`) keep the place the browser restores, and a change
 * of the query or the hash alone (tabs, filters, pages, anchors) keeps the reader where they are.
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
