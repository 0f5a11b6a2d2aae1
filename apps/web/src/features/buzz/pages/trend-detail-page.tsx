import type { PostDto } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SparkleIcon } from '@/components/icons/index.ts';
import { ReportDialog } from '@/components/report-dialog.tsx';
import { contentLanguage } from '@/lib/content-language.ts';
import { useContentTitle } from '@/lib/document-title.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { PostActions } from '../components/post-actions.tsx';
import { PostHeading } from '../components/post-heading.tsx';
import { PostImageViewer } from '../components/post-image-viewer.tsx';
import { PostPageFrame } from '../components/post-page-frame.tsx';

// The edit dialog brings react-hook-form and the form schema: loaded when it first opens.
const TrendEditDialog = lazy(() =>
  import('../components/trend-edit-dialog.tsx').then((module) => ({ default: module.TrendEditDialog })),
);

/** /buzz/trend/{id} (spec §2): a trend article with its picture and about box, and its edit dialog. */
export function TrendDetailPage() {
  return (
    <PostPageFrame postType="trend" isWide>
      {(trend) => <TrendView key={trend.id} trend={trend} />}
    </PostPageFrame>
  );
}

function TrendView({ trend }: { trend: PostDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [hasOpenedEdit, setHasOpenedEdit] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const hasAbout = Boolean(trend.aboutTitle || trend.aboutDescription);
  useContentTitle(trend.title);

  return (
    <article aria-labelledby="trend-title" className="flex flex-col gap-6">
      <PostImageViewer post={trend} className="aspect-[16/9] rounded-3xl sm:aspect-[21/9]" />
      <header className="flex flex-col gap-3">
        <p className="inline-flex items-center gap-1.5 text-sm font-bold tracking-wide text-accent-700 uppercase">
          <SparkleIcon aria-hidden="true" />
          {t('buzz.trends.title')}
        </p>
        <PostHeading
          post={trend}
          headingId="trend-title"
          title={trend.title}
          lang={contentLanguage(trend.title)}
          size="text-3xl sm:text-4xl"
        />
      </header>

      <div className={`grid grid-cols-1 gap-8 ${hasAbout ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
        <div className="flex min-w-0 flex-col gap-6">
          <p
            lang={contentLanguage(trend.content)}
            className="text-base leading-[1.85] break-keep wrap-anywhere whitespace-pre-line text-sand-800 sm:text-lg sm:leading-[1.85]"
          >
            {trend.content}
          </p>
          <div className="border-t border-sand-200 pt-4">
            <PostActions
              post={trend}
              onEdit={() => {
                setHasOpenedEdit(true);
                setIsEditOpen(true);
              }}
              onReport={() => setIsReporting(true)}
              onDeleted={() => navigate('/buzz', { replace: true })}
            />
          </div>
        </div>
        {hasAbout ? (
          <aside
            aria-labelledby="trend-about"
            className="h-fit rounded-2xl border border-brand-100 bg-brand-50 p-5 lg:sticky lg:top-20"
          >
            <h2
              id="trend-about"
              lang={trend.aboutTitle ? contentLanguage(trend.aboutTitle) : undefined}
              className="text-lg text-brand-900"
            >
              {trend.aboutTitle || t('buzz.trendDetail.about')}
            </h2>
            {trend.aboutDescription ? (
              <p
                lang={contentLanguage(trend.aboutDescription)}
                className="mt-2 text-sm leading-relaxed break-keep wrap-anywhere whitespace-pre-line text-sand-800"
              >
                {trend.aboutDescription}
              </p>
            ) : null}
          </aside>
        ) : null}
      </div>

      {hasOpenedEdit ? (
        <Suspense fallback={null}>
          <TrendEditDialog trend={trend} open={isEditOpen} onOpenChange={setIsEditOpen} />
        </Suspense>
      ) : null}
      <ReportDialog
        target={isReporting ? { targetType: 'post', targetId: trend.id } : null}
        onClose={() => setIsReporting(false)}
      />
    </article>
  );
}
