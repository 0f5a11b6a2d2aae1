import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import type { TopContentData } from '../../api/statistics.ts';
import { useNumberFormat } from './stats-section.tsx';

interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  isNumber?: boolean;
  /** Shown in its own column from 640 px up; below, in a line under the row's title. */
  isSecondary?: boolean;
}

function RankTable<T extends { id: number }>({
  caption,
  rows,
  columns,
  empty,
}: {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  empty: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="rounded-xl bg-sand-50 p-4 text-sm text-sand-700">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200 text-left text-sand-600">
            <th scope="col" className="w-12 py-2 pr-2 font-semibold">
              {t('admin.statistics.top.rank')}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap py-2 pr-2 font-semibold ${column.isNumber ? 'text-right' : ''} ${
                  column.isSecondary ? 'hidden sm:table-cell' : ''
                }`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} className="border-b border-sand-100 last:border-0">
              <td className="py-2 pr-2 font-bold text-sand-600 tabular-nums">{index + 1}</td>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`py-2 pr-2 ${column.isNumber ? 'text-right tabular-nums' : ''} ${
                    column.isSecondary ? 'hidden sm:table-cell' : ''
                  }`}
                >
                  {column.cell(row)}
                  {column.isSecondary ? null : (
                    <span className="mt-0.5 block text-xs text-sand-600 sm:hidden">
                      {columns
                        .filter((other) => other.isSecondary)
                        .map((other) => `${other.header} ${textOf(other.cell(row))}`)
                        .join(' · ')}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : '';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Top 5 courses (shares, saves) and top 5 posts (views, likes, comments) of the period, linking to them. */
export function TopContentCards({ data }: { data: TopContentData }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  type TopCourse = TopContentData['topCourses'][number];
  type TopPost = TopContentData['topPosts'][number];
  const number = <T,>(
    key: 'shares' | 'saves' | 'total' | 'views' | 'likes' | 'comments',
    value: (row: T) => number,
  ): Column<T> => ({
    key,
    header: t(`admin.statistics.top.${key}`),
    cell: (row) => format(value(row)),
    isNumber: true,
    isSecondary: true,
  });
  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="text-base font-semibold">{t('admin.statistics.top.coursesTitle')}</h3>
        <p className="text-sm text-sand-600">{t('admin.statistics.top.coursesLead')}</p>
        <RankTable<TopCourse>
          caption={t('admin.statistics.top.coursesTitle')}
          rows={data.topCourses}
          empty={t('admin.statistics.top.noCourses')}
          columns={[
            {
              key: 'name',
              header: t('admin.statistics.top.name'),
              cell: (c) => (
                <Link to={`/kcourse/${c.id}`} className={linkClass}>
                  {c.title}
                </Link>
              ),
            },
            {
              key: 'author',
              header: t('admin.statistics.top.author'),
              cell: (c) => c.author,
              isSecondary: true,
            },
            number<TopCourse>('shares', (c) => c.shares),
            number<TopCourse>('saves', (c) => c.saves),
            number<TopCourse>('total', (c) => c.total),
          ]}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="text-base font-semibold">{t('admin.statistics.top.postsTitle')}</h3>
        <p className="text-sm text-sand-600">{t('admin.statistics.top.postsLead')}</p>
        <RankTable<TopPost>
          caption={t('admin.statistics.top.postsTitle')}
          rows={data.topPosts}
          empty={t('admin.statistics.top.noPosts')}
          columns={[
            {
              key: 'name',
              header: t('admin.statistics.top.name'),
              cell: (p) => (
                <Link to={`/buzz/${p.postType === 'trend' ? 'trend' : 'post'}/${p.id}`} className={linkClass}>
                  {p.title}
                </Link>
              ),
            },
            {
              key: 'author',
              header: t('admin.statistics.top.author'),
              cell: (p) => p.author,
              isSecondary: true,
            },
            number<TopPost>('views', (p) => p.views),
            number<TopPost>('likes', (p) => p.likes),
            number<TopPost>('comments', (p) => p.comments),
          ]}
        />
      </div>
    </div>
  );
}
