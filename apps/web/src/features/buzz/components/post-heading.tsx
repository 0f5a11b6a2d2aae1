import type { PostDto } from '@ktravel/contract';
import { ContentLanguageChip } from '@/components/content-language-chip.tsx';
import { PostStatusLabels } from './post-labels.tsx';
import { PostByline } from './post-meta.tsx';

interface PostHeadingProps {
  post: PostDto;
  /** The h1's id, which names the page's article. */
  headingId: string;
  /** The title shown: the post's own, or its translation. */
  title: string;
  /** The language the title is shown in. */
  lang: string | undefined;
  /** The title's text size, by breakpoint. */
  size: string;
}

/** The head of a post's page: its status labels, the language it is written in, its title (the h1), its byline. */
export function PostHeading({ post, headingId, title, lang, size }: PostHeadingProps) {
  return (
    <>
      <PostStatusLabels post={post} />
      <ContentLanguageChip text={post.title} className="self-start" />
      <h1 id={headingId} lang={lang} className={`leading-tight break-keep wrap-anywhere ${size}`}>
        {title}
      </h1>
      <PostByline post={post} />
    </>
  );
}
