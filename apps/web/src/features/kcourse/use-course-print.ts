import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle.ts';

/**
 * When the course page draws its printed itinerary (components/course-print.tsx, with the QR code's library):
 * once the page is idle, or as soon as printing is asked for (the Print button, the browser's own print command),
 * so that Ctrl+P prints the itinerary too without the page loading it up front. `requestPrint` prints once the
 * itinerary is drawn with its hours and warnings (the itinerary calls `onPrinted`).
 */
export function useCoursePrint() {
  const [isWanted, setIsWanted] = useState(false);
  const [isRequested, setIsRequested] = useState(false);

  useEffect(() => {
    const want = () => setIsWanted(true);
    const cancel = whenIdle(want);
    window.addEventListener('beforeprint', want);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', want);
    };
  }, []);

  const requestPrint = useCallback(() => {
    setIsWanted(true);
    setIsRequested(true);
  }, []);
  const onPrinted = useCallback(() => setIsRequested(false), []);

  return { isWanted, isRequested, requestPrint, onPrinted };
}
