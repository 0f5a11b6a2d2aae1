// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  hasSources,
  isTipId,
  mapShowsRestaurants,
  parseBody,
  TIP_CATEGORIES,
  TIP_IDS,
  TIP_SECTIONS,
  TIPS,
  tipOf,
  tipsOf,
} from './tips-data.ts';

const LANGUAGES = ['en', 'ko', 'zh', 'ja', 'zh-Hant'] as const;

interface TipText {
  title: string;
  summary: string;
  tags: Record<string, string>;
  sections: Record<string, { title: string; body: string }>;
  sources?: string;
}
type Tree = { [key: string]: string | Tree };
const load = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../public/locales/${lng}/common.json`, import.meta.url), 'utf8'),
  ) as {
    tips: {
      tabs: Record<string, string>;
      sourcesTitle: string;
      items: Record<string, TipText>;
    };
  } & Tree;

/** Written in the language, not left in English. */
const SCRIPT: Record<string, RegExp> = {
  ko: /[\uac00-\ud7a3]/,
  zh: /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff]/,
  'zh-Hant': /[\u4e00-\u9fff]/,
};

const articleText = (tip: TipText) => Object.values(tip.sections).map((section) => section.body);

describe('tips', () => {
  it('has Tmoney and Mpass under Transportation, CatchTable under Reservation, then the basics', () => {
    expect(TIP_CATEGORIES).toEqual(['transportation', 'reservation', 'basics']);
    expect(tipsOf('transportation').map((tip) => tip.id)).toEqual(['tmoney', 'mpass']);
    expect(tipsOf('reservation').map((tip) => tip.id)).toEqual(['catchtable']);
    expect(tipsOf('basics').map((tip) => tip.id)).toEqual(['payment', 'taxrefund', 'helplines']);
    expect(TIPS.map((tip) => tip.id)).toEqual([...TIP_IDS]);
  });

  it('opens an article by its id (the `tip` query of /tips) and knows its tab', () => {
    for (const id of TIP_IDS) expect(isTipId(id)).toBe(true);
    expect(isTipId('nope')).toBe(false);
    expect(isTipId(null)).toBe(false);
    expect(tipOf('taxrefund').category).toBe('basics');
    expect(tipOf('tmoney').category).toBe('transportation');
  });

  it('shows the restaurants on the map for the reservation tip only', () => {
    expect(mapShowsRestaurants(['catchtable'])).toBe(true);
    expect(mapShowsRestaurants(tipsOf('reservation').map((tip) => tip.id))).toBe(true);
    for (const category of ['transportation', 'basics'] as const) {
      expect(mapShowsRestaurants(tipsOf(category).map((tip) => tip.id))).toBe(false);
    }
  });

  it.each(LANGUAGES)('every tab and article is written in %s: title, summary, tags and sections', (lng) => {
    const { tabs, items } = load(lng).tips;
    for (const category of TIP_CATEGORIES) expect(tabs[category], `${lng} ${category}`).toBeTruthy();
    for (const tip of TIPS) {
      const text = items[tip.id];
      expect(text?.title, `${lng} ${tip.id}`).toBeTruthy();
      expect(text?.summary.length, `${lng} ${tip.id}`).toBeGreaterThan(10);
      for (const tag of ['t1', 't2', 't3']) expect(text?.tags[tag], `${lng} ${tip.id} ${tag}`).toBeTruthy();
      for (const section of TIP_SECTIONS) {
        expect(text?.sections[section]?.title, `${lng} ${tip.id} ${section}`).toBeTruthy();
        expect(text?.sections[section]?.body.length, `${lng} ${tip.id} ${section}`).toBeGreaterThan(40);
      }
      if (lng !== 'en' && hasSources(tip.id)) {
        for (const body of [text!.title, text!.summary, ...articleText(text!)]) {
          expect(body, `${lng} ${tip.id}`).toMatch(SCRIPT[lng]!);
        }
      }
    }
  });

  it.each(LANGUAGES)('every basics article ends with its sources, each dated, in %s', (lng) => {
    const { sourcesTitle, items } = load(lng).tips;
    expect(sourcesTitle).toBeTruthy();
    const sourced = TIPS.filter((tip) => hasSources(tip.id));
    expect(sourced.map((tip) => tip.id)).toEqual(tipsOf('basics').map((tip) => tip.id));
    for (const tip of sourced) {
      const blocks = parseBody(items[tip.id]?.sources ?? '');
      // When the facts were checked (2026-11-27, in the language's way of writing a date) …
      expect(blocks[0]?.kind, `${lng} ${tip.id}`).toBe('paragraph');
      expect(blocks[0]?.kind === 'paragraph' && blocks[0].text, `${lng} ${tip.id}`).toMatch(
        /2026\D{1,3}11\D{1,3}27/,
      );
      // … then the sources, each with the date of the document (or, undated, the day it was read).
      expect(blocks[1]?.kind, `${lng} ${tip.id}`).toBe('list');
      const sources = blocks[1]?.kind === 'list' ? blocks[1].items : [];
      expect(sources.length, `${lng} ${tip.id}`).toBeGreaterThanOrEqual(3);
      for (const source of sources) expect(source, `${lng} ${tip.id}`).toMatch(/(19|20)\d\d/);
      expect(blocks).toHaveLength(2);
    }
    // The articles without researched sources have none to show.
    for (const tip of TIPS.filter((item) => !hasSources(item.id))) {
      expect(items[tip.id]?.sources).toBeUndefined();
    }
  });

  it('states the Tmoney and Mpass facts of spec §9 in every language', () => {
    const facts = {
      tmoney: [
        '4,000',
        '1,000',
        '90,000',
        '500,000',
        '500',
        '10,000',
        '50,000',
        '100',
        '30',
        '6',
        '12',
        '13',
        '18',
      ],
      mpass: ['15,000', '25,000', '35,000', '45,000', '12,000', '20,000', '27,500', '40,000', '20', '30'],
    };
    for (const lng of ['en', 'ko', 'zh']) {
      const items = load(lng).tips.items;
      for (const [id, numbers] of Object.entries(facts)) {
        const text = articleText(items[id]!).join('\n');
        for (const number of numbers) expect(text, `${lng} ${id} ${number}`).toContain(number);
      }
    }
  });

  it('states the same sourced amounts, numbers and dates in every language', () => {
    // Each with its source and date in the article (issue 31); a change to one language must reach them all.
    const facts = {
      payment: ['1~8', '273', '2025-12-31', '2026-01-06', '2025-12-14', '2026', '2027'],
      taxrefund: [
        '15,000',
        '30,000',
        '1,000,000',
        '5,000,000',
        '500,000',
        '2,500,000',
        '2023-11-27',
        '2024-01-01',
      ],
      helplines: [
        '1330',
        '112',
        '119',
        '+82-2-1330',
        '2012-10-01',
        '2018-01-22',
        '2024-03-18',
        '2019-07-23',
        '2022-10-12',
        '2002-07-01',
      ],
    };
    for (const lng of LANGUAGES) {
      const items = load(lng).tips.items;
      for (const [id, numbers] of Object.entries(facts)) {
        const text = [...articleText(items[id]!), items[id]!.sources]
          .join('\n')
          .replace(/[–〜～]/g, '~')
          .replace(/1 to 8/, '1~8');
        for (const number of numbers) expect(text, `${lng} ${id} ${number}`).toContain(number);
      }
    }
  });

  it('parses paragraphs and bullet lists', () => {
    expect(parseBody('One\ntwo.\n\n- a\n- b')).toEqual([
      { kind: 'paragraph', text: 'One two.' },
      { kind: 'list', items: ['a', 'b'] },
    ]);
  });
});
