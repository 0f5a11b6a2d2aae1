import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once after mount (issue 16): the map's code is fetched only once the page
 * around it is on screen (LazyAppMap), and its markers (with their clustering, the costliest part of a map with a
 * hundred places) are built only once the map is.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
