import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/render.tsx';
import { ShowInKorean } from './show-in-korean.tsx';

describe('ShowInKorean', () => {
  beforeAll(initTestI18n);

  it('shows the name and address large in Hangul and copies both', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShowInKorean nameKo="경복궁" addressKo="서울특별시 종로구 사직로 161" />);

    await user.click(screen.getByRole('button', { name: 'Show in Korean' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this in Korean' });
    expect(dialog.textContent).toContain('경복궁');
    expect(dialog.textContent).toContain('서울특별시 종로구 사직로 161');
    expect(dialog.querySelector('[lang="ko"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy the Korean name and address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('경복궁\n서울특별시 종로구 사직로 161'));
  });

  it('without an address shows and copies the name alone', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShowInKorean nameKo="광장시장" addressKo={null} />);
    await user.click(screen.getByRole('button', { name: 'Show in Korean' }));
    await user.click(await screen.findByRole('button', { name: 'Copy the Korean name and address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('광장시장'));
  });
});
