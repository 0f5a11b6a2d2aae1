import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CourseCard } from '@/components/course-card.tsx';
import { HeartIcon, RouteIcon } from '@/components/icons/index.ts';
import { Tabs } from '@/components/tabs.tsx';
import { useMyList } from '../api/lists.ts';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

const TABS = ['created', 'saved'] as const;
type CourseTab = (typeof TABS)[number];

/** `?tab=saved` or `created` (the default, also for anything else: spec §2). */
export const courseTabOf = (value: string | null): CourseTab => (value === 'saved' ? 'saved' : 'created');

/** A course card's address: the course page, whose Back button returns to this tab (kcourse back-target). */
export const myCourseHref =
  (courseId: number, tab: CourseTab) =>
  (hash = '') =>
    `/kcourse/${courseId}?from=mypage&tab=${tab}${hash}`;

function CourseTabPanel({ tab, viewerId }: { tab: CourseTab; viewerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useMyList(tab === 'saved' ? 'savedCourses' : 'courses', page);
  const title = t(tab === 'saved' ? 'mypage.lists.courses.saved' : 'mypage.lists.courses.created');
  return (
    <PagedList
      query={query}
      title={title}
      onPageChange={setPage}
      isGrid
      listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      empty={
        tab === 'saved'
          ? {
              icon: <HeartIcon />,
              message: t('mypage.lists.courses.emptySaved'),
              action: { label: t('mypage.lists.courses.ctaSaved'), to: '/kcourse?tab=all-courses' },
            }
          : {
              icon: <RouteIcon />,
              message: t('mypage.lists.courses.emptyCreated'),
              action: { label: t('mypage.lists.courses.ctaCreated'), to: '/planner' },
            }
      }
      renderItems={(items) =>
        items.map((course) => (
          <li key={course.id}>
            <CourseCard
              course={course}
              href={myCourseHref(course.id, tab)}
              viewerId={viewerId}
              headingLevel="h3"
            />
          </li>
        ))
      }
    />
  );
}

function Courses({ viewerId }: { viewerId: number }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = courseTabOf(searchParams.get('tab'));
  const title = t('mypage.lists.courses.title');
  return (
    <MyPageFrame title={title}>
      <Tabs
        label={title}
        tabs={TABS}
        selected={tab}
        // A new tab starts at its first page.
        onSelect={(next) => setSearchParams({ tab: next })}
        renderLabel={(value) =>
          t(value === 'saved' ? 'mypage.lists.courses.saved' : 'mypage.lists.courses.created')
        }
        panelClassName="pt-6"
      >
        <CourseTabPanel key={tab} tab={tab} viewerId={viewerId} />
      </Tabs>
    </MyPageFrame>
  );
}

/** /mypage/courses?tab=created|saved (spec §2): 12 a page; cards open the course and Back returns here. */
export function MyCoursesPage() {
  return <RequireMember>{(user) => <Courses viewerId={user.id} />}</RequireMember>;
}
