import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { formatDistance, RADIUS_MAX_M, RADIUS_MIN_M, RADIUS_STEP_M } from '../radius.ts';

interface RadiusControlProps {
  radiusM: number;
  isOn: boolean;
  /** Whether the circle is around the user (tracking or located) rather than the map centre. */
  isAroundUser: boolean;
  onRadiusChange: (radiusM: number) => void;
  onToggle: (isOn: boolean) => void;
}

/** "Only places within" checkbox and the 500–10,000 m slider (step 500) that filters the list. */
export function RadiusControl({ radiusM, isOn, isAroundUser, onRadiusChange, onToggle }: RadiusControlProps) {
  const { t } = useTranslation();
  const sliderId = useId();
  const distance = formatDistance(radiusM);
  return (
    <div className="rounded-lg bg-sand-50 p-2.5">
      <label className="flex items-center gap-2 text-sm font-medium text-sand-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={isOn}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {isAroundUser ? t('kmap.radius.aroundMe') : t('kmap.radius.aroundCentre')}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <label htmlFor={sliderId} className="sr-only">
          {t('kmap.radius.label')}
        </label>
        <input
          id={sliderId}
          type="range"
          min={RADIUS_MIN_M}
          max={RADIUS_MAX_M}
          step={RADIUS_STEP_M}
          value={radiusM}
          disabled={!isOn}
          aria-valuetext={distance}
          onChange={(event) => onRadiusChange(Number(event.target.value))}
          className="h-2 flex-1 accent-brand-700 disabled:opacity-50"
        />
        <output
          htmlFor={sliderId}
          className="w-16 text-right text-sm font-semibold tabular-nums text-sand-800"
        >
          {distance}
        </output>
      </div>
    </div>
  );
}
