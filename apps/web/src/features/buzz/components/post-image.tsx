import type { PostDto } from '@ktravel/contract';
import { ChatIcon, SparkleIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';

// Literal class names, so Tailwind keeps every one.
const PALETTE = [
  'from-brand-500 to-brand-800',
  'from-accent-400 to-accent-700',
  'from-jade-500 to-jade-700',
  'from-amber-400 to-amber-700',
  'from-violet-400 to-violet-700',
  'from-sky-400 to-brand-700',
] as const;

/** The first letter of a title as a reader sees it (a whole Hangul syllable, a Hanzi, an emoji). */
export function titleInitial(title: string): string {
  const first = Array.from(title.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

interface PostImageFallbackProps {
  post: Pick<PostDto, 'id' | 'title' | 'postType'>;
  /** The initial's size: cards and rows use the small one. */
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Where a post without a picture shows one: a colour block (chosen by id, so a post keeps its colour) with the
 * kind's icon and the title's initial. Decorative: the title is always written beside it.
 */
export function PostImageFallback({ post, size = 'sm', className = '' }: PostImageFallbackProps) {
  const Icon = post.postType === 'trend' ? SparkleIcon : ChatIcon;
  const colour = PALETTE[post.id % PALETTE.length];
  const isLarge = size === 'lg';
  return (
    <div
      aria-hidden="true"
      data-testid="post-image-fallback"
      className={`relative flex h-full w-full items-center justify-center overflow-hidden bg-gradient-to-br text-white ${colour} ${className}`}
    >
      <span className="absolute -top-1/4 -right-1/5 aspect-square w-3/4 rounded-full bg-white/10" />
      <span className="absolute -bottom-1/3 -left-1/6 aspect-square w-2/3 rounded-full bg-black/10" />
      <span
        className={`relative flex items-center justify-center rounded-2xl bg-white/20 font-black shadow-sm ring-1 ring-white/30 backdrop-blur-[1px] ${
          isLarge ? 'size-24 text-5xl sm:size-28 sm:text-6xl' : 'size-14 text-2xl'
        }`}
      >
        {titleInitial(post.title)}
      </span>
      <Icon className={`absolute opacity-90 ${isLarge ? 'top-4 left-4 text-2xl' : 'top-2 left-2 text-sm'}`} />
    </div>
  );
}

/** A post's picture for cards and rows: the 480 px thumbnail (else the image), or the designed fallback. */
export function PostThumbnail({
  post,
  className = '',
  size,
}: {
  post: Pick<PostDto, 'id' | 'title' | 'postType' | 'imageUrl' | 'thumbnailUrl'>;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  return (
    <ImageWithFallback
      src={post.thumbnailUrl ?? post.imageUrl}
      alt=""
      className={`h-full w-full object-cover ${className}`}
      fallback={<PostImageFallback post={post} size={size} />}
    />
  );
}
