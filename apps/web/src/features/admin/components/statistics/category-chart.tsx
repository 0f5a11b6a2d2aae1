import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CategoryStatisticsData } from '../../api/statistics.ts';
import { categoryNameKey } from './category-names.ts';
import { useNumberFormat } from './stats-section.tsx';

type Category = CategoryStatisticsData['postCategories'][number];

/**
 * A donut of one distribution (fixed colours per category) beside its table: the table is the figures for
 * everybody, screen readers included; the donut is decoration for it.
 */
export function CategoryChart({ title, items }: { title: string; items: Category[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const name = (key: string): string => {
    const labelKey = categoryNameKey(key);
    return labelKey ? t(labelKey) : key;
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {total === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-sm text-sand-700">
          {t('admin.statistics.categories.empty')}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <div aria-hidden="true" className="size-40 shrink-0 overflow-hidden">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={items.filter((item) => item.count > 0)}
                  dataKey="count"
                  nameKey="name"
                  innerRadius="55%"
                  outerRadius="95%"
                  paddingAngle={1}
                  isAnimationActive={false}
                  rootTabIndex={-1}
                >
                  {items
                    .filter((item) => item.count > 0)
                    .map((item) => (
                      <Cell key={item.name} fill={item.color} />
                    ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin.statistics.categories.caption', { title })}</caption>
            <thead>
              <tr className="border-b border-sand-200 text-left text-sand-600">
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  {t('admin.statistics.categories.category')}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                  {t('admin.statistics.categories.count')}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {t('admin.statistics.categories.percentage')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.name} className="border-b border-sand-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-3 rounded-sm"
                        style={{ backgroundColor: item.color }}
                      />
                      {name(item.name)}
                    </span>
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{format(item.count)}</td>
                  <td className="py-1.5 text-right tabular-nums">{format(item.percentage)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
