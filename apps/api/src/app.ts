import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { cookieDefaults } from './http/cookies.ts';
import { registerErrorHandling, sendError, serializeError } from './http/error-handler.ts';
import { answerFrameworkError, registerInputCharacters } from './http/input-characters.ts';
import { registerLanguage } from './http/language.ts';
import { registerSecurityHeaders, type ExtraSources } from './http/security-headers.ts';
import { batchedRedisStore } from './http/rate-limit-store.ts';
import { createVersionChannel } from './lib/version-channel.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLockoutRepository } from './modules/auth/lockout.repository.ts';
import { createLockoutService } from './modules/auth/lockout.service.ts';
import { createAuthenticate, createVerifyAccess } from './modules/auth/authenticate.ts';
import { createClientRegistry } from './modules/auth/clients.ts';
import { createOfficeRepository } from './modules/office/office.repository.ts';
import { officeRoutes } from './modules/office/office.routes.ts';
import { createOfficeService, SANDBOX_BACK_OFFICE_PATH } from './modules/office/office.service.ts';
import { sandboxBackOfficeRoutes } from './providers/backoffice/sandbox-backoffice.ts';
import { createMigrationRepository } from './modules/migration/migration.repository.ts';
import { migrationRoutes } from './modules/migration/migration.routes.ts';
import { createMigrationService } from './modules/migration/migration.service.ts';
import { createAccessTokens } from './modules/auth/tokens.ts';
import { createMemberRepository } from './modules/member/member.repository.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { accountRoutes } from './modules/member/account.routes.ts';
import { createRecoveryRepository } from './modules/member/recovery.repository.ts';
import { createAccountService } from './modules/member/account.service.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { profileRoutes } from './modules/member/profile.routes.ts';
import { addressRoutes } from './modules/member/address.routes.ts';
import { createAddressService } from './modules/member/address.service.ts';
import { addressSearchRoutes } from './modules/member/address-search.routes.ts';
import { appTransport, createJusoProvider } from './providers/address/juso.ts';
import { sandboxJusoRoutes } from './providers/address/sandbox-juso.ts';
import { sandboxPostcodeRoutes } from './providers/address/sandbox-postcode.ts';
import { sandboxTossRoutes } from './providers/payment/sandbox-toss.ts';
import { createTossPayments, tossAppTransport } from './providers/payment/toss-payments.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { createProfileService } from './modules/member/profile.service.ts';
import { signupRoutes } from './modules/member/signup.routes.ts';
import { createSignupService } from './modules/member/signup.service.ts';
import { createCertificationRepository } from './modules/certification/certification.repository.ts';
import { certificationRoutes } from './modules/certification/certification.routes.ts';
import { createCertificationService } from './modules/certification/certification.service.ts';
import { createSandboxIdentity } from './providers/identity/sandbox-identity.ts';
import { createNiceIdentity } from './providers/identity/nice-identity.ts';
import type { IdentityProvider } from './providers/identity/identity-provider.ts';
import { createVerificationRepository } from './modules/verification/verification.repository.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import type { MailProvider } from './providers/mail/mail-provider.ts';
import { createSandboxMailProvider, sandboxMailboxRoutes } from './providers/mail/sandbox-mail.ts';
import { createSmtpMailProvider } from './providers/mail/smtp-mail.ts';
import { createProductRepository } from './modules/product/product.repository.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { createCatalogueAccess } from './modules/product/catalogue-access.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { orderHistoryRoutes } from './modules/order/order-history.routes.ts';
import { createOrderHistoryService } from './modules/order/order-history.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { compensationRoutes, type SheetPricing } from './modules/compensation/compensation.routes.ts';
import { createCompensationService } from './modules/compensation/compensation.service.ts';
import { createOrderNumberLookup } from './modules/order/order-numbers.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { checkoutRoutes } from './modules/order/checkout.routes.ts';
import { createCheckoutService } from './modules/order/order-checkout.service.ts';
import { createOrderSheetService } from './modules/order/order-sheet.service.ts';
import { createSettlement } from './modules/order/order-settlement.ts';
import { startRecovery } from './modules/order/order-recovery.ts';
import { registerIdempotency } from './http/idempotency.ts';
import type { OrderCompensation } from './modules/compensation/compensation.contract.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';
import { createProductService } from './modules/product/product.service.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { messengerRoutes } from './modules/share/messenger.routes.ts';
import { createKakaoShare } from './providers/share/kakao-share.ts';
import { sandboxKakaoShareRoutes } from './providers/share/sandbox-kakao-share.ts';
import { createShareService, originOf, parseShell, type ShareService } from './modules/share/share.service.ts';
import { createCatalogueCache, type CatalogueCache } from './modules/product/catalogue-cache.ts';
import { createContentCache } from './modules/content/content-cache.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService, type ContentCache } from './modules/content/content.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { createSocialService, linkPendingProfile } from './modules/social/social.service.ts';
import { createKakaoProvider } from './providers/social/kakao.ts';
import { sandboxKakaoRoutes } from './providers/social/sandbox-kakao.ts';
import { createHttpClient, type SocialLoginProvider } from './providers/social/social-provider.ts';
import { createNaverProvider } from './providers/social/naver.ts';
import { sandboxNaverRoutes } from './providers/social/sandbox-naver.ts';
import { createAppleProvider } from './providers/social/apple.ts';
import { createAppleSandbox } from './providers/social/sandbox-apple.ts';
import type { SocialProvider } from '@mall/domain';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
  /**
   * Checkout's card payment provider and coupon/point service: the Toss adapter (`app.payments`) and the
   * compensation service unless a test passes fakes.
   */
  payments?: PaymentProvider;
  compensation?: OrderCompensation;
  /** The coupon list's sheet pricing (get-available): the order module's unless a test passes a fake. */
  sheetPricing?: SheetPricing;
  /** The order recovery job at start-up and every few seconds (test contexts pass false and call runRecovery). */
  recovery?: boolean;
  /** The wrong-password lockout's clock and per-address hourly limit (tests move the clock instead of waiting). */
  lockout?: { now?: () => Date; clientFailsPerHour?: number };
};

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue cache: admin writes call `app.catalogue.bump()` after committing (ADR 022). */
    catalogue: CatalogueCache;
    /** The Home content cache: content writes call `app.contentCache.bump()` after committing (ADR 025). */
    contentCache: ContentCache;
    /** The card payment provider (Toss or its sandbox, docs/decisions/035); order services take it from here. */
    payments: PaymentProvider;
  }
  interface FastifyContextConfig {
    /** 'route': the request log names the route pattern, not the path (a secret is in the path). */
    logPathAs?: 'route';
  }
}

