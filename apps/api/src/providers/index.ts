import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '@mall/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createClientRegistry, type ClientRegistry } from '../modules/auth/clients.ts';
import type { AddressSearchProvider } from './address/address-provider.ts';
import { appTransport, createJusoProvider } from './address/juso.ts';
import { sandboxJusoRoutes } from './address/sandbox-juso.ts';
import { sandboxPostcodeRoutes } from './address/sandbox-postcode.ts';
import { sandboxBackOfficeRoutes } from './backoffice/sandbox-backoffice.ts';
import type { IdentityProvider } from './identity-verification/identity-provider.ts';
import { createNiceIdentity } from './identity-verification/nice-identity.ts';
import { createSandboxIdentity } from './identity-verification/sandbox-identity.ts';
import type { MailProvider } from './mail/mail-provider.ts';
import { createSandboxMailProvider, sandboxMailboxRoutes } from './mail/sandbox-mail.ts';
import { createSmtpMailProvider } from './mail/smtp-mail.ts';
import type { PaymentProvider } from './payment/payment-provider.ts';
import { sandboxTossRoutes } from './payment/sandbox-toss.ts';
import { createTossPayments, tossAppTransport } from './payment/toss-payments.ts';
import { createKakaoShare, type MessengerShare } from './share/kakao-share.ts';
import { sandboxKakaoShareRoutes } from './share/sandbox-kakao-share.ts';
import { createAppleProvider } from './social/apple.ts';
import { createKakaoProvider } from './social/kakao.ts';
import { createNaverProvider } from './social/naver.ts';
import { createAppleSandbox } from './social/sandbox-apple.ts';
import { sandboxKakaoRoutes } from './social/sandbox-kakao.ts';
import { sandboxNaverRoutes } from './social/sandbox-naver.ts';
import { createHttpClient, type SocialLoginProvider } from './social/social-provider.ts';
import type { AccountHolderProvider } from './account-holder/account-holder-provider.ts';
import { createSandboxAccountHolder } from './account-holder/sandbox-account-holder.ts';
import { createTossAccountHolder } from './account-holder/toss-account-holder.ts';
import { createDeliveryTracker, trackerAppFetch } from './tracking/delivery-tracker.ts';
import { createSandboxTracking } from './tracking/sandbox-tracking.ts';
import { databaseParcelClock } from './tracking/sandbox-tracking.table.ts';
import type { TrackingProvider } from './tracking/tracking-provider.ts';

/** Every outside service the shop talks to, real or sandbox as configured (INTEGRATIONS §0). */
export type Providers = {
  mail: MailProvider;
  identity: IdentityProvider;
  socialLogins: Partial<Record<SocialProvider, SocialLoginProvider>>;
  /** KakaoTalk share; null when KAKAO_SHARE_PROVIDER=off. */
  share: MessengerShare | null;
  addressSearch: AddressSearchProvider;
  payments: PaymentProvider;
  /** The OAuth clients the back office signs in with. */
  backOfficeClients: ClientRegistry;
  /** Courier tracking (Delivery Tracker or its sandbox, docs/decisions/066). */
  tracking: TrackingProvider;
  /** The refund account's holder check (Toss or its sandbox, docs/decisions/070). */
  accountHolders: AccountHolderProvider;
};

/**
 * Builds each provider from its configuration and registers a sandbox's pages (outside /api) only when that
 * sandbox is the one selected. Real providers and sandboxes answer the same interface: modules never know which.
 */
export async function buildProviders(config: Config, app: FastifyInstance, db: Database): Promise<Providers> {
  // Installation secrets shared with a sandbox, generated once and kept in the database.
  const secret = (name: string) => createAuthRepository(db).secret(name);
  const mail = await buildMail(config, app, db);
  const identity = await buildIdentity(config, app, secret);
  const socialLogins = await buildSocialLogins(config, app, secret);
  const share = await buildShare(config, app);
  const addressSearch = await buildAddressSearch(config, app);
  const payments = await buildPayments(config, app, db);
  const backOfficeClients = await buildBackOffice(config, app, secret);
  const tracking = await buildTracking(config, app, db);
  const accountHolders = buildAccountHolders(config, app);
  return {
    mail,
    identity,
    socialLogins,
    share,
    addressSearch,
    payments,
    backOfficeClients,
    tracking,
    accountHolders
  };
}

type Secret = (name: string) => Promise<string>;

/** Mail (docs/decisions/020): the sandbox mailbox by default, SMTP when configured; every mail goes through it. */
async function buildMail(config: Config, app: FastifyInstance, db: Database): Promise<MailProvider> {
  if (config.mail.provider === 'smtp') {
    const smtp = createSmtpMailProvider(config.mail, app.log);
    app.addHook('onClose', async () => smtp.close());
    return smtp;
  }
  await app.register(sandboxMailboxRoutes(db));
  return createSandboxMailProvider(db);
}

/**
 * Identity verification (docs/decisions/007, 040): NICE CheckPlus when configured, else its sandbox, whose client
 * secret is an installation secret like the token key.
 */
async function buildIdentity(
  config: Config,
  app: FastifyInstance,
  secret: Secret
): Promise<IdentityProvider> {
  if (config.identity.provider === 'nice') return createNiceIdentity({ ...config.identity, log: app.log });
  const sandbox = createSandboxIdentity(await secret('identity-sandbox-client-secret'));
  await app.register(sandbox.routes);
  return sandbox.provider;
}

/**
 * Kakao Login (docs/decisions/010), Naver and Apple (docs/decisions/013): one adapter each; in sandbox mode their
 * base URLs point at /__sandbox/<provider> and the keys are installation secrets shared with the sandbox.
 */
