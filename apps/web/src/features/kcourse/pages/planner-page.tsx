import type { CourseBody, PlaceSearchResultDto } from '@ktravel/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { UploadIcon } from '@/components/icons/index.ts';
import { isApiError, isQueuedOffline } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useLogin } from '@/lib/auth/use-login.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useCreateCourse } from '../api/courses.ts';
import { CoursePlanEditor } from '../components/course-plan/course-plan-editor.tsx';
import { CoverField, useCoverUpload } from '../components/course-plan/cover-field.tsx';
import { PlannerMap } from '../components/planner-map.tsx';
import type { ImportResult } from '../course-import.ts';
import { type CoursePlan, courseListPath, type PlanStop, toCourseBody } from '../course-plan.ts';
import { type FarthestPair, farApartStops } from '../far-apart.ts';
import { newCourseState } from '../new-course.ts';
import { usePlannerDraft } from '../planner-draft-store.ts';
import { usePlannerForm } from '../use-planner-form.ts';

const PLANNER_PATH = '/planner';

// "Import places" (its file reading, preview and choices) loads when first opened.
const ImportDialog = lazy(() =>
  import('../components/course-plan/import-dialog.tsx').then((module) => ({ default: module.ImportDialog })),
);

/** Resolves to whether someone is signed in, waiting for the first session check if it is still running. */
async function isSignedIn(): Promise<boolean> {
  const auth = useAuthStore.getState();
  const user = auth.isReady ? auth.user : await auth.checkSession();
  return user !== null;
}

/** The course planner (spec §2): map on the left, search, stops and course details in a side panel. */
export function PlannerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const stops = usePlannerDraft((state) => state.stops);
  // A trip of several days shows one column per day: the panel widens on wide screens to fit them.
  const isMultiDay = usePlannerDraft((state) => state.dayCount > 1);
  const clearDraft = usePlannerDraft((state) => state.clear);
  const createCourse = useCreateCourse();
  const [results, setResults] = useState<PlaceSearchResultDto[]>([]);
  // A plan waiting for "save it as one course?" (its stops span regions), with the stops farthest apart. Kept
  // after the dialog closes, so its text stays while it animates out.
  const [farApart, setFarApart] = useState<{ plan: CoursePlan; pair: FarthestPair<PlanStop> } | null>(null);
  const [isFarApartOpen, setIsFarApartOpen] = useState(false);
  const [isImporting, setIsImporting] = useState(false);

  const form = usePlannerForm();
  const { cover, canUpload } = useCoverUpload();

  const startLogin = () => {
    notify.info(t('planner.loginRequired'));
    void login({ redirectTo: PLANNER_PATH });
  };

  // The cover is uploaded first (its field shows why when that fails, and nothing is saved).
  const save = (plan: CoursePlan) =>
    cover.whenUploaded((coverUrl) => create({ ...toCourseBody(plan), ...(coverUrl ? { coverUrl } : {}) }));

  const create = (course: CourseBody) => {
    createCourse.mutate(course, {
      onSuccess: (course) => {
        clearDraft();
        notify.success(t('planner.saved'));
        // The list marks the new course's card; the URL stays the spec's (/kcourse?tab=…&refresh=…).
        navigate(courseListPath(course.visibility), { state: newCourseState(course.id) });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          startLogin();
          return;
        }
        // Offline: kept on this device and sent when the connection returns; the plan stays here until then.
        if (isQueuedOffline(error)) {
          notify.info(t('errors.QUEUED_OFFLINE'));
          return;
        }
        notify.error(t('planner.saveFailed', { message: t(errorMessageKey(error)) }));
      },
    });
  };

  const handleSave = async () => {
    if (createCourse.isPending) return;
    if (!(await isSignedIn())) {
      startLogin();
      return;
    }
    const check = form.handleSubmit((plan) => {
      const pair = farApartStops(plan.stops);
      if (!pair) {
        void save(plan);
        return;
      }
      setFarApart({ plan, pair });
      setIsFarApartOpen(true);
    });
    // The form's check is fetched on first use (useLazyZodForm): offline, that fetch fails, and nothing is saved.
    await check().catch(() => notify.error(t('planner.saveFailed', { message: t('errors.NETWORK_ERROR') })));
  };

  // The chosen places join the draft (the form follows the stored draft); nothing is saved until the plan is.
  const applyImport = ({ plan, added }: ImportResult) => {
    setIsImporting(false);
    usePlannerDraft.getState().setPlan(plan);
    if (added > 0) notify.success(t('planner.import.added', { count: added }));
    else notify.info(t('planner.import.noneAdded'));
  };

  const confirmFarApart = () => {
    setIsFarApartOpen(false);
    if (farApart) void save(farApart.plan);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <div className="relative h-[38dvh] shrink-0 md:h-auto md:min-w-0 md:flex-1" data-testid="planner-map">
        <PlannerMap stops={stops} results={results} className="absolute inset-0" />
      </div>
      <section
        aria-labelledby="planner-title"
        className={`flex min-h-0 flex-1 flex-col border-sand-200 bg-white max-md:border-t md:w-96 md:flex-none md:border-l ${
          isMultiDay ? 'lg:w-[34rem] xl:w-[52rem]' : 'xl:w-[28rem]'
        }`}
      >
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-6">
          <div className="flex items-start justify-between gap-3">
            <h1 id="planner-title" className="text-xl">
              {t('planner.title')}
            </h1>
            <button
              type="button"
              className="btn-secondary shrink-0 text-sm"
              onClick={() => setIsImporting(true)}
            >
              <UploadIcon aria-hidden="true" />
              {t('planner.import.open')}
            </button>
          </div>
          <p className="mt-1 mb-4 text-sm text-sand-600">{t('planner.intro')}</p>
          <CoursePlanEditor
            form={form}
            onResultsChange={setResults}
            coverField={<CoverField cover={cover} canUpload={canUpload} />}
          />
        </div>
        <div className="border-t border-sand-200 bg-white p-3">
          <button
            type="button"
            className="btn-primary w-full"
            disabled={createCourse.isPending}
            onClick={() => void handleSave()}
          >
            {createCourse.isPending ? t('planner.saving') : t('planner.save')}
          </button>
        </div>
      </section>
      {isImporting ? (
        <Suspense fallback={null}>
          <ImportDialog plan={form.getValues()} onApply={applyImport} onClose={() => setIsImporting(false)} />
        </Suspense>
      ) : null}
      {farApart ? (
        <ConfirmDialog
          open={isFarApartOpen}
          onOpenChange={setIsFarApartOpen}
          title={t('planner.farApart.title')}
          description={t('planner.farApart.message', {
            from: farApart.pair.from.name,
            to: farApart.pair.to.name,
            distance: t('kcourse.distance.kilometres', {
              value: Math.round(farApart.pair.distanceM / 1000),
            }),
          })}
          confirmLabel={t('planner.farApart.confirm')}
          onConfirm={confirmFarApart}
        />
      ) : null}
    </div>
  );
}
