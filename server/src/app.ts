/**
 * `buildApp()`: the reference server as a Fastify instance, without listening (tests use inject).
 * Routes and request validation come from `openapi/openapi.yaml` through fastify-openapi-glue; one
 * handler per operationId (`handlers/`), and a 501 `not_implemented` answer for operations whose
 * feature has not landed. The same instance serves the built app (history fallback) and `/cdn`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { SUPPORT_REPLAY_FRAME_PATH } from '../../src/domain/supportReplay';
import { databaseRateLimitStore } from './apiRateLimitStore';
import type { Config } from './config';
import { damagedTable } from './db/dataFolder';
import type { Db } from './db/index';
import { toErrorReply } from './errors';
import { createFileStore } from './fileStore';
import { createGoogleVerifierFromConfig, type GoogleIdTokenVerifier } from './googleSignIn';
import { apiReference } from './apiReference';
import { bookingPageStatus } from './bookingPage';
import type { OperationId } from './contract';
import { handlers as defaultHandlers, type Handler, type Handlers } from './handlers/index';
import { createIpLookup, type IpCountryLookup } from './ipLookup';
import type { Mailer } from './mail/index';
import { SPEC_PATH, toDraft07 } from './openapi';
import { registerDrain } from './gracefulStop';
import { createRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha';
import {
  checkBodyEnvelope,
  clientErrorHandler,
  frameworkErrors,
  JSON_BODY_LIMIT,
  recordMediaTypes,
  refuseCrossOrigin,
  refuseNulCharacters,
  registerJsonParser,
} from './requestGuards';
import { inProcessFetch, inlineScriptHashes, loadPageRenderer } from './renderedPages';
import { sendOwnLicense } from './licenses';
import { authenticate, cookieAuth } from './sessions';
import { CONTENT_TYPES, IMAGE_KINDS, kindOfName } from './uploads';
import './types';

export interface BuildAppOptions {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** Defaults to the HTTP lookup when IP_LOOKUP_URL is set, otherwise "unknown". */
  ipLookup?: IpCountryLookup;
  /** Defaults to Google's siteverify when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are set, otherwise off. */
  recaptcha?: RecaptchaVerifier;
  /** Defaults to Google's published keys when GOOGLE_CLIENT_ID is set, otherwise null (off). */
  google?: GoogleIdTokenVerifier | null;
  /** Fastify logger options; `false` silences the logs (tests). Default: JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** For tests of the wiring only; the real server uses `handlers/index.ts`. */
  handlers?: Handlers;
  specPath?: string;
}

