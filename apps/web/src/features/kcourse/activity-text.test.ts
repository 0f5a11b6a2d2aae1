import { COURSE_ACTIVITY_KINDS, type CourseActivityDto } from '@ktravel/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/common.json';
import ko from '../../../public/locales/ko/common.json';
import zh from '../../../public/locales/zh/common.json';
import { activityText } from './activity-text.ts';

const line = (kind: CourseActivityDto['kind'], details: CourseActivityDto['details']): CourseActivityDto => ({
  id: 1,
  kind,
  details,
  at: '2026-11-27T10:00:00.000Z',
  by: { id: 2, name: 'Minji', avatarUrl: null },
});

describe('activityText', () => {
  it('says every kind of change in en, ko and zh, with a stop’s name for one and a count for several', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { common: en }, ko: { common: ko }, zh: { common: zh } },
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    for (const language of ['en', 'ko', 'zh']) {
      const t = i18n.getFixedT(language);
      for (const kind of COURSE_ACTIVITY_KINDS) {
        const text = activityText(line(kind, { count: 2, names: ['경복궁'], to: 'Seoul' }), t);
        expect(text, `${language} ${kind}`).toContain('Minji');
        expect(text, `${language} ${kind}`).not.toContain('kcourse.');
      }
    }
    const t = i18n.getFixedT('en');
    expect(activityText(line('stops.moved', { count: 1, names: ['경복궁'] }), t)).toBe('Minji moved 경복궁');
    expect(activityText(line('stops.moved', { count: 2, names: ['경복궁', 'N Seoul Tower'] }), t)).toBe(
      'Minji moved 2 stops',
    );
  });
});
