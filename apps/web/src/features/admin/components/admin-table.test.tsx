import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { initTestI18n, renderRoute } from '@/test/render.tsx';
import { type AdminPageData, AdminTable, type AdminTableQuery, useAdminTableParams } from './admin-table.tsx';

interface Row {
  id: number;
  name: string;
}

const COLUMNS = [
  { id: 'name', header: 'Name', isRowHeader: true, cell: (row: Row) => row.name },
  { id: 'id', header: 'Id', cell: (row: Row) => row.id },
];

function pageOf(items: Row[], page: number, totalPages: number): AdminPageData<Row> {
  return { items, total: totalPages * 20, page, limit: 20, totalPages };
}

function query(fields: Partial<AdminTableQuery<Row>>): AdminTableQuery<Row> {
  return { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...fields };
}

/** The table wired to the URL as the admin pages do it. */
function Harness({ result, onPage }: { result: AdminTableQuery<Row>; onPage?: (page: number) => void }) {
  const { page, filters, setPage, setFilters } = useAdminTableParams(['q'] as const);
  return (
    <>
      <p data-testid="params">{`page=${page} q=${filters.q}`}</p>
      <button type="button" onClick={() => setFilters({ q: 'palace' })}>
        filter
      </button>
      <AdminTable
        label="Places"
        columns={COLUMNS}
        query={result}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={(next) => {
          onPage?.(next);
          setPage(next);
        }}
        emptyMessage="Nothing here."
      />
    </>
  );
}

describe('AdminTable', () => {
  beforeAll(initTestI18n);

  it('shows a spinner while loading', () => {
    renderRoute('/admin/map', <Harness result={query({ isPending: true })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that refetches', () => {
    const refetch = vi.fn();
    const error = new ApiError(500, 'INTERNAL_ERROR', 'boom');
    renderRoute('/admin/map', <Harness result={query({ isError: true, error, refetch })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.getAttribute('data-error-type')).toBe('server');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says when the list is empty', () => {
    renderRoute('/admin/map', <Harness result={query({ data: pageOf([], 1, 0) })} />);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows in a scrollable, named table with the total and at most 5 page buttons', () => {
    const rows = [
      { id: 1, name: 'Gyeongbokgung' },
      { id: 2, name: 'Namsan Tower' },
    ];
    renderRoute('/admin/map', <Harness result={query({ data: pageOf(rows, 4, 9) })} />, '/admin/map?page=4');
    const table = screen.getByRole('table', { name: 'Places' });
    expect(within(table).getByRole('rowheader', { name: 'Gyeongbokgung' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const region = screen.getByRole('region', { name: 'Places' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
    expect(screen.getByText(/180 in total/)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of Places' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it('keeps the page and the filters in the URL; a new filter goes back to page 1', () => {
    const rows = [{ id: 1, name: 'Gyeongbokgung' }];
    const { router } = renderRoute(
      '/admin/map',
      <Harness result={query({ data: pageOf(rows, 2, 3) })} />,
      '/admin/map?page=2',
    );
    expect(screen.getByTestId('params').textContent).toBe('page=2 q=');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(router.state.location.search).toBe('?q=palace');
    expect(screen.getByTestId('params').textContent).toBe('page=1 q=palace');
  });

  it('goes to the last page when the page asked for is past the end', () => {
    const onPage = vi.fn();
    const rows = [{ id: 1, name: 'Gyeongbokgung' }];
    renderRoute(
      '/admin/map',
      <Harness result={query({ data: pageOf(rows, 9, 3) })} onPage={onPage} />,
      '/admin/map?page=9',
    );
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
