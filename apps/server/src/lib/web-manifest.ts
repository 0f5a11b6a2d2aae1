import fs from 'node:fs';
import path from 'node:path';
import type { LANGUAGES } from '@ktravel/contract';

type Language = (typeof LANGUAGES)[number];

/** The install sheet's words, in the reader's language (the manifest's `lang` says which). */
const TEXTS: Record<Language, { description: string; narrow: string; wide: string }> = {
  en: {
    description:
      'Maps, travel courses with days and opening hours, and a community for visitors to Korea. Works offline.',
    narrow: 'A travel course on a phone: days, times and each stop’s hours',
    wide: 'Places, travel courses and a community for your trip to Korea',
  },
  ko: {
    description:
      '한국을 찾는 여행자를 위한 지도, 날짜와 영업시간을 아는 여행 코스, 커뮤니티. 오프라인에서도 쓸 수 있습니다.',
    narrow: '휴대폰으로 보는 여행 코스: 날짜, 시간, 장소별 영업시간',
    wide: '한국 여행을 위한 장소, 여행 코스, 커뮤니티',
  },
  zh: {
    description: '为来韩国的游客提供地图、带日期和营业时间的旅行路线以及社区。离线也能使用。',
    narrow: '手机上的旅行路线：日期、时间和每个地点的营业时间',
    wide: '韩国旅行所需的地点、旅行路线和社区',
  },
  ja: {
    description:
      '韓国を訪れる旅行者のための地図、日付と営業時間がわかる旅行コース、コミュニティ。オフラインでも使えます。',
    narrow: 'スマホで見る旅行コース：日付、時間、各スポットの営業時間',
    wide: '韓国旅行のためのスポット、旅行コース、コミュニティ',
  },
  'zh-Hant': {
    description: '為來韓國的旅客提供地圖、附日期與營業時間的旅遊行程，以及社群。離線也能使用。',
    narrow: '手機上的旅遊行程：日期、時間和每個地點的營業時間',
    wide: '韓國旅行所需的地點、旅遊行程和社群',
  },
};

export const THEME_COLOR = '#0b4f8a';

/**
 * The web app manifest (DESIGN §8.2: installable), in the reader's language. Its install-sheet screenshots are
 * the build's (`screenshots/{narrow,wide}-{lang}.jpg` in apps/web/public: a course's stops on a phone and the home
 * page on a wide screen, taken from the running app), listed only when that build has them.
 */
export function webManifest(language: Language, webDistDir: string): Record<string, unknown> {
  const text = TEXTS[language];
  const screenshot = (form: 'narrow' | 'wide', size: string, label: string) => {
    const src = `/screenshots/${form}-${language}.jpg`;
    return fs.existsSync(path.join(webDistDir, src))
      ? [{ src, sizes: size, type: 'image/jpeg', form_factor: form, label }]
      : [];
  };
  return {
    id: '/',
    name: 'K-Travel',
    short_name: 'K-Travel',
    description: text.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['travel', 'navigation'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      ...screenshot('narrow', '750x1334', text.narrow),
      ...screenshot('wide', '1280x800', text.wide),
    ],
  };
}
