import { CAFE_SCENES } from './cafe.tsx';
import type { IllustrationKind } from './choose.ts';
import { FOOD_SCENES } from './food.tsx';
import type { Scene } from './scene.tsx';
import { TRAVEL_SCENES } from './travel.tsx';

/** Every drawing, by kind: the chunk PlaceArt loads after the page has painted (issue 33). */
export const SCENES: Record<IllustrationKind, Scene> = { ...TRAVEL_SCENES, ...FOOD_SCENES, ...CAFE_SCENES };
