import { ChatIcon } from '@/components/icons/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useMyCourseComments } from '../api/lists.ts';
import { MyCourseCommentItem } from '../components/activity-items.tsx';
import { ListEmpty, ListError, ListLoading } from '../components/list-states.tsx';
import { MyPageFrame } from '../components/mypage-frame.tsx';
import { RequireMember } from '../components/require-member.tsx';

function List() {
  const { t } = useTranslation();
  const query = useMyCourseComments();
  const title = t('mypage.lists.courseComments.title');

  const body = () => {
    if (query.isPending) return <ListLoading />;
    if (query.isError && !query.data) {
      return (
        <ListError
          error={query.error}
          message={t('mypage.errors.courseComments')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const pages = query.data?.pages ?? [];
    const items = pages.flatMap((page) => page.items);
    const total = pages[0]?.total ?? 0;
    if (total === 0) {
      return (
        <ListEmpty
          icon={<ChatIcon />}
          message={t('mypage.lists.courseComments.empty')}
          action={{ label: t('mypage.lists.courseComments.cta'), to: '/kcourse?tab=all-courses' }}
        />
      );
    }
    return (
      <div className="flex flex-col gap-6">
        <p className="text-sm text-sand-600" aria-live="polite">
          {t('mypage.lists.courseComments.shown', { shown: items.length, total })}
        </p>
        <ul aria-label={title} className="flex flex-col gap-3">
          {items.map((comment) => (
            <li key={comment.id}>
              <MyCourseCommentItem comment={comment} />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <ListError
            error={query.error}
            message={t('mypage.errors.courseComments')}
            onRetry={() => void query.fetchNextPage()}
          />
        ) : null}
        {query.hasNextPage && !query.isFetchNextPageError ? (
          <div className="flex justify-center">
            {query.isFetchingNextPage ? (
              <Spinner label={t('mypage.lists.courseComments.loadingMore')} />
            ) : (
              <button type="button" className="btn-secondary" onClick={() => void query.fetchNextPage()}>
                {t('mypage.lists.courseComments.loadMore')}
              </button>
            )}
          </div>
        ) : null}
      </div>
    );
  };

  return <MyPageFrame title={title}>{body()}</MyPageFrame>;
}

/** /mypage/course-comments (spec §2): 10 at a time with "Load more". */
export function MyCourseCommentsPage() {
  return <RequireMember>{() => <List />}</RequireMember>;
}
