import type { PostDto, ReportBody } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportDialog } from '@/components/report-dialog.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { TranslateToggle } from '@/components/translate-toggle.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { useContentTitle } from '@/lib/document-title.ts';
import { useMachineTranslation } from '@/lib/machine-translation.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { PostActions } from '../components/post-actions.tsx';
import { PostComments } from '../components/post-comments.tsx';
import { PostHeading } from '../components/post-heading.tsx';
import { PostImageViewer } from '../components/post-image-viewer.tsx';
import { PostPageFrame } from '../components/post-page-frame.tsx';

// The edit form brings react-hook-form and the form schema: loaded when the author edits.
const PostEditForm = lazy(() =>
  import('../components/post-edit-form.tsx').then((module) => ({ default: module.PostEditForm })),
);

/** /buzz/post/{id} (spec §2): a community post with its picture, actions and comments. */
export function PostDetailPage() {
  return (
    <PostPageFrame postType="community">{(post) => <PostView key={post.id} post={post} />}</PostPageFrame>
  );
}

function PostView({ post }: { post: PostDto }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  // Members' posts stay as written, with "Translate" (DESIGN §8.5).
  const translation = useMachineTranslation([post.title, post.content]);
  const [title, content] = translation.texts as [string, string];
  useContentTitle(title);
  const langOf = (text: string) => (translation.isShown ? i18n.language : contentLanguage(text));
  const [reporting, setReporting] = useState<Pick<ReportBody, 'targetType' | 'targetId'> | null>(null);

  return (
    <>
      <article aria-labelledby="post-title" className="flex flex-col gap-5">
        <header className="flex flex-col gap-3">
          <PostHeading
            post={post}
            headingId="post-title"
            title={title}
            lang={langOf(post.title)}
            size="text-2xl sm:text-3xl"
          />
        </header>

        {isEditing ? (
          <Suspense fallback={<Spinner label={t('app.loading')} className="py-4" />}>
            <PostEditForm
              post={post}
              onCancel={() => setIsEditing(false)}
              onSaved={() => setIsEditing(false)}
            />
          </Suspense>
        ) : (
          <>
            {post.imageUrl ? <PostImageViewer post={post} className="max-h-[32rem] rounded-2xl" /> : null}
            {post.content ? (
              <p
                lang={langOf(post.content)}
                className="text-base leading-relaxed break-keep wrap-anywhere whitespace-pre-line text-sand-800"
              >
                {content}
              </p>
            ) : null}
            <TranslateToggle translation={translation} className="-mt-3" />
            <div className="border-y border-sand-200 py-4">
              <PostActions
                post={post}
                onEdit={() => setIsEditing(true)}
                onReport={() => setReporting({ targetType: 'post', targetId: post.id })}
                onDeleted={() => navigate('/buzz', { replace: true })}
              />
            </div>
          </>
        )}
      </article>
      <div className="pt-4">
        <PostComments
          postId={post.id}
          commentCount={post.commentCount}
          onReport={(commentId) => setReporting({ targetType: 'comment', targetId: commentId })}
        />
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