/** Registers everything: the same function serves production and tests. */
export async function buildApp({ config, database, logger, ...options }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
            // A failed query's parameters (emails, hashes, tokens) never reach the log (docs/decisions/044).
            serializers: { err: (error) => serializeError(error) as { type: string; message: string; stack: string } }
          },
    // A caller's request id is kept when it is sane, so one id follows a request across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    // One line per request instead of Fastify's two (see the onResponse hook below).
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
  // Below LOG_LEVEL info the line would be dropped anyway: the hook is not even added (ADR 028).
  if (logger !== false && ['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          // The path only: query strings carry emails, codes and sealed results. Routes whose path
          // carries a secret (a mailed migrate id) log their pattern instead.
          path: request.routeOptions.config.logPathAs === 'route' ? request.routeOptions.url : request.url.split('?', 1)[0],
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10
        },
        'request'
      );
    });
  }

  // Security headers by the answer's type: documents get helmet's whole set, JSON the part that acts on it (ADR 028).
  registerSecurityHeaders(app, mergeSources(postcodeSources(config), paymentSources(config), identitySources(config)));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mall API', description: 'Storefront gateway (SPEC §7)', version: '1.0.0' },
      servers: [{ url: '/api' }]
    },
    transform: jsonSchemaTransform
  });

  // Providers: the sandbox ones serve their own pages outside /api (INTEGRATIONS §0).
  // Mail (docs/decisions/020): the sandbox mailbox by default, SMTP when configured; every mail goes through `mail`.
  let mail: MailProvider;
  if (config.mail.provider === 'smtp') {
    const smtp = createSmtpMailProvider(config.mail, app.log);
    app.addHook('onClose', async () => smtp.close());
    mail = smtp;
  } else {
    mail = createSandboxMailProvider(database.db);
    await app.register(sandboxMailboxRoutes(database.db));
  }
  // Identity verification (docs/decisions/007, 040): NICE CheckPlus when configured, else its sandbox, whose client
  // secret is an installation secret like the token key. The sandbox's pages exist only in sandbox mode.
  let identity: IdentityProvider;
  if (config.identity.provider === 'nice') {
    identity = createNiceIdentity({ ...config.identity, log: app.log });
  } else {
    const sandbox = createSandboxIdentity(await createAuthRepository(database.db).secret('identity-sandbox-client-secret'));
    await app.register(sandbox.routes);
    identity = sandbox.provider;
  }
  // Kakao Login (docs/decisions/010): one adapter; in sandbox mode its base URLs point at /__sandbox/kakao.
  const kakaoSecret =
    config.kakao.clientSecret ??
    (config.kakao.mode === 'sandbox' ? await createAuthRepository(database.db).secret('kakao-sandbox-client-secret') : null);
  if (config.kakao.mode === 'sandbox') {
    await app.register(
      sandboxKakaoRoutes({ clientId: config.kakao.clientId, clientSecret: kakaoSecret, registeredRedirectUri: config.kakao.redirectUri })
    );
  }
  // KakaoTalk share (docs/decisions/026): the storefront opens the sharer page; the sandbox serves its own.
  if (config.kakaoShare.mode === 'sandbox') await app.register(sandboxKakaoShareRoutes({ appKey: config.kakaoShare.appKey }));
  const messenger = config.kakaoShare.mode === 'off' ? null : createKakaoShare(config.kakaoShare);
  const http = createHttpClient(app);
  const socialProviders: Partial<Record<SocialProvider, SocialLoginProvider>> = {};
  if (config.kakao.mode !== 'off') socialProviders.KAKAO = createKakaoProvider({ ...config.kakao, clientSecret: kakaoSecret }, http);
  // Naver and Apple (docs/decisions/013): the same pattern; the sandbox only changes base URLs and keys.
  if (config.naver.mode !== 'off') {
    const naverSecret =
      config.naver.clientSecret ?? (await createAuthRepository(database.db).secret('naver-sandbox-client-secret'));
    if (config.naver.mode === 'sandbox') {
      await app.register(
        sandboxNaverRoutes({ clientId: config.naver.clientId, clientSecret: naverSecret, registeredRedirectUri: config.naver.redirectUri })
      );
    }
    socialProviders.NAVER = createNaverProvider({ ...config.naver, clientSecret: naverSecret }, http);
  }
  if (config.apple.mode !== 'off') {
    let applePrivateKey = config.apple.privateKey;
    if (config.apple.mode === 'sandbox') {
      const sandbox = await createAppleSandbox({
        clientId: config.apple.clientId,
        teamId: config.apple.teamId,
        keyId: config.apple.keyId,
        issuer: config.apple.issuer,
        registeredRedirectUri: config.apple.redirectUri
      });
      await app.register(sandbox.routes);
      applePrivateKey = sandbox.teamPrivateKey;
    }
    if (!applePrivateKey) throw new Error('APPLE_PRIVATE_KEY is required for APPLE_PROVIDER=apple');
    socialProviders.APPLE = createAppleProvider({ ...config.apple, privateKey: applePrivateKey }, http);
  }

  // Address search and the postcode widget (docs/decisions/031): one juso adapter; the sandbox changes its URL and key.
  if (config.address.provider === 'sandbox') await app.register(sandboxJusoRoutes({ confmKey: config.address.confmKey }));
  if (config.address.postcode === 'sandbox') await app.register(sandboxPostcodeRoutes());
  // Card payments (docs/decisions/034, 035): one Toss adapter; the sandbox is Toss's API under /__sandbox/toss,
  // reached in-process. Order services use `payments` (also `app.payments`).
  if (config.payment.provider === 'sandbox') {
    await app.register(
      sandboxTossRoutes({ db: database.db, clientKey: config.payment.clientKey, secretKey: config.payment.secretKey, publicOrigin: config.publicOrigin })
    );
  }
  const payments = createTossPayments({
    apiBase: config.payment.apiBase,
    secretKey: config.payment.secretKey,
    transport: tossAppTransport(app),
    log: app.log
  });
  app.decorate('payments', payments);
  const addressSearch = createJusoProvider({ apiUrl: config.address.apiUrl, confmKey: config.address.confmKey, transport: appTransport(app), log: app.log });

  // The back office (docs/decisions/015): its client secret from config, or an installation secret
  // shared with the sandbox back office when BACK_OFFICE_URL is unset.
  const officeSecret =
    config.backOffice.clientSecret ?? (await createAuthRepository(database.db).secret('back-office-sandbox-client-secret'));
  const clients = createClientRegistry(officeSecret);
  if (!config.backOffice.url) {
    await app.register(sandboxBackOfficeRoutes({ clientSecret: officeSecret, http: createHttpClient(app) }));
  }

  // The UI links its assets relative to its own prefix, so it sits at the root with the full path.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // One Redis connection for the rate limiter and the catalogue cache (when REDIS_URL is set).
  const redis = config.redisUrl ? await createRedis(config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Catalogue and content bumps reach every process's in-process tier through one subscriber (ADR 028).
  const channel = redis ? createVersionChannel(redis.duplicate()) : null;
  const cacheStores = {
    db: database.db,
    database: database.kind,
    redis,
    channel,
    keyPrefix: config.cacheKeyPrefix,
    log: app.log
  };
  const catalogue = createCatalogueCache(cacheStores);
  app.decorate('catalogue', catalogue);
  const contentCache = createContentCache(cacheStores);
  app.decorate('contentCache', contentCache);
  app.addHook('onClose', async () => {
    await Promise.all([catalogue.close(), contentCache.close()]);
    await channel?.close();
  });
  const products = createProductService(createProductRepository(database.db), catalogue);
  // Shared links (docs/decisions/021): robots.txt, sitemap.xml; page previews in registerStaticFiles.
  await app.register(shareRoutes(products, config.publicOrigin));

  // Everything under /api: rate-limited, JSON only, never the SPA's HTML.
  await app.register(
    async (api) => {
      // The strict per-route limits (code sending, password guesses) scale together; see RATE_LIMIT_ROUTE_SCALE.
      // Added before the rate-limit plugin so its own onRoute hook reads the scaled figure.
      if (config.rateLimitRouteScale !== 1) {
        api.addHook('onRoute', (route) => {
          const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
          // A copy: routes share their limit objects, so mutating one would scale it once per route.
          if (limit && typeof limit.max === 'number') {
            route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * config.rateLimitRouteScale } };
          }
        });
      }
      await api.register(rateLimit, {
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        // A Redis outage must not take the shop down: requests pass unlimited until it is back.
        // With Redis the default limit is counted in the process and shared every 100 ms; routes with their own
        // strict limit stay exact (ADR 028).
        ...(redis ? { store: batchedRedisStore(redis, `${config.cacheKeyPrefix}rl:`), skipOnError: true } : {}),
        // The x-ratelimit-* headers only on a 429 (with retry-after): no client of ours reads them below the limit,
        // and they were three of the headers on every answer (ADR 028).
        addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          code: 'FST_RATE_LIMITED',
          message: `retry in ${context.after}`
        })
      });
      registerIdempotency(api, database.db);
      await api.register(systemRoutes({ ping: database.ping, maintenance: config.maintenance, startedAt: Date.now() }));
      await api.register(orderRoutes(createOrderService(products)));
      await api.register(paymentRoutes(config.payment));
      await api.register(messengerRoutes(products, messenger, config.publicOrigin));
      await api.register(contentRoutes(createContentService(createContentRepository(database.db), contentCache)));

      const members = createMemberRepository(database.db);
      const authRepository = createAuthRepository(database.db);
      const accessTokens = createAccessTokens(config.authSecret ?? (await authRepository.secret('access-token-hs256')));
      // Wrong-password lockout (docs/decisions/041): time-limited locks, a mailed unlock link, per-client throttling.
      const lockout = createLockoutService({
        repository: createLockoutRepository(database.db),
        members,
        mail,
        hashKey: await authRepository.secret('login-lockout-hmac'),
        publicOrigin: config.publicOrigin,
        ...options.lockout,
        log: app.log
      });
      const auth = createAuthService({ members, auth: authRepository, accessTokens, lockout });
      const authenticate = createAuthenticate(accessTokens, auth.isSessionActive);
      // Public reads recognise a logged-in asker for SP/BP (docs/decisions/026); the member tree needs one.
      const catalogueAccess = createCatalogueAccess({ authenticate, findMember: (id) => members.findById(id) });
      await api.register(productRoutes(products, catalogueAccess));
      // Checkout (docs/decisions/034, 036): sheets, pricing, init, payment confirm/abandon, recovery; coupons and points.
      // Order history, cancel and guest lookup (docs/decisions/038): refunds through the payment provider, coupons
      // and points back through the compensation service.
      const addresses = createAddressService({ db: database.db });
      const compensationService = createCompensationService({ db: database.db, orderNumbers: createOrderNumberLookup(database.db) });
      const compensation = options.compensation ?? compensationService;
      const paymentProvider = options.payments ?? payments;
      const orderHistory = createOrderHistoryService({
        db: database.db,
        catalogue: products,
        payments: paymentProvider,
        compensation,
        catalogueChanged: () => catalogue.bump()
      });
      await api.register(orderHistoryRoutes(orderHistory, authenticate));
      const carts = createCartService({ db: database.db, catalogue: products, purchased: orderHistory });
      await api.register(cartRoutes(carts, catalogueAccess));
      const settlement = createSettlement({
        db: database.db,
        catalogue: products,
        compensation,
        payments: paymentProvider,
        bumpCatalogue: () => catalogue.bump(),
        log: app.log
      });
      const sheets = createOrderSheetService({ db: database.db, catalogue: products, cart: carts, compensation });
      const checkout = createCheckoutService({
        db: database.db,
        catalogue: products,
        compensation,
        payments: paymentProvider,
        bumpCatalogue: () => catalogue.bump(),
        log: app.log,
        sheets,
        settlement,
        findMember: (userSeqNo) => members.findById(userSeqNo),
        addressOf: (userSeqNo, userAddressId) => addresses.get(userSeqNo, userAddressId),
        customerKeySecret: await authRepository.secret('payment-customer-key')
      });
      await api.register(checkoutRoutes(sheets, checkout, catalogueAccess));
      if (options.recovery !== false) {
        const recovery = startRecovery({
          db: database.db,
          payments: paymentProvider,
          settlement,
          finishCancel: (orderId) => orderHistory.finishCancel(orderId),
          log: app.log
        });
        app.addHook('onClose', () => recovery.stop());
      }
      const verification = createVerificationService({ repository: createVerificationRepository(database.db), mail });
      const social = createSocialService({
        db: database.db,
        members,
        auth,
        providers: socialProviders,
        redirectUris: { KAKAO: config.kakao.redirectUri, NAVER: config.naver.redirectUri, APPLE: config.apple.redirectUri },
        log: app.log
      });
      await api.register(
        authRoutes(auth, authenticate, { socialGrant: social.socialGrant, clients, lockout })
      );
      const office = createOfficeService({
        repository: createOfficeRepository(database.db),
        members,
        auth,
        backOfficeUrl: config.backOffice.url ?? SANDBOX_BACK_OFFICE_PATH
      });
      await api.register(officeRoutes(office, authenticate, createVerifyAccess(accessTokens, auth.isSessionActive), clients));
      const memberService = createMemberService(members);
      await api.register(memberRoutes(memberService, authenticate));
      await api.register(
        migrationRoutes(createMigrationService({ db: database.db, repository: createMigrationRepository(database.db) }))
      );
      const certification = createCertificationService({
        repository: createCertificationRepository(database.db),
        provider: identity,
        hashKey: await authRepository.secret('certification-ci-hmac'),
        log: app.log
      });
      await api.register(
        signupRoutes(createSignupService({ db: database.db, members, linkSocial: linkPendingProfile, certification }))
      );
      await api.register(
        accountRoutes(
          createAccountService({ members, recovery: createRecoveryRepository(database.db), verification, certification, auth, lockout }),
          authenticate
        )
      );
      await api.register(verificationRoutes(verification));
      await api.register(socialRoutes(social, authenticate));
      await api.register(certificationRoutes(certification, authenticate));
      await api.register(
        profileRoutes(
          createProfileService({ db: database.db, members, memberService, verification, auth, certification, lockout }),
          authenticate
        )
      );
      await api.register(addressRoutes(addresses, authenticate));
      await api.register(compensationRoutes(compensationService, { authenticate, sheetPricing: options.sheetPricing ?? sheets.sheetPricing }));
      await api.register(addressSearchRoutes(addressSearch, { postcodeScriptUrl: config.address.postcodeScriptUrl }));
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
    },
    { prefix: '/api' }
  );

  registerStaticFiles(app, config, createShareService(products));
  return app;
}