async function buildSocialLogins(
  config: Config,
  app: FastifyInstance,
  secret: Secret
): Promise<Providers['socialLogins']> {
  const { kakao, naver, apple } = config;
  const kakaoSecret =
    kakao.clientSecret ?? (kakao.mode === 'sandbox' ? await secret('kakao-sandbox-client-secret') : null);
  if (kakao.mode === 'sandbox') {
    await app.register(
      sandboxKakaoRoutes({
        clientId: kakao.clientId,
        clientSecret: kakaoSecret,
        registeredRedirectUri: kakao.redirectUri
      })
    );
  }
  const http = createHttpClient(app);
  const logins: Providers['socialLogins'] = {};
  if (kakao.mode !== 'off') logins.KAKAO = createKakaoProvider({ ...kakao, clientSecret: kakaoSecret }, http);
  if (naver.mode !== 'off') {
    const naverSecret = naver.clientSecret ?? (await secret('naver-sandbox-client-secret'));
    if (naver.mode === 'sandbox') {
      await app.register(
        sandboxNaverRoutes({
          clientId: naver.clientId,
          clientSecret: naverSecret,
          registeredRedirectUri: naver.redirectUri
        })
      );
    }
    logins.NAVER = createNaverProvider({ ...naver, clientSecret: naverSecret }, http);
  }
  if (apple.mode !== 'off') {
    let privateKey = apple.privateKey;
    if (apple.mode === 'sandbox') {
      const sandbox = await createAppleSandbox({
        clientId: apple.clientId,
        teamId: apple.teamId,
        keyId: apple.keyId,
        issuer: apple.issuer,
        registeredRedirectUri: apple.redirectUri
      });
      await app.register(sandbox.routes);
      privateKey = sandbox.teamPrivateKey;
    }
    if (!privateKey) throw new Error('APPLE_PRIVATE_KEY is required for APPLE_PROVIDER=apple');
    logins.APPLE = createAppleProvider({ ...apple, privateKey }, http);
  }
  return logins;
}

/** KakaoTalk share (docs/decisions/026): the storefront opens the sharer page; the sandbox serves its own. */
async function buildShare(config: Config, app: FastifyInstance): Promise<MessengerShare | null> {
  if (config.kakaoShare.mode === 'sandbox')
    await app.register(sandboxKakaoShareRoutes({ appKey: config.kakaoShare.appKey }));
  return config.kakaoShare.mode === 'off' ? null : createKakaoShare(config.kakaoShare);
}

/** Address search and the postcode widget (docs/decisions/031): one juso adapter; the sandbox changes its URL and key. */
async function buildAddressSearch(config: Config, app: FastifyInstance): Promise<AddressSearchProvider> {
  if (config.address.provider === 'sandbox')
    await app.register(sandboxJusoRoutes({ confmKey: config.address.confmKey }));
  if (config.address.postcode === 'sandbox') await app.register(sandboxPostcodeRoutes());
  return createJusoProvider({
    apiUrl: config.address.apiUrl,
    confmKey: config.address.confmKey,
    transport: appTransport(app),
    log: app.log
  });
}

/**
 * Card payments (docs/decisions/034, 035): one Toss adapter; the sandbox is Toss's API under /__sandbox/toss,
 * reached in-process.
 */
async function buildPayments(config: Config, app: FastifyInstance, db: Database): Promise<PaymentProvider> {
  const { payment } = config;
  if (payment.provider === 'sandbox') {
    await app.register(
      sandboxTossRoutes({
        db,
        clientKey: payment.clientKey,
        secretKey: payment.secretKey,
        publicOrigin: config.publicOrigin
      })
    );
  }
  return createTossPayments({
    apiBase: payment.apiBase,
    secretKey: payment.secretKey,
    transport: tossAppTransport(app),
    log: app.log
  });
}

/**
 * The back office (docs/decisions/015): its client secret from config, or an installation secret shared with the
 * sandbox back office when BACK_OFFICE_URL is unset.
 */
async function buildBackOffice(
  config: Config,
  app: FastifyInstance,
  secret: Secret
): Promise<ClientRegistry> {
  const officeSecret = config.backOffice.clientSecret ?? (await secret('back-office-sandbox-client-secret'));
  if (!config.backOffice.url) {
    await app.register(sandboxBackOfficeRoutes({ clientSecret: officeSecret, http: createHttpClient(app) }));
  }
  return createClientRegistry(officeSecret);
}

/**
 * Courier tracking (docs/decisions/066): one adapter for Delivery Tracker; with the sandbox it points at
 * /__sandbox/tracker, whose parcels' shipping times are kept in its table.
 */
async function buildTracking(config: Config, app: FastifyInstance, db: Database): Promise<TrackingProvider> {
  const { tracking } = config;
  if (tracking.provider === 'sandbox')
    await app.register(
      createSandboxTracking({
        clientId: tracking.clientId,
        clientSecret: tracking.clientSecret,
        stepMinutes: tracking.sandboxStepMinutes,
        clock: databaseParcelClock(db)
      }).routes
    );
  return createDeliveryTracker({
    apiUrl: tracking.apiUrl,
    clientId: tracking.clientId,
    clientSecret: tracking.clientSecret,
    fetch: trackerAppFetch(app),
    log: app.log
  });
}

/** The refund account's holder check (docs/decisions/070): Toss's 부가 API, or its in-process sandbox. */
function buildAccountHolders(config: Config, app: FastifyInstance): AccountHolderProvider {
  const { accountHolder } = config;
  if (accountHolder.provider === 'toss' && accountHolder.secretKey)
    return createTossAccountHolder({
      secretKey: accountHolder.secretKey,
      ...(accountHolder.apiBase ? { apiBase: accountHolder.apiBase } : {}),
      log: app.log
    });
  return createSandboxAccountHolder();
}
