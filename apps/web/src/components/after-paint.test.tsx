import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPaint } from './after-paint.tsx';

/** Lets every pending microtask run (a render Preact debounced, a promise's callbacks), within the same task. */
async function microtasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('AfterPaint', () => {
  it('renders its children in a later task, not with the page around them', async () => {
    render(
      <div>
        <h1>Title</h1>
        <AfterPaint>
          <p>Stops</p>
        </AfterPaint>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    await act(microtasks);
    expect(screen.queryByText('Stops')).toBeNull();
    expect(await screen.findByText('Stops')).toBeTruthy();
  });

  it('renders several one after another, each in a task of its own, in the order they were placed', async () => {
    const { container } = render(<ol />);
    const list = container.querySelector('ol')!;
    // What the list held each time it changed: a mutation observer's callback runs once after all the changes
    // of a task's rendering, so items rendered in one task would show up together.
    const seen: string[][] = [];
    const observer = new MutationObserver(() => {
      seen.push([...list.querySelectorAll('li')].map((item) => item.textContent ?? ''));
    });
    observer.observe(list, { childList: true, subtree: true });
    render(
      ['first', 'second', 'third'].map((name) => (
        <AfterPaint key={name}>
          <li>{name}</li>
        </AfterPaint>
      )),
      { container: list },
    );
    await waitFor(() => expect(seen.at(-1)).toEqual(['first', 'second', 'third']));
    observer.disconnect();
    expect(seen).toEqual([['first'], ['first', 'second'], ['first', 'second', 'third']]);
  });
});
