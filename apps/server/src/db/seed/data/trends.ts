import type { SeedTrend } from '../types.ts';

/** Trend articles about current travel trends in Korea, shown in order 1..6. */
export const SEED_TRENDS: SeedTrend[] = [
  {
    order: 1,
    daysAgo: 6,
    title: 'Seongsu-dong: From Shoe Factories to Seoul’s Pop-up Capital',
    content: `Ten years ago Seongsu-dong, on the east side of Seoul Forest, was known for small shoe workshops, printing shops and car repair garages. Today it is the first neighbourhood many young Koreans suggest when a friend visits from abroad. The low brick factories and warehouses that once made it unfashionable turned out to be its biggest asset: large, cheap, high-ceilinged spaces that cafés, designers and brands could transform.

The first wave was cafés. Daelim Changgo, a former rice mill and warehouse, and Onion, in a building that had served as a factory and a house over the decades, showed that an unpolished interior could be the whole point. Blue Bottle chose Seongsu for its first shop in Korea in 2019, and since then the area has filled with specialty roasters, bakeries and dessert shops.

The second wave is brands. Fashion, beauty and even food companies now use Seongsu for pop-up stores that last a few days or a few weeks. Yeonmujang-gil, the main street south of Seongsu Station, can change its line-up almost weekly. Many pop-ups are free to enter, offer samples or small gifts, and use mobile waiting lists, so you may be asked to register a phone number and come back later.

To make the most of a visit, go on a weekday afternoon and check the brands’ social media accounts the night before; Korean keywords such as 팝업 (pop-up) and 성수 help. Walk in from Seoul Forest via Ttukseom Station, or start at Seongsu Station exit 3 or 4. Carry a little patience: the most talked-about openings can have queues before the doors open.

Seongsu is also a real neighbourhood where workshops still operate. Look out for the small leather and shoe makers between the cafés, and remember that residential side streets are quieter in the evenings.`,
    aboutTitle: 'About Seongsu-dong',
    aboutDescription:
      'Seongsu-dong is a former light-industry district in Seongdong-gu, east Seoul, reached by Line 2 (Seongsu or Ttukseom stations) or the Suin-Bundang Line (Seoul Forest Station). It is now known for converted-factory cafés, design shops and short-lived brand pop-up stores.',
  },
  {
    order: 2,
    daysAgo: 13,
    title: 'K-Beauty Shopping for Visitors: Olive Young, Tax Refunds and What to Buy',
    content: `For many visitors, a K-beauty haul is now as much a part of the trip as a palace visit. The easiest place to start is Olive Young, the health-and-beauty chain with branches on almost every busy street. Its large stores in Myeongdong and Seongsu are set up with tourists in mind, with staff who speak English, Chinese or Japanese and signs explaining best-selling products.

Most shoppers come for skincare: sunscreens, toner pads, sheet masks, serums and cleansing balms, often from smaller Korean brands that are hard to find abroad. Prices are usually lowest during Olive Young’s regular sale periods, and many products are sold in bundle sets that include extra travel sizes.

Visitors staying in Korea for a short time can get back part of the VAT on purchases. Look for a “Tax Free” or “Tax Refund” sign and show your passport when paying: many stores deduct the refund immediately at the till, above a small minimum purchase. Keep receipts for anything you buy without an instant refund and claim at the refund kiosks at the airport before security.

If you are buying for friends, check airline rules on liquids. Anything over 100 ml must go in checked luggage, and sprays or large quantities of aerosols may be limited. Department-store duty-free shops are another option for luxury brands; you pick those goods up at the airport after passport control.

Finally, do not overlook the smaller independent shops in Seongsu, Hongdae and Garosu-gil, where brands often open their own showrooms. Testing products in person is a good way to see what actually suits your skin before you commit to a full-size bottle.`,
    aboutTitle: 'About K-beauty shopping',
    aboutDescription:
      'Korean skincare and cosmetics are among the most popular souvenirs for visitors. Chains such as Olive Young, brand showrooms and duty-free shops all sell them, and eligible purchases by short-term visitors qualify for tax refunds.',
  },
  {
    order: 3,
    daysAgo: 21,
    title: 'Hanbok and the Palaces: Free Entry When You Dress the Part',
    content: `Walk around Gyeongbokgung on any sunny day and you will see hundreds of visitors in colourful hanbok, the traditional Korean dress. Renting one has become a favourite activity for tourists and Koreans alike, helped by a simple incentive: anyone wearing hanbok gets free entry to the royal palaces of Seoul and to Jongmyo Shrine.

Rental shops cluster around Gyeongbokgung Station, Anguk Station and Bukchon, and also in Jeonju Hanok Village and Gyeongju. Most rent by the hour or for a half day, include a small bag and hair accessories for an extra charge, and let you leave your own clothes and luggage at the shop. Arriving early means a bigger choice of sizes and colours, and softer light for photos.

The palaces are the obvious backdrop. Gyeonghoeru Pavilion at Gyeongbokgung, the courtyards of Changdeokgung and the stone-wall road around Deoksugung are all popular. Keep in mind that Gyeongbokgung is closed on Tuesdays and the other palaces on Mondays, and that photos with large equipment or in restricted buildings are not allowed.

Hanbok comes in traditional cuts and in modernised styles with shorter skirts or Western-style details. For the free palace entry, the outfit should be recognisably hanbok; if you are unsure, ask the rental shop. Comfortable shoes help: palace grounds are covered in gravel and large stones.

Beyond Seoul, Jeonju Hanok Village is probably the most relaxed place to wear hanbok all day, with Gyeonggijeon and Jeondong Cathedral a few steps apart. In Gyeongju, hanbok photos around Daereungwon and Donggung Palace at night are becoming just as popular.`,
    aboutTitle: 'About hanbok and palace entry',
    aboutDescription:
      'Hanbok is Korea’s traditional dress, worn today mainly on holidays and special occasions. Visitors who wear hanbok enter Seoul’s royal palaces and Jongmyo Shrine free of charge, and rental shops operate near every major palace.',
  },
  {
    order: 4,
    daysAgo: 29,
    title: 'Templestay: A Night in a Korean Buddhist Temple',
    content: `Templestay lets visitors live by a Buddhist temple’s schedule for a day or a night. The programme was launched when Korea co-hosted the 2002 FIFA World Cup, to give foreign visitors somewhere to stay and an insight into Korean Buddhism, and it has since become one of the most distinctive experiences in the country.

A typical overnight stay starts in the afternoon with an orientation and a temple tour, followed by an early vegetarian dinner. In the evening you may take part in chanting, meditation or making lotus lanterns or prayer beads. The next morning starts very early, often before dawn, with the ceremonial drum and bell and the morning service, followed by breakfast and a walk or work period.

Meals are often served as baru gongyang, a formal monastic meal eaten in silence from a set of wooden bowls, in which nothing is wasted. Temple food uses no meat or fish and traditionally avoids pungent vegetables such as garlic and onion, which makes templestay a natural choice for vegetarian travellers.

There are programmes in the middle of Seoul, such as Jogyesa and Bongeunsa, where you can even try a short day programme, and in mountain temples like Beomeosa in Busan or those around Gyeongju. Many temples run programmes in English; bookings are made through the official Templestay website, and popular dates such as autumn weekends fill up early.

You do not need to be Buddhist to take part. Comfortable clothes are usually provided, and you will be asked to respect a few rules: keep quiet in the halls, take off your shoes where indicated and follow the monks’ lead during ceremonies. Most participants say the early morning, when the temple is still dark and the mountains are silent, is the part they remember most.`,
    aboutTitle: 'About Templestay',
    aboutDescription:
      'Templestay is a programme run by the Jogye Order and other Korean Buddhist temples in which visitors join temple life for a day or overnight. Activities include meditation, chanting, temple meals and tea ceremonies, with many programmes offered in English.',
  },
  {
    order: 5,
    daysAgo: 37,
    title: 'Walking Jeju Olle: The Island at Walking Pace',
    content: `Jeju Olle is a network of long-distance walking trails that circles Jeju Island and visits several smaller islands such as Udo and Gapado. The trails were created by the non-profit Jeju Olle Foundation, which opened the first route in 2007. “Olle” is a Jeju word for the narrow stone-walled path that leads from the street to a house.

Each route is designed to be walked in a day, usually 10 to 20 km, and passes through fishing villages, tangerine orchards, volcanic cones (oreum), beaches and forests. The way is marked with blue and orange ribbons tied to trees and poles, and with small arrows; the symbol of the trails is the ganse, a pony figure.

Route 7 along the cliffs west of Seogwipo, passing Oedolgae rock, is the classic first walk and easy to reach by bus. Route 1 on the east coast includes views of Seongsan Ilchulbong. Many walkers stay in one town and use the island’s buses to reach the start and end points, which works well on most routes.

Walkers can buy an Olle passport and collect stamps at the start, middle and end of each route, and a completion certificate is awarded to those who finish them all. Good shoes, water, sun protection and a rain layer are essential; Jeju weather changes quickly, and some coastal sections are exposed to strong wind.

The trails suit slow travellers who want to see a different side of Jeju from the car-based sightseeing circuit. Local cafés and small restaurants along the way are part of the experience, and in spring and autumn the walking is particularly pleasant.`,
    aboutTitle: 'About the Jeju Olle Trail',
    aboutDescription:
      'The Jeju Olle Trail is a set of long-distance walking routes around Jeju Island created by the Jeju Olle Foundation from 2007. Routes are marked with blue and orange ribbons and arrows, and each can be walked in about a day.',
  },
  {
    order: 6,
    daysAgo: 45,
    title: 'On Location: Visiting K-Drama and K-Pop Filming Spots',
    content: `The global reach of Korean dramas and K-pop has created a new kind of itinerary: trips planned around filming locations. Fans want to stand exactly where a favourite scene was shot or where an album cover was photographed, and many of these places are ordinary streets, beaches and cafés that are easy to visit.

On the east coast, the breakwater at Yeongjin Beach in Jumunjin, Gangneung, became famous after the drama “Goblin”, and visitors still queue there with a bouquet to recreate the scene. A few minutes up the coast, a simple bus-stop set on Hyangho Beach was built for BTS’s “You Never Walk Alone” album photos and remains a popular photo spot.

In Seoul, older cafés and alleys have found new fans. Hakrim Dabang in Daehak-ro, open since 1956, has appeared in dramas, and the retro cafés of Euljiro are frequent backdrops for shoots and music videos. The palaces and hanok neighbourhoods show up in countless historical dramas, which adds another reason to visit them in hanbok.

A little preparation helps. Many locations are private businesses or homes, so buy something if you take photos inside a café, keep your voice down in residential streets, and do not block entrances or traffic. Some spots, such as the Jumunjin breakwater, get long queues at weekends, so early mornings are best.

Regional tourism offices and the Korea Tourism Organization publish maps of filming locations, and the official tourist information centres can point you to spots that are easy to reach by public transport. Combining one or two famous locations with the local food and scenery of the area is usually more rewarding than racing between shooting sites.`,
    aboutTitle: 'About Hallyu tourism',
    aboutDescription:
      'Hallyu, the Korean Wave, refers to the worldwide popularity of Korean dramas, films and music. Filming locations, K-pop agency neighbourhoods and concert venues have become travel destinations in their own right.',
  },
];
