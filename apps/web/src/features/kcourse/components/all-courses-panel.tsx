import { useMemo, useState } from 'react';
import { useMonthlyBest } from '../api/monthly-best.ts';
import { monthlyBestGroups, shownInMonthlyBest } from '../monthly-best-groups.ts';
import { MonthlyBestSection } from './monthly-best-section.tsx';
import { PublicCoursesSection, type PublicCoursesSectionProps } from './public-courses-section.tsx';

/** What the list of every public course takes; the panel works out which cards the section above shows. */
type AllCoursesPanelProps = Omit<PublicCoursesSectionProps, 'shownAbove'>;

/**
 * The All courses tab: "This month's best", then every public course, each course shown once: the list leaves
 * out the cards the section above shows (the same monthly best query, shared through the cache).
 */
export function AllCoursesPanel(props: AllCoursesPanelProps) {
  const { returnTo, viewerId } = props;
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
      <PublicCoursesSection {...props} shownAbove={shownAbove} />
    </>
  );
}
