import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PencilIcon } from '@/components/icons/index.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useRequireLogin } from '@/lib/auth/use-require-login.ts';
import { parsePageParam } from '@/lib/url-params.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { COMMUNITY_ANCHOR, CommunitySection } from '../components/community-section.tsx';
import { TrendSection } from '../components/trend-section.tsx';

// Both bring forms (react-hook-form, zod, dnd-kit): loaded when first opened.
const CreatePostDialog = lazy(() =>
  import('../components/create-post-dialog.tsx').then((module) => ({ default: module.CreatePostDialog })),
);
const TrendReorderDialog = lazy(() =>
  import('../components/trend-reorder-dialog.tsx').then((module) => ({ default: module.TrendReorderDialog })),
);

/** Whether a dialog is open, and whether it ever was (it stays mounted from then on, to animate out). */
function useLazyDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback(() => {
    setHasOpened(true);
    setIsOpen(true);
  }, []);
  return { isOpen, hasOpened, open, setIsOpen };
}

/** /buzz (spec §2): the K-Trend carousel and the K-Community list, with "Write a post". */
export function BuzzPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const requireLogin = useRequireLogin();
  const create = useLazyDialog();
  const reorder = useLazyDialog();
  const page = parsePageParam(searchParams.get('page'));

  const handlePageChange = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    document.getElementById(COMMUNITY_ANCHOR)?.scrollIntoView({ block: 'start' });
  };

  // "Write a post" chosen before the session check answered: decided once it has (a member is not asked to
  // log in just because the page was quick).
  const isAuthReady = useAuthStore((state) => state.isReady);
  const [isCreateWaiting, setIsCreateWaiting] = useState(false);
  const openCreate = create.open;
  useEffect(() => {
    if (!isCreateWaiting || !isAuthReady) return;
    setIsCreateWaiting(false);
    if (requireLogin(t('buzz.create.loginMessage'))) openCreate();
  }, [isCreateWaiting, isAuthReady, requireLogin, t, openCreate]);

  const handleCreate = () => setIsCreateWaiting(true);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-5 py-7 text-white shadow-card sm:px-8 sm:py-9">
        <span aria-hidden="true" className="glow -top-16 -right-10 size-56 bg-accent-400/40" />
        <span aria-hidden="true" className="glow -bottom-20 left-1/3 size-48 bg-sky-300/30" />
        <div className="relative flex flex-wrap items-end justify-between gap-5">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {t('buzz.eyebrow')}
            </p>
            <h1 className="mt-1 text-3xl text-white sm:text-4xl">{t('buzz.title')}</h1>
            <p className="mt-2 text-brand-50">{t('buzz.lead')}</p>
          </div>
          <button
            type="button"
            className="btn bg-white text-brand-800 shadow-sm hover:bg-brand-50"
            onClick={handleCreate}
          >
            <PencilIcon aria-hidden="true" />
            {t('buzz.create.open')}
          </button>
        </div>
      </header>

      <TrendSection onReorder={isAdmin ? reorder.open : undefined} />
      <CommunitySection page={page} onPageChange={handlePageChange} onCreate={handleCreate} />

      {create.hasOpened ? (
        <Suspense fallback={null}>
          <CreatePostDialog
            open={create.isOpen}
            onOpenChange={create.setIsOpen}
            onCreated={(post) => {
              create.setIsOpen(false);
              navigate(`/buzz/post/${post.id}`);
            }}
          />
        </Suspense>
      ) : null}
      {reorder.hasOpened ? (
        <Suspense fallback={null}>
          <TrendReorderDialog open={reorder.isOpen} onOpenChange={reorder.setIsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
