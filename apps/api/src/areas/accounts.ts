import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createAuthenticate } from '../modules/auth/authenticate.ts';
import { createLockoutRepository } from '../modules/auth/lockout.repository.ts';
import { createLockoutService } from '../modules/auth/lockout.service.ts';
import { createAccessTokens } from '../modules/auth/tokens.ts';
import { createIdentityVerificationRepository } from '../modules/identity-verification/identity-verification.repository.ts';
import { identityVerificationRoutes } from '../modules/identity-verification/identity-verification.routes.ts';
import { createIdentityVerificationService } from '../modules/identity-verification/identity-verification.service.ts';
import { accountRoutes } from '../modules/member/account.routes.ts';
import { createAccountService } from '../modules/member/account.service.ts';
import { createPasswordChecks } from '../modules/member/password-check.ts';
import { refundAccountRoutes } from '../modules/refund-account/refund-account.routes.ts';
import { createRefundAccountService } from '../modules/refund-account/refund-account.service.ts';
import { secretBox } from '../lib/field-encryption.ts';
import {
  BILLING_KEY_PURPOSE,
  CARD_PASSWORD_PURPOSE,
  fieldSecrets,
  REFUND_ACCOUNT_PURPOSE
} from './secrets.ts';
import { createCardPasswords } from '../modules/saved-cards/card-password.ts';
import { favoriteCardRoutes } from '../modules/saved-cards/saved-card.routes.ts';
import { createFavoriteCardService } from '../modules/saved-cards/saved-card.service.ts';
import { createAutoshipRepository } from '../modules/autoship/autoship.repository.ts';
import { addressSearchRoutes } from '../modules/member/address-search.routes.ts';
import { addressRoutes } from '../modules/member/address.routes.ts';
import { createAddressService } from '../modules/member/address.service.ts';
import { createMemberRepository } from '../modules/member/member.repository.ts';
import { memberRoutes } from '../modules/member/member.routes.ts';
import { createMemberService } from '../modules/member/member.service.ts';
import { profileRoutes } from '../modules/member/profile.routes.ts';
import { createProfileService } from '../modules/member/profile.service.ts';
import { createRecoveryRepository } from '../modules/member/recovery.repository.ts';
import { signupRoutes } from '../modules/member/signup.routes.ts';
import { createSignupService } from '../modules/member/signup.service.ts';
import { createMigrationRepository } from '../modules/migration/migration.repository.ts';
import { migrationRoutes } from '../modules/migration/migration.routes.ts';
import { createMigrationService } from '../modules/migration/migration.service.ts';
import { socialRoutes } from '../modules/social/social.routes.ts';
import { createSocialService, linkPendingProfile } from '../modules/social/social.service.ts';
import { createEmailVerificationRepository } from '../modules/email-verification/email-verification.repository.ts';
import { emailVerificationRoutes } from '../modules/email-verification/email-verification.routes.ts';
import { createEmailVerificationService } from '../modules/email-verification/email-verification.service.ts';
import type { Providers } from '../providers/index.ts';
import type { Redis } from 'ioredis';
import type { VersionChannel } from '../lib/version-channel.ts';
import { createSessionCheck } from '../modules/auth/session-check.ts';

/** The wrong-password lockout's clock and per-address hourly limit (tests move the clock instead of waiting). */
export type LockoutOptions = { now?: () => Date; clientFailsPerHour?: number };

/**
 * Members and their sessions under /api: login and tokens with the wrong-password lockout, signup, social logins,
 * mailed codes, identity verification, account recovery, profile, addresses and address search, migration.
 * Returns what the other areas need to recognise a member.
 */
