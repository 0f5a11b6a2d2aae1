import type { AdminActionDto } from '@ktravel/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, jsonResponse, renderRoute } from '@/test/render.tsx';
import { describeChanges, RecentChanges } from './recent-changes.tsx';

function action(fields: Partial<AdminActionDto>): AdminActionDto {
  return {
    id: 1,
    action: 'course.advertisement',
    targetType: 'course',
    targetId: 7,
    targetLabel: 'Palaces of Seoul',
    admin: { id: 1, email: 'admin@example.com' },
    before: { isAdvertisement: false },
    after: { isAdvertisement: true },
    createdAt: '2026-03-01T01:30:00.000Z',
    ...fields,
  };
}

function stubAudit(items: AdminActionDto[], seen: string[] = []) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return jsonResponse(200, { data: { items, total: items.length, page: 1, limit: 5, totalPages: 1 } });
  }) as typeof fetch;
  return seen;
}

describe('RecentChanges', () => {
  beforeAll(initTestI18n);

  it('lists who changed what, before → after, and when (Seoul time)', async () => {
    const seen = stubAudit([
      action({}),
      action({
        id: 2,
        action: 'course.delete',
        targetId: 9,
        targetLabel: 'Old course',
        before: { title: 'Old course', visibility: 'private' },
        after: null,
      }),
    ]);
    renderRoute('/admin/courses', <RecentChanges targetType="course" targetId={7} />);
    const section = await screen.findByRole('region', { name: 'Recent changes' });
    await within(section).findByText('Course advertisement changed');
    const [first, second] = [...section.querySelectorAll('ol > li')];
    expect(first?.textContent).toContain('Course advertisement changed · Palaces of Seoul #7');
    expect(first?.textContent).toContain('Advertisement: no → yes');
    expect(first?.textContent).toContain('by admin@example.com');
    expect(first?.querySelector('time')?.textContent).toBe('2026-03-01 10:30');
    // A deletion lists what the target was, in words where the value is a known one.
    expect(second?.textContent).toContain('Course deleted · Old course #9');
    expect(second?.textContent).toContain('Title: Old course');
    expect(second?.textContent).toContain('Visibility: Private');
    expect(second?.textContent).not.toContain('→');
    expect(seen[0]).toContain('targetType=course');
    expect(seen[0]).toContain('targetId=7');
  });

  it('says when nothing was changed yet', async () => {
    stubAudit([]);
    renderRoute('/admin/map', <RecentChanges targetType="place" />);
    expect(await screen.findByText('No admin changes yet.')).toBeTruthy();
  });

  it('shows an action it does not know by its code', async () => {
    stubAudit([action({ action: 'place.somethingNew', before: null, after: null })]);
    renderRoute('/admin/map', <RecentChanges targetType="place" />);
    expect(await screen.findByText('place.somethingNew')).toBeTruthy();
  });
});

describe('describeChanges', () => {
  it('pairs each field with its value before and after', () => {
    expect(describeChanges({ status: 'active' }, { status: 'inactive', name: 'X' })).toEqual([
      { field: 'status', before: 'active', after: 'inactive' },
      { field: 'name', before: undefined, after: 'X' },
    ]);
    expect(describeChanges(null, null)).toEqual([]);
  });
});
