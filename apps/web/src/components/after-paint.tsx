import { type ReactNode, useEffect, useState } from 'react';

/**
 * Its children, rendered in a task of their own once the page around them has painted: for the parts of a page
 * below what a phone shows first (a course's stops, its costs and comments). Rendered with the page, a course's
 * stops made its first render one task of about 300 ms on a phone (issue 33: Total Blocking Time), with its title
 * painted only after it. Preact runs effects after the paint, and each timer is a task: several of these render
 * one after another, each in its own task, in the order they were placed, and each re-renders alone.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? children : null;
}
