// Shared by the places route test files (not a test file itself): an app on a fresh database with the demo
// data, a member and an admin. Call setupPlacesTests() once at the top of a test file; the exported bindings
// are live (set in beforeAll).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { places } from '../../db/schema.ts';
import { seedAll } from '../../db/seed/seed.ts';
import { buildTestApp, caller, signIn, type TestApp } from '../../test/helpers.ts';

export let t: TestApp;
export let member: string;
export let admin: string;

export const call = caller(() => t.app);
export const get = (url: string, cookie?: string) => call('GET', url, cookie);
export const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  call(method, url, cookie, payload);

export const idOf = async (name: string) =>
  (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!.id;

export function setupPlacesTests(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedAll(t.database.db);
    member = await signIn(t.app, 'member@example.com', 'Member');
    admin = await signIn(t.app, 'admin@example.com', 'Admin');
  });
  afterAll(() => t.close());
}
