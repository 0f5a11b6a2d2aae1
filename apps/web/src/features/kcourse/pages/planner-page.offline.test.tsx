import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { setSession, testUser } from '@/test/fixtures.ts';
import { initTestI18n, recordingHandler, renderRoute, stubFetch } from '@/test/render.tsx';
import { EMPTY_PLAN } from '../course-plan.ts';
import { usePlannerDraft } from '../planner-draft-store.ts';
import { PALACE_STOP } from '../test-plan-stops.ts';
import { PlannerPage } from './planner-page.tsx';

// Leaflet needs a real layout engine; the map is checked in the browser tests.
vi.mock('../components/planner-map.tsx', () => ({ PlannerMap: () => null }));
// The form's check is fetched on first use (issue 16): here that fetch fails, as it would offline.
vi.mock('../course-plan-resolver.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('PlannerPage without its form check', () => {
  beforeAll(initTestI18n);

  it('says the server could not be reached, sends nothing and keeps the plan', async () => {
    setSession(testUser(5, 'Sora'));
    usePlannerDraft.setState({ ...EMPTY_PLAN, title: 'Palaces', stops: [PALACE_STOP] });
    const error = vi.spyOn(notify, 'error');
    const create = recordingHandler(201, {});
    stubFetch({ 'POST /api/courses': create });
    renderRoute('/planner', <PlannerPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "Couldn't save the course: Couldn't reach the server. Check your connection and try again.",
      ),
    );
    expect(create.sent).toEqual([]);
    expect(usePlannerDraft.getState().stops).toEqual([PALACE_STOP]);
  });
});
