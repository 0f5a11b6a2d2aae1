import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { notify } from '@/lib/toast.ts';
import { configBody, setSession, testCourse, testUser } from '@/test/fixtures.ts';
import { initTestI18n, jsonResponse, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { EMPTY_PLAN, type PlanStop } from '../course-plan.ts';
import { usePlannerDraft } from '../planner-draft-store.ts';
import { DAY_ONE_UNTIMED, PALACE_STOP, testPlanStop } from '../test-plan-stops.ts';
import { PlannerPage } from './planner-page.tsx';

// Leaflet needs a real layout engine; the map is checked in the browser tests.
vi.mock('../components/planner-map.tsx', () => ({ PlannerMap: () => null }));

const USER = testUser(5, 'Sora');
const STOPS: PlanStop[] = [PALACE_STOP, testPlanStop('g-2', 'Bukchon', [37.582, 126.983], null)];
const HAEUNDAE = testPlanStop('140', 'Haeundae Beach', [35.1587, 129.1604], 140);

const saveButton = () => screen.getByRole('button', { name: 'Save course' });

describe('PlannerPage saving', () => {
  // The confirmation dialog loads its code when it first opens (lazy): loaded here too, so a busy machine's first
  // transform of it does not count against a test's wait for the dialog.
  beforeAll(async () => {
    await initTestI18n();
    await import('@/components/confirm-dialog-content.tsx');
  }, 30_000);

  beforeEach(() => {
    setSession(USER);
    usePlannerDraft.setState({ ...EMPTY_PLAN });
  });

  it('sends nothing without a title and a place, and says what is missing', async () => {
    stubFetch({});
    renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter a title for your course.')).toBeTruthy();
    expect(screen.getByText('Add at least one place to your course.')).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Course title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));

    // A blank title is still blank; the place message goes once a place is listed.
    fireEvent.input(title, { target: { value: '   ' } });
    usePlannerDraft.setState({ stops: STOPS });
    await waitFor(() => expect(screen.queryByText('Add at least one place to your course.')).toBeNull());
    expect(screen.getByText('Enter a title for your course.')).toBeTruthy();
  });

  it('asks a signed-out visitor to log in and comes back to the planner, keeping the draft', async () => {
    setSession(null);
    usePlannerDraft.setState({ title: 'Palaces', stops: STOPS });
    const info = vi.spyOn(notify, 'info');
    stubFetch({ 'GET /api/config': () => jsonResponse(200, configBody({ google: false, devLogin: true })) });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(info).toHaveBeenCalledWith(
      'Please log in to create a course. Your plan is kept while you sign in.',
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/planner');
    expect(usePlannerDraft.getState().stops).toEqual(STOPS);
  });

  it('creates the course with numbered stops, clears the draft and opens My course for a private one', async () => {
    usePlannerDraft.setState({ title: '  Palaces ', visibility: 'private', stops: STOPS });
    const create = recordingHandler(201, { data: testCourse({ id: 31, visibility: 'private' }) });
    stubFetch({ 'POST /api/courses': create });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(router.state.location.search).toMatch(/^\?tab=my-course&refresh=\d+$/);
    expect(create.sent).toEqual([
      {
        title: 'Palaces',
        visibility: 'private',
        category: 'all',
        startDate: null,
        dayCount: 1,
        stops: [
          {
            order: 1,
            name: 'Gyeongbokgung',
            lat: 37.58,
            lng: 126.977,
            externalId: '1',
            placeId: 1,
            ...DAY_ONE_UNTIMED,
          },
          { order: 2, name: 'Bukchon', lat: 37.582, lng: 126.983, externalId: 'g-2', ...DAY_ONE_UNTIMED },
        ],
      },
    ]);
    expect(usePlannerDraft.getState().stops).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.plannerDraft)).toBeNull();
  });

  it('leaves the new course for the list it opens to mark, keeping the spec address', async () => {
    usePlannerDraft.setState({ title: 'Palaces', stops: STOPS });
    stubFetch({ 'POST /api/courses': recordingHandler(201, { data: testCourse({ id: 32 }) }) });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(router.state.location.search).toMatch(/^\?tab=all-courses&refresh=\d+$/);
    expect(router.state.location.state).toEqual({ newCourseId: 32 });
  });

  it('asks before saving stops far apart as one course; Cancel keeps the plan and sends nothing', async () => {
    const far = [...STOPS, HAEUNDAE];
    usePlannerDraft.setState({ title: 'Seoul and Busan', stops: far });
    const create = recordingHandler(201, { data: testCourse({ id: 33 }) });
    stubFetch({ 'POST /api/courses': create });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Stops in different regions' });
    expect(
      within(dialog).getByText(
        'These stops are far apart (Gyeongbokgung → Haeundae Beach, 333 km). Save it as one course?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create.sent).toEqual([]);
    expect(router.state.location.pathname).toBe('/planner');
    expect(usePlannerDraft.getState()).toMatchObject({ title: 'Seoul and Busan', stops: far });

    fireEvent.click(saveButton());
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save as one course' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(create.sent).toHaveLength(1);
  });

  it('saves a course within one city without asking', async () => {
    usePlannerDraft.setState({ title: 'Palaces', stops: STOPS });
    stubFetch({ 'POST /api/courses': recordingHandler(201, { data: testCourse({ id: 34 }) }) });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/kcourse'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps everything and shows the translated error when saving fails', async () => {
    usePlannerDraft.setState({ title: 'Palaces', stops: STOPS });
    const error = vi.spyOn(notify, 'error');
    stubFetch({
      'POST /api/courses': () =>
        jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'stops: bad' } }),
    });
    const { router } = renderRoute('/planner', <PlannerPage />);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "Couldn't save the course: Some of the information needs attention.",
      ),
    );
    expect(router.state.location.pathname).toBe('/planner');
    expect(usePlannerDraft.getState()).toMatchObject({ title: 'Palaces', stops: STOPS });
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });
});
