import type { Language } from '@ktravel/contract';

/** The fixed pages that carry a preview card of their own (besides the content pages). */
export const SITE_PAGES = ['/', '/kmap', '/tips', '/kcourse', '/buzz', '/planner'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

interface PageText {
  title: string;
  description: string;
}

interface SiteTexts {
  pages: Record<SitePage, PageText>;
  /** The site's card (og-image.jpg) described for those who cannot see it. */
  cardAlt: string;
  /** A course card: its stops, counted, the first few named. */
  courseSummary: (stopCount: number, names: string[], hasMore: boolean) => string;
  /** A post card with no text of its own. */
  postBy: (author: string) => string;
}

const route = (names: string[], hasMore: boolean) =>
  names.length > 0 ? ` — ${names.join(' → ')}${hasMore ? ' → …' : ''}` : '';

/**
 * The words of the preview cards, in each language the app speaks (DESIGN §8.5), written server side like the web
 * manifest's (lib/web-manifest.ts): a bot reads them before any script runs.
 */
export const SITE_TEXTS: Record<Language, SiteTexts> = {
  en: {
    pages: {
      '/': {
        title: 'K-Travel: your trip to Korea',
        description:
          'Maps, travel courses with days and opening hours, and a community for visitors to Korea. Works offline.',
      },
      '/kmap': {
        title: 'K-Map: places to see, eat and drink in Korea',
        description:
          'Sights, restaurants and cafés on one map, with opening hours and what works for visitors.',
      },
      '/tips': {
        title: 'Travel tips for Korea',
        description:
          'Transit cards, reservations, payment, tax refunds and helplines, with where to find them.',
      },
      '/kcourse': {
        title: 'K-Course: travel courses for Korea',
        description:
          'Day-by-day courses by travellers and by our team: stops, times, costs and opening hours.',
      },
      '/buzz': {
        title: 'K-Buzz: the travellers’ community',
        description: 'Questions, stories and trend articles from people travelling in Korea.',
      },
      '/planner': {
        title: 'Plan your course in Korea',
        description: 'Put places on days, set times and costs, check opening hours and plan together.',
      },
    },
    cardAlt: 'K-Travel: maps, travel courses and community for visitors to Korea',
    courseSummary: (count, names, hasMore) =>
      `K-Course: ${count === 1 ? '1 stop' : `${count} stops`}${route(names, hasMore)}`,
    postBy: (author) => `by ${author}`,
  },
  ko: {
    pages: {
      '/': {
        title: 'K-Travel: 한국 여행의 모든 것',
        description:
          '한국을 찾는 여행자를 위한 지도, 날짜와 영업시간을 아는 여행 코스, 커뮤니티. 오프라인에서도 쓸 수 있습니다.',
      },
      '/kmap': {
        title: 'K-Map: 한국의 명소, 맛집, 카페',
        description: '명소와 맛집, 카페를 한 지도에서: 영업시간과 여행자에게 필요한 정보까지.',
      },
      '/tips': {
        title: '한국 여행 팁',
        description: '교통카드, 예약, 결제, 택스 리펀드, 긴급 전화번호와 그 위치를 한눈에.',
      },
      '/kcourse': {
        title: 'K-Course: 한국 여행 코스',
        description: '여행자와 저희 팀이 만든 일자별 코스: 장소, 시간, 비용, 영업시간.',
      },
      '/buzz': {
        title: 'K-Buzz: 여행자 커뮤니티',
        description: '한국을 여행하는 사람들의 질문과 이야기, 트렌드 기사.',
      },
      '/planner': {
        title: '한국 여행 코스 만들기',
        description: '장소를 날짜별로 넣고 시간과 비용을 정하고, 영업시간을 확인하며 함께 계획하세요.',
      },
    },
    cardAlt: 'K-Travel: 한국을 찾는 여행자를 위한 지도, 여행 코스, 커뮤니티',
    courseSummary: (count, names, hasMore) => `K-Course: 장소 ${count}곳${route(names, hasMore)}`,
    postBy: (author) => `${author} 님의 글`,
  },
  zh: {
    pages: {
      '/': {
        title: 'K-Travel：你的韩国之旅',
        description: '为来韩国的游客提供地图、带日期和营业时间的旅行路线以及社区。离线也能使用。',
      },
      '/kmap': {
        title: 'K-Map：韩国的景点、美食和咖啡馆',
        description: '景点、餐厅和咖啡馆尽在一张地图上，附营业时间和游客实用信息。',
      },
      '/tips': {
        title: '韩国旅行贴士',
        description: '交通卡、预订、支付、退税和求助电话，以及在哪里办理。',
      },
      '/kcourse': {
        title: 'K-Course：韩国旅行路线',
        description: '游客和我们团队制定的按天路线：地点、时间、费用和营业时间。',
      },
      '/buzz': {
        title: 'K-Buzz：旅行者社区',
        description: '在韩国旅行的人们的提问、故事和潮流文章。',
      },
      '/planner': {
        title: '规划你的韩国路线',
        description: '把地点排进每一天，设定时间和费用，查看营业时间，还能一起规划。',
      },
    },
    cardAlt: 'K-Travel：为来韩国的游客提供地图、旅行路线和社区',
    courseSummary: (count, names, hasMore) => `K-Course：${count} 个地点${route(names, hasMore)}`,
    postBy: (author) => `作者：${author}`,
  },
  ja: {
    pages: {
      '/': {
        title: 'K-Travel：韓国旅行のすべて',
        description:
          '韓国を訪れる旅行者のための地図、日付と営業時間がわかる旅行コース、コミュニティ。オフラインでも使えます。',
      },
      '/kmap': {
        title: 'K-Map：韓国の観光地・グルメ・カフェ',
        description: '観光地、レストラン、カフェをひとつの地図に。営業時間と旅行者に役立つ情報つき。',
      },
      '/tips': {
        title: '韓国旅行のヒント',
        description: '交通カード、予約、支払い、免税手続き、緊急連絡先と、それぞれの場所。',
      },
      '/kcourse': {
        title: 'K-Course：韓国の旅行コース',
        description: '旅行者と私たちのチームが作った日別コース：スポット、時間、費用、営業時間。',
      },
      '/buzz': {
        title: 'K-Buzz：旅行者のコミュニティ',
        description: '韓国を旅する人たちの質問や体験談、トレンド記事。',
      },
      '/planner': {
        title: '韓国旅行のコースを作る',
        description: 'スポットを日ごとに並べ、時間と費用を決め、営業時間を確かめながら一緒に計画できます。',
      },
    },
    cardAlt: 'K-Travel：韓国を訪れる旅行者のための地図、旅行コース、コミュニティ',
    courseSummary: (count, names, hasMore) => `K-Course：${count}か所${route(names, hasMore)}`,
    postBy: (author) => `${author}さんの投稿`,
  },
  'zh-Hant': {
    pages: {
      '/': {
        title: 'K-Travel：你的韓國之旅',
        description: '為來韓國的旅客提供地圖、附日期與營業時間的旅遊行程，以及社群。離線也能使用。',
      },
      '/kmap': {
        title: 'K-Map：韓國的景點、美食與咖啡廳',
        description: '景點、餐廳和咖啡廳都在同一張地圖上，附營業時間與旅客實用資訊。',
      },
      '/tips': {
        title: '韓國旅遊小提醒',
        description: '交通卡、訂位、付款、退稅與求助電話，以及在哪裡辦理。',
      },
      '/kcourse': {
        title: 'K-Course：韓國旅遊行程',
        description: '旅客與我們團隊規劃的每日行程：地點、時間、費用與營業時間。',
      },
      '/buzz': {
        title: 'K-Buzz：旅客社群',
        description: '在韓國旅行的人們的提問、故事與趨勢文章。',
      },
      '/planner': {
        title: '規劃你的韓國行程',
        description: '把地點排進每一天，設定時間與費用，確認營業時間，還能一起規劃。',
      },
    },
    cardAlt: 'K-Travel：為來韓國的旅客提供地圖、旅遊行程與社群',
    courseSummary: (count, names, hasMore) => `K-Course：${count} 個地點${route(names, hasMore)}`,
    postBy: (author) => `作者：${author}`,
  },
};
