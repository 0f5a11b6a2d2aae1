// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIP_POINT_IDS, TIP_POINTS, tipPointsFor } from './tips-points.ts';

const load = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../public/locales/${lng}/common.json`, import.meta.url), 'utf8'),
  ) as {
    tips: { points: { names: Record<string, string>; notes: Record<string, string> } } & Record<
      string,
      unknown
    >;
  };

describe('where the cards are bought', () => {
  it('lists each point once, in Korea, with a Korean name', () => {
    expect(TIP_POINTS.map((point) => point.id)).toEqual([...TIP_POINT_IDS]);
    for (const point of TIP_POINTS) {
      expect(point.lat, point.id).toBeGreaterThan(33);
      expect(point.lat, point.id).toBeLessThan(38.7);
      expect(point.lng, point.id).toBeGreaterThan(124.5);
      expect(point.lng, point.id).toBeLessThan(131);
      expect(point.nameKo, point.id).toMatch(/^[\uac00-\ud7a3\d ]+$/);
    }
  });

  it('shows the points of the tips asked for: Mpass at Incheon only, none for CatchTable', () => {
    expect(tipPointsFor(['mpass']).map((point) => point.id)).toEqual(['incheonT1', 'incheonT2']);
    expect(tipPointsFor(['tmoney', 'mpass'])).toEqual(TIP_POINTS.filter((point) => point.kind === 'card'));
    expect(tipPointsFor(['tmoney', 'mpass'])).toHaveLength(8);
    expect(tipPointsFor(['catchtable'])).toEqual([]);
  });

  it('shows where a tax refund is claimed on leaving: the departures halls of both Incheon terminals', () => {
    const refund = tipPointsFor(['payment', 'taxrefund', 'helplines']);
    expect(refund.map((point) => point.id)).toEqual(['incheonT1Departures', 'incheonT2Departures']);
    const terminal = (id: string) => TIP_POINTS.find((point) => point.id === id)!;
    for (const [departures, building] of [
      ['incheonT1Departures', 'incheonT1'],
      ['incheonT2Departures', 'incheonT2'],
    ] as const) {
      expect(terminal(departures)).toMatchObject({ kind: 'taxRefund', note: 'taxRefund' });
      expect([terminal(departures).lat, terminal(departures).lng]).toEqual([
        terminal(building).lat,
        terminal(building).lng,
      ]);
    }
    // The tips about paying and help numbers have no places.
    expect(tipPointsFor(['payment'])).toEqual([]);
    expect(tipPointsFor(['helplines'])).toEqual([]);
  });

  it.each(['en', 'ko', 'zh', 'ja', 'zh-Hant'])('names every point and note, and the lists, in %s', (lng) => {
    const { tips } = load(lng);
    const { names, notes } = tips.points;
    for (const point of TIP_POINTS) {
      expect(names[point.id], `${lng} ${point.id}`).toBeTruthy();
      expect(notes[point.note], `${lng} ${point.note}`).toBeTruthy();
    }
    for (const key of ['whereToBuy', 'whereToBuyHint', 'whereToRefund', 'whereToRefundHint']) {
      expect(tips[key], `${lng} ${key}`).toBeTruthy();
    }
    if (lng !== 'en') {
      // Written in the language, not left in English.
      for (const text of [...Object.values(names), ...Object.values(notes)]) {
        expect(text).toMatch(lng === 'ko' ? /[\uac00-\ud7a3]/ : /[\u4e00-\u9fff]/);
      }
    }
  });
});
