import { RADIUS_DEFAULT_M, RADIUS_MAX_M, RADIUS_MIN_M, RADIUS_STEP_M } from '@ktravel/contract';

export { RADIUS_DEFAULT_M, RADIUS_MAX_M, RADIUS_MIN_M, RADIUS_STEP_M };

/** Any number to a radius the server accepts: 500–10,000 m in steps of 500; not a number gives the default. */
export function clampRadius(value: number): number {
  if (!Number.isFinite(value)) return RADIUS_DEFAULT_M;
  const stepped = Math.round(value / RADIUS_STEP_M) * RADIUS_STEP_M;
  return Math.min(RADIUS_MAX_M, Math.max(RADIUS_MIN_M, stepped));
}

/** Thousands with a comma: "1,234". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "800 m" below a kilometre, "2.5 km" above, as Korean, English and Chinese all write numbers (a point for the
 * decimal, commas for thousands). Not `Intl.NumberFormat`: the first one built on a page loads the locale's data,
 * 75 ms in the K-Map's first render on a desktop and four times that on a phone (issue 16).
 */
export function formatDistance(metres: number): string {
  if (Math.round(metres) < 1000) return `${grouped(String(Math.round(metres)))} m`;
  const tenths = Math.round(metres / 100);
  const whole = grouped(String(Math.floor(tenths / 10)));
  return tenths % 10 === 0 ? `${whole} km` : `${whole}.${tenths % 10} km`;
}
