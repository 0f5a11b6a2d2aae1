import { expect, type Page } from '@playwright/test';
import { type Translate, translator } from './translator.ts';

export const GYEONGBOKGUNG = 'Gyeongbokgung Palace';
export const N_SEOUL_TOWER = 'N Seoul Tower';
export const BUKCHON = 'Bukchon Hanok Village';
export const HAEUNDAE = 'Haeundae Beach';

export const plannerPanel = (page: Page) => page.getByRole('region', { name: 'Plan a course' });
/** The trip's stops, every day (a fieldset: each day is a list). */
export const stopList = (page: Page) => page.getByRole('group', { name: 'Stops in visiting order' });

const english = translator('en');

/**
 * Searches the catalogue (works offline) for `query`; the results stay listed (and on the map). `t`: the planner's
 * labels in the page's language (English by default).
 */
export async function searchPlaces(page: Page, query: string, t: Translate = english): Promise<void> {
  const search = page.getByRole('searchbox', { name: t('planner.search.label') });
  await search.fill(query);
  await search.press('Enter');
}

/** Searches the catalogue and adds the result named `name` (`t` as for `searchPlaces`). */
export async function addPlace(
  page: Page,
  query: string,
  name: string,
  t: Translate = english,
): Promise<void> {
  await searchPlaces(page, query, t);
  await page.getByRole('button', { name: t('planner.search.addPlace', { name }), exact: true }).click();
  await expect(
    page.getByRole('button', { name: t('planner.search.addedPlace', { name }), exact: true }),
  ).toBeDisabled();
}
