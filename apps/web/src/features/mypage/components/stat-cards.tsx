import type { MyPageStatsDto } from '@ktravel/contract';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  BookmarkIcon,
  ChatIcon,
  CommentIcon,
  HeartIcon,
  MapPinIcon,
  PencilIcon,
  RouteIcon,
  StarIcon,
} from '@/components/icons/index.ts';
import { useTranslation } from '@/lib/use-translation.ts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface StatCard {
  stat: keyof Omit<MyPageStatsDto, 'memberSince'>;
  labelKey:
    | 'mypage.stats.bookmarks'
    | 'mypage.stats.savedCourses'
    | 'mypage.stats.courses'
    | 'mypage.stats.courseComments'
    | 'mypage.stats.scraps'
    | 'mypage.stats.posts'
    | 'mypage.stats.comments'
    | 'mypage.stats.reviews';
  to: string;
  icon: Icon;
}

/** The eight count cards in their three groups (spec §2), each opening its list. */
export const STAT_GROUPS: {
  titleKey: 'mypage.groups.kmap' | 'mypage.groups.kcourse' | 'mypage.groups.kbuzz';
  cards: StatCard[];
}[] = [
  {
    titleKey: 'mypage.groups.kmap',
    cards: [
      {
        stat: 'bookmarkCount',
        labelKey: 'mypage.stats.bookmarks',
        to: '/mypage/bookmarks',
        icon: MapPinIcon,
      },
      { stat: 'reviewCount', labelKey: 'mypage.stats.reviews', to: '/mypage/reviews', icon: StarIcon },
    ],
  },
  {
    titleKey: 'mypage.groups.kcourse',
    cards: [
      {
        stat: 'savedCourseCount',
        labelKey: 'mypage.stats.savedCourses',
        to: '/mypage/courses?tab=saved',
        icon: HeartIcon,
      },
      {
        stat: 'courseCount',
        labelKey: 'mypage.stats.courses',
        to: '/mypage/courses?tab=created',
        icon: RouteIcon,
      },
      {
        stat: 'courseCommentCount',
        labelKey: 'mypage.stats.courseComments',
        to: '/mypage/course-comments',
        icon: ChatIcon,
      },
    ],
  },
  {
    titleKey: 'mypage.groups.kbuzz',
    cards: [
      { stat: 'scrapCount', labelKey: 'mypage.stats.scraps', to: '/mypage/scraps', icon: BookmarkIcon },
      { stat: 'postCount', labelKey: 'mypage.stats.posts', to: '/mypage/posts', icon: PencilIcon },
      { stat: 'commentCount', labelKey: 'mypage.stats.comments', to: '/mypage/comments', icon: CommentIcon },
    ],
  },
];

/** The member's counts, grouped by tool; a count is a link to its list. */
export function StatCards({ stats }: { stats: MyPageStatsDto | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {STAT_GROUPS.map((group) => (
        <section key={group.titleKey} aria-labelledby={`stats-${group.titleKey.split('.')[2]}`}>
          <h2
            id={`stats-${group.titleKey.split('.')[2]}`}
            className="mb-3 text-sm font-bold tracking-wide text-sand-600 uppercase"
          >
            {t(group.titleKey)}
          </h2>
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {group.cards.map(({ stat, labelKey, to, icon: Icon }) => (
              <li key={stat}>
                <Link
                  to={to}
                  data-testid={`stat-${stat}`}
                  className="card flex min-h-24 items-center gap-3 p-4 transition-shadow hover:shadow-raised"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-700"
                  >
                    <Icon />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm font-semibold text-sand-700 break-keep">{t(labelKey)}</span>
                    <span className="text-2xl font-bold text-sand-900 tabular-nums" data-testid="stat-value">
                      {stats ? stats[stat] : '–'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
