import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, jsonResponse, renderRoute, stubFetch } from '@/test/render.tsx';
import type { HomeSession } from '../session.ts';
import { Hero } from './hero.tsx';

const renderHero = (session: HomeSession) => {
  stubFetch({
    'GET /api/posts': () =>
      jsonResponse(200, { data: { items: [], total: 0, page: 1, limit: 1, totalPages: 0 } }),
  });
  return renderRoute('/', <Hero session={session} />);
};

describe('Hero sign-in line (issue 33: names Google only where it is set up)', () => {
  beforeAll(initTestI18n);

  it('names Google when Google sign-in is configured', () => {
    renderHero({ isReady: true, userName: null, signIn: 'google' });
    expect(screen.getByText(/Log in with Google to save places/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('says "Log in" without Google where another sign-in is set up', () => {
    renderHero({ isReady: true, userName: null, signIn: 'other' });
    expect(screen.getByText(/^Log in to save places and share your own courses\./)).toBeTruthy();
    expect(screen.queryByText(/Google/)).toBeNull();
  });

  it('offers no sign-in where there is none', () => {
    renderHero({ isReady: true, userName: null, signIn: 'none' });
    expect(screen.getByText(/Signing in is not available on this server/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('waits for the configuration like for the session', () => {
    renderHero({ isReady: true, userName: null, signIn: null });
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
