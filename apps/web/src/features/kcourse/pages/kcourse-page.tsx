import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlusIcon } from '@/components/icons/index.ts';
import { Tabs } from '@/components/tabs.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useLogin } from '@/lib/auth/use-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { coursesQueryKey } from '../api/courses.ts';
import { AllCoursesPanel } from '../components/all-courses-panel.tsx';
import { MyCoursesSection } from '../components/my-courses-section.tsx';
import { type KcourseTab, kcourseTabParam, parseKcourseTab, parsePageParam } from '../kcourse-params.ts';
import { newCourseIdOf } from '../new-course.ts';

// Its own login-needed dialog: signing in from "Create" returns to /planner, not to this list.
const LoginNeededDialog = lazy(() =>
  import('@/components/login-needed-dialog.tsx').then((module) => ({
    default: module.LoginNeededDialog,
  })),
);

const TABS: KcourseTab[] = ['my', 'all'];
const PLANNER_PATH = '/planner';

/** K-Course (spec §2): tabs My course and All courses, monthly best, the public list, Create. */
export function KcoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const isAuthReady = useAuthStore((state) => state.isReady);
  const login = useLogin();
  const [isCreateLoginOpen, setIsCreateLoginOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out and give focus back when it closes.
  const [hasOpenedCreateLogin, setHasOpenedCreateLogin] = useState(false);

  const tab = parseKcourseTab(searchParams.get('tab'));
  const page = parsePageParam(searchParams.get('page'));
  const returnTo = `${location.pathname}${location.search}`;
  const viewerId = user?.id ?? null;
  // The course the planner just saved (router state, gone from the location once ?refresh is dropped): kept for
  // as long as this page is open, so its card stays marked when it arrives with the reloaded list.
  const [newCourseId] = useState(() => newCourseIdOf(location.state));

  // ?refresh=… (set by the planner after saving): reload every course list, then drop it from the URL.
  const refresh = searchParams.get('refresh');
  useEffect(() => {
    if (refresh === null) return;
    void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('refresh');
        return next;
      },
      { replace: true },
    );
  }, [refresh, queryClient, setSearchParams]);

  const chooseTab = (next: KcourseTab) => {
    if (next === tab) return;
    setSearchParams({ tab: kcourseTabParam(next) });
  };

  const handlePageChange = (next: number) => {
    setSearchParams({ tab: kcourseTabParam('all'), page: String(next) });
    document.getElementById('all-courses')?.scrollIntoView({ block: 'start' });
  };

  const handleCreate = () => {
    if (user) navigate(PLANNER_PATH);
    else {
      setHasOpenedCreateLogin(true);
      setIsCreateLoginOpen(true);
    }
  };

  // What either tab's courses need: who is looking, where a card returns to, creating, the course just saved.
  const listProps = { viewerId, returnTo, onCreate: handleCreate, newCourseId };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t('kcourse.title')}</h1>
          <p className="mt-2 max-w-2xl text-sand-700">{t('kcourse.lead')}</p>
        </div>
        <button type="button" className="btn-primary" onClick={handleCreate}>
          <PlusIcon aria-hidden="true" />
          {t('kcourse.create')}
        </button>
      </div>

      <Tabs
        label={t('kcourse.tabsLabel')}
        tabs={TABS}
        selected={tab}
        onSelect={chooseTab}
        renderLabel={(item) => t(`kcourse.tabs.${item}`)}
        size="lg"
        panelClassName="flex flex-col gap-12 pt-2"
      >
        {tab === 'all' ? (
          <AllCoursesPanel {...listProps} page={page} onPageChange={handlePageChange} />
        ) : (
          <MyCoursesSection {...listProps} isAuthReady={isAuthReady} onLogin={() => void login()} />
        )}
      </Tabs>

      {hasOpenedCreateLogin ? (
        <Suspense fallback={null}>
          <LoginNeededDialog
            open={isCreateLoginOpen}
            onOpenChange={setIsCreateLoginOpen}
            message={t('kcourse.createLogin')}
            onLogin={async () => {
              await login({ redirectTo: PLANNER_PATH });
              setIsCreateLoginOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
