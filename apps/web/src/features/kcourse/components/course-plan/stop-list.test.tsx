import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/render.tsx';
import { moveStop, type PlanStop, removeStop } from '../../course-plan.ts';
import { StopList } from './stop-list.tsx';

function stop(name: string): PlanStop {
  return {
    key: name,
    name,
    address: `${name} address`,
    lat: 37.5,
    lng: 127,
    externalId: name,
    placeId: null,
    day: 1,
    time: null,
    durationMinutes: null,
  };
}

function Harness({ initial }: { initial: PlanStop[] }) {
  const [stops, setStops] = useState(initial);
  return (
    <StopList
      stops={stops}
      label="Stops in visiting order"
      onMove={(from, to) => setStops((current) => moveStop(current, from, to))}
      onRemove={(key) => setStops((current) => removeStop(current, key))}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Stops in visiting order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('StopList', () => {
  beforeAll(initTestI18n);

  it('numbers the stops and reorders them with the Move buttons, announcing the move', () => {
    render(<Harness initial={[stop('Gyeongbokgung'), stop('Bukchon'), stop('N Seoul Tower')]} />);
    expect(order()).toEqual(['Stop 1: Gyeongbokgung', 'Stop 2: Bukchon', 'Stop 3: N Seoul Tower']);

    const moveUp = screen.getByRole('button', { name: 'Move N Seoul Tower up' });
    fireEvent.click(moveUp);
    expect(order()).toEqual(['Stop 1: Gyeongbokgung', 'Stop 2: N Seoul Tower', 'Stop 3: Bukchon']);
    expect(screen.getByText('N Seoul Tower moved to position 2 of 3.')).toBeTruthy();
    // The same button, still focused, keeps working.
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(order()).toEqual(['Stop 1: N Seoul Tower', 'Stop 2: Gyeongbokgung', 'Stop 3: Bukchon']);
    expect(document.activeElement).toBe(moveUp);

    fireEvent.click(screen.getByRole('button', { name: 'Move Gyeongbokgung down' }));
    expect(order()).toEqual(['Stop 1: N Seoul Tower', 'Stop 2: Bukchon', 'Stop 3: Gyeongbokgung']);
  });

  it('does nothing past either end (the buttons say they are unavailable)', () => {
    render(<Harness initial={[stop('A'), stop('B')]} />);
    const firstUp = screen.getByRole('button', { name: 'Move A up' });
    const lastDown = screen.getByRole('button', { name: 'Move B down' });
    expect(firstUp.getAttribute('aria-disabled')).toBe('true');
    expect(lastDown.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(firstUp);
    fireEvent.click(lastDown);
    expect(order()).toEqual(['Stop 1: A', 'Stop 2: B']);
  });

  it('removes a stop and renumbers the rest', () => {
    render(<Harness initial={[stop('A'), stop('B'), stop('C')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove B' }));
    expect(order()).toEqual(['Stop 1: A', 'Stop 2: C']);
  });

  it('gives each drag handle translated keyboard instructions', () => {
    render(<Harness initial={[stop('A')]} />);
    const handle = screen.getByRole('button', { name: 'Reorder A' });
    const describedBy = handle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain(
      'To pick up a stop, press Space or Enter.',
    );
    expect(handle.getAttribute('aria-roledescription')).toBe('movable stop');
  });
});
