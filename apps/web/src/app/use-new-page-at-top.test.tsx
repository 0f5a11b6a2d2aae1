// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNewPageAtTop } from './use-new-page-at-top.ts';

function Layout() {
  useNewPageAtTop();
  return <Outlet />;
}

function setup() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/mypage', element: <p>my</p> },
        ],
      },
    ],
    { initialEntries: ['/mypage'] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNewPageAtTop', () => {
  it('opens another page at its top after a link or a redirect (account deleted: home)', async () => {
    const { router, scrollTo } = setup();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place on back and forward, and on a query-only change', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/mypage?tab=saved'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
