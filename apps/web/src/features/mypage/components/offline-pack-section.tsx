import { useEffect, useState } from 'react';
import { InstallButton } from '@/components/install-button.tsx';
import { clearMemberPack, packBytes, usePackStore } from '@/lib/offline/pack-store.ts';
import { MEMBER_CACHES, TILES_CACHE } from '@/lib/offline/pack-urls.ts';
import { formatSeoulTime } from '@/lib/time.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** Bytes as the reader's language writes them (kB, MB), one decimal. */
function formatSize(bytes: number, language: string): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * "On this device" (DESIGN §8.2): what the offline trip pack holds (its size, courses and places, when it was
 * last refreshed) and the way to remove all of it from this browser.
 */
export function OfflinePackSection() {
  const { t, i18n } = useTranslation();
  const courses = usePackStore((state) => state.courses.length);
  const places = usePackStore((state) => state.places.length);
  const refreshedAt = usePackStore((state) => state.refreshedAt);
  const [sizes, setSizes] = useState<{ pack: number; maps: number } | null>(null);

  // Measured again when the pack changes (the values are read only to say when).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pack's index says when its caches changed
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([packBytes(MEMBER_CACHES), packBytes([TILES_CACHE])]).then(([pack, maps]) => {
      if (isCurrent) setSizes({ pack, maps });
    });
    return () => {
      isCurrent = false;
    };
  }, [refreshedAt, courses, places]);

  const clear = async () => {
    await clearMemberPack();
    setSizes((current) => (current ? { ...current, pack: 0 } : current));
    notify.success(t('mypage.offline.cleared'));
  };

  return (
    <section
      aria-labelledby="mypage-offline"
      className="card flex flex-col gap-3 p-5 sm:p-6"
      data-testid="offline-pack"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mypage-offline" className="text-lg font-bold">
          {t('mypage.offline.title')}
        </h2>
        <InstallButton />
      </div>
      {refreshedAt === null ? (
        <p className="text-sm text-sand-700">{t('mypage.offline.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-sand-800">
            {t('mypage.offline.summary', {
              size: sizes ? formatSize(sizes.pack, i18n.language) : '…',
              courses: t('mypage.offline.courses', { count: courses }),
              places: t('mypage.offline.places', { count: places }),
            })}
          </p>
          {sizes && sizes.maps > 0 ? (
            <p className="text-sm text-sand-700">
              {t('mypage.offline.maps', { size: formatSize(sizes.maps, i18n.language) })}
            </p>
          ) : null}
          <p className="text-xs text-sand-600">
            {t('mypage.offline.refreshed', { time: formatSeoulTime(new Date(refreshedAt).toISOString()) })}
          </p>
          <div>
            <button type="button" className="btn-secondary" onClick={() => void clear()}>
              {t('mypage.offline.clear')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
