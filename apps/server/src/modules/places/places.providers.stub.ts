// The stand-in outside providers of the places provider tests (not a test file itself).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Search, look-ups and photos against a local server that answers like Google Places API (New) and Kakao Local
 * (their documented request and response formats), including failures and timeouts.
 */
export const GOOGLE_KEY = 'AIza-test-google-key-0123456789';
export const KAKAO_KEY = 'kakao-test-rest-key-0123456789';
export const TIMEOUT_MS = 400;
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export const gyeongbokgung = {
  id: 'ChIJod7tSseifDUR9hXHLFNGMIs',
  displayName: { text: 'Gyeongbokgung Palace', languageCode: 'en' },
  formattedAddress: '161 Sajik-ro, Jongno District, Seoul, South Korea',
  location: { latitude: 37.579617, longitude: 126.977041 },
  types: ['historical_landmark', 'tourist_attraction', 'point_of_interest', 'establishment'],
  rating: 4.6,
  userRatingCount: 70123,
  googleMapsUri: 'https://maps.google.com/?cid=1',
  photos: [
    {
      name: 'places/ChIJod7tSseifDUR9hXHLFNGMIs/photos/AUc7tXhotoRef1',
      widthPx: 4032,
      heightPx: 3024,
      authorAttributions: [{ displayName: 'A visitor', uri: 'https://maps.google.com/maps/contrib/1' }],
    },
  ],
};
export const station = {
  id: 'ChIJstationGyeongbokgung',
  displayName: { text: 'Gyeongbokgung Station', languageCode: 'en' },
  formattedAddress: 'Sajik-ro, Jongno District, Seoul, South Korea',
  location: { latitude: 37.575762, longitude: 126.973498 },
  types: ['subway_station', 'transit_station'],
};

/** What the stand-in provider saw, how it answers next, and where it listens (set by `startProviderStub`). */
export const stub: { seen: Seen[]; mode: 'ok' | 'fail' | 'slow'; base: string; server?: http.Server } = {
  seen: [],
  mode: 'ok',
  base: '',
};

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', stub.base);
  stub.seen.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
  if (url.pathname.endsWith('.svg')) {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    return;
  }
  if (url.pathname.startsWith('/photo-bytes/')) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
    res.end(PNG);
    return;
  }
  const isGoogle = url.pathname.startsWith('/v1/');
  if (isGoogle && req.headers['x-goog-api-key'] !== GOOGLE_KEY) {
    return answer(res, 403, {
      error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' },
    });
  }
  if (!isGoogle && req.headers.authorization !== `KakaoAK ${KAKAO_KEY}`) {
    return answer(res, 401, { errorType: 'AccessDeniedError', message: 'wrong appKey' });
  }
  if (stub.mode === 'fail') {
    return isGoogle
      ? answer(res, 500, { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } })
      : answer(res, 500, { errorType: 'InternalServerError', message: 'error' });
  }
  if (stub.mode === 'slow') await new Promise((r) => setTimeout(r, TIMEOUT_MS * 4));
  if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
    const { textQuery } = JSON.parse(body) as { textQuery: string };
    return answer(
      res,
      200,
      /gyeongbokgung|경복궁/i.test(textQuery) ? { places: [gyeongbokgung, station] } : {},
    );
  }
  const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
  if (media) {
    if (!media[1]!.endsWith('Ref1')) {
      return answer(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    }
    return answer(res, 200, {
      name: `${media[1]}/media`,
      photoUri: `${stub.base}/photo-bytes/${media[1]!.length}`,
    });
  }
  const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
  if (details) {
    if (details[1] === gyeongbokgung.id) return answer(res, 200, gyeongbokgung);
    return answer(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  }
  if (url.pathname === '/v2/local/search/keyword.json') {
    const q = url.searchParams.get('query') ?? '';
    if (/ginseng/i.test(q)) {
      return answer(res, 200, {
        documents: [
          {
            id: '11111111',
            place_name: '토속촌 삼계탕',
            category_name: '음식점 > 한식 > 삼계탕',
            category_group_code: 'FD6',
            category_group_name: '음식점',
            phone: '02-737-7444',
            address_name: '서울 종로구 체부동 85-1',
            road_address_name: '서울 종로구 자하문로5길 5',
            x: '126.97135',
            y: '37.57781',
            place_url: 'http://place.map.kakao.com/11111111',
            distance: '',
          },
        ],
        meta: { total_count: 1, pageable_count: 1, is_end: true, same_name: null },
      });
    }
    const documents = /경복궁|gyeongbokgung/i.test(q)
      ? [
          {
            id: '18619618',
            place_name: '경복궁',
            category_name: '여행 > 관광,명소 > 고궁,궁',
            category_group_code: 'AT4',
            category_group_name: '관광명소',
            phone: '02-3700-3900',
            address_name: '서울 종로구 세종로 1-1',
            road_address_name: '서울 종로구 사직로 161',
            x: '126.977041',
            y: '37.579617',
            place_url: 'http://place.map.kakao.com/18619618',
            distance: '1450',
          },
          {
            id: '21160620',
            place_name: '경복궁역 3호선',
            category_name: '교통,수송 > 지하철,전철 > 수도권3호선',
            category_group_code: 'SW8',
            category_group_name: '지하철역',
            phone: '02-6110-3271',
            address_name: '서울 종로구 적선동 100',
            road_address_name: '서울 종로구 사직로 지하 130',
            x: '126.973611',
            y: '37.575781',
            place_url: 'http://place.map.kakao.com/21160620',
            distance: '1210',
          },
        ]
      : [];
    return answer(res, 200, {
      documents,
      meta: {
        total_count: documents.length,
        pageable_count: documents.length,
        is_end: true,
        same_name: null,
      },
    });
  }
  answer(res, 404, { error: 'unknown path' });
}

/** Starts the stand-in Google/Kakao server on loopback; `stub.base` is its URL. */
export async function startProviderStub(): Promise<void> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => void handle(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  stub.server = server;
  stub.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function stopProviderStub(): Promise<void> {
  const server = stub.server;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
}
