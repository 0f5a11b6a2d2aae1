/** Geometry of the route thumbnail (components/course-route-art.tsx): stops projected into a box, no map. */

export interface RoutePoint {
  x: number;
  y: number;
}

/** The drawing box and the margins kept free around the stops (so dots and labels are not cut). */
export interface RouteBox {
  width: number;
  height: number;
  padX: number;
  padTop: number;
  padBottom: number;
}

const EPSILON = 1e-9;
/** Radians between identical stops pushed apart, so three or more do not land on one line. */
const GOLDEN_ANGLE = 2.399963;
const SPREAD_ROUNDS = 60;

/** How much the fish-eye keeps of distances from the middle stop (1: none of the effect). */
const FISH_EYE_POWER = 0.6;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Pulls far points in towards the median one (distance d of the farthest D becomes D·(d/D)^0.6), directions kept:
 * one stop far out of town (a mountain temple) would otherwise squeeze all the others into a clump.
 */
function fishEye(points: RoutePoint[]): RoutePoint[] {
  const centre = { x: median(points.map((point) => point.x)), y: median(points.map((point) => point.y)) };
  const distances = points.map((point) => Math.hypot(point.x - centre.x, point.y - centre.y));
  const farthest = Math.max(...distances);
  if (farthest < EPSILON) return points;
  return points.map((point, index) => {
    const distance = distances[index]!;
    if (distance < EPSILON) return point;
    const stretch = (distance / farthest) ** (FISH_EYE_POWER - 1);
    return { x: centre.x + (point.x - centre.x) * stretch, y: centre.y + (point.y - centre.y) * stretch };
  });
}

/**
 * Projects stops into `box`: equirectangular with longitude scaled by cos(mean latitude), the same scale on both
 * axes (a north–south course stays tall), a mild fish-eye round the middle stop, centred. One stop, or stops at identical coordinates, land in the middle.
 */
export function projectStops(
  stops: ReadonlyArray<{ lat: number; lng: number }>,
  box: RouteBox,
): RoutePoint[] {
  if (stops.length === 0) return [];
  const meanLat = stops.reduce((sum, stop) => sum + stop.lat, 0) / stops.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const raw = fishEye(stops.map((stop) => ({ x: stop.lng * xScale, y: -stop.lat })));
  const xs = raw.map((point) => point.x);
  const ys = raw.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const left = box.padX;
  const top = box.padTop;
  const availableW = box.width - 2 * box.padX;
  const availableH = box.height - box.padTop - box.padBottom;
  const scale = Math.min(
    maxX - minX > EPSILON ? availableW / (maxX - minX) : Number.POSITIVE_INFINITY,
    maxY - minY > EPSILON ? availableH / (maxY - minY) : Number.POSITIVE_INFINITY,
  );
  const centreX = left + availableW / 2;
  const centreY = top + availableH / 2;
  if (!Number.isFinite(scale)) return raw.map(() => ({ x: centreX, y: centreY }));
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  return raw.map((point) => ({
    x: centreX + (point.x - midX) * scale,
    y: centreY + (point.y - midY) * scale,
  }));
}

/**
 * Pushes points apart until no two are closer than `minGap` (or a fixed number of rounds ran), keeping them in
 * the box's free area: numbered dots of stops a street apart (or at the same place) stay readable.
 */
export function spreadPoints(points: readonly RoutePoint[], minGap: number, box: RouteBox): RoutePoint[] {
  const spread = points.map((point) => ({ ...point }));
  const clampX = (x: number) => Math.min(box.width - box.padX, Math.max(box.padX, x));
  const clampY = (y: number) => Math.min(box.height - box.padBottom, Math.max(box.padTop, y));
  for (let round = 0; round < SPREAD_ROUNDS; round++) {
    let isMoved = false;
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        const a = spread[i]!;
        const b = spread[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= minGap) continue;
        const angle = (i + j) * GOLDEN_ANGLE;
        const [ux, uy] =
          distance < 1e-6 ? [Math.cos(angle), Math.sin(angle)] : [dx / distance, dy / distance];
        const push = (minGap - distance) / 2;
        a.x = clampX(a.x - ux * push);
        a.y = clampY(a.y - uy * push);
        b.x = clampX(b.x + ux * push);
        b.y = clampY(b.y + uy * push);
        isMoved = true;
      }
    }
    if (!isMoved) break;
  }
  return spread;
}

/**
 * Which look a course's thumbnail gets. The palette follows the id round a cycle, so courses with consecutive ids
 * (side by side in a list sorted by date) never share one, nor do ids 2, 3 or 4 apart (grid neighbours above
 * and below); the pattern shifts with every full cycle, and `seed` (a multiplicative hash) places its details.
 */
export function routeArtVariant(courseId: number, paletteCount: number, patternCount: number) {
  const id = Math.abs(Math.trunc(courseId));
  return {
    palette: id % paletteCount,
    pattern: (id + Math.floor(id / paletteCount)) % patternCount,
    seed: Math.imul(id + 1, 2654435761) >>> 0,
  };
}
