import { useSearchParams } from 'react-router';
import { CourseCard } from '@/components/course-card.tsx';
import { HeartIcon, RouteIcon, UsersIcon } from '@/components/icons/index.ts';
import { Tabs } from '@/components/tabs.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { type MyListKind, useMyList } from '../api/lists.ts';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { PagedList, usePageParam } from '../components/paged-list.tsx';
import { RequireMember } from '../components/require-member.tsx';

const TABS = ['created', 'saved', 'shared'] as const;
type CourseTab = (typeof TABS)[number];

/** `?tab=saved`, `shared` (DESIGN §8.4) or `created` (the default, also for anything else: spec §2). */
export const courseTabOf = (value: string | null): CourseTab =>
  TABS.find((tab) => tab === value) ?? 'created';

/** Each tab: the list it shows, its label and its empty state (what it will hold, where to start). */
const TAB_LISTS = {
  created: {
    list: 'courses',
    label: 'mypage.lists.courses.created',
    empty: 'mypage.lists.courses.emptyCreated',
    cta: 'mypage.lists.courses.ctaCreated',
    to: '/planner',
    icon: RouteIcon,
  },
  saved: {
    list: 'savedCourses',
    label: 'mypage.lists.courses.saved',
    empty: 'mypage.lists.courses.emptySaved',
    cta: 'mypage.lists.courses.ctaSaved',
    to: '/kcourse?tab=all-courses',
    icon: HeartIcon,
  },
  shared: {
    list: 'sharedCourses',
    label: 'mypage.lists.courses.shared',
    empty: 'mypage.lists.courses.emptyShared',
    cta: 'mypage.lists.courses.ctaShared',
    to: '/kcourse?tab=all-courses',
    icon: UsersIcon,
  },
} as const satisfies Record<CourseTab, { list: MyListKind } & Record<string, unknown>>;

/** A course card's address: the course page, whose Back button returns to this tab (kcourse back-target). */
export const myCourseHref =
  (courseId: number, tab: CourseTab) =>
  (hash = '') =>
    `/kcourse/${courseId}?from=mypage&tab=${tab}${hash}`;

function CourseTabPanel({ tab, viewerId }: { tab: CourseTab; viewerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const { list, label, empty, cta, to, icon: Icon } = TAB_LISTS[tab];
  const query = useMyList(list, page);
  const title = t(label);
  return (
    <PagedList
      query={query}
      title={title}
      onPageChange={setPage}
      isGrid
      listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      empty={{ icon: <Icon />, message: t(empty), action: { label: t(cta), to } }}
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
        renderLabel={(value) => t(TAB_LISTS[value].label)}
        panelClassName="pt-6"
      >
        <CourseTabPanel key={tab} tab={tab} viewerId={viewerId} />
      </Tabs>
    </MyPageFrame>
  );
}

/** /mypage/courses?tab=created|saved|shared (spec §2, DESIGN §8.4): 12 a page; cards open the course, Back returns here. */
export function MyCoursesPage() {
  return <RequireMember>{(user) => <Courses viewerId={user.id} />}</RequireMember>;
}
