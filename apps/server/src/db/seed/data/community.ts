import type { SeedCommunityPost } from '../types.ts';

/**
 * Community questions and tips from members, with replies that answer them. Each member writes in their own
 * language (users.ts), so about a third of the posts and comments are in Korean, a third in Chinese and a third in
 * English, and a thread mixes them the way a multilingual community does.
 */
export const SEED_COMMUNITY_POSTS: SeedCommunityPost[] = [
  {
    author: 'alex',
    title: 'How do I top up a T-money card at a convenience store?',
    content: `Just landed and bought a T-money card at the airport. The machine in the subway station only seemed to take cash, and I don't have much on me.

Can I top it up at GS25 or CU with a credit card? What do I actually say to the cashier?`,
    daysAgo: 3,
    comments: [
      {
        author: 'mina',
        content:
          '편의점에서는 현금으로만 충전돼요. 카드랑 현금을 같이 건네면서 "충전해 주세요(chungjeon hae juseyo)" 하시면 단말기에 찍고 바로 돌려줘요.',
        daysAgo: 3,
      },
      {
        author: 'wei',
        content:
          '很多便利店的ATM都能用外卡取现，取一点现金就可以当场充值。认准有英文界面、贴着你卡组织标志（Visa、银联之类）的机器就行。',
        daysAgo: 2,
      },
      {
        author: 'alex',
        content: 'Perfect, did exactly that at a GS25 — took 30 seconds. Thanks both!',
        daysAgo: 2,
      },
    ],
    likedBy: ['lucas', 'yuki', 'wei'],
    scrappedBy: ['lucas', 'wei'],
  },
  {
    author: 'lucas',
    title: 'Incheon Airport to Myeongdong: limousine bus or AREX?',
    content: `Arriving at Incheon around 7pm on a Friday with one big suitcase. Hotel is in Myeongdong.

Is the airport limousine bus easier than the AREX train plus subway? I've read both take roughly an hour.`,
    daysAgo: 11,
    comments: [
      {
        author: 'mina',
        content:
          '큰 캐리어 하나면 리무진 버스 추천해요. 계단도 없고 기사님이 짐도 실어 주시고, 명동에 바로 내려 줘요. 입국장 버스 안내 데스크에서 노선 번호 확인하시고요. 다만 금요일 저녁엔 차가 막혀서 좀 더 걸릴 수 있어요.',
        daysAgo: 11,
      },
      {
        author: 'wei',
        content:
          '我坐的是机场快线普通车到首尔站，再换4号线坐两站到明洞。便宜，时间也好把握，就是在首尔站换4号线要走挺远，好在有扶梯，一个箱子没问题。',
        daysAgo: 10,
      },
      {
        author: 'lucas',
        content:
          'Went with the bus in the end, dropped me five minutes from the hotel. Very comfortable, recommend it.',
        daysAgo: 8,
      },
    ],
    likedBy: ['alex', 'wei'],
    scrappedBy: ['yuki'],
  },
  {
    author: 'wei',
    title: '韩国玩10天，eSIM还是随身WiFi？',
    content: `一个人去韩国10天（首尔、釜山、庆州），手机支持eSIM。

只买纯流量的eSIM够用吗？听说打车软件、餐厅排队这些要用韩国手机号，是真的吗？`,
    daysAgo: 16,
    comments: [
      {
        author: 'lucas',
        content:
          'Solo with an eSIM-capable phone I’d go eSIM. Pocket Wi-Fi means one more device to charge and you have to return it at the airport.',
        daysAgo: 16,
      },
      {
        author: 'mina',
        content:
          '웨이팅 앱이나 배달 앱 중에 한국 번호로 인증 문자를 보내는 곳이 있어요. 그게 필요하면 한국 번호가 포함된 eSIM이나 유심 요금제를 고르시고, 지도랑 메신저만 쓰실 거면 데이터 전용으로도 충분해요.',
        daysAgo: 15,
      },
      {
        author: 'wei',
        content: '谢谢！最后买了带韩国号码的eSIM，排队软件也能收到验证码了。',
        daysAgo: 14,
      },
    ],
    likedBy: ['lucas', 'mina', 'alex', 'yuki'],
    scrappedBy: ['alex'],
  },
  {
    author: 'wei',
    title: '在韩国导航用Naver地图还是Google地图？',
    content: `第一次去首尔，平时习惯用Google地图。听说在韩国Google地图不太好用，是真的吗？

Naver地图有中文界面吗？坐公交和地铁的时候哪个更准？`,
    daysAgo: 20,
    comments: [
      {
        author: 'mina',
        content:
          '네, 맞아요. 구글 지도는 한국에서 도보·자동차 길찾기가 안 되고 대중교통만 돼요. 네이버 지도는 중국어 화면도 있고 버스 도착 시간도 정확해서 꼭 깔아 가세요. 카카오맵도 괜찮아요.',
        daysAgo: 20,
      },
      {
        author: 'alex',
        content:
          'Naver Map also lets you search in English and shows which subway exit to use and which carriage is closest to the transfer. Big time saver.',
        daysAgo: 19,
      },
      {
        author: 'wei',
        content: '谢谢！已经下载了，切换成中文后用起来很方便。',
        daysAgo: 18,
      },
    ],
    likedBy: ['yuki', 'lucas'],
    scrappedBy: ['yuki', 'lucas', 'alex'],
  },
  {
    author: 'lucas',
    title: 'Vegetarian (not vegan) in Seoul — where do I start?',
    content: `I'm vegetarian and a bit worried after reading that a lot of Korean dishes use meat or fish broth even when they look like vegetables.

Any tips for ordering, and restaurants that are safe bets?`,
    daysAgo: 27,
    comments: [
      {
        author: 'mina',
        content:
          '겉보기엔 채소뿐이어도 멸치 육수를 쓰거나 김치에 젓갈이 들어간 경우가 많아요. "고기랑 해산물 빼 주세요"라고 하면 도움은 되는데, 국물은 뺄 수가 없으니 국이나 찌개는 조심하세요.',
        daysAgo: 27,
      },
      {
        author: 'yuki',
        content:
          'Temple food is your friend. Balwoo Gongyang opposite Jogyesa was the best meal of my trip, and it’s all vegetarian. Book ahead.',
        daysAgo: 26,
      },
      {
        author: 'wei',
        content: '拌饭可以跟店家说不要肉、酱另外放，基本哪家都能点。HappyCow这个App在首尔也很好用。',
        daysAgo: 25,
      },
    ],
    likedBy: ['yuki', 'wei'],
    scrappedBy: ['wei', 'yuki'],
  },
  {
    author: 'mina',
    title: '외국인 친구랑 벚꽃 보러 가는데 4월 첫째 주 괜찮을까요?',
    content: `일본에서 친구가 4월 첫째 주에 서울에 와요. 벚꽃 절정 시기에 맞출 수 있을지 걱정이에요.

서울에서 사람 너무 많지 않으면서 벚꽃 예쁜 곳 추천 부탁드려요. 여의도는 주말에 너무 붐빌 것 같아서요.`,
    daysAgo: 33,
    comments: [
      {
        author: 'wei',
        content: '我前年四月初去的，正好赶上满开。一般三月中旬会出开花预报，到时候看一下心里就有数了。',
        daysAgo: 33,
      },
      {
        author: 'alex',
        content:
          'I went last spring: Seokchon Lake by Lotte World Tower was beautiful early in the morning, much calmer than Yeouido. Namsan’s walking road was lovely too.',
        daysAgo: 32,
      },
      {
        author: 'mina',
        content: '석촌호수 아침 좋네요! 평일 오전에 가 보고 후기 남길게요 🌸',
        daysAgo: 31,
      },
    ],
    likedBy: ['yuki', 'alex', 'lucas'],
    scrappedBy: ['yuki'],
  },
  {
    author: 'mina',
    title: '1월 초 부산 3박 4일, 겨울에 가도 괜찮을까요?',
    content: `1월 첫째 주에 휴가가 생겨서 부산에 가 보려고 해요. 여름에만 가 봐서 겨울 부산은 어떨지 궁금하네요.

추위는 괜찮은데 내내 실내에만 있고 싶진 않아요. 겨울에 가 볼 만한 곳 있으면 추천 부탁드려요!`,
    daysAgo: 50,
    comments: [
      {
        author: 'lucas',
        content:
          'Definitely worth it. Busan is milder than Seoul in winter, though the wind by the sea is strong. Haeundae puts up light installations, Spaland at Shinsegae Centum City is perfect for a cold afternoon, and the sunrise at Haedong Yonggungsa is special in January.',
        daysAgo: 50,
      },
      {
        author: 'wei',
        content:
          '冬天去釜山一定要喝碗猪肉汤饭，釜山站附近就有好几家老店。札嘎其市场、富平罐头市场的热乎小吃也很适合冬天。',
        daysAgo: 49,
      },
      {
        author: 'mina',
        content: '스파랜드랑 돼지국밥 메모해 뒀어요! 해운대 빛축제 기간에 맞춰서 다녀올게요.',
        daysAgo: 47,
      },
    ],
    likedBy: ['lucas', 'wei', 'alex', 'yuki'],
    scrappedBy: ['lucas'],
  },
  {
    author: 'wei',
    title: '退房后行李寄存在哪比较方便？',
    content: `回国是晚上的航班，酒店11点就得退房，住在弘大附近。

地铁站的储物柜放得下中号行李箱吗？下午还想去首尔站、明洞一带逛逛。`,
    daysAgo: 8,
    comments: [
      {
        author: 'lucas',
        content:
          'Most big subway stations have coin lockers in several sizes, and the newer ones take cards. Large lockers fill up by midday at weekends, so go early.',
        daysAgo: 8,
      },
      {
        author: 'mina',
        content:
          '한국 항공사 이용하시면 서울역 도심공항터미널을 쓸 수 있는지 확인해 보세요. 아침에 거기서 짐을 부치고 나중에 공항철도 직통열차만 타면 돼요. 호텔에 부탁하면 저녁까지 짐 맡아 주는 곳도 많고요.',
        daysAgo: 7,
      },
      {
        author: 'wei',
        content: '最后酒店免费帮我存了行李，不过首尔站这个办法下次可以试试！',
        daysAgo: 5,
      },
    ],
    likedBy: ['alex', 'yuki', 'lucas'],
    scrappedBy: ['alex', 'yuki', 'mina'],
  },
  {
    author: 'wei',
    title: '在明洞买化妆品怎么退税？',
    content: `下周去首尔，打算在明洞的Olive Young买不少护肤品。

听说可以当场退税，是不是一定要带护照？如果当场没办成，在机场还能退吗？`,
    daysAgo: 12,
    comments: [
      {
        author: 'mina',
        content:
          '여권 원본은 꼭 챙기세요. Tax Free / Tax Refund 표시가 있는 매장에서 계산할 때 여권을 보여 주면 환급액을 바로 빼고 결제해 줘요. 최소 구매 금액만 넘으면 돼요.',
        daysAgo: 12,
      },
      {
        author: 'yuki',
        content:
          'If you don’t get the instant refund, keep the receipt and use the refund kiosks at Incheon Airport before security. Sometimes customs asks to see the items, so don’t pack them deep in your checked bag.',
        daysAgo: 11,
      },
      {
        author: 'wei',
        content: '明白了，谢谢！我会把买的东西放在手边。',
        daysAgo: 10,
      },
    ],
    likedBy: ['yuki', 'alex'],
    scrappedBy: ['yuki', 'lucas'],
  },
  {
    author: 'lucas',
    title: 'Renting a car on Jeju with an International Driving Permit',
    content: `Planning five days on Jeju and renting a car seems like the only sensible way to see the east and west coasts.

I have a French licence. Is an International Driving Permit enough, and is driving on Jeju stressful?`,
    daysAgo: 40,
    comments: [
      {
        author: 'alex',
        content:
          'You need the IDP plus your original French licence and passport at the counter. Rental companies also have a minimum age and licence-holding period, so check when you book.',
        daysAgo: 40,
      },
      {
        author: 'mina',
        content:
          '제주는 서울보다 운전하기 훨씬 편해요. 대신 과속 단속 카메라가 정말 많으니까 내비 안내 잘 들으세요. 참고로 제네바나 비엔나 협약에 가입하지 않은 나라(예를 들면 중국) 면허는 국제운전면허증이 있어도 쓸 수 없어요.',
        daysAgo: 39,
      },
      {
        author: 'wei',
        content: '对，中国驾照在韩国不能开车，所以我们在济州只能坐巴士和打车。',
        daysAgo: 38,
      },
      {
        author: 'lucas',
        content:
          'Thanks! Booked a small car, and picked it up at the rental car building near the airport. Easy.',
        daysAgo: 30,
      },
    ],
    likedBy: ['alex', 'yuki', 'mina'],
    scrappedBy: ['alex', 'yuki'],
  },
  {
    author: 'mina',
    title: '외국인 친구 데리고 경주 당일치기, 무리일까요?',
    content: `캐나다 친구가 서울에 머무는 동안 경주를 보여 주고 싶은데 일정이 빠듯해서 당일치기밖에 안 돼요.

KTX 타고 신경주역에서 내려서 불국사랑 대릉원 쪽 보고 돌아오는 게 가능할까요?`,
    daysAgo: 23,
    comments: [
      {
        author: 'wei',
        content:
          '我也是当天往返的！早上早点坐KTX完全来得及。新庆州站到市区坐公交要30分钟左右，去佛国寺建议直接打车，能省不少时间。',
        daysAgo: 23,
      },
      {
        author: 'lucas',
        content:
          'I’d do Bulguksa in the morning, then Daereungwon, Cheomseongdae and Hwangnidan-gil in the afternoon — all walkable. Stay for Donggung and Wolji after sunset if your return train allows.',
        daysAgo: 22,
      },
    ],
    likedBy: ['yuki', 'lucas', 'alex'],
    scrappedBy: ['lucas'],
  },
  {
    author: 'mina',
    title: '서울 야경 명소, 제가 자주 가는 곳 정리해요',
    content: `서울 사는 입장에서 외국인 친구들 데려가면 다들 좋아했던 야경 스팟 몇 곳 공유해요.

1. 낙산공원 – 동대문 쪽에서 성곽길 따라 올라가면 도심 야경이 한눈에 보여요. 무료라서 더 좋아요.
2. 반포한강공원 – 봄부터 가을까지 달빛무지개분수 쇼가 있어요. 돗자리 챙겨 가세요.
3. 남산서울타워 – 케이블카보다 걸어서 올라가는 길이 의외로 예뻐요.
4. 창경궁 – 저녁 9시까지 열어서 퇴근 후에 가기 좋아요.

다른 분들 추천 장소도 댓글로 알려 주세요!`,
    daysAgo: 4,
    comments: [
      {
        author: 'wei',
        content: '骆山公园真的很棒！我沿着城墙一路走，最后走到了梨花洞壁画村。',
        daysAgo: 3,
      },
      {
        author: 'alex',
        content:
          'Adding Haneul Park at sunset — especially in October with the silver grass. Bring a jacket, it gets windy up there.',
        daysAgo: 2,
      },
    ],
    likedBy: ['wei', 'alex', 'yuki', 'lucas'],
    scrappedBy: ['wei', 'alex', 'yuki'],
  },
  {
    author: 'yuki',
    title: 'Tip: getting taxis in Seoul without speaking Korean',
    content: `Sharing what worked for me on my last trip.

Hailing on the street is fine in the centre, but late at night it's much easier with an app. Kakao T is what locals use; I signed up with the Korean number that came with my eSIM, searched the destination in English and picked it on the map, so there was nothing to explain to the driver.

If setting up payment in the app gives you trouble, you can still pay the driver directly — every taxi I took accepted my foreign credit card and T-money. Always keep the address in Korean on your phone as a backup.`,
    daysAgo: 19,
    comments: [
      {
        author: 'mina',
        content:
          '한국어 주소 챙겨 두는 거 정말 좋은 팁이에요. 네이버 지도에서 주소 복사해서 기사님께 보여 드리면 거의 틀릴 일이 없어요.',
        daysAgo: 18,
      },
      {
        author: 'wei',
        content: '补充一下：深夜的时候在弘大、江南叫车很难，最好提前一点叫。',
        daysAgo: 17,
      },
    ],
    likedBy: ['lucas', 'wei', 'alex', 'mina'],
    scrappedBy: ['lucas', 'alex'],
  },
  {
    author: 'wei',
    title: '去景福宫穿韩服值得吗？',
    content: `和女朋友打算去景福宫逛半天，在纠结要不要租韩服。值得吗？还是主要就是拍照打卡？

一般租几个小时比较合适？`,
    daysAgo: 6,
    comments: [
      {
        author: 'yuki',
        content:
          'Worth it! Entry to the palaces is free in hanbok, so it partly pays for itself, and it’s honestly fun. Rent for at least four hours if you want Gyeongbokgung plus Bukchon without rushing.',
        daysAgo: 6,
      },
      {
        author: 'mina',
        content:
          '일찍 가세요! 경복궁역 근처 한복 대여점은 9시쯤 여는데 주말엔 맞는 사이즈가 금방 나가요. 그리고 경복궁은 화요일에 쉬어요!',
        daysAgo: 5,
      },
    ],
    likedBy: ['yuki', 'lucas'],
    scrappedBy: [],
  },
];
