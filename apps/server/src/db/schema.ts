/**
 * The whole data model of spec §3, one file per area under `tables/`. drizzle-kit reads this module (see
 * drizzle.config.ts), and the app imports the tables from here.
 */
export * from './tables/admin.ts';
export * from './tables/collaboration.ts';
export * from './tables/columns.ts';
export * from './tables/courses.ts';
export * from './tables/money.ts';
export * from './tables/places.ts';
export * from './tables/posts.ts';
export * from './tables/reviews.ts';
export * from './tables/site.ts';
export * from './tables/statistics.ts';
export * from './tables/uploads.ts';
export * from './tables/users.ts';
