/**
 * Other names visitors search the demo places by (DESIGN §8.5): English names in use beside ours, as an admin adds
 * them in the marker form. Romanizations (Revised, McCune–Reischauer, kana) need none: they are generated.
 */
export const PLACE_ALIASES: Record<string, string[]> = {
  'n-seoul-tower': ['Namsan Tower', 'Namsan Seoul Tower', 'Seoul Tower', 'YTN Seoul Tower'],
  ddp: ['DDP Seoul'],
  'lotte-world-tower': ['Lotte Tower', 'Lotte World Mall'],
  'seongsan-ilchulbong': ['Sunrise Peak', 'Seongsan Sunrise Peak'],
  'donggung-wolji': ['Anapji', 'Anapji Pond'],
  daereungwon: ['Tumuli Park', 'Daereungwon Tumuli Park'],
  'jusangjeolli-cliff': ['Daepo Columnar Joints', 'Jusangjeolli'],
  'hallasan-seongpanak': ['Mount Halla', 'Hallasan'],
  sanbangsan: ['Mount Sanbang', 'Sanbanggulsa Temple'],
  'seoraksan-sogongwon': ['Mount Seorak', 'Seoraksan'],
  'starfield-library': ['COEX Library', 'Byeolmadang Library'],
  'shinsegae-centum-city': ['Spa Land Centum City', 'Shinsegae Centum City Department Store'],
  'songdo-cable-car': ['Busan Air Cruise', 'Songdo Marine Cable Car'],
  'tongyeong-cable-car': ['Mireuksan Cable Car', 'Hallyeosudo View Cable Car'],
  'war-memorial-of-korea': ['Korean War Memorial', 'War Memorial Museum'],
  wolmido: ['Wolmi Island', 'Wolmido Island'],
  yongduam: ['Dragon Head Rock'],
  'mmca-seoul': ['MMCA Seoul', 'MMCA'],
  'banpo-hangang-park': ['Banpo Bridge Rainbow Fountain', 'Moonlight Rainbow Fountain'],
  'hongdae-street': ['Hongik University Street', 'Hongdae'],
  'jayu-park': ['Freedom Park Incheon', 'Freedom Park'],
  'bupyeong-kkangtong-market': ['Kkangtong Night Market', 'Bupyeong Kkangtong Night Market'],
  'gamcheon-culture-village': ['Gamcheon Village'],
  'suwon-hwaseong': ['Hwaseong Fortress', 'Suwon Fortress'],
  manjanggul: ['Manjanggul Cave'],
};
