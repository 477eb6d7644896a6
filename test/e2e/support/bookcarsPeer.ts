import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

/**
 * BookCars' own customer app, built unchanged (../shared/peers/bookcars-customer-app/build, beside the
 * repository in CI). On this machine the shared folder may sit one level higher, beside the worktrees' parent.
 */
export function bookcarsBuild(): string | undefined {
  const candidates = [
    path.resolve(process.cwd(), '../shared/peers/bookcars-customer-app/build'),
    path.resolve(process.cwd(), '../../shared/peers/bookcars-customer-app/build'),
  ];
  return candidates.find((folder) => existsSync(path.join(folder, 'index.html')));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ApiCall {
  method: string;
  path: string;
  status: number;
}

export interface Peer {
  url: string;
  /** Every /api request the client made, in order, as the server answered it. */
  calls: ApiCall[];
  /** Every /cdn request (images, licences), likewise. */
  files: ApiCall[];
  stop(): Promise<void>;
}

/**
 * One origin for BookCars' app and the reference server, as its README asks: the build's files (an
 * unknown path answers index.html, it is a single-page app), and /api/* and /cdn/* passed to `upstream`
 * unchanged — method, headers (cookies, Host), body — and answered unchanged.
 */
export async function startPeer(build: string, upstream: string, port: number): Promise<Peer> {
  const calls: ApiCall[] = [];
  const files: ApiCall[] = [];
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const pathname = url.split('?')[0]!;
    if (/^\/(api|cdn)\//i.test(pathname)) {
      const forwarded = request(
        {
          hostname: target.hostname,
          port: target.port,
          method: incoming.method,
          path: url,
          headers: incoming.headers,
          agent: false,
        },
        (answer) => {
          const call = { method: incoming.method ?? 'GET', path: pathname, status: answer.statusCode ?? 0 };
          (/^\/api\//i.test(pathname) ? calls : files).push(call);
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
      return;
    }
    let file = path.join(build, decodeURIComponent(pathname));
    if (!file.startsWith(build) || !existsSync(file) || !statSync(file).isFile()) file = path.join(build, 'index.html');
    outgoing.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    outgoing.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    files,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
