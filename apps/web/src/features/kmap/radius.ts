import { RADIUS_DEFAULT_M, RADIUS_MAX_M, RADIUS_MIN_M, RADIUS_STEP_M } from '@ktravel/contract';

export { RADIUS_DEFAULT_M, RADIUS_MAX_M, RADIUS_MIN_M, RADIUS_STEP_M };

/** Any number to a radius the server accepts: 500–10,000 m in steps of 500; not a number gives the default. */
export function clampRadius(value: number): number {
  if (!Number.isFinite(value)) return RADIUS_DEFAULT_M;
  const stepped = Math.round(value / RADIUS_STEP_M) * RADIUS_STEP_M;
  return Math.min(RADIUS_MAX_M, Math.max(RADIUS_MIN_M, stepped));
}

/** "800 m" below a kilometre, "2.5 km" above. */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) return `${new Intl.NumberFormat(locale).format(Math.round(metres))} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}