/**
 * Kakao's postcode script comes from its CDN (or a copy served by us, a path) and draws its search in a frame
 * from Kakao's postcode host (INTEGRATIONS §4.1; the host after the 2026 CDN move is unconfirmed, so both are
 * allowed) wherever the script came from. Only with `kakao`.
 */
function postcodeSources(config: Config) {
  const script = config.address.postcodeScriptUrl;
  if (config.address.postcode !== 'kakao' || !script) return {};
  return {
    scriptSrc: script.startsWith('/') ? [] : [new URL(script).origin],
    frameSrc: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net']
  };
}

/**
 * Toss's SDK script (TOSS_SDK_SRC, an https URL) and the payment window it opens in a frame from Toss's hosts
 * (INTEGRATIONS §1.1; the window's host is not documented, hence the wildcard), which may use the Payment Request
 * API (its easy-pay methods; ADR 043). The sandbox needs nothing: its script is ours and its checkout is a page of
 * this origin.
 */
function paymentSources(config: Config): ExtraSources {
  const src = config.payment.sdkSrc;
  if (src.startsWith('/')) return {};
  const frames = ['https://*.tosspayments.com'];
  return { scriptSrc: [new URL(src).origin], frameSrc: frames, paymentSrc: frames };
}

/**
 * The identity vendor's popup is a form the storefront posts into a named window (docs/decisions/007, 017): with
 * NICE, the form's action is NICE's popup URL on its own origin. The sandbox's popup is a page of this origin.
 */
