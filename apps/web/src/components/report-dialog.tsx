import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './report-dialog-content.tsx';

const ReportDialogContent = lazy(() =>
  import('./report-dialog-content.tsx').then((module) => ({ default: module.ReportDialogContent })),
);

/**
 * Report a post, a comment or a place review with a reason (report-dialog-content.tsx). Its code and the dialog
 * library load when it first opens, as ConfirmDialog's do: a post or a place's reviews do not load them for their
 * first paint (issue 33). Once opened it stays mounted, so closing animates and gives the focus back.
 */
export function ReportDialog(props: ReportDialogProps) {
  const isOpen = props.target !== null;
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogContent {...props} />
    </Suspense>
  );
}
