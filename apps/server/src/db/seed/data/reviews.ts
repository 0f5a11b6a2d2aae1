import type { SeedUserKey } from '../types.ts';

export interface SeedReview {
  /** A place key of SEED_PLACES. */
  place: string;
  /** A member, never 'admin'. */
  author: SeedUserKey;
  rating: 1 | 2 | 3 | 4 | 5;
  /** 40–600 characters, in the author's own language. */
  text: string;
  language: 'ko' | 'en' | 'zh' | 'ja';
  /** The month of the visit, 'YYYY-MM', before 2026-11. */
  visitedOn: string;
  /** Days before "now" the review was written (1–300), after the visit month. */
  daysAgo: number;
  /** Other members who marked it helpful (never the author). */
  helpfulBy: SeedUserKey[];
}

/**
 * Demo place reviews by the members, on places of the courses they made or saved (courses.ts), so the trips line up
 * with their course comments: mina writes in Korean, wei in Chinese (Simplified), yuki, a visitor from Japan, writes
 * her reviews in Japanese, and alex and lucas in English. Opinions and experiences only — no prices, hours, closing
 * days or other facts a traveller would rely on. At most one review per member and place.
 */
export const SEED_REVIEWS: SeedReview[] = [
  // ───────────────────────────── Gyeongbokgung ─────────────────────────────
  {
    place: 'gyeongbokgung',
    author: 'mina',
    rating: 5,
    text: '9월 초에 부모님 모시고 다시 갔어요. 서울 살면서도 몇 년 만인데, 근정전 앞마당에 서면 여전히 압도돼요. 경회루는 오후 햇살 받을 때 연못에 비친 모습이 제일 예쁘고요. 다만 그늘이 거의 없어서 9월인데도 꽤 더웠고, 부모님은 중간에 벤치에서 한참 쉬셨어요. 안쪽으로 깊이 들어갈수록 사람이 확 줄어서 훨씬 여유롭게 볼 수 있어요. 광화문 앞 수문장 교대식도 우연히 봤는데 외국인 친구들 데려가기 좋을 것 같아요.',
    language: 'ko',
    visitedOn: '2026-09',
    daysAgo: 50,
    helpfulBy: ['wei', 'yuki'],
  },
  {
    place: 'gyeongbokgung',
    author: 'alex',
    rating: 4,
    text: 'Bigger than I expected — we spent almost three hours and still skipped half of the back section. Caught the changing of the guard at Gwanghwamun by luck and it was a great start. Geunjeongjeon is stunning, but by late morning the courtyard was wall-to-wall tour groups and selfie sticks. The gravel gets tiring after a while, so wear proper shoes. Go early and head straight to Gyeonghoeru before everyone else does.',
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 25,
    helpfulBy: ['lucas', 'mina', 'yuki'],
  },
  {
    place: 'gyeongbokgung',
    author: 'yuki',
    rating: 5,
    text: '友達と近くのお店で韓服をレンタルして行きました。秋晴れで、宮殿の屋根と後ろの山の組み合わせが本当にきれいでした。韓服を着た人が多いので恥ずかしさもなく、どこで撮っても絵になります。慶会楼の前は撮影待ちの列ができていたので、朝早めに行くのがおすすめです。ただ、スカートの裾が長くて砂利道は歩きにくかったです。それでも今回の旅行でいちばんの思い出になりました。',
    language: 'ja',
    visitedOn: '2026-10',
    daysAgo: 22,
    helpfulBy: ['alex', 'wei'],
  },
  {
    place: 'gyeongbokgung',
    author: 'wei',
    rating: 4,
    text: '十月中旬去的，天气很舒服。宫殿确实很大，勤政殿和庆会楼都很震撼，怎么拍都好看。就是人太多了，尤其是穿韩服拍照的团，经常要等别人拍完才能过去。建议从光化门进，先看守门将换岗仪式，再慢慢往里走，越往北人越少。整体逛下来两个多小时，腿有点酸，但值得。',
    language: 'zh',
    visitedOn: '2026-10',
    daysAgo: 18,
    helpfulBy: ['mina'],
  },

  // ───────────────────────────── Bukchon Hanok Village ─────────────────────────────
  {
    place: 'bukchon-hanok-village',
    author: 'mina',
    rating: 4,
    text: '경복궁 보고 나서 천천히 걸어 올라갔어요. 골목 위쪽에서 내려다보는 기와지붕 풍경은 언제 봐도 좋아요. 다만 실제로 사람들이 사는 동네라서 주민분들 집 앞에서 큰 소리로 떠드는 관광객들 보면 좀 민망하더라고요. 오르막이 꽤 가팔라서 편한 신발은 필수예요. 유명한 골목만 고집하지 말고 옆 골목으로 빠지면 훨씬 조용하게 걸을 수 있어요.',
    language: 'ko',
    visitedOn: '2026-09',
    daysAgo: 49,
    helpfulBy: ['lucas'],
  },
  {
    place: 'bukchon-hanok-village',
    author: 'lucas',
    rating: 3,
    text: "The houses are beautiful and the view down the lanes towards the city is great, but honestly it felt more like a queue than a village. We came mid-afternoon and the famous lanes were packed shoulder to shoulder with tour groups posing for the same photo. It also felt a bit strange crowding outside people's front doors. The side streets were much calmer and nicer to wander. Worth an hour if you're nearby, but I wouldn't plan a day around it.",
    language: 'en',
    visitedOn: '2026-05',
    daysAgo: 175,
    helpfulBy: ['alex', 'wei'],
  },

  // ───────────────────────────── Gwangjang Market ─────────────────────────────
  {
    place: 'gwangjang-market',
    author: 'alex',
    rating: 5,
    text: "Ended our palace day here and it was the best meal of the trip. We squeezed onto a bench at a bindaetteok stall and watched them grind the mung beans and fry the pancakes right in front of us — crispy edges, soft inside, perfect with makgeolli. The mayak gimbap is addictive. It's loud, cramped and hot near the griddles, and you'll be elbow to elbow with strangers, but that's half the fun. Go hungry and share lots of small plates.",
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 25,
    helpfulBy: ['wei', 'lucas', 'yuki'],
  },
  {
    place: 'gwangjang-market',
    author: 'lucas',
    rating: 2,
    text: 'Maybe our expectations were too high after all the videos. The food alley was so packed we could barely move, and at almost every stall someone was waving us in. The bindaetteok was genuinely good, but the yukhoe plate felt small for what we paid and the tteokbokki was nothing special. It felt more like a show for tourists than a market. Walk the whole alley before sitting down at the first counter that calls you.',
    language: 'en',
    visitedOn: '2026-05',
    daysAgo: 174,
    helpfulBy: ['mina'],
  },
  {
    place: 'gwangjang-market',
    author: 'wei',
    rating: 4,
    text: '冲着生拌牛肉去的，确实新鲜，配梨丝和蛋黄很香。绿豆煎饼是现炸的，外脆里软，配一碗米酒刚刚好。缺点是人多，座位是和陌生人挤在一起的长凳，吃饭时身后一直有人等位，不太好意思慢慢吃。适合跟朋友一起去，每样点一点分着吃，能多尝几家。',
    language: 'zh',
    visitedOn: '2026-10',
    daysAgo: 17,
    helpfulBy: ['alex', 'yuki'],
  },

  // ───────────────────────────── Changdeokgung ─────────────────────────────
  {
    place: 'changdeokgung',
    author: 'alex',
    rating: 5,
    text: "My favourite of the Seoul palaces. It feels calmer and more natural than Gyeongbokgung, with the buildings tucked into the slope of the hill. We'd booked the Secret Garden tour the day before and it was the highlight — the pond pavilions with the first autumn colours were gorgeous. The tour keeps a steady pace and there's some uphill walking, so bring water. Far smaller crowds than at Gyeongbokgung, too.",
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 24,
    helpfulBy: ['yuki', 'lucas'],
  },

  // ───────────────────────────── N Seoul Tower, Myeongdong ─────────────────────────────
  {
    place: 'n-seoul-tower',
    author: 'wei',
    rating: 4,
    text: '傍晚从明洞那边走上去的，台阶比想象中多，爬了一身汗，不过路上树很多，挺舒服。到山顶刚好赶上日落，整个首尔慢慢亮起来，真的很美。爱情锁那边人特别多，拍照得排队，上瞭望台也等了一阵，里面挺挤。下山时缆车排队的人太多，最后还是走下来的。风景五星，排队扣一星。',
    language: 'zh',
    visitedOn: '2026-10',
    daysAgo: 15,
    helpfulBy: ['mina', 'alex'],
  },
  {
    place: 'myeongdong',
    author: 'wei',
    rating: 2,
    text: '周六晚上去的，人挤人，基本是被人流推着走。街两边大多是化妆品店，逛了几家发现都差不多，店员在门口一直拉人。小吃摊很多，我们买了几样，感觉味道一般，性价比也不高。想买化妆品的话可以来一趟，想感受首尔的话，我更推荐去圣水或者北村走走。',
    language: 'zh',
    visitedOn: '2026-10',
    daysAgo: 15,
    helpfulBy: ['lucas'],
  },

  // ───────────────────────────── Busan ─────────────────────────────
  {
    place: 'gamcheon-culture-village',
    author: 'alex',
    rating: 4,
    text: "Took the bus up to the top and wandered down, which I'd definitely recommend — the hill is brutal. The pastel houses stacked above the sea look exactly like the photos, and the little art pieces tucked around corners are fun to hunt for. The main street is full of souvenir shops and the Little Prince statue had a long line for photos, so we skipped it. The back lanes are quieter, but remember people live there.",
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 24,
    helpfulBy: ['lucas'],
  },
  {
    place: 'gamcheon-culture-village',
    author: 'lucas',
    rating: 5,
    text: 'Got there before most of the tour buses and had the lanes nearly to myself for the first hour. Every turn has a mural, a staircase or a view over the harbour, and knowing it was built by war refugees made it feel like much more than a photo spot. I collected the stamps on the map, which is a nice excuse to explore. Lots of steps, so not great with a bad knee, but one of my favourite places in Busan.',
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 20,
    helpfulBy: ['alex', 'wei', 'mina'],
  },
  {
    place: 'jagalchi-market',
    author: 'alex',
    rating: 3,
    text: 'Worth seeing for the atmosphere: the ajummas, the tanks of live fish, the smell of the harbour. We picked a flounder downstairs and had it as sashimi upstairs, and the spicy stew they made from the leftovers was the best part. But it all felt rushed and a bit confusing — we had no idea what a fair deal looked like, and the room upstairs was loud and hurried. Go with someone who knows the routine, or just walk through.',
    language: 'en',
    visitedOn: '2026-10',
    daysAgo: 23,
    helpfulBy: ['lucas'],
  },

  // ───────────────────────────── Jeju ─────────────────────────────
  {
    place: 'seongsan-ilchulbong',
    author: 'wei',
    rating: 5,
    text: '为了看日出前一晚住在城山附近，天没亮就出发，用手机手电筒照着往上爬。台阶不算难，但一路都在上坡，到顶时出了一身汗。运气很好，云不多，太阳从海面升起来的那一刻所有人都安静了，真的值得早起。下山时天亮了，回头看火山口和海岸线又是另一种美。建议多穿一件，山顶风很大。',
    language: 'zh',
    visitedOn: '2026-09',
    daysAgo: 52,
    helpfulBy: ['yuki', 'mina', 'alex'],
  },
  {
    place: 'seongsan-ilchulbong',
    author: 'yuki',
    rating: 4,
    text: '昼間に登りました。階段が続くので息は切れますが、途中で振り返るたびに海と町が見えて、休みながらでも苦になりませんでした。頂上の火口は想像以上に大きくて、本当に海から山が突き出しているんだと実感。ただ、団体ツアーと重なって細い階段が渋滞したのは残念です。日差しをさえぎるものがほとんどないので、帽子と水は必須。次は日の出に挑戦したいです。',
    language: 'ja',
    visitedOn: '2026-09',
    daysAgo: 50,
    helpfulBy: ['wei'],
  },
  {
    place: 'seongsan-ilchulbong',
    author: 'alex',
    rating: 3,
    text: "Probably unlucky with the timing. We climbed on a humid July afternoon and the top was wrapped in fog, so the famous crater view was mostly grey. The path is well kept and not too hard, but it was crowded with groups and I was soaked in sweat by the rim. From below, the peak rising out of the sea is impressive. I'd go back, but next time I'd watch the forecast and go first thing in the morning.",
    language: 'en',
    visitedOn: '2026-07',
    daysAgo: 110,
    helpfulBy: [],
  },

  // ───────────────────────────── Gyeongju ─────────────────────────────
  {
    place: 'bulguksa',
    author: 'yuki',
    rating: 5,
    text: '朝いちばんに行ったので、まだ人が少なく静かな境内を歩けました。石段の青雲橋・白雲橋と多宝塔、釈迦塔は教科書で見たままで感動しました。10月下旬で紅葉はまだ色づき始めたところでしたが、それでも十分きれい。少し遅くなると団体客が一気に増えたので、早起きして本当によかったです。石畳や段差が多いので歩きやすい靴で。',
    language: 'ja',
    visitedOn: '2026-10',
    daysAgo: 21,
    helpfulBy: ['mina', 'lucas'],
  },
  {
    place: 'bulguksa',
    author: 'mina',
    rating: 4,
    text: '벚꽃 시즌에 갔더니 들어가는 길부터 꽃이 정말 예뻤어요. 청운교·백운교 앞에서 올려다보는 풍경은 몇 번을 봐도 좋고, 다보탑은 가까이서 보면 조각이 훨씬 섬세해요. 다만 주말이라 주차장 들어가는 데만 한참 걸렸고 경내도 단체 관광객으로 붐볐어요. 조용히 보고 싶으면 평일 아침 일찍 가는 걸 추천해요.',
    language: 'ko',
    visitedOn: '2026-04',
    daysAgo: 205,
    helpfulBy: ['yuki'],
  },
  {
    place: 'bulguksa',
    author: 'lucas',
    rating: 4,
    text: "Came for the cherry blossoms and they didn't disappoint, though neither did the crowds. The stone stairways and the two pagodas are even more elegant in person, and there's a real sense of age to the place. We arrived mid-morning, which was a mistake: it filled up fast with school groups and a clean photo was hard to get. Still peaceful in the corners behind the main halls. Pair it with Seokguram if you can.",
    language: 'en',
    visitedOn: '2026-04',
    daysAgo: 200,
    helpfulBy: ['alex'],
  },
  {
    place: 'donggung-wolji',
    author: 'mina',
    rating: 5,
    text: '경주 가면 무조건 해 진 뒤에 들러요. 조명 켜진 전각이 연못에 그대로 비치는 모습은 사진보다 실물이 훨씬 예뻐요. 바람 없는 날이면 물이 거울 같아서 위아래가 구분이 안 될 정도예요. 연못 한 바퀴가 길지 않아서 천천히 걸어도 부담 없고요. 사람은 많지만 다들 사진 찍느라 조용한 편이라 분위기는 좋아요. 봄밤인데도 생각보다 쌀쌀했으니 겉옷 챙기세요.',
    language: 'ko',
    visitedOn: '2026-04',
    daysAgo: 204,
    helpfulBy: ['lucas', 'wei', 'yuki'],
  },
  {
    place: 'donggung-wolji',
    author: 'lucas',
    rating: 4,
    text: "Beautiful after dark — the lit pavilions reflected in the pond look almost unreal. It's smaller than I imagined, and the whole loop is an easy, short stroll. The best viewpoints were lined with tripods, so getting a photo took some patience. Still, a lovely way to end a long day in Gyeongju, and everyone around was quiet and relaxed.",
    language: 'en',
    visitedOn: '2026-04',
    daysAgo: 199,
    helpfulBy: ['mina'],
  },

  // ───────────────────────────── Seongsu ─────────────────────────────
  {
    place: 'onion-seongsu',
    author: 'mina',
    rating: 3,
    text: '건물 분위기는 정말 멋져요. 오래된 공장을 그대로 살린 공간에 빵이 길게 진열된 모습이 압도적이에요. 팡도르도 여전히 맛있었고요. 그런데 주말 오전에 갔더니 빵 고르는 줄, 계산 줄, 자리 찾기까지 전쟁이었어요. 결국 계단에 쪼그려 앉아서 먹었네요. 빵 맛만 보면 근처에 더 편한 곳도 많아서, 처음 가는 게 아니라면 평일에 가는 게 나을 것 같아요.',
    language: 'ko',
    visitedOn: '2026-08',
    daysAgo: 85,
    helpfulBy: ['wei', 'alex'],
  },
  {
    place: 'onion-seongsu',
    author: 'wei',
    rating: 4,
    text: '老工厂改造的空间很有感觉，水泥墙、裸露的管道，随便拍都很出片。面包种类很多，招牌的潘多洛撒满糖粉，口感很松软。我下午才到，很多面包已经卖完了，选择少了不少，有点遗憾。人一直很多，找座位要碰运气。咖啡普通，主要还是为了环境和面包。去圣水逛的话值得顺路来一趟。',
    language: 'zh',
    visitedOn: '2026-06',
    daysAgo: 140,
    helpfulBy: ['mina'],
  },
];
