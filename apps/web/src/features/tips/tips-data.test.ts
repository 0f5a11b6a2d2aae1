// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBody, TIP_SECTIONS, TIPS, tipsOf } from './tips-data.ts';

type Tree = { [key: string]: string | Tree };
const load = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../public/locales/${lng}/common.json`, import.meta.url), 'utf8'),
  ) as {
    tips: { items: Record<string, { sections: Record<string, { title: string; body: string }> }> };
  } & Tree;

describe('tips', () => {
  it('has Tmoney and Mpass under Transportation and CatchTable under Reservation', () => {
    expect(tipsOf('transportation').map((tip) => tip.id)).toEqual(['tmoney', 'mpass']);
    expect(tipsOf('reservation').map((tip) => tip.id)).toEqual(['catchtable']);
  });

  it('every article has every section in en, ko and zh', () => {
    for (const lng of ['en', 'ko', 'zh']) {
      const items = load(lng).tips.items;
      for (const tip of TIPS) {
        for (const section of TIP_SECTIONS) {
          expect(
            items[tip.id]?.sections[section]?.body.length,
            `${lng} ${tip.id} ${section}`,
          ).toBeGreaterThan(40);
        }
      }
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
        const text = Object.values(items[id]?.sections ?? {})
          .map((section) => section.body)
          .join('\n');
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
