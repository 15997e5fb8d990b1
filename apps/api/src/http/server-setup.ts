import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider
} from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { cookieDefaults } from './cookies.ts';
import { registerErrorHandling, serializeError } from './error-handler.ts';
import { answerFrameworkError, registerInputCharacters } from './input-characters.ts';
import { registerLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'route': the request log names the route pattern, not the path (a secret is in the path). */
    logPathAs?: 'route';
  }
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The Fastify instance with the shop's logger, request ids, proxy trust, limits and zod compilers. */
export function createServer(config: Config, logger: boolean | undefined) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              remove: true
            },
            // A failed query's parameters (emails, hashes, tokens) never reach the log (docs/decisions/044).
            serializers: {
              err: (error) => serializeError(error) as { type: string; message: string; stack: string }
            }
          },
    // A caller's request id is kept when it is sane, so one id follows a request across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    // One line per request instead of Fastify's two (see registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A request arriving while the server drains gets the shop's 503 with Retry-After (http/error-handler.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // An undecodable or over-long path is answered by the router itself: in the shop's error shape (ADR 042).
    frameworkErrors: answerFrameworkError
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * What every request passes through before a route: its language, the error shape, the input gate, the
 * principal slot, form bodies, cookies and the echoed request id.
 */
export async function registerRequestHandling(app: FastifyInstance, config: Config) {
  registerLanguage(app);
  registerErrorHandling(app);
  // No control character or lone surrogate reaches a route, here or in the sandboxes (ADR 042).
  registerInputCharacters(app);
  app.decorateRequest('principal', null);
  await app.register(formbody);
  await app.register(cookie, cookieDefaults(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/** One log line per answered request; below LOG_LEVEL info it would be dropped anyway, so no hook (ADR 028). */
export function registerRequestLog(app: FastifyInstance, config: Config, logger: boolean | undefined) {
  if (logger === false || !['info', 'debug', 'trace'].includes(config.logLevel)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The path only: query strings carry emails, codes and sealed results. Routes whose path
        // carries a secret (a mailed migrate id) log their pattern instead.
        path:
          request.routeOptions.config.logPathAs === 'route'
            ? request.routeOptions.url
            : request.url.split('?', 1)[0],
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10
      },
      'request'
    );
  });
}

/** The OpenAPI document of every /api route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mall API', description: 'Storefront gateway (SPEC §7)', version: '1.0.0' },
      servers: [{ url: '/api' }]
    },
    transform: jsonSchemaTransform
  });
}

/** The documentation UI; it links its assets relative to its own prefix, so it sits at the root with the full path. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** A hop count becomes Fastify's function form (its types take no number). */
function trustedProxies(
  setting: Config['trustProxy']
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
