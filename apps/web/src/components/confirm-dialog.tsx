import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content.tsx';

const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content.tsx').then((module) => ({ default: module.ConfirmDialogContent })),
);

/**
 * "Are you sure?" before a destructive action (delete, unsave): the action's own words, Cancel and the
 * action. Cancel has focus when it opens, so Enter alone never destroys anything.
 *
 * Its code (and the dialog library, 16 KB gzip) loads when it first opens: the pages that may ask (a course, the
 * planner, a post) do not wait for it on their first paint (issue 16). Once opened it stays mounted, so closing
 * animates and gives the focus back as any dialog.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
