import type { SeedPlaceTextsZhHant } from '../types.ts';

/**
 * Traditional Chinese texts of SEED_PLACES (places.ts), by place key: started from the Simplified texts through
 * OpenCC (Taiwan phrases), then read and corrected as Taiwan and Hong Kong readers write.
 */
export const PLACE_TEXTS_ZH_HANT: Record<string, SeedPlaceTextsZhHant> = {
  gyeongbokgung: {
    nameZhHant: '景福宮',
    addressZhHant: '首爾特別市鍾路區社稷路161',
    descriptionZhHant:
      '景福宮是朝鮮王朝規模最大的王宮，有正殿勤政殿和建在蓮池上的樓閣慶會樓。穿韓服可免費入場，光化門前還有守門將交接儀式。',
    openingHoursZhHant: [
      '週三至週一 09:00–18:00（3–5月、9–10月）',
      '6–8月開放至18:30，11–2月開放至17:00',
      '閉館前1小時停止入場',
      '週二休館',
    ],
  },
  changdeokgung: {
    nameZhHant: '昌德宮',
    addressZhHant: '首爾特別市鍾路區栗谷路99',
    descriptionZhHant:
      '昌德宮是聯合國教科文組織世界遺產，依山勢而建，而非嚴格的棋盤式布局。秘苑（後苑）只能參加定時導覽參觀，請事先預約，或早點到現場購票。',
    openingHoursZhHant: [
      '週二至週日 09:00開放，閉館時間依季節為17:30–18:30',
      '秘苑僅限參加導覽參觀',
      '週一休館',
    ],
  },
  changgyeonggung: {
    nameZhHant: '昌慶宮',
    addressZhHant: '首爾特別市鍾路區昌慶宮路185',
    descriptionZhHant:
      '昌慶宮緊鄰昌德宮，較為清幽，以維多利亞風格的白色大溫室和寧靜的池塘聞名。這裡開放到晚上，很適合當作一天行程的最後一站。',
    openingHoursZhHant: ['週二至週日 09:00–21:00（20:00停止入場）', '週一休館'],
  },
  deoksugung: {
    nameZhHant: '德壽宮',
    addressZhHant: '首爾特別市中區世宗大路99',
    descriptionZhHant:
      '德壽宮位於首爾市廳對面，小巧精緻，傳統殿閣與新古典主義風格的石造殿比鄰而立。可先在大漢門觀賞守門將交接儀式，再漫步德壽宮石牆路。',
    openingHoursZhHant: ['週二至週日 09:00–21:00（20:00停止入場）', '週一休館'],
  },
  jongmyo: {
    nameZhHant: '宗廟',
    addressZhHant: '首爾特別市鍾路區鍾路157',
    descriptionZhHant:
      '宗廟是供奉朝鮮歷代君王神位的王室祠廟，列入聯合國教科文組織世界遺產，狹長的正殿是韓國最震撼人心的建築之一。多數平日須在固定時段參加導覽入場，出發前請先確認導覽時刻表。',
    openingHoursZhHant: [
      '週三至週一 09:00–18:00（2–5月、9–10月）',
      '6–8月開放至18:30，11–1月開放至17:30',
      '閉館前1小時停止入場',
      '週二休館',
    ],
  },
  'bukchon-hanok-village': {
    nameZhHant: '北村韓屋村',
    addressZhHant: '首爾特別市鍾路區北村路11街一帶',
    descriptionZhHant:
      '北村韓屋村位於景福宮與昌德宮之間的山坡上，巷弄裡排列著傳統瓦頂韓屋。這裡仍有居民生活，請降低音量；最熱門的幾條巷弄僅在白天（約10:00–17:00）開放遊客進入。',
  },
  insadong: {
    nameZhHant: '仁寺洞',
    addressZhHant: '首爾特別市鍾路區仁寺洞街',
    descriptionZhHant:
      '仁寺洞是一條行人徒步街，藝廊、茶館林立，還有販售韓紙、陶瓷和毛筆的店家。螺旋狀建築「人人廣場」（Ssamziegil）是選購手工小紀念品的最佳去處。',
  },
  'ikseon-dong': {
    nameZhHant: '益善洞韓屋村',
    addressZhHant: '首爾特別市鍾路區水標路28街一帶',
    descriptionZhHant:
      '益善洞韓屋村密集分布著1920年代的城市韓屋，如今已改建成咖啡廳、麵包店和小餐館。週末狹窄的巷弄很快就會擠滿人潮，建議平日下午前往。',
  },
  'gwanghwamun-square': {
    nameZhHant: '光化門廣場',
    addressZhHant: '首爾特別市鍾路區世宗大路172',
    descriptionZhHant:
      '光化門廣場是通往光化門的寬闊大道，矗立著世宗大王和李舜臣將軍的雕像。這裡是遊覽各大宮殿的便利起點，也是首爾許多節慶和活動的舉辦地。',
  },
  cheonggyecheon: {
    nameZhHant: '清溪川',
    addressZhHant: '首爾特別市中區清溪川路',
    descriptionZhHant:
      '清溪川是一條經過復原的溪流，在低於路面的位置穿過首爾市中心，全長約11公里。可從清溪廣場出發往東散步；夏天涼爽宜人，晚上還有燈光點綴。',
  },
  'n-seoul-tower': {
    nameZhHant: '南山首爾塔（N首爾塔）',
    addressZhHant: '首爾特別市龍山區南山公園街105',
    descriptionZhHant:
      'N首爾塔矗立在南山山頂，可360°俯瞰首爾市景，還有著名的愛情鎖圍欄。可搭南山纜車上山，或從明洞沿步道走上去；日落時分景色最美。',
  },
  myeongdong: {
    nameZhHant: '明洞',
    addressZhHant: '首爾特別市中區明洞街',
    descriptionZhHant:
      '明洞是首爾最熱鬧的購物區，美妝店林立，傍晚起街頭小吃攤陸續擺出。許多店家可在結帳櫃檯直接辦理即時退稅，記得隨身攜帶護照。',
  },
  'myeongdong-cathedral': {
    nameZhHant: '明洞聖堂',
    addressZhHant: '首爾特別市中區明洞街74',
    descriptionZhHant:
      '明洞聖堂是一座1898年落成的紅磚哥德式教堂，也是韓國天主教的中心。非彌撒時間可安靜入內參觀；廣場下方設有小型購物街。',
  },
  'namdaemun-market': {
    nameZhHant: '南大門市場',
    addressZhHant: '首爾特別市中區南大門市場4街21',
    descriptionZhHant:
      '南大門市場是韓國歷史最悠久、規模最大的傳統市場，數千家攤商販售服飾、廚具、人蔘和小吃。一定要去刀削麵巷嚐嚐，再來個路邊攤的蔬菜糖餅。',
  },
  'namsangol-hanok-village': {
    nameZhHant: '南山谷韓屋村',
    addressZhHant: '首爾特別市中區退溪路34街28',
    descriptionZhHant:
      '南山谷韓屋村在南山腳下的庭園中復原了五棟朝鮮時代的韓屋，免費入場。這裡經常舉辦民俗遊戲和手工藝活動，從忠武路站步行很快就到。',
  },
  ddp: {
    nameZhHant: '東大門設計廣場（DDP）',
    addressZhHant: '首爾特別市中區乙支路281',
    descriptionZhHant:
      '東大門設計廣場是札哈·哈蒂設計的曲線鋁板地標建築，常舉辦設計展覽、市集和時尚活動。建議天黑後來訪，屆時建築亮起燈光，周邊的服飾批發商場也營業到深夜。',
  },
  'lotte-world-tower': {
    nameZhHant: '樂天世界塔·SEOUL SKY觀景台',
    addressZhHant: '首爾特別市松坡區奧林匹克路300',
    descriptionZhHant:
      '樂天世界塔是韓國最高的建築（555公尺），頂樓附近設有觀景台和玻璃地板觀景平台。參觀後可到塔下的石村湖散步，櫻花季尤其值得一去。',
  },
  'starfield-library': {
    nameZhHant: '星空圖書館',
    addressZhHant: '首爾特別市江南區永東大路513',
    descriptionZhHant:
      '星空圖書館位於COEX Mall中央，是一座兩層樓的開放式圖書館，擁有13公尺高的書牆。可免費入內坐下閱讀，還能順道參觀馬路對面的奉恩寺。',
  },
  bongeunsa: {
    nameZhHant: '奉恩寺',
    addressZhHant: '首爾特別市江南區奉恩寺路531',
    descriptionZhHant:
      '奉恩寺創建於一千多年前，如今被江南的摩天大樓環繞。寺內巨大的彌勒大佛立像和寺院寄宿（Templestay）體驗，讓人可以輕鬆初探韓國佛教。',
  },
  'national-museum-of-korea': {
    nameZhHant: '國立中央博物館',
    addressZhHant: '首爾特別市龍山區西冰庫路137',
    descriptionZhHant:
      '國立中央博物館是韓國規模最大的博物館，展品涵蓋史前時代至朝鮮王朝，常設展免費參觀。千萬別錯過燈光幽暗的「思惟之屋」，裡面展出兩尊半跏思惟像。',
    openingHoursZhHant: ['每日 10:00–18:00，週三、週六開放至21:00', '1月1日、春節及中秋節當天休館'],
  },
  'war-memorial-of-korea': {
    nameZhHant: '戰爭紀念館',
    addressZhHant: '首爾特別市龍山區梨泰院路29',
    descriptionZhHant:
      '戰爭紀念館是一座免費參觀的大型博物館，介紹韓國軍事歷史，重點展示韓戰。陳列著飛機、坦克和艦艇的戶外展區深受親子遊客歡迎。',
  },
  'yeouido-hangang-park': {
    nameZhHant: '汝矣島漢江公園',
    addressZhHant: '首爾特別市永登浦區汝矣東路330',
    descriptionZhHant:
      '汝矣島漢江公園是首爾最熱鬧的河濱公園，當地人常在這裡叫外送炸雞、吃便利商店泡麵野餐。4月初，附近輪中路的櫻花是首爾數一數二的賞櫻美景。',
  },
  'banpo-hangang-park': {
    nameZhHant: '盤浦漢江公園·月光彩虹噴泉',
    addressZhHant: '首爾特別市瑞草區新盤浦路11街40',
    descriptionZhHant:
      '從春季到秋季，盤浦大橋晚間會噴出彩色水柱，上演噴泉秀。帶上野餐墊，在晚間表演開始前抵達，就能在草地上搶到好位置。',
  },
  'hongdae-street': {
    nameZhHant: '弘大步行街',
    addressZhHant: '首爾特別市麻浦區Eoulmadang路',
    descriptionZhHant:
      '弘大是弘益大學周邊的學生與獨立音樂街區，街頭藝人、古著店、夜店和深夜酒吧比比皆是。傍晚和週末最熱鬧。',
  },
  'seoul-forest': {
    nameZhHant: '首爾林',
    addressZhHant: '首爾特別市城東區纛島路273',
    descriptionZhHant:
      '首爾林是位於聖水洞邊緣的大型公園，有草坪、池塘和鹿苑。穿過公園走到聖水洞的咖啡廳和品牌展間，就是輕鬆的半日遊。',
  },
  'seongsu-yeonmujang-gil': {
    nameZhHant: '聖水洞練武場街',
    addressZhHant: '首爾特別市城東區練武場街',
    descriptionZhHant:
      '練武場街是聖水洞的主要街道，昔日的製鞋廠和倉庫如今變身為品牌展間、快閃店和咖啡廳。幾乎每週都有新的快閃店開張，出發前不妨先看看社群媒體。',
  },
  'naksan-park': {
    nameZhHant: '駱山公園',
    addressZhHant: '首爾特別市鍾路區駱山街41',
    descriptionZhHant:
      '駱山公園是沿著朝鮮時代首爾城郭（漢陽都城）而建的山頂公園，可俯瞰首爾，穿過梨花洞壁畫村即可抵達。建議日落時分前來，之後沿城牆步行下山到東大門。',
  },
  'seodaemun-prison': {
    nameZhHant: '西大門刑務所歷史館',
    addressZhHant: '首爾特別市西大門區統一路251',
    descriptionZhHant:
      '西大門刑務所歷史館原是日據時期關押獨立運動人士的監獄，如今是一座發人深省的博物館。參觀約需90分鐘，緊鄰獨立門站。',
  },
  'mmca-seoul': {
    nameZhHant: '國立現代美術館首爾館',
    addressZhHant: '首爾特別市鍾路區三清路30',
    descriptionZhHant:
      '國立現代美術館首爾館緊鄰景福宮。館內的庭院和不斷更換的展覽，讓它成為遊覽宮殿之餘在室內歇腳的好去處。',
  },
  'haneul-park': {
    nameZhHant: '天空公園',
    addressZhHant: '首爾特別市麻浦區天空公園路95',
    descriptionZhHant:
      '天空公園是世界盃公園內由舊垃圾掩埋場改造而成的草原，以10月的芒草聞名。從世界盃足球場一側登上木階梯，記得留下來欣賞日落。',
  },
  jogyesa: {
    nameZhHant: '曹溪寺',
    addressZhHant: '首爾特別市鍾路區郵政局路55',
    descriptionZhHant:
      '曹溪寺是曹溪宗的總本山，位於市中心，佛誕節前後會掛滿數千盞燈籠。對面的寺院寄宿（Templestay）資訊中心可介紹在寺院過夜的體驗。',
  },
  'the-hyundai-seoul': {
    nameZhHant: '現代百貨首爾店',
    addressZhHant: '首爾特別市永登浦區汝矣大路108',
    descriptionZhHant:
      '現代百貨首爾店在巨大的天窗下打造了室內花園，以不斷更換的快閃店聞名。週末的快閃店往往需要到場後先登記候位。',
  },
  'garosu-gil': {
    nameZhHant: '新沙洞林蔭道',
    addressZhHant: '首爾特別市江南區林蔭道',
    descriptionZhHant:
      '林蔭道是新沙洞一條銀杏夾道的街道，時尚旗艦店、美妝店和早午餐咖啡廳雲集。兩側的小巷（當地人稱「Serosu-gil」）更為安靜，獨立小店也更多。',
  },
  'gwangjang-market': {
    nameZhHant: '廣藏市場',
    addressZhHant: '首爾特別市鍾路區昌慶宮路88',
    descriptionZhHant:
      '廣藏市場擁有百年歷史，中央美食街的共用櫃檯供應綠豆煎餅、麻藥飯捲和生拌牛肉。每個攤位都標有價格，點餐前請先確認。',
  },
  'buchon-yukhoe': {
    nameZhHant: '富村生拌牛肉',
    addressZhHant: '首爾特別市鍾路區鍾路200-12',
    descriptionZhHant:
      '富村生拌牛肉是廣藏市場生拌牛肉巷裡的老字號餐廳，供應搭配梨絲和蛋黃的韓牛生拌牛肉。晚餐時段需要排隊，下午三四點前往會輕鬆些。',
  },
  'myeongdong-kyoja': {
    nameZhHant: '明洞餃子本店',
    addressZhHant: '首爾特別市中區明洞10街29',
    descriptionZhHant:
      '明洞餃子自1966年起供應濃郁的雞湯刀削麵和餃子；排隊速度很快，入店時先付款。麵和白飯可免費續加，蒜味十足的泡菜也很有名。',
  },
  'tosokchon-samgyetang': {
    nameZhHant: '土俗村蔘雞湯',
    addressZhHant: '首爾特別市鍾路區紫霞門路5街5',
    descriptionZhHant:
      '土俗村蔘雞湯是景福宮附近的一家韓屋餐廳，以加入糯米燉煮的蔘雞湯聞名。韓國人習慣在盛夏最熱的日子吃蔘雞湯，那時排隊人潮也最長。',
  },
  'jinokhwa-dakhanmari': {
    nameZhHant: '陳玉華奶奶元祖一隻雞',
    addressZhHant: '首爾特別市鍾路區鍾路40ga街18',
    descriptionZhHant:
      '陳玉華奶奶元祖一隻雞是東大門一隻雞巷裡最有名的店：整隻雞與馬鈴薯、年糕一起在桌上現煮。最後別忘了在湯裡加入刀削麵。',
  },
  'woo-lae-oak': {
    nameZhHant: '又來屋',
    addressZhHant: '首爾特別市中區昌慶宮路62-29',
    descriptionZhHant:
      '又來屋是首爾歷史最悠久的餐廳之一（創立於1946年），以平壤冷麵和韓式烤牛肉聞名。湯頭清淡細膩，加醋或芥末之前先嚐一口原味。',
  },
  hadongkwan: {
    nameZhHant: '河東館明洞本店',
    addressZhHant: '首爾特別市中區明洞9街12',
    descriptionZhHant:
      '河東館是一家牛骨湯（gomtang）專賣店，自1939年起只賣一種清湯。一早開門，當天的湯賣完就打烊，常常下午過半就已售罄。',
  },
  'tongin-market': {
    nameZhHant: '通仁市場',
    addressZhHant: '首爾特別市鍾路區紫霞門路15街18',
    descriptionZhHant:
      '通仁市場是西村的一個社區小市場，可以先買銅錢，再逐攤挑選菜色裝滿午餐餐盤。千萬別錯過用油炒製的油炒年糕。',
  },
  'mangwon-market': {
    nameZhHant: '望遠市場',
    addressZhHant: '首爾特別市麻浦區圃隱路8街14',
    descriptionZhHant:
      '望遠市場是熱鬧的社區市場，以實惠的小吃深受喜愛：炸雞、可樂餅和手工餃子。再步行十分鐘即可到望遠漢江公園，在河邊野餐。',
  },
  'noryangjin-fish-market': {
    nameZhHant: '鷺梁津水產批發市場',
    addressZhHant: '首爾特別市銅雀區鷺得路674',
    descriptionZhHant:
      '鷺梁津水產批發市場是首爾的大型海鮮市場：在樓下挑選活魚或帝王蟹，再到樓上的餐廳支付料理費請店家代為烹調。購買前不妨多比較幾家攤位的價格。',
  },
  'sindang-tteokbokki-town': {
    nameZhHant: '新堂洞辣炒年糕街',
    addressZhHant: '首爾特別市中區茶山路35街一帶',
    descriptionZhHant:
      '新堂洞辣炒年糕街是鍋煮「即席」辣炒年糕聲名大噪的地方，其中以馬福林奶奶的店最為有名。點一鍋全桌共享，最後用剩下的醬汁炒飯收尾。',
  },
  'samcheong-dong-sujebi': {
    nameZhHant: '三清洞麵疙瘩',
    addressZhHant: '首爾特別市鍾路區三清路101-1',
    descriptionZhHant:
      '三清洞麵疙瘩是一家樸實親切的人氣小店，招牌是鯷魚湯底的手撕麵疙瘩和酥脆的馬鈴薯煎餅。逛完北村和三清洞後，來這裡暖暖身子正好。',
  },
  'balwoo-gongyang': {
    nameZhHant: '缽盂供養',
    addressZhHant: '首爾特別市鍾路區郵政局路56',
    descriptionZhHant:
      '缽盂供養是曹溪宗在曹溪寺對面經營的韓國寺院料理餐廳，供應不使用肉、魚、大蒜和洋蔥的當季蔬食套餐。建議事先訂位；這裡也是首爾素食者的首選之一。',
    openingHoursZhHant: [
      '週一至週六 11:30–15:00（午餐）、18:00–21:30（晚餐），15:00–18:00為休息時間',
      '週日、1月1日及春節、中秋節連假公休',
    ],
  },
  jungsik: {
    nameZhHant: 'Jungsik 正食堂',
    addressZhHant: '首爾特別市江南區宣陵路158街11',
    descriptionZhHant:
      'Jungsik 正食堂位於清潭洞，是開創現代韓式精緻料理的先驅，供應富有創意的品嚐套餐。需提早許久訂位；午餐是體驗這家餐廳較實惠的方式。',
  },
  cheongjinok: {
    nameZhHant: '清進屋',
    addressZhHant: '首爾特別市鍾路區鍾路3街32',
    descriptionZhHant:
      '清進屋是創立於1937年的解酒湯（haejangguk）老店，最初位於避馬巷（Pimatgol）。早上來一碗牛血白菜解酒湯，是鍾路的經典吃法。',
  },
  'pildong-myeonok': {
    nameZhHant: '筆洞麵屋',
    addressZhHant: '首爾特別市中區西厓路26',
    descriptionZhHant:
      '筆洞麵屋是忠武路站附近一家樸素的平壤冷麵店，清淡爽口的湯頭上撒著辣椒粉。冷麵可搭配一盤白切豬肉（jeyuk）。',
  },
  'onion-anguk': {
    nameZhHant: 'Onion 安國店',
    addressZhHant: '首爾特別市鍾路區桂洞街5',
    descriptionZhHant:
      'Onion 安國店是安國站旁一家由韓屋改建的麵包咖啡廳，可坐在環繞庭院的架高木地板上休息。招牌是撒滿糖粉的潘多洛（pandoro），早上人最少。',
  },
  'onion-seongsu': {
    nameZhHant: 'Onion 聖水店',
    addressZhHant: '首爾特別市城東區峨嵯山路9街8',
    descriptionZhHant:
      'Onion 聖水店是讓聖水洞聲名大噪的咖啡廳之一：舊工廠建築保留原貌，麵包擺滿長桌。中午前去可選的糕點種類最多。',
  },
  'fritz-dohwa': {
    nameZhHant: 'Fritz 咖啡桃花店',
    addressZhHant: '首爾特別市麻浦區Saechang路2街17',
    descriptionZhHant:
      'Fritz 桃花店是Fritz的第一家店，這家精品咖啡烘焙坊兼麵包店位於一棟復古風格的兩層樓老房子裡，掛著著名的海豹標誌。手沖咖啡出色，可頌也是麻浦數一數二的。',
  },
  'fritz-wonseo': {
    nameZhHant: 'Fritz 苑西店',
    addressZhHant: '首爾特別市鍾路區栗谷路83',
    descriptionZhHant:
      'Fritz 苑西店位於阿拉里奧美術館旁的韓屋中，可眺望昌德宮的宮牆。往返於宮殿與北村之間時，在這裡喝杯咖啡十分方便。',
  },
  'anthracite-hapjeong': {
    nameZhHant: 'Anthracite 咖啡合井店',
    addressZhHant: '首爾特別市麻浦區土亭路5街10',
    descriptionZhHant:
      'Anthracite 咖啡合井店是由舊製鞋廠改造的烘焙咖啡廳，老機器和軌道仍保留原處。距合井站僅幾分鐘路程，是安靜工作或閱讀的好地方。',
  },
  'anthracite-hannam': {
    nameZhHant: 'Anthracite 咖啡漢南店',
    addressZhHant: '首爾特別市龍山區梨泰院路240',
    descriptionZhHant:
      'Anthracite 咖啡漢南店位於漢南洞主要道路旁，是混凝土與植栽交織的空間，安靜而富有設計感。逛漢南洞的選物店時，不妨在此歇歇腳。',
  },
  'daelim-changgo': {
    nameZhHant: '大林倉庫',
    addressZhHant: '首爾特別市城東區聖水二路78',
    descriptionZhHant:
      '大林倉庫由舊碾米廠和倉庫改建為寬敞的藝廊咖啡廳，是聖水洞咖啡廳文化最早的地標之一。挑高的大廳常被用來舉辦展覽和拍攝。',
  },
  'blue-bottle-seongsu': {
    nameZhHant: '藍瓶咖啡聖水店',
    addressZhHant: '首爾特別市城東區峨嵯山路7',
    descriptionZhHant:
      '藍瓶咖啡聖水店是藍瓶咖啡在韓國的第一家分店（2019年開幕），位於纛島站旁的紅磚建築內，咖啡廳設在陽光充足的地下樓層。步行前往首爾林之前先來這裡很方便。',
  },
  'hakrim-dabang': {
    nameZhHant: '鶴林茶房',
    addressZhHant: '首爾特別市鍾路區大學路119',
    descriptionZhHant:
      '鶴林茶房是大學路上自1956年營業至今的咖啡廳，有木造隔間座位、古典音樂唱片和覆蓋鮮奶油的維也納咖啡。曾在多部韓劇中出現，保留著老首爾的氛圍。',
  },
  'london-bagel-museum-anguk': {
    nameZhHant: '倫敦貝果博物館安國店',
    addressZhHant: '首爾特別市鍾路區北村路4街20',
    descriptionZhHant:
      '倫敦貝果博物館是一家裝潢成倫敦街角小店風格的貝果麵包店，門口常排著首爾最長的人龍之一。開門後立刻在候位App上登記，等候期間可以逛逛北村。',
  },
  'starbucks-gyeongdong-1960': {
    nameZhHant: '星巴克京東1960店',
    addressZhHant: '首爾特別市東大門區古山子路36街3',
    descriptionZhHant:
      '星巴克京東1960店由京東市場頂樓一座1960年代的老電影院改建而成，階梯式座位正對著昔日的舞台。前往途中會穿過藥材市場。',
  },
  'cafe-layered-yeonnam': {
    nameZhHant: 'Cafe Layered 延南店',
    addressZhHant: '首爾特別市麻浦區城美山路161-4',
    descriptionZhHant:
      'Cafe Layered 延南店是一家英式麵包咖啡廳，以司康和層層堆疊的蛋糕聞名，裝潢如同英國鄉村小屋。店面靠近京義線林道的延南洞段。',
  },
  'coffee-hanyakbang': {
    nameZhHant: '咖啡韓藥房',
    addressZhHant: '首爾特別市中區三一大路12街16-6',
    descriptionZhHant:
      '咖啡韓藥房是藏身乙支路小巷的迷你手沖咖啡店，以螺鈿櫃和古董布置。姊妹甜點店惠民堂就在巷子正對面。',
  },
  suyeonsanbang: {
    nameZhHant: '壽硯山房',
    addressZhHant: '首爾特別市城北區城北路26街8',
    descriptionZhHant:
      '壽硯山房是位於小說家李泰俊1930年代韓屋故居中的傳統茶館，附有小巧的庭院。夏天推薦南瓜刨冰，冬天推薦紅棗茶。',
  },
  'cha-masineun-tteul': {
    nameZhHant: '喝茶的庭院',
    addressZhHant: '首爾特別市鍾路區北村路11na街26',
    descriptionZhHant:
      '喝茶的庭院是三清洞山坡上的韓屋茶館，席地而坐即可俯瞰層層瓦頂。逛完北村後，點一壺傳統茶配年糕，讓雙腳歇一歇。',
  },
  'osulloc-tea-house-bukchon': {
    nameZhHant: '雪綠茶屋北村店',
    addressZhHant: '首爾特別市鍾路區北村路45',
    descriptionZhHant:
      '雪綠茶屋北村店由北村的韓屋改建而成，供應濟州綠茶、抹茶甜點和品茶組合。比起附近大排長龍的麵包店，這裡清靜得多。',
  },
  'nudake-haus-dosan': {
    nameZhHant: 'Nudake Haus 島山店',
    addressZhHant: '首爾特別市江南區狎鷗亭路46街50',
    descriptionZhHant:
      'Nudake Haus 島山店是眼鏡品牌Gentle Monster旗下的甜點咖啡廳，位於Haus Dosan大樓內，以黑色「Peak」蛋糕等雕塑般的甜點聞名。樓上的品牌樓層也值得一逛。',
  },
  cheongsudang: {
    nameZhHant: '清水堂',
    addressZhHant: '首爾特別市鍾路區敦化門路11na街31-9',
    descriptionZhHant:
      '清水堂是益善洞的一家咖啡廳，需踩著踏腳石穿過竹林庭院入內，以舒芙蕾長崎蛋糕聞名。傍晚燈籠亮起時尤其美麗。',
  },
  'haeundae-beach': {
    nameZhHant: '海雲臺海水浴場',
    addressZhHant: '釜山廣域市海雲臺區海雲臺海邊路264',
    descriptionZhHant:
      '海雲臺海水浴場是韓國最著名的城市海灘，1.5公里長的弧形沙灘後方飯店與高樓林立。海水浴場開放期大約在7–8月，其餘時間則很適合散步。',
  },
  'gwangalli-beach': {
    nameZhHant: '廣安里海水浴場',
    addressZhHant: '釜山廣域市水營區廣安海邊路219',
    descriptionZhHant:
      '廣安里海水浴場正對燈火璀璨的廣安大橋，沿岸海鮮餐廳和頂樓酒吧林立。晚上來可欣賞大橋燈光；釜山煙火節每年秋天在此舉行。',
  },
  'gamcheon-culture-village': {
    nameZhHant: '甘川洞文化村',
    addressZhHant: '釜山廣域市沙下區甘內2路203',
    descriptionZhHant:
      '甘川洞文化村是韓戰時期由難民建起的山坡村落，粉彩房屋與藝術裝置交相輝映。可在遊客中心購買集章地圖，並從土城站搭公車上山，免去爬坡之苦。',
  },
  'haedong-yonggungsa': {
    nameZhHant: '海東龍宮寺',
    addressZhHant: '釜山廣域市機張郡機張邑龍宮街86',
    descriptionZhHant:
      '海東龍宮寺建在浪花之上的礁石上，是十分罕見的海邊寺廟。建議清晨前往以避開遊覽車人潮；從海雲臺搭公車或計程車約30分鐘。',
  },
  taejongdae: {
    nameZhHant: '太宗臺',
    addressZhHant: '釜山廣域市影島區展望路24',
    descriptionZhHant:
      '太宗臺是影島上林木茂密的海岬，有陡峭的懸崖和燈塔，天氣晴朗時可遠眺日本對馬島。搭乘「Danubi」觀光小火車，可免去環狀路線上坡步行之苦。',
  },
  'huinnyeoul-culture-village': {
    nameZhHant: '白淺灘文化村',
    addressZhHant: '釜山廣域市影島區白淺灘街',
    descriptionZhHant:
      '白淺灘文化村是影島懸崖邊的一條小巷，白色房屋和小咖啡廳錯落其間，可眺望停泊在近海的船隻。下方的海岸隧道和階梯是熱門拍照點；這裡有居民生活，請保持安靜。',
  },
  'yongdusan-park': {
    nameZhHant: '龍頭山公園·釜山塔',
    addressZhHant: '釜山廣域市中區龍頭山街37-55',
    descriptionZhHant:
      '龍頭山公園是位於南浦洞上方的山頂公園，可搭戶外手扶梯上山，山頂矗立著釜山塔。在逛山下的市場之前，先來這裡俯瞰全貌、掌握方位。',
  },
  'gukje-market': {
    nameZhHant: '國際市場',
    addressZhHant: '釜山廣域市中區國際市場2街一帶',
    descriptionZhHant:
      '國際市場是由戰後貿易發展起來的大型市場，因電影《國際市場》而聲名大噪。逛完服飾和居家用品後，可以一路品嚐小吃，走到罐頭市場。',
  },
  'haeundae-blueline-park': {
    nameZhHant: '海雲臺藍線公園（尾浦站）',
    addressZhHant: '釜山廣域市海雲臺區迎月路62番街13',
    descriptionZhHant:
      '海雲臺藍線公園由沿海鐵路改造成觀光路線，有慢速行駛的海岸列車，以及開往青沙浦的2–4人座彩色天空膠囊列車。天空膠囊座位經常售罄，建議線上預約。',
  },
  dongbaekseom: {
    nameZhHant: '冬柏島·APEC世峰樓',
    addressZhHant: '釜山廣域市海雲臺區冬柏路116',
    descriptionZhHant:
      '冬柏島位於海雲臺西端，是一座林木繁茂的小島，有海岸棧道、燈塔以及為2005年APEC峰會而建的世峰樓。環島步行約40分鐘，沿途可眺望廣安大橋。',
  },
  'oryukdo-skywalk': {
    nameZhHant: '五六島天空步道',
    addressZhHant: '釜山廣域市南區五六島路137',
    descriptionZhHant:
      '五六島天空步道是伸出懸崖之外、正對五六島的馬蹄形玻璃步道。這裡也是二妓臺海岸步道的起點，可沿步道一路走到廣安里，風景優美。',
  },
  'songdo-cable-car': {
    nameZhHant: '松島海上纜車',
    addressZhHant: '釜山廣域市西區松島海邊路171',
    descriptionZhHant:
      '松島是韓國第一座公共海水浴場，海上纜車從海面上方橫跨海灣。如果不怕高，可以選擇玻璃底的「水晶」車廂。',
  },
  beomeosa: {
    nameZhHant: '梵魚寺',
    addressZhHant: '釜山廣域市金井區梵魚寺路250',
    descriptionZhHant:
      '梵魚寺是韓國南部的名剎之一，西元678年創建於金井山山坡上。搭地鐵到梵魚寺站，再轉乘公車上山即可；寺內也提供寺院寄宿（Templestay）。',
  },
  'shinsegae-centum-city': {
    nameZhHant: '新世界百貨 Centum City·Spa Land',
    addressZhHant: '釜山廣域市海雲臺區Centum南大路35',
    descriptionZhHant:
      '新世界百貨Centum City店是一家超大型百貨公司，內設Spa Land，這是一座使用地下天然溫泉水的溫泉SPA兼汗蒸幕。是釜山下雨天的理想去處。',
  },
  f1963: {
    nameZhHant: 'F1963複合文化空間',
    addressZhHant: '釜山廣域市水營區Gurak路123番街20',
    descriptionZhHant:
      'F1963由建於1963年的鋼索工廠改造而成，如今是設有書店、藝廊、竹林庭院和Terarosa咖啡廳的文化空間。大部分區域在室內，可輕鬆度過半天。',
  },
  'songjeong-beach': {
    nameZhHant: '松亭海水浴場',
    addressZhHant: '釜山廣域市海雲臺區松亭海邊路62',
    descriptionZhHant:
      '松亭海水浴場位於海雲臺以東，水淺浪緩，全年都深受衝浪新手歡迎。多家衝浪學校以小時計費出租衝浪板和防寒衣。',
  },
  'jagalchi-market': {
    nameZhHant: '札嘎其市場',
    addressZhHant: '釜山廣域市中區札嘎其海岸路52',
    descriptionZhHant:
      '札嘎其市場是韓國最大的海鮮市場，「札嘎其阿珠媽」們在港邊販售當天的漁獲。在一樓挑好魚，再到樓上做成生魚片或煮成魚湯享用。',
  },
  'bupyeong-kkangtong-market': {
    nameZhHant: '富平罐頭市場',
    addressZhHant: '釜山廣域市中區富平1街48',
    descriptionZhHant:
      '富平罐頭市場因昔日買賣來自美軍基地的罐頭而得名，傍晚開張的街頭小吃夜市十分有名。推薦嚐嚐魚板和油豆腐火鍋。',
  },
  'biff-square': {
    nameZhHant: 'BIFF廣場小吃街',
    addressZhHant: '釜山廣域市中區BIFF廣場路',
    descriptionZhHant:
      'BIFF廣場是釜山國際影展的發源地，地面上留有電影明星的手印。這裡以堅果糖餅聞名，餅裡塞滿了堅果種子和糖漿。',
  },
  'choryang-milmyeon': {
    nameZhHant: '草梁小麥冷麵',
    addressZhHant: '釜山廣域市東區中央大路225',
    descriptionZhHant:
      '草梁小麥冷麵是一家人氣小麥冷麵店；小麥冷麵是戰時難民用麵粉改良冷麵而誕生的釜山特色美食。店面距釜山站步行僅幾分鐘，搭KTX前後來吃正合適。',
  },
  'bonjeon-dwaeji-gukbap': {
    nameZhHant: '本錢豬肉湯飯',
    addressZhHant: '釜山廣域市東區中央大路214番街3-8',
    descriptionZhHant: '本錢豬肉湯飯是釜山站對面的老字號豬肉湯飯店。依照釜山的吃法，用蝦醬和韭菜為湯調味。',
  },
  'haeundae-market': {
    nameZhHant: '海雲臺傳統市場',
    addressZhHant: '釜山廣域市海雲臺區龜南路41番街一帶',
    descriptionZhHant:
      '海雲臺傳統市場是海雲臺站與海灘之間一條短短的有頂棚市場街，適合品嚐辣炒年糕、魚板和烤海鮮。在海邊玩完後來這裡吃一頓實惠的晚餐很方便。',
  },
  'samjin-eomuk': {
    nameZhHant: '三進魚板本店',
    addressZhHant: '釜山廣域市影島區太宗路99番街36',
    descriptionZhHant:
      '三進魚板本店是釜山歷史最悠久的魚板品牌（創立於1953年）的旗艦店，可以現場觀看魚板的製作過程。挑一盤剛炸好的魚板，內用或外帶皆可。',
  },
  'momos-coffee-oncheonjang': {
    nameZhHant: 'Momos 咖啡溫泉場本店',
    addressZhHant: '釜山廣域市金井區Osige路20',
    descriptionZhHant:
      'Momos咖啡是培育出韓國首位世界咖啡師大賽冠軍（2019年）的烘焙咖啡廳，店內有竹林庭院和瓦頂建築。可與附近溫泉場的溫泉一併安排。',
  },
  'terarosa-f1963': {
    nameZhHant: 'Terarosa F1963店',
    addressZhHant: '釜山廣域市水營區Gurak路123番街20',
    descriptionZhHant:
      'Terarosa F1963店是Terarosa開在F1963舊鋼索工廠內的大型咖啡廳，保留了原有的鋼樑和機械設備。手沖咖啡很出色，麵包櫃也很大。',
  },
  'dalmaji-gil': {
    nameZhHant: '迎月路咖啡街',
    addressZhHant: '釜山廣域市海雲臺區迎月路',
    descriptionZhHant:
      '迎月路是海雲臺上方一條蜿蜒的山坡道路，沿途遍布海景咖啡廳和藝廊，春季櫻花尤其有名。日落或月亮升起時分，不妨挑個靠窗的座位。',
  },
  'momos-coffee-yeongdo': {
    nameZhHant: 'Momos 咖啡影島烘焙店',
    addressZhHant: '釜山廣域市影島區Bongraenaru路160',
    descriptionZhHant:
      'Momos咖啡影島烘焙店由影島的一座港口倉庫改建而成，可以在水邊觀看咖啡豆的烘焙過程。可與白淺灘文化村、太宗臺安排在同一天遊覽。',
  },
  'waveon-coffee': {
    nameZhHant: 'Waveon 咖啡',
    addressZhHant: '釜山廣域市機張郡長安邑迎日路286',
    descriptionZhHant:
      'Waveon咖啡是位於機張海岸的一座獲獎咖啡廳，由混凝土和玻璃打造，落地窗外便是大海。這裡在海雲臺以北較遠處，建議開車或搭計程車，與海東龍宮寺排在同一天。',
  },
  'seongsan-ilchulbong': {
    nameZhHant: '城山日出峰',
    addressZhHant: '濟州特別自治道西歸浦市城山邑日出路284-12',
    descriptionZhHant:
      '城山日出峰是一座拔海而起的凝灰岩火山錐，屬於濟州聯合國教科文組織世界自然遺產的一部分。登上火山口邊緣需20–30分鐘；要看日出得摸黑出發，記得帶手電筒。',
  },
  manjanggul: {
    nameZhHant: '萬丈窟',
    addressZhHant: '濟州特別自治道濟州市舊左邑萬丈窟街182',
    descriptionZhHant:
      '萬丈窟是世界上最出色的熔岩洞之一，開放遊客參觀的路段約1公里，盡頭是一根高7.6公尺的熔岩柱。洞內全年約11–21°C，請多帶一件外套，並穿上適合濕滑地面的好走鞋子。',
  },
  'hallasan-seongpanak': {
    nameZhHant: '漢拏山城板岳登山步道',
    addressZhHant: '濟州特別自治道濟州市朝天邑516路1865',
    descriptionZhHant:
      '漢拏山城板岳登山步道是登上韓國最高峰、海拔1,947公尺山頂的最熱門路線。經此路線攻頂需事先線上免費預約，各避難小屋還設有嚴格的通過管制時間。',
  },
  'hyeopjae-beach': {
    nameZhHant: '挾才海水浴場',
    addressZhHant: '濟州特別自治道濟州市翰林邑翰林路329-10',
    descriptionZhHant:
      '挾才海水浴場位於濟州西海岸，白沙與碧綠的淺海正對著小島飛揚島。這裡的日落美不勝收，翰林公園就在旁邊。',
  },
  'hamdeok-beach': {
    nameZhHant: '咸德海水浴場',
    addressZhHant: '濟州特別自治道濟州市朝天邑朝咸海岸路525',
    descriptionZhHant:
      '咸德海水浴場位於濟州機場以東30分鐘車程處，海水淺而呈翡翠色，背靠犀牛峰。登上犀牛峰可飽覽美景，春季油菜花盛開時尤其漂亮。',
  },
  'woljeongri-beach': {
    nameZhHant: '月汀里海邊',
    addressZhHant: '濟州特別自治道濟州市舊左邑迎日海岸路一帶',
    descriptionZhHant:
      '月汀里海邊位於濟州東北海岸，是一片小巧湛藍的海灘，沿岸咖啡廳林立。這裡是前往城山的東海岸自駕路線上的經典一站。',
  },
  'cheonjiyeon-waterfall': {
    nameZhHant: '天地淵瀑布',
    addressZhHant: '濟州特別自治道西歸浦市Namseongjung路2-15',
    descriptionZhHant:
      '天地淵瀑布位於西歸浦，沿著一條穿過亞熱帶峽谷、短而平坦的小路走到盡頭，便是這道22公尺高的瀑布。開放到晚上，天黑後有燈光照明。',
  },
  'jeongbang-waterfall': {
    nameZhHant: '正房瀑布',
    addressZhHant: '濟州特別自治道西歸浦市七十里路214番街37',
    descriptionZhHant: '正房瀑布是亞洲少數直接落入大海的瀑布之一。階梯下方是岩石海岸，請穿防滑的鞋子。',
  },
  'jusangjeolli-cliff': {
    nameZhHant: '中文大浦海岸柱狀節理帶',
    addressZhHant: '濟州特別自治道西歸浦市離於島路36-30',
    descriptionZhHant:
      '中文大浦海岸柱狀節理帶由熔岩冷卻形成的六角形玄武岩石柱組成，海浪不斷拍打其上。颳風的日子最為壯觀；在觀景台遊覽約需30分鐘。',
  },
  bijarim: {
    nameZhHant: '榧子林',
    addressZhHant: '濟州特別自治道濟州市舊左邑榧子林街55',
    descriptionZhHant:
      '榧子林生長著約2,800棵榧樹，部分樹齡超過500年，林間小路鋪滿紅色火山碎石。這裡涼爽幽靜，走一圈約需一小時，即使下小雨也適合散步。',
  },
  yongduam: {
    nameZhHant: '龍頭岩',
    addressZhHant: '濟州特別自治道濟州市龍頭岩街15',
    descriptionZhHant:
      '龍頭岩是一塊形似龍頭、從海中升起的熔岩，距濟州機場僅10分鐘。很適合當作濟州之旅的第一站或最後一站。',
  },
  'camellia-hill': {
    nameZhHant: '山茶花之丘',
    addressZhHant: '濟州特別自治道西歸浦市安德面Byeongak路166',
    descriptionZhHant:
      '山茶花之丘是一座大型山茶花園，山茶花從深秋開到早春，初夏則有繡球花。遊覽園內步道至少要預留一小時。',
  },
  sanbangsan: {
    nameZhHant: '山房山·山房窟寺',
    addressZhHant: '濟州特別自治道西歸浦市安德面山房路218-10',
    descriptionZhHant:
      '山房山是一座鐘形熔岩穹丘，半山腰有洞窟寺院山房窟寺，可俯瞰西南海岸。山下便是以層層疊疊的砂岩峭壁著稱的龍頭海岸。',
  },
  'dongmun-market': {
    nameZhHant: '東門傳統市場',
    addressZhHant: '濟州特別自治道濟州市觀德路14街20',
    descriptionZhHant:
      '東門傳統市場是濟州市歷史最悠久的市場，販售漢拏峰柑橘和魚乾，傍晚還有夜市，供應烤黑豬肉、鮑魚和奧美基年糕。夜市從傍晚開始營業。',
  },
  'seogwipo-olle-market': {
    nameZhHant: '西歸浦每日偶來市場',
    addressZhHant: '濟州特別自治道西歸浦市中央路62番街一帶',
    descriptionZhHant:
      '西歸浦每日偶來市場是西歸浦市中心的一座有頂棚市場，以盒裝生魚片、炸雞和橘子汁聞名。遊覽完天地淵瀑布和正房瀑布後順道前往十分方便。',
  },
  'jeju-black-pork-street': {
    nameZhHant: '濟州黑豬肉街',
    addressZhHant: '濟州特別自治道濟州市觀德路15街一帶',
    descriptionZhHant:
      '濟州黑豬肉街位於濟州市舊城區，是一條不長的烤肉街，專賣炭火燒烤的厚切黑豬肉。不妨按當地吃法，沾上鹹香的鯷魚醬。',
  },
  'olle-guksu': {
    nameZhHant: '偶來麵條',
    addressZhHant: '濟州特別自治道濟州市Guiarang街24',
    descriptionZhHant:
      '偶來麵條是當地人鍾愛的肉麵店。肉麵是濟州特色的豬骨湯麵，上面鋪著厚切白煮豬肉。店家下午過半便打烊，適合在機場附近當早餐或午餐。',
  },
  'myeongjin-jeonbok': {
    nameZhHant: '明珍鮑魚',
    addressZhHant: '濟州特別自治道濟州市舊左邑迎日海岸路1282',
    descriptionZhHant:
      '明珍鮑魚是一家海邊餐廳，以鮑魚石鍋飯和烤鮑魚聞名。午餐時段排隊人潮很長，建議早點到，或先登記候位，候位時沿著海邊散散步。',
  },
  'osulloc-tea-museum': {
    nameZhHant: '雪綠茶博物館',
    addressZhHant: '濟州特別自治道西歸浦市安德面神話歷史路15',
    descriptionZhHant:
      '雪綠茶博物館是一座茶博物館兼咖啡廳，緊鄰西廣綠茶園，免費參觀。綠茶冰淇淋和蛋糕捲是經典之選，還可以走進茶園拍照。',
  },
  'cafe-bomnal-aewol': {
    nameZhHant: '春日咖啡廳',
    addressZhHant: '濟州特別自治道濟州市涯月邑涯月路1街25',
    descriptionZhHant:
      '春日咖啡廳位於涯月海岸，因一部韓劇而爆紅，草坪一直延伸到海邊礁石。可以順道走走旁邊的漢潭海岸散步路。',
  },
  'cafe-delmoondo': {
    nameZhHant: 'Delmoondo 咖啡',
    addressZhHant: '濟州特別自治道濟州市朝天邑朝咸海岸路519-10',
    descriptionZhHant:
      'Delmoondo咖啡是一家建在咸德海水浴場邊緣礁石上的烘焙咖啡廳，露台幾乎伸到水面之上。建議上午前往，趕在海灘人潮湧入之前。',
  },
  'anthracite-jeju': {
    nameZhHant: 'Anthracite 咖啡濟州翰林店',
    addressZhHant: '濟州特別自治道濟州市翰林邑翰林路564',
    descriptionZhHant:
      'Anthracite咖啡濟州翰林店由一座舊地瓜澱粉工廠改建而成，苔蘚和蕨類從石板地面間長出。與西海岸明亮的海灘相比，這裡氛圍幽暗而別有情調。',
  },
  'blue-bottle-jeju': {
    nameZhHant: '藍瓶咖啡濟州店',
    addressZhHant: '濟州特別自治道濟州市舊左邑繁榮路2133-30',
    descriptionZhHant:
      '藍瓶咖啡濟州店坐落在松堂里的田野之間，菜單上有使用濟州食材的品項。附近有史努比花園和濟州東部的眾多火山丘（Oreum），很適合排進東線自駕行程。',
  },
  bulguksa: {
    nameZhHant: '佛國寺',
    addressZhHant: '慶尚北道慶州市佛國路385',
    descriptionZhHant:
      '佛國寺是新羅佛教建築的傑作，列入聯合國教科文組織世界遺產，擁有石階以及多寶塔、釋迦塔兩座石塔。春季櫻花和秋季楓紅時節遊人如織，最好一開門就到。',
  },
  seokguram: {
    nameZhHant: '石窟庵',
    addressZhHant: '慶尚北道慶州市佛國路873-243',
    descriptionZhHant:
      '石窟庵位於吐含山高處，人工石窟內供奉著一尊8世紀的花崗岩坐佛，需隔著玻璃參觀。可從佛國寺搭12號公車，或沿蜿蜒的山路開車上山。',
  },
  daereungwon: {
    nameZhHant: '大陵苑',
    addressZhHant: '慶尚北道慶州市雞林路9',
    descriptionZhHant:
      '大陵苑位於慶州市中心，新羅國王和貴族的古墳如綠草覆蓋的小丘般聚集於此；走進天馬塚，可以了解古墳的建造方式。春天，古墳之間一棵木蘭樹所在的拍照點非常有名。',
  },
  cheomseongdae: {
    nameZhHant: '瞻星臺',
    addressZhHant: '慶尚北道慶州市瞻星路140-25',
    descriptionZhHant:
      '瞻星臺是一座7世紀的石塔，被認為是東亞現存最古老的天文台。夜間有燈光照明，周圍環繞著隨季節變換的花田。',
  },
  'donggung-wolji': {
    nameZhHant: '東宮與月池',
    addressZhHant: '慶尚北道慶州市Wonhwa路102',
    descriptionZhHant:
      '東宮與月池是新羅王太子宮殿的遺址，復原的樓閣倒映在池水中。建議日落後前往，屆時亮燈的建築會完美倒映在水面上。',
  },
  woljeonggyo: {
    nameZhHant: '月精橋',
    addressZhHant: '慶尚北道慶州市校村街一帶',
    descriptionZhHant:
      '月精橋是橫跨南川、復原的新羅時代廊橋，夜間亮燈後十分美麗。從這裡步行即可輕鬆前往校村韓屋村。',
  },
  'gyochon-village': {
    nameZhHant: '慶州校村韓屋村',
    addressZhHant: '慶尚北道慶州市校村內街一帶',
    descriptionZhHant:
      '慶州校村韓屋村圍繞古代儒學學府慶州鄉校和富甲一方的崔氏家族古宅而形成。可免費自由漫步，還有手工藝工坊和傳統酒品酒體驗。',
  },
  'hwangnidan-gil': {
    nameZhHant: '皇理團路',
    addressZhHant: '慶尚北道慶州市鮑石路一帶',
    descriptionZhHant:
      '皇理團路位於皇南洞，緊鄰大陵苑，街上聚集著韓屋咖啡廳、麵包店和小店。週末最為熱鬧，平日傍晚則比較悠閒。',
  },
  'gyeongju-national-museum': {
    nameZhHant: '國立慶州博物館',
    addressZhHant: '慶尚北道慶州市Iljeong路186',
    descriptionZhHant:
      '國立慶州博物館收藏有新羅金冠和巨大的青銅聖德大王神鐘（埃米勒鐘），免費參觀。這裡是雨天的好去處，也能幫助了解周邊古蹟的歷史背景。',
  },
  'bomun-lake': {
    nameZhHant: '普門湖',
    addressZhHant: '慶尚北道慶州市普門路一帶',
    descriptionZhHant:
      '普門湖是一處湖畔度假區，環湖設有步道和腳踏車道，4月初道路兩旁櫻花盛開。慶州的大型飯店大多集中在這裡。',
  },
  'yangdong-village': {
    nameZhHant: '慶州良洞村',
    addressZhHant: '慶尚北道慶州市江東面良洞村街134',
    descriptionZhHant:
      '慶州良洞村是列入聯合國教科文組織世界遺產的朝鮮時代宗族村落，兩班宅邸和茅草屋散布在山丘上。村裡至今仍有人居住，遊客比安東河回村少。',
  },
  'hwangnam-ppang': {
    nameZhHant: '皇南麵包本店',
    addressZhHant: '慶尚北道慶州市太宗路783',
    descriptionZhHant:
      '皇南麵包本店是慶州紅豆餡點心的創始店（始於1939年），這種點心外皮薄且印有花紋。可以觀看手工製作過程，再買一盒當伴手禮。',
  },
  'jeonju-hanok-village': {
    nameZhHant: '全州韓屋村',
    addressZhHant: '全北特別自治道全州市完山區麒麟大路99',
    descriptionZhHant:
      '全州韓屋村位於全州市中心，有700多棟傳統韓屋，還有韓服出租店、街頭小吃和手工藝工作室。不妨在韓屋民宿住上一晚，等一日遊的遊客離開後再慢慢享受這裡。',
  },
  gyeonggijeon: {
    nameZhHant: '慶基殿',
    addressZhHant: '全北特別自治道全州市完山區太祖路44',
    descriptionZhHant:
      '慶基殿建於1410年，用於供奉朝鮮王朝開國君主太祖的御真（肖像），院內竹林環繞，十分幽靜。裡面的御真博物館也值得一看。',
  },
  'jeondong-cathedral': {
    nameZhHant: '殿洞聖堂',
    addressZhHant: '全北特別自治道全州市完山區太祖路51',
    descriptionZhHant:
      '殿洞聖堂是一座羅馬式與拜占庭式風格的磚造教堂，1914年落成，建於韓國首批天主教殉教者殉難之地。教堂與慶基殿相對，是穿韓服拍照的熱門地點。',
  },
  omokdae: {
    nameZhHant: '梧木臺',
    addressZhHant: '全北特別自治道全州市完山區麒麟大路55',
    descriptionZhHant:
      '梧木臺是韓屋村邊緣小山丘上的一座亭子，可俯瞰韓屋村弧線優美的屋頂，是經典的觀景點。爬上去只需五分鐘，黃昏時分尤其迷人。',
  },
  pungnammun: {
    nameZhHant: '豐南門',
    addressZhHant: '全北特別自治道全州市完山區豐南門3街1',
    descriptionZhHant:
      '豐南門是全州古城牆留存至今的南門，矗立在韓屋村與南部市場之間的圓環中央。傍晚亮燈後十分漂亮。',
  },
  'nambu-market': {
    nameZhHant: '全州南部市場',
    addressZhHant: '全北特別自治道全州市完山區豐南門1街63',
    descriptionZhHant:
      '全州南部市場是全州最主要的傳統市場，以豆芽湯飯和血腸聞名。每逢週五、週六晚上，中央走道會擺滿夜市攤位。',
  },
  hankookjib: {
    nameZhHant: '韓國家',
    addressZhHant: '全北特別自治道全州市完山區御真街119',
    descriptionZhHant:
      '韓國家是全州歷史最悠久的拌飯店之一，用黃銅碗盛拌飯，並搭配豐富的小菜。推薦嚐嚐用調味生牛肉做的生拌牛肉拌飯。',
  },
  'gajok-hoegwan': {
    nameZhHant: '家族會館',
    addressZhHant: '全北特別自治道全州市完山區全州客舍3街17',
    descriptionZhHant:
      '家族會館是一家由全州飲食名匠經營的拌飯店，以色彩繽紛、擺放整齊的拌飯聞名。店面靠近古代官方客舍全州客舍，從韓屋村步行不遠。',
  },
  sambaekjip: {
    nameZhHant: '三百家',
    addressZhHant: '全北特別自治道全州市完山區全州客舍2街22',
    descriptionZhHant:
      '三百家是一家創立於1940年代末的豆芽湯飯店，店名源於當年每天只賣300碗。雞蛋直接打進滾燙的湯裡，是完美的早餐。',
  },
  'veteran-kalguksu': {
    nameZhHant: 'Veteran 刀削麵',
    addressZhHant: '全北特別自治道全州市完山區慶基殿街135',
    descriptionZhHant:
      'Veteran刀削麵是韓屋村的老字號，刀削麵湯底濃稠，加入雞蛋和紫蘇籽，上面撒著辣椒粉。排隊人潮消化得很快；餃子也值得一試。',
  },
  'gyodong-dawon': {
    nameZhHant: '校洞茶園',
    addressZhHant: '全北特別自治道全州市完山區銀杏路65-5',
    descriptionZhHant:
      '校洞茶園是一家開在全州韓屋村老韓屋裡的老字號茶館，主打黃茶，在庭院邊的矮桌上奉茶。是避開熱鬧主街、靜心歇腳的好地方。',
  },
  'incheon-chinatown': {
    nameZhHant: '仁川中華街',
    addressZhHant: '仁川廣域市中區中華街路一帶',
    descriptionZhHant:
      '仁川中華街位於仁川站對面，是韓國歷史最悠久、規模最大的中華街，也是韓式炸醬麵的誕生地。紅色牌樓、賣月餅的餅店和羊肉串，讓這裡成為從首爾出發半日遊的好去處。',
  },
  'jajangmyeon-museum': {
    nameZhHant: '炸醬麵博物館',
    addressZhHant: '仁川廣域市中區中華街路56-14',
    descriptionZhHant:
      '炸醬麵博物館是位於共和春舊樓裡的一座小型博物館，講述韓式炸醬麵從碼頭工人的餐食變成國民美食的歷程。參觀約需30–40分鐘。',
  },
  'songwol-dong-fairy-tale-village': {
    nameZhHant: '松月洞童話村',
    addressZhHant: '仁川廣域市中區童話村街一帶',
    descriptionZhHant:
      '松月洞童話村是一個畫滿童話場景的住宅區，從中華街步行很快就到。適合親子遊和拍照，但請尊重當地居民。',
  },
  'jayu-park': {
    nameZhHant: '自由公園',
    addressZhHant: '仁川廣域市中區自由公園南路25',
    descriptionZhHant:
      '自由公園是韓國第一座西式公園（1888年），位於中華街上方的山丘上，園內有麥克阿瑟將軍雕像，可俯瞰港口。4月櫻花盛開。',
  },
  'songdo-central-park': {
    nameZhHant: '松島中央公園',
    addressZhHant: '仁川廣域市延壽區Convensia大路160',
    descriptionZhHant:
      '松島中央公園是一座海水運河公園，四周環繞著松島國際都市的摩天大樓。可以租船或腳踏車遊覽，入夜後再留下來欣賞天際線燈光。',
  },
  wolmido: {
    nameZhHant: '月尾島',
    addressZhHant: '仁川廣域市中區月尾文化路一帶',
    descriptionZhHant:
      '月尾島有一條海濱步道，沿途有復古風遊樂園和生魚片餐廳，可欣賞黃海日落。從仁川站附近可搭乘月尾海洋列車前往。',
  },
  'incheon-art-platform': {
    nameZhHant: '仁川藝術平台',
    addressZhHant: '仁川廣域市中區濟物梁路218番街3',
    descriptionZhHant:
      '仁川藝術平台由開港時期的紅磚倉庫改建而成，如今是藝廊和藝術家工作室。展覽免費，周邊街道遍布20世紀初的建築。',
  },
  gonghwachun: {
    nameZhHant: '共和春',
    addressZhHant: '仁川廣域市中區中華街路43',
    descriptionZhHant:
      '共和春位於中華街主街上，沿用了公認首創韓式炸醬麵的老店名號。點一份炸醬麵，再配一份糖醋肉大家分著吃吧。',
  },
  'sinpo-market': {
    nameZhHant: '新浦國際市場',
    addressZhHant: '仁川廣域市中區牛峴路49番街11-5',
    descriptionZhHant:
      '新浦國際市場是中華街附近的一座老市場，最有名的是裝盒外帶的甜辣炸雞塊。五顏六色的餃子和韓式Q麵也值得一嚐。',
  },
  'gyeongpo-beach': {
    nameZhHant: '鏡浦海邊',
    addressZhHant: '江原特別自治道江陵市滄海路514',
    descriptionZhHant:
      '鏡浦海邊是東海岸最大的海灘，沙灘後方是松林，稍往內陸便是鏡浦湖。這裡是迎接新年日出的熱門地點。',
  },
  gyeongpodae: {
    nameZhHant: '鏡浦臺',
    addressZhHant: '江原特別自治道江陵市鏡浦路365',
    descriptionZhHant:
      '鏡浦臺是俯瞰鏡浦湖的朝鮮時代樓閣，據說晴朗的夜晚能看到五個月亮。可以沿環湖道路騎腳踏車，4月時路旁櫻花成排。',
  },
  ojukheon: {
    nameZhHant: '烏竹軒',
    addressZhHant: '江原特別自治道江陵市栗谷路3139番街24',
    descriptionZhHant:
      '烏竹軒是學者李珥（號栗谷）的出生地，也是其母親、畫家申師任堂的故居——兩人分別是5,000韓元和50,000韓元紙鈔上的人物。其名來自院內生長的烏竹（黑竹）。',
  },
  seongyojang: {
    nameZhHant: '江陵船橋莊',
    addressZhHant: '江原特別自治道江陵市Unjeong街63',
    descriptionZhHant:
      '江陵船橋莊是朝鮮後期一座宏大的兩班莊園，有蓮池亭閣，至今仍歸同一家族所有。部分房間可預約韓屋住宿。',
  },
  jeongdongjin: {
    nameZhHant: '正東津站',
    addressZhHant: '江原特別自治道江陵市江東面正東驛街17',
    descriptionZhHant:
      '正東津站是一座緊鄰海灘的小車站，以離海最近的火車站和看日出勝地而聞名。可與附近懸崖上的正東深谷海岸步道一起遊覽。',
  },
  'chodang-sundubu-village': {
    nameZhHant: '草堂嫩豆腐村',
    addressZhHant: '江原特別自治道江陵市草堂嫩豆腐街一帶',
    descriptionZhHant:
      '草堂嫩豆腐村聚集了多家餐廳，沿襲當地用海水作凝固劑製作嫩滑豆腐的傳統。可點原味白嫩豆腐或香辣的炒碼嫩豆腐；附近還有嫩豆腐義式冰淇淋可買。',
  },
  'gangneung-jungang-market': {
    nameZhHant: '江陵中央市場',
    addressZhHant: '江原特別自治道江陵市Geumseong路21',
    descriptionZhHant:
      '江陵中央市場是江陵的中心市場，美食區有魷魚米腸、馬鈴薯煎餅和炸雞。是往返烏竹軒和海邊途中吃午餐的好地方。',
  },
  'anmok-coffee-street': {
    nameZhHant: '安木海邊咖啡街',
    addressZhHant: '江原特別自治道江陵市滄海路14番街一帶',
    descriptionZhHant:
      '安木海邊咖啡街沿著安木海邊排列著一排面朝大海的咖啡廳，是江陵咖啡文化的核心；江陵每年秋天都會舉辦咖啡節。記得上樓挑個靠窗的座位。',
  },
  'terarosa-gangneung': {
    nameZhHant: 'Terarosa 咖啡工廠江陵本店',
    addressZhHant: '江原特別自治道江陵市邱井面Hyeoncheon街25',
    descriptionZhHant:
      'Terarosa咖啡工廠江陵本店是2002年讓江陵登上咖啡地圖的烘豆工坊，有紅磚建築、咖啡博物館和總是人潮洶湧的麵包店。它位於市中心以外，需搭計程車或開車前往；週末通常要抽號碼牌候位。',
  },
  'bohemian-park-yi-chu': {
    nameZhHant: 'Bohemian 朴伊秋咖啡',
    addressZhHant: '江原特別自治道江陵市連谷面Hongjilmok街55-11',
    descriptionZhHant:
      'Bohemian朴伊秋咖啡是韓國第一代咖啡師之一朴伊秋開的小咖啡廳，位於永進海邊附近。營業日有限，開車前往前請先確認。',
  },
  'suwon-hwaseong': {
    nameZhHant: '水原華城（長安門）',
    addressZhHant: '京畿道水原市長安區正祖路一帶',
    descriptionZhHant:
      '水原華城是1790年代修建的城郭，列入聯合國教科文組織世界遺產，至今仍以5.7公里的城牆環繞水原舊城區。可從長安門沿城牆走到訪花隨柳亭，或在練武臺體驗傳統射箭。',
  },
  'hwaseong-haenggung': {
    nameZhHant: '華城行宮',
    addressZhHant: '京畿道水原市八達區正祖路825',
    descriptionZhHant:
      '華城行宮是正祖前往其父陵墓參拜時所用的臨時行宮，已在城郭內精心復原。週末下午，宮門前有守門軍儀式和武藝表演。',
  },
  'suwon-chicken-street': {
    nameZhHant: '水原炸雞街',
    addressZhHant: '京畿道水原市八達區八達門路3番街一帶',
    descriptionZhHant:
      '水原炸雞街是八達門附近的一條小巷，幾十年來一直用大鐵鍋炸製老式炸雞。大多數店家會端上一整隻炸雞，並附上炸雞胗。',
  },
  'haengridan-gil': {
    nameZhHant: '行理團路咖啡街',
    addressZhHant: '京畿道水原市八達區華西門路一帶',
    descriptionZhHant:
      '行理團路咖啡街位於華城行宮與華西門之間，低矮的房屋裡開著小咖啡廳、麵包店和手工藝小店。沿城牆走完後，來這裡喝杯咖啡很愜意。',
  },
  'seoraksan-sogongwon': {
    nameZhHant: '雪嶽山國家公園（小公園）',
    addressZhHant: '江原特別自治道束草市雪嶽山路833',
    descriptionZhHant:
      '小公園是雪嶽山國家公園的主要入口，有新興寺的巨型青銅大佛，以及通往權金城的纜車。10月中旬楓紅壯觀，但塞車非常嚴重，請儘早抵達。',
  },
  'abai-village': {
    nameZhHant: '阿爸村',
    addressZhHant: '江原特別自治道束草市青湖路一帶',
    descriptionZhHant:
      '阿爸村是由北韓南下的難民在沙洲上建立的村落，需搭乘人工拉繩的渡船前往。推薦嚐嚐阿爸米腸，這是源自北方的魷魚米腸或豬肉米腸。',
  },
  'sokcho-beach': {
    nameZhHant: '束草海水浴場',
    addressZhHant: '江原特別自治道束草市Haeoreum路一帶',
    descriptionZhHant:
      '束草海水浴場是一片寬闊的市區海灘，距巴士轉運站10分鐘，有摩天輪，還能望見市區後方雪嶽山的山脊。也很適合看日出。',
  },
  'sokcho-jungang-market': {
    nameZhHant: '束草觀光水產市場',
    addressZhHant: '江原特別自治道束草市中央路147番街一帶',
    descriptionZhHant:
      '束草觀光水產市場是束草的中心市場，以盒裝甜辣炸雞塊、魷魚米腸以及地下樓層的新鮮海鮮聞名。可以買一盒炸雞塊，在回首爾的巴士上吃。',
  },
  'chilsung-shipyard': {
    nameZhHant: '七星造船所咖啡',
    addressZhHant: '江原特別自治道束草市中央路46番街45',
    descriptionZhHant:
      '七星造船所咖啡位於青草湖畔，由一座舊木船造船廠改建為咖啡廳和小型博物館，保留了船台滑道和工坊。不妨坐在面朝湖水與雪嶽山山脊的露台上。',
  },
  'hahoe-village': {
    nameZhHant: '安東河回村',
    addressZhHant: '慶尚北道安東市豐川面Jeonseo路186',
    descriptionZhHant:
      '安東河回村是列入聯合國教科文組織世界遺產的宗族村落，坐落在洛東江的河灣處，至今仍是柳氏家族的聚居地。從售票處搭接駁車進村；如遇演出，別錯過河回假面舞表演。',
  },
  'byeongsan-seowon': {
    nameZhHant: '屏山書院',
    addressZhHant: '慶尚北道安東市豐川面屏山街386',
    descriptionZhHant:
      '屏山書院是一座儒家書院，隔河正對峭壁，院內有長長的開放式樓閣晚對樓。最後一段是未鋪柏油的泥土路；這裡比河回村清幽，而且非常好拍。',
  },
  'andong-jjimdak-alley': {
    nameZhHant: '安東舊市場燉雞街',
    addressZhHant: '慶尚北道安東市繁榮街一帶（安東舊市場）',
    descriptionZhHant:
      '安東舊市場燉雞街位於安東舊市場內，是安東燉雞（用醬油加冬粉燉煮的雞肉）的發源地。一份足夠兩三個人吃。',
  },
  odongdo: {
    nameZhHant: '梧桐島',
    addressZhHant: '全羅南道麗水市梧桐島路222',
    descriptionZhHant:
      '梧桐島是一座小島，以768公尺長的防波堤與市區相連，島上遍布山茶花，花期從冬季到早春。不想走路的話，可以搭乘沿堤道行駛的觀光小火車。',
  },
  'yeosu-maritime-cable-car': {
    nameZhHant: '麗水海上纜車',
    addressZhHant: '全羅南道麗水市突山邑突山路3600-1',
    descriptionZhHant:
      '麗水海上纜車橫跨港灣，連接突山公園和子山公園，最好在黃昏橋梁亮燈時搭乘——這正是那首名曲裡唱的「麗水夜海」。',
  },
  hyangiram: {
    nameZhHant: '向日庵',
    addressZhHant: '全羅南道麗水市突山邑向日庵路60',
    descriptionZhHant:
      '向日庵是坐落在突山島南端懸崖上的一座庵堂，需穿過狹窄的岩縫才能抵達。這裡是韓國最佳的日出觀賞地之一，爬上去約需20分鐘。',
  },
  'kim-gwangseok-street': {
    nameZhHant: '金光石街',
    addressZhHant: '大邱廣域市中區達句伐大路450街',
    descriptionZhHant:
      '金光石街是一條紀念深受喜愛的民謠歌手金光石的壁畫巷弄，位於防川市場旁，沿牆播放著他的歌曲。街邊開著許多小咖啡廳和現場音樂表演場所。',
  },
  'gyesan-cathedral': {
    nameZhHant: '桂山聖堂',
    addressZhHant: '大邱廣域市中區西城路10',
    descriptionZhHant:
      '桂山聖堂是一座建於1902年的雙塔哥德式教堂，也是大邱近代歷史散步路線的起點。過馬路便是「三一運動路」階梯，以及青蘿丘上的舊傳教士住宅。',
  },
  'seomun-market': {
    nameZhHant: '西門市場',
    addressZhHant: '大邱廣域市中區Keunjang路26街45',
    descriptionZhHant:
      '西門市場是大邱最大的傳統市場，以刀削麵、扁餃子和每晚的大型夜市聞名。樓上的布料賣場也很值得一逛。',
  },
  'dongpirang-village': {
    nameZhHant: '東皮朗壁畫村',
    addressZhHant: '慶尚南道統營市東皮朗1街6-18',
    descriptionZhHant:
      '東皮朗壁畫村是一座山頂村落，因一項壁畫計畫而免於拆遷，可俯瞰江口岸港。從中央市場往上走一小段即到，頂端的小亭子視野極佳。',
  },
  'tongyeong-cable-car': {
    nameZhHant: '統營纜車',
    addressZhHant: '慶尚南道統營市Balgae路205',
    descriptionZhHant:
      '統營纜車登上彌勒山，可飽覽閑麗水道及星羅棋布的島嶼全景。從纜車上站步行15分鐘即可抵達山頂觀景台；纜車下站旁邊就是斜坡滑車。',
  },
  'tongyeong-jungang-market': {
    nameZhHant: '統營中央市場',
    addressZhHant: '慶尚南道統營市中央市場1街一帶',
    descriptionZhHant:
      '統營中央市場是港口邊的魚市，可以吃到新鮮生魚片，還能買到統營兩大名物——忠武飯捲和蜂蜜麵包。東皮朗壁畫村就在市場後面。',
  },
};
