// Synthetic places for the growth budget of places.mjs (also usable on its own against a database).
import { growInBatches } from './common.mjs';

/**
 * Grows the catalogue with synthetic places: spread over South Korea's land (rectangles roughly covering the
 * mainland regions and Jeju, weighted by area), mixed types, inserted in batches with generate_series.
 */
export async function grow(client, target) {
  return growInBatches(client, {
    table: 'places',
    target,
    batch: 10_000,
    sql: `with regions(idx, region, region_ko, lat0, lng0, dlat, dlng) as (values
         (0, 'Gyeonggi', '경기', 36.95, 126.65, 1.15, 1.15),
         (1, 'Gangwon', '강원', 37.05, 127.85, 1.45, 1.35),
         (2, 'Chungcheong', '충청', 36.05, 126.55, 0.9, 1.7),
         (3, 'Gyeongbuk', '경북', 35.65, 128.35, 1.3, 1.0),
         (4, 'Jeolla', '전라', 34.65, 126.45, 1.3, 1.15),
         (5, 'Gyeongnam', '경남', 34.95, 127.65, 0.65, 1.5),
         (6, 'Jeju', '제주', 33.25, 126.2, 0.28, 0.7)),
       kinds(idx, kind, kind_ko) as (values
         (0, 'Market', '시장'), (1, 'Temple', '사찰'), (2, 'Park', '공원'), (3, 'Museum', '박물관'),
         (4, 'Restaurant', '식당'), (5, 'Noodle House', '국수집'), (6, 'BBQ', '고깃집'), (7, 'Bakery', '빵집'),
         (8, 'Cafe', '카페'), (9, 'Tea House', '찻집'), (10, 'Beach', '해변'), (11, 'Village', '마을'),
         (12, 'Gallery', '미술관'), (13, 'Trail', '둘레길'), (14, 'Tower', '전망대')),
       g as (
         select s,
           -- Region by area weight (percent): 17 Gyeonggi, 24 Gangwon, 19 Chungcheong, 16 Gyeongbuk,
           -- 12 Jeolla, 10 Gyeongnam, 2 Jeju.
           case when s % 100 < 17 then 0 when s % 100 < 41 then 1 when s % 100 < 60 then 2
                when s % 100 < 76 then 3 when s % 100 < 88 then 4 when s % 100 < 98 then 5 else 6 end as r,
           (s * 7) % 15 as k
         from generate_series($1::int, $2::int) as s)
       insert into places (type, status, name, name_ko, address, address_ko, region, lat, lng, description,
                           opening_hours, closing_day_moves_on_holiday, type_source, search_terms,
                           fact_foreign_cards, fact_english_menu, fact_korean_phone_to_book, created_at, updated_at)
       select (case when kinds.idx in (4, 5, 6) then 'food' when kinds.idx in (7, 8, 9) then 'cafe'
                    else 'travel' end)::place_type,
              'active',
              regions.region || ' ' || kinds.kind || ' ' || g.s,
              regions.region_ko || ' ' || kinds.kind_ko || ' ' || g.s,
              g.s || ' Synthetic-ro, ' || regions.region,
              regions.region_ko || ' 가상로 ' || g.s,
              regions.region,
              regions.lat0 + random() * regions.dlat,
              regions.lng0 + random() * regions.dlng,
              'A ' || lower(kinds.kind) || ' in ' || regions.region || ' (synthetic bench data).',
              -- Hours like the catalogue's kinds keep them (canonical opening_hours text): a few hundred
              -- distinct values, a weekly closing day, breaks, PH, seasons; open spaces' hours unknown.
              case
                when kinds.idx in (3, 12) then
                  'Mar-Oct 09:00-18:00; Nov-Feb 09:00-17:00; ' ||
                  (array['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])[1 + g.s % 7] || ' off; PH 09:00-18:00'
                when kinds.idx in (4, 5, 6) then
                  'Mo-Sa ' || lpad((10 + g.s % 2)::text, 2, '0') || ':' || (array['00', '30'])[1 + g.s % 2] ||
                  '-15:00,' || (16 + g.s % 3) || ':00-' || (21 + g.s % 2) || ':30; PH off'
                when kinds.idx in (7, 8, 9) then
                  'Mo-Fr 0' || (7 + g.s % 3) || ':00-' || (20 + g.s % 3) || ':00; Sa,Su,PH 10:00-22:00'
                when kinds.idx = 0 then 'Mo-Sa 09:00-19:00'
                when kinds.idx = 1 then 'Mo-Su 04:00-20:00'
                when kinds.idx = 14 then 'Mo-Su 10:00-' || (22 + g.s % 2) || ':00'
              end,
              kinds.idx in (3, 12) and g.s % 3 = 0,
              'bench',
              -- Search terms shaped like the app's (search-terms.ts): each name as a key, and a sound key.
              ' ' || lower(regexp_replace(regions.region || kinds.kind || g.s, '[^[:alnum:]]', '', 'g')) || ' ' ||
                regions.region_ko || kinds.kind_ko || g.s || ' ' ||
                translate(lower(regexp_replace(regions.region || kinds.kind || g.s, '[^[:alnum:]]', '', 'g')),
                          'ktpr', 'gdbl') || ' ',
              -- What works there (DESIGN §8.6): known for one place in 25, as members' approved proposals would
              -- leave it; the rest unknown.
              case when g.s % 25 = 0 then g.s % 50 = 0 end,
              case when g.s % 25 = 0 then g.s % 75 = 0 end,
              case when g.s % 25 = 0 then g.s % 3 = 0 end,
              now(), now()
       from g join regions on regions.idx = g.r join kinds on kinds.idx = g.k`,
  });
}