const ONE_MINUTE = 60_000;
const HASHED_ASSET = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
/** Larger answers (rare: long lists) stream through zlib off the main thread instead. */
const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/** The Content-Security-Policy: only what the app loads; third-party hosts only when their key is configured. */
export function contentSecurityPolicy(config: Config, inlineScripts: string[] = []): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Our files, and the built page's own inline scripts by their hashes (see inlineScriptHashes).
    'script-src': ["'self'", ...inlineScripts],
    // Chakra UI styles with Emotion, which inserts <style> elements at run time; without a per-response
    // nonce that needs 'unsafe-inline' for styles. Scripts never do.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...config.cspConnectSrc],
    'frame-src': [],
    'worker-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const add = (directive: string, ...sources: string[]) => {
    directives[directive] = [...(directives[directive] ?? []), ...sources];
  };
  if (config.googleMapsApiKey) {
    add('script-src', 'https://maps.googleapis.com');
    add('img-src', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com');
    add('connect-src', 'https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com');
    add('font-src', 'https://fonts.gstatic.com');
    add('style-src', 'https://fonts.googleapis.com');
    add('frame-src', 'https://*.google.com');
    add('worker-src', 'blob:');
  }
  if (config.paypalClientId) {
    add('script-src', 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com');
    add('frame-src', 'https://*.paypal.com');
    add('img-src', 'https://*.paypal.com', 'https://*.paypalobjects.com');
    add('connect-src', 'https://*.paypal.com');
  }
  if (config.googleClientId) {
    add('script-src', 'https://accounts.google.com/gsi/client');
    add('frame-src', 'https://accounts.google.com/gsi/');
    add('connect-src', 'https://accounts.google.com/gsi/');
    add('style-src', 'https://accounts.google.com/gsi/style');
  }
  if (config.recaptchaSiteKey) {
    add('script-src', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    add('frame-src', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
    add('connect-src', 'https://www.google.com/recaptcha/');
  }
  const result: Record<string, string[]> = {};
  for (const [directive, sources] of Object.entries(directives)) {
    if (sources.length > 0) result[directive] = [...new Set(sources)];
  }
  if (config.production) result['upgrade-insecure-requests'] = [];
  return result;
}

/** Passwords and one-time tokens travel in some BookCars paths; they never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/api\/check-password\/[^/]+\/)[^/?]+/i, '$1[redacted]')
    .replace(/^(\/api\/check-token\/[^/]+\/[^/]+\/[^/]+\/)[^/?]+/i, '$1[redacted]')
    .replace(/^(\/api\/verify-recaptcha\/)[^/?]+/i, '$1[redacted]');
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

function notImplemented(operationId: string): Handler {
  return async (_request, reply) =>
    reply.code(501).send({ code: 'not_implemented', message: `Operation ${operationId} is not implemented yet` });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const handlers = options.handlers ?? defaultHandlers;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler,
    frameworkErrors,
    // While stopping, gracefulStop.ts answers 503 in the contract's shape.
    return503OnClosing: false,
    // Paths match whatever their case, as BookCars' server does (its client calls /api/Notifications/…).
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    ajv: { customOptions: { strict: false } },
  });

  app.decorate('deps', {
    db: options.db,
    mailer: options.mailer,
    config,
    files: createFileStore(options.db, config.dataDir),
    ipLookup: options.ipLookup ?? createIpLookup(config),
    recaptcha: options.recaptcha ?? createRecaptchaVerifier(config),
    google: options.google !== undefined ? options.google : createGoogleVerifierFromConfig(config),
  });
  app.decorateRequest('auth', null);
  registerDrain(app);

  const indexFile = path.join(config.appDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const popups = Boolean(config.paypalClientId || config.googleClientId);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, indexHtml === null ? [] : inlineScriptHashes(indexHtml)),
    },
    // PayPal and Google sign-in open pop-ups that talk back to the opener.
    crossOriginOpenerPolicy: { policy: popups ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Answers up to COMPRESS_SYNC_MAX_BYTES are compressed in one synchronous call: a search page
  // (~14 KB of JSON) over the plugin's stream pipeline cost more CPU than its brotli itself.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
  });
  await app.register(cookie);

  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, body, log } = toErrorReply(error);
    if (log) {
      const table = await damagedTable(options.db, error);
      if (table)
        request.log.error(
          { err: error, table },
          `database table ${table} is damaged: restore a backup (npm run db:restore)`,
        );
      else request.log.error({ err: error }, 'request failed');
    }
    // A body over the limit is not read to its end: the connection closes after the answer.
    if (statusCode === 413) reply.header('connection', 'close');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  // The support replay shows the replayed app in a frame of its own page (src/features/support):
  // that one page may be framed, by this site only.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] !== SUPPORT_REPLAY_FRAME_PATH) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });

  // API answers carry user data: never cache them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(async (api) => {
    registerJsonParser(api);
    api.addHook('onRequest', refuseCrossOrigin(config.publicUrl));
    api.addHook('onRequest', checkBodyEnvelope);
    api.addHook('preValidation', refuseNulCharacters);
    api.addHook('onRoute', (route) => {
      if (route.schema) toDraft07(route.schema);
      recordMediaTypes(route);
      // Uploads are read and checked by their handler (type by content, size while streaming).
      const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
      if (body?.content?.['multipart/form-data']) {
        delete body.content['multipart/form-data'];
        if (Object.keys(body.content).length === 0) delete route.schema!.body;
      }
    });
    // Size caps per operation are set where the file is read (uploads.ts); this is the ceiling.
    await api.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
    await api.register(rateLimit, {
      global: true,
      // Per IP and minute on every API operation (API_RATE_LIMIT); forms that send e-mail have a stricter one.
      max: config.apiRateLimit,
      timeWindow: ONE_MINUTE,
      // Instances sharing a PostgreSQL database share the count.
      ...(options.db.kind === 'postgres' ? { store: databaseRateLimitStore(options.db) } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'rate_limited',
        message: `Too many requests; retry in ${context.after}.`,
      }),
    });
    await api.register(openapiGlue, {
      specification: options.specPath ?? SPEC_PATH,
      securityHandlers: { cookieAuth },
      // Returns the handler, or partial route options; the plugin adds method, url and schema. One
      // cast stays: the plugin's type wants a handler of any request and whole route options, where
      // ours take their operation's request, which the plugin checks against the document first.
      operationResolver: ((operationId: string) => {
        const entry = handlers[operationId as OperationId];
        if (!entry) return notImplemented(operationId);
        if (typeof entry === 'function') return entry;
        return {
          handler: entry.handler,
          ...(entry.rateLimit === 'contact'
            ? { config: { rateLimit: { max: config.contactRateLimit, timeWindow: ONE_MINUTE } } }
            : entry.rateLimit === 'none'
              ? { config: { rateLimit: false } }
              : {}),
        };
      }) as FastifyOpenapiGlueOptions['operationResolver'],
    });
  });

  // Drivers' avatars, from the file store (the data folder, or the database all instances share);
  // and suppliers' logos, which BookCars' client reads here too (its one folder for every account).
  app.get('/cdn/users/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const kind = kindOfName(name);
    const bytes =
      kind && IMAGE_KINDS.includes(kind)
        ? ((await app.deps.files.get('avatars', name)) ??
          (await readFile(path.join(config.dataDir, 'cdn', 'suppliers', path.basename(name))).catch(() => null)))
        : null;
    if (!kind || !bytes) return reply.code(404).send({ code: 'not_found', message: 'Not found.' });
    return reply.type(CONTENT_TYPES[kind]).header('cache-control', 'public, max-age=86400').send(bytes);
  });

  // A driver's licence where BookCars' client links it: to its owner only, as getLicense (404 otherwise).
  app.get('/cdn/licenses/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const auth = await authenticate(request).catch(() => null);
    const { rows } = auth
      ? await app.deps.db.query<{ license: string | null }>('SELECT license FROM users WHERE id = $1', [auth.userId])
      : { rows: [] };
    return sendOwnLicense(app.deps, reply, rows[0]?.license === name ? name : null);
  });

  // Seed images under DATA_DIR/cdn.
  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'cdn'),
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  if (!config.production) await apiReference(app);

  const appBuilt = indexHtml !== null;
  const pageRenderer = appBuilt ? loadPageRenderer(config.appDist, indexHtml) : null;
  if (appBuilt) {
    await app.register(fastifyStatic, {
      root: config.appDist,
      prefix: '/',
      // `/` is a page like the others (see sendPage below), not a folder's index.
      index: false,
      // The server's own build of the app is not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const name = path.basename(filePath);
        reply.header(
          'cache-control',
          name !== 'index.html' && HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** A page of the app: rendered on the server when it can be, else the browser renders it. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const rendered = await pageRenderer?.render(
      { url: request.url, serverFetch: inProcessFetch(app, request.ip) },
      request.cookies,
      request.log,
    );
    const status = (await bookingPageStatus(app, request)) ?? pageRenderer?.status(request.url) ?? 200;
    if (rendered) return reply.code(status).header('vary', 'Cookie').type('text/html; charset=utf-8').send(rendered);
    if (status !== 200) reply.header('vary', 'Cookie');
    // An unknown path's not-found page, which the browser renders alone: sendFile would answer 200.
    if (status !== 200) return reply.code(status).type('text/html; charset=utf-8').send(indexHtml);
    return reply.sendFile('index.html');
  };
  if (appBuilt) app.get('/', sendPage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) {
      return reply.code(404).send({ code: 'not_found', message: `No operation ${request.method} ${redactUrl(url)}` });
    }
    const lastSegment = url.slice(url.lastIndexOf('/') + 1);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(lastSegment);
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile && !url.startsWith('/cdn/')) {
      if (appBuilt) {
        // History fallback: the app's router decides what this path shows.
        return sendPage(request, reply);
      }
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Not built</title><p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>).</p>',
        );
    }
    return reply.code(404).send({ code: 'not_found', message: 'Not found.' });
  });

  return app;
}