export async function registerAccountModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    lockout: lockoutOptions,
    sessionShare
  }: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    lockout?: LockoutOptions;
    /** With Redis: every process hears the others' revocations (docs/decisions/063). */
    sessionShare: { redis: Redis; channel: VersionChannel } | null;
  }
) {
  const { db } = database;
  const { mail } = providers;
  const members = createMemberRepository(db);
  // Password re-checks kept per login (docs/decisions/070): the refund account asks for a recent one.
  const passwordChecks = createPasswordChecks(db);
  const authRepository = createAuthRepository(db);
  const accessTokens = createAccessTokens(
    config.authSecret ?? (await authRepository.secret('access-token-hs256'))
  );
  // Wrong-password lockout (docs/decisions/041): time-limited locks, a mailed unlock link, per-client throttling.
  const lockout = createLockoutService({
    repository: createLockoutRepository(db),
    members,
    mail,
    hashKey: await authRepository.secret('login-lockout-hmac'),
    publicOrigin: config.publicOrigin,
    ...lockoutOptions,
    log: api.log
  });
  // The per-request login check, remembered per family for seconds; revocations end it at once (ADR 063).
  const sessions = createSessionCheck({
    activeFamilyAccount: authRepository.activeFamilyAccount,
    share: sessionShare && {
      ...sessionShare,
      name: `${config.cacheKeyPrefix}sessions:revoked`,
      log: api.log
    }
  });
  const auth = createAuthService({ members, auth: authRepository, accessTokens, lockout, sessions });
  const authenticate = createAuthenticate(accessTokens, auth.sessionAccount);
  const addresses = createAddressService({ db });
  const emailVerification = createEmailVerificationService({
    repository: createEmailVerificationRepository(db),
    mail
  });
  const social = createSocialService({
    db,
    members,
    auth,
    providers: providers.socialLogins,
    redirectUris: {
      KAKAO: config.kakao.redirectUri,
      NAVER: config.naver.redirectUri,
      APPLE: config.apple.redirectUri
    },
    log: api.log
  });
  const identityVerification = createIdentityVerificationService({
    repository: createIdentityVerificationRepository(db),
    provider: providers.identity,
    hashKey: await authRepository.secret('certification-ci-hmac'),
    log: api.log
  });
  const memberService = createMemberService(members);

  await api.register(
    authRoutes(auth, authenticate, {
      socialGrant: social.socialGrant,
      clients: providers.backOfficeClients,
      lockout
    })
  );
  await api.register(memberRoutes(memberService, authenticate));
  await api.register(
    migrationRoutes(createMigrationService({ db, repository: createMigrationRepository(db) }))
  );
  await api.register(
    signupRoutes(createSignupService({ db, members, linkSocial: linkPendingProfile, identityVerification }))
  );
  await api.register(
    accountRoutes(
      createAccountService({
        members,
        recovery: createRecoveryRepository(db),
        emailVerification,
        identityVerification,
        auth,
        lockout,
        passwordChecks
      }),
      authenticate
    )
  );
  await api.register(emailVerificationRoutes(emailVerification));
  await api.register(socialRoutes(social, authenticate));
  await api.register(identityVerificationRoutes(identityVerification, authenticate));
  await api.register(
    profileRoutes(
      createProfileService({
        db,
        members,
        memberService,
        emailVerification,
        auth,
        identityVerification,
        lockout
      }),
      authenticate
    )
  );
  await api.register(addressRoutes(addresses, authenticate));
  await api.register(
    addressSearchRoutes(providers.addressSearch, { postcodeScriptUrl: config.address.postcodeScriptUrl })
  );
  // The refund account (docs/decisions/070): numbers sealed per member, behind a recent password re-check.
  const secrets = await fieldSecrets(config, database);
  const refundAccounts = createRefundAccountService({
    db,
    holders: providers.accountHolders,
    box: secretBox(secrets, REFUND_ACCOUNT_PURPOSE),
    passwordChecks,
    mail,
    log: api.log
  });
  await api.register(refundAccountRoutes(refundAccounts, authenticate));
  // Saved cards (docs/decisions/073): billing keys sealed per member, card passwords sealed per card.
  const cardPasswords = createCardPasswords({
    db,
    box: secretBox(secrets, CARD_PASSWORD_PURPOSE),
    identityVerification
  });
  const favoriteCards = createFavoriteCardService({
    db,
    billing: providers.payments,
    box: secretBox(secrets, BILLING_KEY_PURPOSE),
    customerKeySecret: await authRepository.secret('payment-customer-key'),
    passwords: cardPasswords,
    log: api.log,
    // A card a live autoship subscription charges stays until the subscription changes card (docs/decisions/074).
    inUse: (userSeqNo, cardId) => createAutoshipRepository(db).cardInUse(userSeqNo, cardId)
  });
  await api.register(favoriteCardRoutes(favoriteCards, cardPasswords, authenticate));
  return {
    members,
    favoriteCards,
    cardPasswords,
    authRepository,
    accessTokens,
    auth,
    authenticate,
    addresses,
    passwordChecks
  };
}

export type AccountModules = Awaited<ReturnType<typeof registerAccountModules>>;
