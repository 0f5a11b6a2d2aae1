import { expect, type Page } from '@playwright/test';

export const GYEONGBOKGUNG = 'Gyeongbokgung Palace';
export const N_SEOUL_TOWER = 'N Seoul Tower';
export const BUKCHON = 'Bukchon Hanok Village';
export const HAEUNDAE = 'Haeundae Beach';

export const plannerPanel = (page: Page) => page.getByRole('region', { name: 'Plan a course' });
/** The trip's stops, every day (a fieldset: each day is a list). */
export const stopList = (page: Page) => page.getByRole('group', { name: 'Stops in visiting order' });

/** Searches the catalogue (works offline) for `query`; the results stay listed (and on the map). */
export async function searchPlaces(page: Page, query: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search places' });
  await search.fill(query);
  await search.press('Enter');
}

/** Searches the catalogue and adds the result named `name`. */
export async function addPlace(page: Page, query: string, name: string): Promise<void> {
  await searchPlaces(page, query);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${name} added`, exact: true })).toBeDisabled();
}
