// A local server standing in for DeepL's API v2 (`POST /v2/translate`), so tests and the fuzzer translate without
// the internet. It answers "[TARGET] text" and the detected language it is told, or fails the way it is told to.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerWithoutEnd } from './endless-answer.ts';

export type DeeplStubMode = 'ok' | 'down' | 'slow' | 'garbage' | 'endless';

export interface DeeplStub {
  baseUrl: string;
  mode: DeeplStubMode;
  /** Bytes written by 'endless' answers. */
  sent: { bytes: number };
  /** What each call carried: the Authorization header and the JSON body. */
  seen: { auth: string | undefined; body: { text: string[]; target_lang: string } }[];
  close(): Promise<void>;
}

export async function startDeeplStub(slowMs = 1200): Promise<DeeplStub> {
  const stub = { mode: 'ok', seen: [], sent: { bytes: 0 } } as unknown as DeeplStub;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.url !== '/v2/translate' || req.method !== 'POST') return void res.writeHead(404).end('{}');
      let body: { text: string[]; target_lang: string };
      try {
        body = JSON.parse(raw);
      } catch {
        return void res.writeHead(400).end('{"message":"bad request"}');
      }
      stub.seen.push({ auth: req.headers.authorization, body });
      if (stub.mode === 'slow') return void setTimeout(() => res.end('{}'), slowMs);
      if (stub.mode === 'down') return void res.writeHead(503).end('{"message":"busy"}');
      if (stub.mode === 'endless') return answerWithoutEnd(res, stub.sent);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (stub.mode === 'garbage') return void res.end('{"translations": "no"}');
      res.end(
        JSON.stringify({
          translations: [{ detected_source_language: 'KO', text: `[${body.target_lang}] ${body.text[0]}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
