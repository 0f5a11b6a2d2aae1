import type { SeedCourse } from '../types.ts';

/**
 * Demo travel courses. Stops are place keys from places.ts, in visiting order. Members write titles and comments in
 * their own language (users.ts): about a third each in Korean, Chinese and English; the admin's "K-Travel Pick"
 * advertisements are editorial, in English.
 */
export const SEED_COURSES: SeedCourse[] = [
  {
    title: '경복궁부터 광장시장까지, 종로 궁궐 하루 코스',
    author: 'mina',
    visibility: 'public',
    category: 'cultural',
    stops: [
      'gyeongbokgung',
      'tosokchon-samgyetang',
      'mmca-seoul',
      'bukchon-hanok-village',
      'changdeokgung',
      'jongmyo',
      'gwangjang-market',
    ],
    daysAgo: 42,
    comments: [
      {
        author: 'alex',
        content:
          'Did this last Saturday almost exactly. Tip: book the Secret Garden tour at Changdeokgung online the day before, the on-site tickets were gone by 11.',
        daysAgo: 38,
      },
      {
        author: 'yuki',
        content:
          'I rented a hanbok near Gyeongbokgung and got into all the palaces for free. Walking to Gwangjang in it was a bit much though 😅',
        daysAgo: 30,
      },
      {
        author: 'wei',
        content: '路线很顺！土俗村排队大概40分钟，建议11点前到。',
        daysAgo: 21,
      },
      {
        author: 'mina',
        content: '맞아요, 토속촌은 평일 오후 2시쯤 가면 줄이 훨씬 짧아요.',
        daysAgo: 20,
      },
    ],
    savedBy: ['alex', 'yuki', 'wei', 'lucas'],
  },
  {
    title: 'Busan Coast by Subway and Bus',
    author: 'alex',
    visibility: 'public',
    category: 'all',
    stops: [
      'gamcheon-culture-village',
      'jagalchi-market',
      'biff-square',
      'yongdusan-park',
      'oryukdo-skywalk',
      'gwangalli-beach',
    ],
    daysAgo: 35,
    comments: [
      {
        author: 'lucas',
        content:
          'From Oryukdo I walked the Igidae coastal trail towards Gwangalli instead of taking the bus. Around two hours with lots of stairs, but the views are worth it.',
        daysAgo: 33,
      },
      {
        author: 'mina',
        content: '광안리는 꼭 밤에 가세요! 토요일이면 드론쇼도 볼 수 있어요.',
        daysAgo: 27,
      },
      {
        author: 'alex',
        content:
          'Thanks for the tip! We went on a Saturday and the drone show was the highlight of the trip.',
        daysAgo: 26,
      },
    ],
    savedBy: ['lucas', 'wei'],
  },
  {
    title: '济州东线一日游，不自驾也能玩',
    author: 'wei',
    visibility: 'public',
    category: 'all',
    stops: [
      'hamdeok-beach',
      'cafe-delmoondo',
      'manjanggul',
      'woljeongri-beach',
      'myeongjin-jeonbok',
      'bijarim',
      'seongsan-ilchulbong',
    ],
    daysAgo: 60,
    comments: [
      {
        author: 'yuki',
        content:
          'Myeongjin Jeonbok had a 50-minute wait at 12:30. We put our name down and walked along the coast — no regrets, the abalone rice was amazing.',
        daysAgo: 55,
      },
      {
        author: 'mina',
        content:
          '만장굴은 한여름에도 안이 서늘해서 겉옷 꼭 챙기세요. 바닥이 젖어 있고 울퉁불퉁해서 운동화가 편해요.',
        daysAgo: 49,
      },
    ],
    savedBy: ['yuki', 'mina', 'alex'],
  },
  {
    title: 'Gyeongju: One Thousand Years in One Day',
    author: 'yuki',
    visibility: 'public',
    category: 'cultural',
    stops: [
      'seokguram',
      'bulguksa',
      'gyeongju-national-museum',
      'daereungwon',
      'hwangnam-ppang',
      'cheomseongdae',
      'gyochon-village',
      'donggung-wolji',
    ],
    daysAgo: 25,
    comments: [
      {
        author: 'mina',
        content: '동궁과 월지는 해 지고 나서 가야 제일 예뻐요. 마지막 코스로 딱이네요 👍',
        daysAgo: 24,
      },
      {
        author: 'wei',
        content: '不开车的话现实吗？我们从佛国寺坐公交回市区花了40分钟左右。',
        daysAgo: 19,
      },
      {
        author: 'yuki',
        content:
          'Yes, I did it by bus and taxi. Between Daereungwon, Cheomseongdae, Gyochon and Donggung everything is walkable.',
        daysAgo: 18,
      },
    ],
    savedBy: ['mina', 'lucas', 'wei'],
  },
  {
    title: '全州韩屋村吃逛一日游',
    author: 'wei',
    visibility: 'public',
    category: 'food',
    stops: [
      'sambaekjip',
      'gyeonggijeon',
      'jeondong-cathedral',
      'veteran-kalguksu',
      'gyodong-dawon',
      'omokdae',
      'nambu-market',
    ],
    daysAgo: 18,
    comments: [
      {
        author: 'alex',
        content: 'Veteran kalguksu is so thick and peppery, nothing like the Seoul versions. Loved it.',
        daysAgo: 15,
      },
      {
        author: 'mina',
        content: '남부시장 야시장은 금·토에만 열려요. 평일에 가시는 분들은 참고하세요!',
        daysAgo: 12,
      },
    ],
    savedBy: ['alex', 'mina'],
  },
  {
    title: '성수동 카페 투어 반나절 코스',
    author: 'mina',
    visibility: 'public',
    category: 'cafe',
    stops: [
      'blue-bottle-seongsu',
      'seoul-forest',
      'daelim-changgo',
      'seongsu-yeonmujang-gil',
      'onion-seongsu',
    ],
    daysAgo: 9,
    comments: [
      {
        author: 'yuki',
        content:
          'Perfect half day. There were three pop-up stores on Yeonmujang-gil when I went — check Instagram the night before.',
        daysAgo: 7,
      },
      {
        author: 'wei',
        content: 'Onion的面包下午三点以后就不多了，早点去！',
        daysAgo: 4,
      },
    ],
    savedBy: ['yuki', 'wei', 'alex', 'lucas'],
  },
  {
    title: 'KTX 타고 강릉 당일치기 (커피거리 + 바다)',
    author: 'mina',
    visibility: 'public',
    category: 'cafe',
    stops: [
      'terarosa-gangneung',
      'ojukheon',
      'seongyojang',
      'chodang-sundubu-village',
      'gyeongpo-beach',
      'anmok-coffee-street',
    ],
    daysAgo: 70,
    comments: [
      {
        author: 'wei',
        content: '从首尔站坐KTX两个小时左右就到，当天往返完全没问题。江陵打车也很方便。',
        daysAgo: 66,
      },
    ],
    savedBy: ['lucas'],
  },
  {
    title: 'K-Travel Pick: Incheon Chinatown Half-Day from Seoul',
    author: 'admin',
    visibility: 'public',
    category: 'all',
    isAdvertisement: true,
    stops: [
      'incheon-chinatown',
      'jajangmyeon-museum',
      'gonghwachun',
      'songwol-dong-fairy-tale-village',
      'jayu-park',
      'sinpo-market',
    ],
    daysAgo: 14,
    comments: [
      {
        author: 'wei',
        content: '从首尔站坐1号线一直到仁川站，一个小时左右，方便又便宜。',
        daysAgo: 10,
      },
    ],
    savedBy: ['lucas', 'yuki'],
  },
  {
    title: 'K-Travel Pick: Myeongdong to Namsan at Dusk',
    author: 'admin',
    visibility: 'public',
    category: 'all',
    isAdvertisement: true,
    stops: ['namdaemun-market', 'myeongdong-kyoja', 'myeongdong-cathedral', 'myeongdong', 'n-seoul-tower'],
    daysAgo: 5,
    comments: [],
    savedBy: ['wei'],
  },
  {
    title: '东大门一带吃货路线（自用）',
    author: 'wei',
    visibility: 'private',
    category: 'food',
    stops: ['woo-lae-oak', 'gwangjang-market', 'buchon-yukhoe', 'jinokhwa-dakhanmari'],
    daysAgo: 2,
    comments: [],
    savedBy: [],
  },
];
