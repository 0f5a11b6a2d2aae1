/** An instruction to bring a point into the part of the map no panel covers; the map moves only when `key` changes. */
export interface MapRevealRequest {
  key: string | number;
  lat: number;
  lng: number;
  /** Zoom in to at least this (a place picked from a list is shown at street level); the zoom is kept otherwise. */
  minZoom?: number;
}

/** Pixels along each edge of the map. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A box in screen pixels (a DOMRect is one). */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * Marks an element drawn over a map (a list panel, a place's details): a revealed point is kept out from under it.
 * The page tells the map where to look for them (`AppMap`'s `coveredBy`).
 */
export const MAP_COVER_ATTRIBUTE = 'data-map-cover';

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/** Room, in pixels, kept between a revealed pin and the edges of the free part of the map. */
export const REVEAL_MARGIN_PX = 16;

/** A panel this close to an edge of the map (in pixels) is attached to it. */
const EDGE_SLACK_PX = 8;
const EDGES = ['left', 'right', 'top', 'bottom'] as const;

/**
 * How far panels drawn over the map reach in from each of its edges. A panel counts against the edge it is
 * attached to, directly or through panels already counted (a detail panel beside a list panel); one attached to
 * several (a side panel touches the top and bottom too, a bottom sheet both sides) counts against the one that
 * leaves the most map free. A panel floating clear of every edge, or outside the map, is ignored.
 */
export function coveredInsets(map: ScreenRect, covers: Iterable<ScreenRect>): Insets {
  const insets = { ...NO_INSETS };
  const span = {
    left: map.right - map.left,
    right: map.right - map.left,
    top: map.bottom - map.top,
    bottom: map.bottom - map.top,
  };
  let pending = [...covers]
    .map((cover) => ({
      left: Math.max(cover.left, map.left),
      right: Math.min(cover.right, map.right),
      top: Math.max(cover.top, map.top),
      bottom: Math.min(cover.bottom, map.bottom),
    }))
    .filter((cover) => cover.right > cover.left && cover.bottom > cover.top);
  for (;;) {
    // The part of the map still free: a panel touching one of its edges is attached to the map's edge beyond.
    const free = {
      left: map.left + insets.left,
      right: map.right - insets.right,
      top: map.top + insets.top,
      bottom: map.bottom - insets.bottom,
    };
    let best: { cover: ScreenRect; edge: keyof Insets; depth: number } | null = null;
    for (const cover of pending) {
      const touches = {
        left: cover.left <= free.left + EDGE_SLACK_PX,
        right: cover.right >= free.right - EDGE_SLACK_PX,
        top: cover.top <= free.top + EDGE_SLACK_PX,
        bottom: cover.bottom >= free.bottom - EDGE_SLACK_PX,
      };
      const depths = {
        left: cover.right - map.left,
        right: map.right - cover.left,
        top: cover.bottom - map.top,
        bottom: map.bottom - cover.top,
      };
      for (const edge of EDGES) {
        const hidden = depths[edge] / span[edge];
        // An edge that would hide the whole map is not where the panel hangs (a side panel spans top to bottom).
        if (!touches[edge] || hidden >= 1) continue;
        if (best === null || hidden < best.depth / span[best.edge])
          best = { cover, edge, depth: depths[edge] };
      }
    }
    if (best === null) return insets;
    const chosen = best;
    insets[chosen.edge] = Math.max(insets[chosen.edge], chosen.depth);
    pending = pending.filter((cover) => cover !== chosen.cover);
  }
}

/**
 * The room to keep free around a pin's point, on top of what panels cover: a pin stands on its point, so it
 * needs its height above and half its width on each side, plus a margin everywhere.
 */
export function pinRoom(
  covered: Insets,
  pinSize: readonly [number, number],
  margin = REVEAL_MARGIN_PX,
): Insets {
  const [width, height] = pinSize;
  return {
    top: covered.top + height + margin,
    right: covered.right + width / 2 + margin,
    bottom: covered.bottom + margin,
    left: covered.left + width / 2 + margin,
  };
}

/** The span [low, high] of one axis a point may lie in; its middle when the room asked for does not fit. */
function freeSpan(size: number, low: number, high: number): [number, number] {
  const start = low;
  const end = size - high;
  if (start <= end) return [start, end];
  const middle = (start + end) / 2;
  return [middle, middle];
}

/**
 * The least pan (in pixels, as `map.panBy` takes it) that brings `point` (container pixels) inside a map of
 * `size` less `room` along its edges; null when it is inside already. When the room does not fit, the point goes
 * to the middle of what is left.
 */
export function revealShift(size: PixelPoint, point: PixelPoint, room: Insets): PixelPoint | null {
  const shift = (value: number, [start, end]: [number, number]) =>
    value < start ? value - start : value > end ? value - end : 0;
  const x = Math.round(shift(point.x, freeSpan(size.x, room.left, room.right)));
  const y = Math.round(shift(point.y, freeSpan(size.y, room.top, room.bottom)));
  return x === 0 && y === 0 ? null : { x, y };
}

/**
 * Where the point should land (container pixels) when the map also zooms and so jumps anyway: the middle of the
 * free part of the map.
 */
export function revealSpot(size: PixelPoint, room: Insets): PixelPoint {
  const [left, right] = freeSpan(size.x, room.left, room.right);
  const [top, bottom] = freeSpan(size.y, room.top, room.bottom);
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}
