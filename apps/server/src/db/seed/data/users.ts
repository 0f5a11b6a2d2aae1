import type { SeedUser } from '../types.ts';

/** Demo users: one admin and members whose names appear on seeded courses, posts and comments. */
export const SEED_USERS: SeedUser[] = [
  { key: 'admin', email: 'admin@example.com', name: 'K-Travel Admin', role: 'admin' },
  { key: 'mina', email: 'mina@example.com', name: 'Mina Park', role: 'user' },
  { key: 'alex', email: 'alex@example.com', name: 'Alex Turner', role: 'user' },
  { key: 'lucas', email: 'lucas@example.com', name: 'Lucas Martin', role: 'user' },
  { key: 'yuki', email: 'yuki@example.com', name: 'Yuki Tanaka', role: 'user' },
  { key: 'wei', email: 'wei@example.com', name: 'Chen Wei', role: 'user' },
];
