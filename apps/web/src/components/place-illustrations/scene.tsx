import type { ComponentType } from 'react';

/**
 * One illustration: a backdrop drawn on the whole 240×120 box and a subject drawn round (100, 62) within x 25–175,
 * y 0–120, standing on y 104 (see place-art.tsx for the crop rules).
 */
export interface Scene {
  Backdrop: ComponentType;
  Subject: ComponentType;
}

/** The box's width: bands drawn across it. */
export const WIDTH = 240;

/** Wisps of steam rising from each x listed, from the height y. */
export function Steam({ at, y }: { at: readonly number[]; y: number }) {
  return (
    <path
      d={at.map((x) => `M${x} ${y}q-6-6 0-12t0-12`).join('')}
      fill="none"
      strokeLinecap="round"
      strokeWidth="3"
      className="stroke-white"
      opacity="0.95"
    />
  );
}
