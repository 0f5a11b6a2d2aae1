import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A local control channel: a Unix domain socket in the data folder, mode 0600, so only whoever may read and write
 * DATA_DIR can use it (nothing is reachable over the network). One request per connection: the client sends a
 * command name and a newline, the server answers one JSON line `{ ok, result? | error? }` and closes.
 */

export const CONTROL_SOCKET_NAME = 'control.sock';

/** The longest request line accepted (command names are short words). */
const MAX_REQUEST_BYTES = 256;
const REQUEST_TIMEOUT_MS = 5_000;

export type ControlHandlers = Record<string, () => Promise<string>>;

interface ControlReply {
  ok: boolean;
  result?: string;
  error?: string;
}

export interface ControlSocket {
  path: string;
  /** Stops accepting, waits for running commands, removes the socket file. */
  close(): Promise<void>;
}

export interface ControlLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class ControlSocketError extends Error {
  constructor(
    message: string,
    /** True when nothing listens on the socket (no file, or a file left by a process that is gone). */
    readonly notListening = false,
  ) {
    super(message);
  }
}

/**
 * Listens on `dir/control.sock`. The caller must hold the data-folder lock: a socket file found there is then
 * left over from a process that died, and is replaced. Bound under a temporary name, made 0600, then renamed into
 * place, so the socket is never reachable under its known name with looser permissions.
 */
export async function openControlSocket(
  dir: string,
  handlers: ControlHandlers,
  log: ControlLog,
): Promise<ControlSocket> {
  const file = path.join(dir, CONTROL_SOCKET_NAME);
  const temp = path.join(dir, `.${CONTROL_SOCKET_NAME}.${process.pid}`);
  const running = new Set<Promise<void>>();

  const server = net.createServer((socket) => {
    let buffer = '';
    let handled = false;
    socket.setEncoding('utf8');
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      if (!handled) socket.destroy();
    });
    socket.on('error', () => {});
    const answer = (reply: ControlReply) => {
      if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
    };
    socket.on('data', (chunk: string) => {
      if (handled) return;
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) {
        if (buffer.length > MAX_REQUEST_BYTES) {
          handled = true;
          answer({ ok: false, error: 'request too long' });
        }
        return;
      }
      handled = true;
      socket.setTimeout(0);
      const command = buffer.slice(0, newline).trim();
      const handler = Object.hasOwn(handlers, command) ? handlers[command] : undefined;
      if (!handler) {
        answer({ ok: false, error: `unknown command "${command.slice(0, 40)}"` });
        return;
      }
      log.info({ command }, 'control socket: command received');
      const run = handler().then(
        (result) => answer({ ok: true, result }),
        (err: unknown) => {
          log.error({ err, command }, 'control socket: command failed');
          answer({ ok: false, error: err instanceof Error ? err.message : String(err) });
        },
      );
      running.add(run);
      void run.finally(() => running.delete(run));
    });
  });

  fs.rmSync(temp, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(temp, () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    fs.chmodSync(temp, 0o600);
    fs.rmSync(file, { force: true });
    fs.renameSync(temp, file);
  } catch (err) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(temp, { force: true });
    throw err;
  }
  server.on('error', (err) => log.error({ err }, 'control socket error'));

  let closed = false;
  return {
    path: file,
    async close() {
      if (closed) return;
      closed = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(file, { force: true });
      await Promise.allSettled([...running]);
      await stopped;
    },
  };
}

/**
 * Sends one command to the control socket in `dir` and returns the server's result. Throws ControlSocketError,
 * with `notListening` set when no server is there to answer.
 */
export function sendControlCommand(dir: string, command: string, timeoutMs = 120_000): Promise<string> {
  const file = path.join(dir, CONTROL_SOCKET_NAME);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let buffer = '';
    let settled = false;
    const fail = (err: ControlSocketError) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(err);
    };
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      fail(new ControlSocketError(`no answer from ${file} within ${timeoutMs} ms`)),
    );
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const notListening = err.code === 'ENOENT' || err.code === 'ECONNREFUSED';
      fail(new ControlSocketError(`cannot reach ${file}: ${err.code ?? err.message}`, notListening));
    });
    socket.on('end', () => {
      if (settled) return;
      let reply: ControlReply;
      try {
        reply = JSON.parse(buffer.trim()) as ControlReply;
      } catch {
        fail(new ControlSocketError(`unreadable answer from ${file}`));
        return;
      }
      settled = true;
      socket.destroy();
      if (reply.ok && typeof reply.result === 'string') resolve(reply.result);
      else reject(new ControlSocketError(reply.error ?? 'the server refused the command'));
    });
  });
}
