// @vitest-environment jsdom
import type { UserDto } from '@ktravel/contract';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppDialogs } from '../app-dialogs.ts';
import { useAuthStore } from './session-store.ts';
import { useRequireLogin } from './use-require-login.ts';

const USER: UserDto = { id: 3, email: 'jun@example.com', name: 'Jun', avatarUrl: null, role: 'user' };

describe('useRequireLogin', () => {
  beforeEach(() => {
    useAppDialogs.setState({ isContactOpen: false, loginNeeded: null });
    useAuthStore.setState({ user: null, isReady: true, error: null });
  });

  it('lets a member through without a dialog', () => {
    useAuthStore.setState({ user: USER });
    const { result } = renderHook(() => useRequireLogin());
    expect(result.current()).toBe(true);
    expect(useAppDialogs.getState().loginNeeded).toBeNull();
  });

  it('stops a visitor and opens the login-needed dialog, with a message if given', () => {
    const { result } = renderHook(() => useRequireLogin());
    expect(result.current()).toBe(false);
    expect(useAppDialogs.getState().loginNeeded).toEqual({});
    expect(result.current('Log in to like posts.')).toBe(false);
    expect(useAppDialogs.getState().loginNeeded).toEqual({ message: 'Log in to like posts.' });
  });

  it('while the first session check answers, asks a visitor only once it knows, and never a member', async () => {
    const { result } = renderHook(() => useRequireLogin());
    let answer: (user: UserDto | null) => void = () => {};
    const checkSession = () =>
      new Promise<UserDto | null>((resolve) => {
        answer = resolve;
      });
    useAuthStore.setState({ isReady: false, checkSession });
    expect(result.current()).toBe(false);
    expect(useAppDialogs.getState().loginNeeded).toBeNull();
    answer(USER);
    await Promise.resolve();
    await Promise.resolve();
    expect(useAppDialogs.getState().loginNeeded).toBeNull();

    expect(result.current('Log in to like posts.')).toBe(false);
    answer(null);
    await vi.waitFor(() =>
      expect(useAppDialogs.getState().loginNeeded).toEqual({ message: 'Log in to like posts.' }),
    );
  });
});
