import { Avatar } from '@/components/avatar.tsx';
import { ContentLanguageChip } from '@/components/content-language-chip.tsx';
import {
  CalendarIcon,
  CommentIcon,
  EyeOffIcon,
  GlobeSmallIcon,
  HeartIcon,
  ShareIcon,
} from '@/components/icons/index.ts';
import { TranslateToggle } from '@/components/translate-toggle.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { COURSE_CATEGORY_LABEL_KEYS, COURSE_VISIBILITY_LABEL_KEYS } from '@/lib/course-labels.ts';
import { useMachineTranslation } from '@/lib/machine-translation.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { CourseActions, type CourseActionsProps } from './course-actions.tsx';

/** Title, badges, author, date, counts and the actions of a course. */
export function CourseHeader({ course, ...actions }: CourseActionsProps) {
  const { t, i18n } = useTranslation();
  // A member's title stays as written, with "Translate" (DESIGN §8.5).
  const translation = useMachineTranslation([course.title]);
  const authorName = course.author.name.trim() || t('kcourse.defaultUser');
  const counts = [
    {
      key: 'saves',
      icon: HeartIcon,
      value: course.saveCount,
      label: t('kcourse.card.saves', { count: course.saveCount }),
    },
    {
      key: 'comments',
      icon: CommentIcon,
      value: course.commentCount,
      label: t('kcourse.card.comments', { count: course.commentCount }),
    },
    {
      key: 'shares',
      icon: ShareIcon,
      value: course.shareCount,
      label: t('kcourse.card.shares', { count: course.shareCount }),
    },
  ];

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
          {t(COURSE_CATEGORY_LABEL_KEYS[course.category])}
        </span>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 ${
            course.visibility === 'private' ? 'bg-sand-800 text-white' : 'bg-jade-50 text-jade-700'
          }`}
        >
          {course.visibility === 'private' ? (
            <EyeOffIcon aria-hidden="true" />
          ) : (
            <GlobeSmallIcon aria-hidden="true" />
          )}
          {t(COURSE_VISIBILITY_LABEL_KEYS[course.visibility])}
        </span>
        {course.isAdvertisement ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{t('kcourse.card.ad')}</span>
        ) : null}
        <ContentLanguageChip text={course.title} className="px-2.5 py-1" />
      </div>
      <h1
        id="course-title"
        lang={translation.isShown ? i18n.language : contentLanguage(course.title)}
        className="text-3xl break-words sm:text-4xl"
      >
        {translation.texts[0]}
      </h1>
      <TranslateToggle translation={translation} className="-mt-2 -ml-2" />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-sand-700">
        <span className="flex items-center gap-2">
          <Avatar name={authorName} url={course.author.avatarUrl} />
          <span>
            <span className="sr-only">{t('kcourse.card.author')} </span>
            <span className="font-semibold text-sand-900">{authorName}</span>
          </span>
        </span>
        <span className="flex items-center gap-1.5">
          <CalendarIcon aria-hidden="true" />
          <span className="sr-only">{t('kcourse.detail.created')} </span>
          <time dateTime={course.createdAt}>{formatSeoulTime(course.createdAt)}</time>
        </span>
        <ul className="flex items-center gap-3" aria-label={t('kcourse.detail.countsLabel')}>
          {counts.map(({ key, icon: Icon, value, label }) => (
            <li key={key} className="flex items-center gap-1" data-testid={`course-${key}`}>
              <Icon aria-hidden="true" className="text-sand-500" />
              <span className="sr-only">{label}</span>
              <span aria-hidden="true">{value}</span>
            </li>
          ))}
        </ul>
      </div>
      <CourseActions course={course} {...actions} />
    </header>
  );
}
