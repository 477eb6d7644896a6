/**
 * Development only: the API reference at `/api-docs/`, Swagger UI (the dev dependency
 * swagger-ui-dist) rendering GET /api/openapi.json. Never part of the production bundle or server.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DriveMarket API reference</title>
<link rel="stylesheet" href="/api-docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/api-docs/assets/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script>
</body>
</html>
`;

// A file, not an inline script: the content security policy allows only the server's own scripts.
const START = `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference' });\n`;

export async function apiReference(app: FastifyInstance): Promise<void> {
  let root: string;
  try {
    root = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    app.log.info('No API reference at /api-docs/: swagger-ui-dist (a dev dependency) is not installed.');
    return;
  }
  app.get('/api-docs/', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api-docs/start.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
  await app.register(fastifyStatic, { root, prefix: '/api-docs/assets/', decorateReply: false, index: false });
}
