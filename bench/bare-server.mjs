// The bench's baseline: a bare node:http server, outside the app (no Fastify, no helmet, no session look-up, no
// logging), that answers the bytes of a real route snapshotted from the app: its body and its response headers
// (`PUT {path}` with the body, and the app's headers as JSON in `x-bare-headers`; `GET {path}` answers them).
// Run by common.mjs as its own process, like the app.
import http from 'node:http';

const snapshots = new Map();

const server = http.createServer((req, res) => {
  if (req.method === 'PUT') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = JSON.parse(req.headers['x-bare-headers'] ?? '{}');
      snapshots.set(req.url, { body, headers: { ...headers, 'content-length': body.length } });
      res.writeHead(204).end();
    });
    return;
  }
  const snapshot = snapshots.get(req.url);
  if (!snapshot) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no snapshot');
    return;
  }
  res.writeHead(200, snapshot.headers);
  res.end(snapshot.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`BARE_LISTENING ${server.address().port}`);
});
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
