import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cookie from '@fastify/cookie';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createLogger, PinoNestLogger, requestId, type AppConfig } from '@retainly/config';
import { AppModule } from './app.module';
import { mountUploads } from './media/mount-uploads';
import { mediaOrigins, serveMedia } from './media/serve-media';
import { acceptWebVttBodies } from './media/webvtt-body';
import { mountBullBoard } from './operators/bull-board';
import { adaptRepliesForPassport } from './auth/google/passport-fastify-shim';
import { forgetSessionsAfterWrites } from './auth/forget-sessions-after-writes';
import { SessionCache } from './auth/session-cache';
import { PortalService } from './portal/portal.service';
import { HelpSettingsRepository } from './crm-help/help-settings.repository';
import { loadSiteLinks, trackingScriptOrigins } from './public-site/site-config.file';
import { acceptOneClickUnsubscribeBodies } from './outcomes/unsubscribe-form-body';
import { refuseCrossSiteWrites } from './http/csrf';
import { addSecurityHeaders, HELP_LAUNCHER_PATH } from './http/security-headers';
import { externalPlayerOrigins } from './portal/external-players';
import { WEB_DIST } from './http/web-dist';
import { IndexPage, sendIndexPage } from './http/index-page';
import { limitJsonDepth } from './http/json-depth';
import { SpaFallbackFilter } from './http/spa-fallback.filter';
import { HighLevelFraming } from './highlevel/highlevel-framing';
import { RequestLogLines, requestChildLogger } from './http/request-log';
import { refuseUnstorableText } from './http/storable-text';
import { redirectTrailingSlashes } from './http/trailing-slash';

export { WEB_DIST };

const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the api with every plugin and route; main.ts listens, tests inject. */
export async function createApiApp(config: AppConfig): Promise<NestFastifyApplication> {
  const logger = createLogger(config, 'retainly-api');
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      // Never trust X-Forwarded-For blindly: a spoofed one would dodge per-IP rate limits.
      trustProxy: config.TRUST_PROXY_HOPS,
      genReqId: requestId,
      // Requests are logged by Fastify's own logger, one line each (RequestLogLines).
      loggerInstance: logger,
      logController: new RequestLogLines(logger),
      childLoggerFactory: requestChildLogger,
      // No Express-style middleware here: without @fastify/middie no request pays for its hook
      // (6% of GET /api/me's CPU). Nest's app.use() or a NestModule middleware would now fail at
      // boot instead: use a Fastify hook or plugin.
      skipMiddie: true,
    }),
    // Fastify's own JSON parser stays, behind our depth check (limitJsonDepth).
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(new PinoNestLogger(logger));
  // Exit through process.exit(0) once shut down, so the 'exit' event fires and the asynchronous
  // log destination writes what it still holds (a re-raised signal would skip it).
  app.enableShutdownHooks([], { useProcessExit: true });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  refuseCrossSiteWrites(fastify);
  limitJsonDepth(fastify);
  acceptWebVttBodies(fastify);
  acceptOneClickUnsubscribeBodies(fastify);
  refuseUnstorableText(fastify);
  redirectTrailingSlashes(fastify);
  adaptRepliesForPassport(fastify);
  forgetSessionsAfterWrites(fastify, app.get(SessionCache));

  addSecurityHeaders(
    fastify,
    config.APP_URL,
    trackingScriptOrigins(loadSiteLinks(config)),
    await mediaOrigins(app),
    externalPlayerOrigins(config),
  );
  await app.register(cookie);
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
  );

  const indexPage = existsSync(join(WEB_DIST, 'index.html'))
    ? new IndexPage(WEB_DIST, config.APP_URL)
    : undefined;
  if (indexPage) {
    // index.html is never served as a file: each page gets its own meta written into it.
    app.useStaticAssets({
      root: WEB_DIST,
      prefix: '/',
      index: false,
      preCompressed: true, // the build writes .br and .gz beside every text asset
      setHeaders: (response, path) => {
        // Vite names built assets by content hash, so they never change under one URL.
        if (path.includes(`${sep}assets${sep}`)) {
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
        // The help launcher keeps one URL (agencies paste it): cached an hour, then revalidated.
        if (path.endsWith(`${sep}${HELP_LAUNCHER_PATH.slice(1)}`)) {
          response.setHeader('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
        }
      },
    });
    fastify.get('/', (_request, reply) => sendIndexPage(reply, indexPage, '/'));
    fastify.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  }
  await serveMedia(app);
  const portals = app.get(PortalService);
  const help = app.get(HelpSettingsRepository);
  const highLevelFraming = app.get(HighLevelFraming);
  app.useGlobalFilters(
    new SpaFallbackFilter(
      indexPage,
      (id) => portals.isLive(id),
      async (id) => (await help.forLiveVersion(id))?.crm_origins ?? [],
      (id) => highLevelFraming.originsFor(id),
    ),
  );

  await mountBullBoard(app, config);
  await mountUploads(app, config);

  const openApi = new DocumentBuilder()
    .setTitle('Retainly API')
    .setDescription('The JSON API behind the Retainly web app')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
