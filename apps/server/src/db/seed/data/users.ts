import type { SeedUser } from '../types.ts';

/**
 * Demo users: one admin and members whose names appear on seeded courses, posts and comments. Each member writes in
 * their own language: mina in Korean, wei in Chinese, alex and lucas in English, and yuki (a visitor from Japan) in
 * English on courses and in Japanese in her place reviews; the Korean and Chinese members' names are written as they
 * would write them.
 */
export const SEED_USERS: SeedUser[] = [
  { key: 'admin', email: 'admin@example.com', name: 'K-Travel Admin', role: 'admin' },
  { key: 'mina', email: 'mina@example.com', name: '박미나', role: 'user' },
  { key: 'alex', email: 'alex@example.com', name: 'Alex Turner', role: 'user' },
  { key: 'lucas', email: 'lucas@example.com', name: 'Lucas Martin', role: 'user' },
  { key: 'yuki', email: 'yuki@example.com', name: 'Yuki Tanaka', role: 'user' },
  { key: 'wei', email: 'wei@example.com', name: '陈伟', role: 'user' },
];
