import { ErrorDisplay } from '@/components/error-display.tsx';
import { ChatIcon, PlusIcon } from '@/components/icons/index.ts';
import { Pagination } from '@/components/pagination.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCommunityPosts } from '../api/posts.ts';
import { PostRow, PostRowSkeleton } from './post-row.tsx';

export const COMMUNITY_ANCHOR = 'community';

interface CommunitySectionProps {
  page: number;
  onPageChange: (page: number) => void;
  onCreate: () => void;
}

/** K-Community: members' posts, newest first, 5 a page with up to 5 page buttons. */
export function CommunitySection({ page, onPageChange, onCreate }: CommunitySectionProps) {
  const { t } = useTranslation();
  const posts = useCommunityPosts(page);
  const data = posts.data;

  return (
    <section
      id={COMMUNITY_ANCHOR}
      aria-labelledby="community-title"
      className="flex scroll-mt-20 flex-col gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="community-title" className="text-2xl">
            {t('buzz.community.title')}
          </h2>
          <p className="mt-1 text-sm text-sand-600">
            {data ? t('buzz.community.count', { count: data.total }) : t('buzz.community.lead')}
          </p>
        </div>
        <button type="button" className="btn-secondary" onClick={onCreate}>
          <PlusIcon aria-hidden="true" />
          {t('buzz.create.open')}
        </button>
      </div>

      {posts.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('buzz.community.loading')}>
          {[0, 1, 2].map((index) => (
            <PostRowSkeleton key={index} />
          ))}
        </div>
      ) : posts.isError && !data ? (
        <ErrorDisplay
          type={errorTypeOf(posts.error)}
          title={t('buzz.community.loadFailed')}
          message={t(errorMessageKey(posts.error))}
          onRetry={() => void posts.refetch()}
        />
      ) : data && data.items.length > 0 ? (
        <>
          <ul
            aria-label={t('buzz.community.listLabel', { page: data.page })}
            aria-busy={posts.isPlaceholderData || undefined}
            className={`flex flex-col gap-3 transition-opacity ${posts.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((post) => (
              <li key={post.id}>
                <PostRow post={post} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={onPageChange}
            label={t('buzz.community.pagesLabel')}
            className="pt-2"
          />
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-10 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-700">
            <ChatIcon aria-hidden="true" />
          </span>
          <p className="max-w-sm text-sand-700">{t('buzz.community.empty')}</p>
          <button type="button" className="btn-primary" onClick={onCreate}>
            {t('buzz.create.open')}
          </button>
        </div>
      )}
    </section>
  );
}
