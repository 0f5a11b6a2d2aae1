import type { PostDto } from '@ktravel/contract';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorDisplay } from '@/components/error-display.tsx';
import { ArrowLeftIcon } from '@/components/icons/index.ts';
import { PageSpinner } from '@/components/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { errorTypeOf } from '@/lib/error-type.ts';
import { parseIdParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { usePost } from '../api/posts.ts';

/** Where a post of each kind lives. */
export const postPath = (post: Pick<PostDto, 'id' | 'postType'>) =>
  post.postType === 'trend' ? `/buzz/trend/${post.id}` : `/buzz/post/${post.id}`;

interface PostPageFrameProps {
  /** The kind this page shows: a post of the other kind is sent to its own page. */
  postType: PostDto['postType'];
  children: (post: PostDto) => ReactNode;
  /** Room for a side column (the trend article's about box). */
  isWide?: boolean;
}

/**
 * The frame of /buzz/post/{id} and /buzz/trend/{id}: the Back link, and loading, not found and error (with
 * Try again) until the post is there.
 */
export function PostPageFrame({ postType, children, isWide = false }: PostPageFrameProps) {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().id);
  const post = usePost(id);
  const isNotFound = id === null || (post.isError && isApiError(post.error) && post.error.status === 404);

  let body: ReactNode;
  if (isNotFound) {
    body = (
      <>
        <h1 className="sr-only">{t('buzz.detail.notFound')}</h1>
        <ErrorDisplay
          type="notFound"
          size="large"
          title={t('buzz.detail.notFound')}
          message={t('buzz.detail.notFoundMessage')}
        />
      </>
    );
  } else if (post.isPending) {
    body = <PageSpinner label={t('buzz.detail.loading')} />;
  } else if (post.isError) {
    body = (
      <>
        <h1 className="sr-only">{t('buzz.detail.loadFailed')}</h1>
        <ErrorDisplay
          type={errorTypeOf(post.error)}
          size="large"
          title={t('buzz.detail.loadFailed')}
          message={t(errorMessageKey(post.error))}
          onRetry={() => void post.refetch()}
        />
      </>
    );
  } else if (post.data.postType !== postType) {
    return <Navigate to={postPath(post.data)} replace />;
  } else {
    body = children(post.data);
  }

  return (
    <div
      className={`mx-auto flex w-full ${isWide ? 'max-w-5xl' : 'max-w-3xl'} flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8`}
    >
      <Link to="/buzz" className="btn-ghost -ml-3 self-start">
        <ArrowLeftIcon aria-hidden="true" />
        {t('buzz.detail.back')}
      </Link>
      {body}
    </div>
  );
}
