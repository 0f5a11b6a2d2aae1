import type { SeedCommunityPost } from '../types.ts';

/** Community questions and tips from members, with replies that answer them. */
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
          'Convenience stores top up T-money with cash only, card payments aren’t accepted for charging. Just hand over the card and the cash and say "충전해 주세요" (chungjeon hae juseyo) — "please charge it". They’ll tap it on the reader and give it back.',
        daysAgo: 3,
      },
      {
        author: 'yuki',
        content:
          'Many convenience-store ATMs accept foreign cards, so you can withdraw a little cash and charge right there. Look for one with an English menu and your card network’s logo.',
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
          'With one big suitcase I’d take the limousine bus — no stairs, the driver loads your bag and it stops right in Myeongdong. Check the route number at the bus information desk in arrivals; Friday evening traffic can add some time though.',
        daysAgo: 11,
      },
      {
        author: 'alex',
        content:
          'I did AREX: the all-stop train to Seoul Station, then Line 4 two stops to Myeongdong. Cheaper and predictable, but the Line 4 transfer at Seoul Station is a long walk with escalators. Doable with one case.',
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
    author: 'yuki',
    title: 'eSIM or pocket Wi-Fi for 10 days in Korea?',
    content: `Travelling solo for 10 days (Seoul, Busan, Gyeongju). My phone supports eSIM.

Is a data-only eSIM enough, or will I need a Korean phone number for things like taxi apps and restaurant waiting lists?`,
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
          'Some waiting lists and delivery apps send a verification SMS to a Korean number, so if that matters to you, pick an eSIM or USIM plan that includes a local number. For maps and messaging, data-only is fine.',
        daysAgo: 15,
      },
      {
        author: 'wei',
        content:
          'Free Wi-Fi is everywhere in Seoul too — subway, cafés, even some buses — so you won’t use as much data as you think.',
        daysAgo: 14,
      },
    ],
    likedBy: ['lucas', 'mina', 'alex', 'wei'],
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
          '是真的，Google地图在韩国不能做步行和驾车导航，只能查公共交通。Naver Map支持中文和英文界面，公交到站时间也很准，建议下载。Kakao Map也可以。',
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
          'The hidden ingredients are usually anchovy broth (myeolchi yuksu) and fish sauce or salted shrimp in kimchi. Saying "고기랑 해산물 빼 주세요" (no meat and no seafood, please) helps, but broths can’t be removed, so soups and stews are risky.',
        daysAgo: 27,
      },
      {
        author: 'yuki',
        content:
          'Temple food is your friend. Balwoo Gongyang opposite Jogyesa was the best meal of my trip, and it’s all vegetarian. Book ahead.',
        daysAgo: 26,
      },
      {
        author: 'alex',
        content:
          'Bibimbap without meat and with the sauce on the side is an easy option almost anywhere. Also the HappyCow app works well in Seoul.',
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
        author: 'yuki',
        content:
          '최근 몇 년은 서울 벚꽃이 3월 말~4월 초에 절정이었어요. 3월 중순쯤 나오는 개화 예보를 확인해 보세요!',
        daysAgo: 33,
      },
      {
        author: 'alex',
        content:
          'Not Korean but I went last spring: Seokchon Lake by Lotte World Tower was beautiful early in the morning, much calmer than Yeouido. Namsan’s walking road was lovely too.',
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
    author: 'alex',
    title: 'Is Busan worth visiting in winter?',
    content: `I have four days free in early January. Is Busan worth it in winter, or is it mostly a summer beach city?

I don't mind the cold but I'd like to avoid spending the whole time indoors.`,
    daysAgo: 50,
    comments: [
      {
        author: 'mina',
        content:
          'Definitely worth it. Busan is milder than Seoul in winter, though the wind by the sea is strong. Beaches are empty and beautiful, and the markets (Jagalchi, Kkangtong) are at their best for hot food.',
        daysAgo: 50,
      },
      {
        author: 'lucas',
        content:
          'Haeundae puts up light installations in winter, and Spaland at Shinsegae Centum City is perfect for a cold afternoon. Also the sunrise at Haedong Yonggungsa is special in January.',
        daysAgo: 49,
      },
      {
        author: 'wei',
        content: '冬天去吃猪肉汤饭（돼지국밥）最合适了，釜山站附近就有好几家老店。',
        daysAgo: 47,
      },
    ],
    likedBy: ['lucas', 'wei', 'mina', 'yuki'],
    scrappedBy: ['lucas'],
  },
  {
    author: 'yuki',
    title: 'Where can I leave my luggage on checkout day in Seoul?',
    content: `My flight is in the evening and I have to check out at 11. Staying near Hongdae.

Are there lockers at stations that fit a medium suitcase? I'd like to spend the afternoon around Seoul Station or Myeongdong.`,
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
          'If you’re flying with a Korean airline, check whether you can use the City Airport Terminal at Seoul Station — you check in your bag there in the morning and take the AREX express later. Your hotel may also keep your bag until evening if you ask.',
        daysAgo: 7,
      },
      {
        author: 'yuki',
        content:
          'The hotel kept my bag for free in the end, but good to know about Seoul Station for next time!',
        daysAgo: 5,
      },
    ],
    likedBy: ['alex', 'wei', 'lucas'],
    scrappedBy: ['alex', 'wei', 'mina'],
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
          '一定要带护照原件。贴有 Tax Free / Tax Refund 标志的店，结账时出示护照就能直接扣除退税额，超过最低消费就可以。',
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
          'Driving on Jeju is relaxed compared to Seoul. Watch out for speed cameras — there are a lot of them and the navigation app warns you. Note that licences from countries that didn’t sign the Geneva or Vienna conventions (China, for example) can’t be used with an IDP.',
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
        author: 'yuki',
        content:
          '저도 당일치기 했어요! 아침 일찍 KTX 타면 충분해요. 신경주역에서 시내까지 버스로 30분 정도 걸리니까 불국사는 택시 타는 게 시간 아끼는 방법이에요.',
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
        content: '낙산공원 정말 좋았어요! 성곽길 걷다가 이화동 벽화마을까지 내려갔어요.',
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
        author: 'lucas',
        content:
          'Good tip about having the Korean address ready. Copying it from Naver Map and showing it to the driver never failed.',
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
    author: 'alex',
    title: 'Is renting a hanbok for Gyeongbokgung worth it?',
    content: `My partner and I are thinking of renting hanbok for a morning at Gyeongbokgung. Is it worth it, or is it mostly an Instagram thing?

How long should we rent for?`,
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
          'Go early — shops near Gyeongbokgung Station open around 9 and the best sizes go fast at weekends. And remember Gyeongbokgung is closed on Tuesdays!',
        daysAgo: 5,
      },
    ],
    likedBy: ['yuki', 'lucas'],
    scrappedBy: [],
  },
];