function identitySources(config: Config) {
  if (config.identity.provider !== 'nice') return {};
  return { formAction: [new URL(config.identity.popupUrl).origin] };
}

function mergeSources(...sources: ExtraSources[]): ExtraSources {
  const merged = (key: keyof ExtraSources) => [...new Set(sources.flatMap((s) => s[key] ?? []))];
  return {
    scriptSrc: merged('scriptSrc'),
    frameSrc: merged('frameSrc'),
    formAction: merged('formAction'),
    paymentSrc: merged('paymentSrc')
  };
}

/** A hop count becomes Fastify's function form (its types take no number). */
function trustedProxies(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

async function createRedis(url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  // Connection errors repeat while Redis is down; the rate limiter skips it and the catalogue cache
  // logs the outage once, so the events themselves are dropped here.
  redis.on('error', () => {});
  // Commands fail fast while connecting (no offline queue): give the connection a moment so the
  // first requests use it; a Redis that does not answer by then is an outage the cache rides out.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}

/**
 * Media from MEDIA_DIR at /media, the built storefront at / with the SPA fallback. The fallback carries
 * the page's preview tags for Home, category and product links (docs/decisions/021).
 */
function registerStaticFiles(app: FastifyInstance, config: Config, share: ShareService) {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d'
  });

  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br / .gz copies (apps/web/vite.config.ts) for browsers that accept them.
      preCompressed: true,
      // Our own cache policy below; the default would overwrite it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers Brotli, gzip or plain bytes: shared caches must key on the encoding.
        response.setHeader('vary', 'Accept-Encoding');
      }
    });
  }
  // Read and split once; each request only fills in its tags.
  const shell = hasWeb ? parseShell(fs.readFileSync(indexFile, 'utf8')) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A sandbox path the configuration did not mount is not a storefront page either (a real deployment has none).
    if (shell && wantsPage && !request.url.startsWith('/media/') && !request.url.startsWith('/__sandbox/')) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      // A catalogue failure costs the preview, never the page.
      const page = await share.page(pathname, request.language).catch((error: unknown) => {
        request.log.error({ err: error }, 'share preview failed');
        return { status: 200 as const, meta: null };
      });
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .send(shell.render(request.language, page.meta, originOf(request, config.publicOrigin)));
    }
    return sendError(request, reply, 'NOT_FOUND');
  });
}
