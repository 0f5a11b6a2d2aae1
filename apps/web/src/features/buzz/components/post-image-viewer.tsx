import type { PostDto } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { PostImageFallback } from './post-image.tsx';

/** The full-size image's dialog: its code and the dialog library load when the picture is first opened. */
const PostImageDialog = lazy(() =>
  import('./post-image-dialog.tsx').then((module) => ({ default: module.PostImageDialog })),
);

type ViewedPost = Pick<PostDto, 'id' | 'title' | 'postType' | 'imageUrl' | 'thumbnailUrl'>;

/**
 * A post's picture on its page: the light thumbnail first; choosing it opens the full-size image. Without a
 * picture, the designed fallback.
 */
export function PostImageViewer({ post, className = '' }: { post: ViewedPost; className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const fallback = <PostImageFallback post={post} size="lg" />;
  if (!post.imageUrl) return <div className={`overflow-hidden ${className}`}>{fallback}</div>;

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('buzz.detail.openImage')}
        className={`group relative block w-full cursor-zoom-in overflow-hidden bg-sand-100 ${className}`}
      >
        <ImageWithFallback
          src={post.thumbnailUrl ?? post.imageUrl}
          alt=""
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          fallback={fallback}
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-sand-900/70 px-3 py-1.5 text-xs font-semibold text-white"
        >
          <SearchIcon />
          {t('buzz.detail.zoom')}
        </span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <PostImageDialog
            title={post.title}
            imageUrl={post.imageUrl}
            open={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
