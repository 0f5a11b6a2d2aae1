import { useMemo, useState } from 'react';
import { useMonthlyBest } from '../api/monthly-best.ts';
import { monthlyBestGroups, shownInMonthlyBest } from '../monthly-best-groups.ts';
import { MonthlyBestSection } from './monthly-best-section.tsx';
import { PublicCoursesSection } from './public-courses-section.tsx';

interface AllCoursesPanelProps {
  page: number;
  onPageChange: (page: number) => void;
  returnTo: string;
  viewerId: number | null;
  onCreate: () => void;
  /** The course just saved in the planner: marked, and never left out of the list. */
  newCourseId: number | null;
}

/**
 * The All courses tab: "This month's best", then every public course, each course shown once: the list leaves
 * out the cards the section above shows (the same monthly best query, shared through the cache).
 */
export function AllCoursesPanel({
  page,
  onPageChange,
  returnTo,
  viewerId,
  onCreate,
  newCourseId,
}: AllCoursesPanelProps) {
  const best = useMonthlyBest();
  const [isShowingOthers, setIsShowingOthers] = useState(false);
  const shownAbove = useMemo(
    () => shownInMonthlyBest(monthlyBestGroups(best.data?.courses ?? []), isShowingOthers),
    [best.data, isShowingOthers],
  );

  return (
    <>
      <MonthlyBestSection
        returnTo={returnTo}
        viewerId={viewerId}
        isShowingOthers={isShowingOthers}
        onShowOthersChange={setIsShowingOthers}
      />
      <PublicCoursesSection
        page={page}
        onPageChange={onPageChange}
        returnTo={returnTo}
        viewerId={viewerId}
        onCreate={onCreate}
        newCourseId={newCourseId}
        shownAbove={shownAbove}
      />
    </>
  );
}
