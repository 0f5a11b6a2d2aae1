// A provider gone wrong, for the stand-ins of outside services: an answer that never ends.
import type http from 'node:http';

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * Answers 200 with JSON that never ends (`{"items":[` and then spaces) until the client hangs up, writing as fast
 * as the client reads. `sent.bytes` counts what was written: a reader with a size cap stops it near the cap.
 */
export function answerWithoutEnd(res: http.ServerResponse, sent: { bytes: number }): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"items":[');
  let open = true;
  res.on('close', () => {
    open = false;
  });
  const more = () => {
    while (open) {
      sent.bytes += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', more);
        return;
      }
    }
  };
  more();
}
