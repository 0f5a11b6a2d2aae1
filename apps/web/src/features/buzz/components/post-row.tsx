import type { PostDto } from '@ktravel/contract';
import { Avatar } from '@/components/avatar.tsx';
import { ContentLanguageChip } from '@/components/content-language-chip.tsx';
import { StretchedLink } from '@/components/stretched-link.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { PostThumbnail } from './post-image.tsx';
import { PostCounts } from './post-meta.tsx';

/** A community post in the list: picture, title, the start of its text, author, time and counts. */
export function PostRow({ post }: { post: PostDto }) {
  return (
    <article
      data-testid="post-row"
      className="card group relative flex gap-4 p-3 transition-shadow focus-within:shadow-raised hover:shadow-raised sm:p-4"
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-28">
        <PostThumbnail post={post} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3
          lang={contentLanguage(post.title)}
          className="line-clamp-2 text-base leading-snug font-bold break-keep wrap-anywhere sm:text-lg"
        >
          <StretchedLink to={`/buzz/post/${post.id}`}>{post.title}</StretchedLink>
        </h3>
        {post.content ? (
          <p
            lang={contentLanguage(post.content)}
            className="line-clamp-2 text-sm break-keep wrap-anywhere text-sand-600"
          >
            {post.content}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-1 text-xs text-sand-600">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="flex max-w-full shrink-0 items-center gap-2">
              <Avatar name={post.author.name} url={post.author.avatarUrl} size="xs" />
              <span className="truncate font-semibold text-sand-800">{post.author.name}</span>
              <ContentLanguageChip text={post.title} />
            </span>
            <time dateTime={post.createdAt} className="shrink-0">
              {formatSeoulTime(post.createdAt)}
            </time>
          </span>
          <PostCounts post={post} />
        </div>
      </div>
    </article>
  );
}

/** A grey row with a post's shape, while the list loads. */
export function PostRowSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse gap-4 p-3 sm:p-4">
      <div className="size-20 shrink-0 rounded-xl bg-sand-200 sm:size-28" />
      <div className="flex flex-1 flex-col gap-2.5 pt-1">
        <div className="h-4 w-3/4 rounded bg-sand-200" />
        <div className="h-3 w-full rounded bg-sand-100" />
        <div className="h-3 w-1/2 rounded bg-sand-100" />
      </div>
    </div>
  );
}
