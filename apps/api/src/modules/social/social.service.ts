import type { FastifyBaseLogger } from 'fastify';
import {
  DomainError,
  SOCIAL_PROVIDERS,
  SOCIAL_TOKEN_TTL_MINUTES,
  type SnsLink,
  type SocialProfile,
  splitPersonName,
  type SocialProvider
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { AuthService, IssuedTokens } from '../auth/auth.service.ts';
import type { LoginClient } from '../auth/lockout.service.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import { SocialProviderError, type SocialLoginProvider } from '../../providers/social/social-provider.ts';
import { createSocialRepository, isUniqueViolation, type SocialRepository } from './social.repository.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
const SOCIAL_TOKEN_TTL_MS = SOCIAL_TOKEN_TTL_MINUTES * 60 * 1000;

export const hashOpaque = sha256;

export type SocialIntent = 'LOGIN' | 'LINK';

/** What the callback ends in; the routes turn it into a redirect. */
export type CallbackOutcome =
  | { kind: 'signed-in'; provider: SocialProvider; tokens: IssuedTokens; returnPath: string | null }
  | {
      kind: 'pending';
      provider: SocialProvider;
      socialToken: string;
      linkable: boolean;
      returnPath: string | null;
    }
  | { kind: 'linked'; provider: SocialProvider; returnPath: string | null }
  | {
      kind: 'failed';
      provider: SocialProvider;
      intent: SocialIntent;
      code: string | null;
      returnPath: string | null;
    };

/**
 * Links the member to the provider account behind a socialToken, inside the caller's transaction
 * (sign-up). Refuses a spent, expired or unknown token and a provider account linked elsewhere.
 */
export async function linkPendingProfile(
  tx: Executor,
  userSeqNo: number,
  socialToken: string,
  at: Date
): Promise<void> {
  const repository = createSocialRepository(tx);
  const tokenHash = hashOpaque(socialToken);
  const pending = await repository.findPending(tokenHash, at);
  if (!pending || !(await repository.markLinked(tokenHash, at)))
    throw new DomainError('SOCIAL_TOKEN_INVALID');
  try {
    await repository.insertLink({
      provider: pending.provider,
      providerUserId: pending.providerUserId,
      userSeqNo,
      linkedAt: at
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('SOCIAL_ALREADY_LINKED');
    throw error;
  }
}

export function createSocialService(deps: {
  db: Database;
  members: MemberRepository;
  auth: AuthService;
  providers: Partial<Record<SocialProvider, SocialLoginProvider>>;
  /** The redirect URI registered with each provider; null derives it from the request's origin (sandbox). */
  redirectUris: Partial<Record<SocialProvider, string | null>>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repository: SocialRepository = createSocialRepository(deps.db);

  function providerOf(id: SocialProvider): SocialLoginProvider {
    const provider = deps.providers[id];
    if (!provider) throw new DomainError('NOT_FOUND');
    return provider;
  }

  /** A live pending profile, or SOCIAL_TOKEN_INVALID (unknown, expired). */
  async function pendingOf(socialToken: string, at: Date) {
    const pending = await repository.findPending(hashOpaque(socialToken), at);
    if (!pending) throw new DomainError('SOCIAL_TOKEN_INVALID');
    return pending;
  }

  /** The member a verified provider address points at (link-confirmation), if any. */
  async function linkableMember(pending: { email: string | null; emailVerified: boolean }) {
    if (!pending.email || !pending.emailVerified) return undefined;
    const member = await deps.members.findByEmail(pending.email);
    return member && member.status !== 'WITHDRAWN' ? member : undefined;
  }

  return {
    /** Whether the provider comes back with a form POST (Apple) rather than a GET redirect. */
    postsCallback(id: SocialProvider): boolean {
      return deps.providers[id]?.responseMode === 'form_post';
    },

    enabled(): SocialProvider[] {
      return SOCIAL_PROVIDERS.filter((id) => deps.providers[id] !== undefined);
    },

    /**
     * Starts an authorize round trip: a single-use state bound to this browser (and, for LINK, to the
     * member), a PKCE verifier where the provider takes one; answers the provider's authorize URL.
     */
    async start(input: {
      provider: SocialProvider;
      intent: SocialIntent;
      userSeqNo: number | null;
      browserKey: string;
      origin: string;
      returnPath: string | null;
    }): Promise<string> {
      const provider = providerOf(input.provider);
      const at = now();
      const state = randomToken();
      const codeVerifier = provider.pkce ? randomToken() : null;
      const nonce = provider.nonce ? randomToken() : null;
      const redirectUri =
        deps.redirectUris[input.provider] ??
        `${input.origin}/api/oauth/social/${input.provider.toLowerCase()}/callback`;
      await repository.purgeExpired(new Date(at.getTime() - 60 * 60 * 1000));
      await repository.insertState({
        stateHash: hashOpaque(state),
        provider: input.provider,
        intent: input.intent,
        userSeqNo: input.userSeqNo,
        browserKeyHash: hashOpaque(input.browserKey),
        redirectUri,
        codeVerifier,
        nonce,
        returnPath: input.returnPath,
        expiresAt: new Date(at.getTime() + STATE_TTL_MS)
      });
      return provider.authorizeUrl({
        state,
        redirectUri,
        codeChallenge: codeVerifier ? sha256(codeVerifier) : null,
        nonce
      });
    },

    /**
     * A form_post provider's cross-site POST to the callback (Apple). It carries no SameSite=Lax cookie,
     * so nothing is decided here: the fields are kept on the (unspent) state and the route sends the
     * browser to the GET callback, which carries the binding cookie and completes as usual
     * (docs/decisions/013). First post wins; false when the state is not a live one of this provider.
     */
    async receiveFormPost(input: {
      provider: SocialProvider;
      fields: {
        state?: string | undefined;
        code?: string | undefined;
        error?: string | undefined;
        user?: string | undefined;
      };
    }): Promise<boolean> {
      const provider = deps.providers[input.provider];
      if (!provider || provider.responseMode !== 'form_post' || !input.fields.state) return false;
      const { code, error, user } = input.fields;
      return repository.recordCallback(
        hashOpaque(input.fields.state),
        input.provider,
        {
          ...(code ? { code } : {}),
          ...(error ? { error } : {}),
          ...(user ? { user } : {})
        },
        now()
      );
    },

    /** The provider's redirect back: state, code exchange, profile, then sign-in, link or hand-over. */
    async complete(input: {
      provider: SocialProvider;
      browserKey: string | null;
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined };
    }): Promise<CallbackOutcome> {
      const at = now();
      const id = input.provider;
      const fail = (
        intent: SocialIntent,
        reason: string,
        returnPath: string | null,
        code: string | null = null
      ): CallbackOutcome => {
        deps.log.info({ provider: id, intent, reason }, 'social login failed');
        return { kind: 'failed', provider: id, intent, code, returnPath };
      };
      const provider = deps.providers[id];
      if (!provider) return fail('LOGIN', 'provider-disabled', null);
      if (!input.query.state || !input.browserKey) return fail('LOGIN', 'state-missing', null);
      // Spent first, whatever follows: a state is good for one callback only.
      const state = await repository.useState(hashOpaque(input.query.state), at);
      if (!state || state.provider !== id) return fail('LOGIN', 'state-unknown', null);
      const intent = state.intent;
      if (state.browserKeyHash !== hashOpaque(input.browserKey))
        return fail(intent, 'state-other-browser', null);
      // A form_post provider's fields were kept by receiveFormPost; the query of this GET is ours, not its.
      const fields =
        provider.responseMode === 'form_post'
          ? (state.callback ?? {})
          : { code: input.query.code, error: input.query.error, user: undefined };
      if (provider.responseMode === 'form_post' && !state.callback)
        return fail(intent, 'form-post-missing', state.returnPath);
      if (fields.error) return fail(intent, `provider:${fields.error.slice(0, 40)}`, state.returnPath);
      if (!fields.code) return fail(intent, 'code-missing', state.returnPath);

      let profile;
      try {
        profile = await provider.signIn({
          code: fields.code,
          state: input.query.state,
          redirectUri: state.redirectUri,
          codeVerifier: state.codeVerifier,
          nonce: state.nonce,
          user: fields.user ?? null
        });
      } catch (error) {
        if (error instanceof SocialProviderError) return fail(intent, error.reason, state.returnPath);
        deps.log.error(
          {
            provider: id,
            err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown'
          },
          'social provider call failed'
        );
        return fail(intent, 'provider-unreachable', state.returnPath);
      }

      const link = await repository.findLink(id, profile.providerUserId);
      if (intent === 'LINK') {
        if (!state.userSeqNo) return fail(intent, 'link-without-member', state.returnPath);
        if (link) {
          return link.userSeqNo === state.userSeqNo
            ? { kind: 'linked', provider: id, returnPath: state.returnPath }
            : fail(intent, 'linked-elsewhere', state.returnPath, 'SOCIAL_ALREADY_LINKED');
        }
        try {
          await repository.insertLink({
            provider: id,
            providerUserId: profile.providerUserId,
            userSeqNo: state.userSeqNo,
            linkedAt: at
          });
        } catch (error) {
          if (isUniqueViolation(error))
            return fail(intent, 'member-has-link', state.returnPath, 'SOCIAL_ALREADY_LINKED');
          throw error;
        }
        return { kind: 'linked', provider: id, returnPath: state.returnPath };
      }

      if (link) {
        try {
          const tokens = await deps.auth.signInVerified(link.userSeqNo, false);
          await repository.touchLink(link.id, at);
          return { kind: 'signed-in', provider: id, tokens, returnPath: state.returnPath };
        } catch (error) {
          if (error instanceof DomainError) return fail(intent, `member:${error.code}`, null, error.code);
          throw error;
        }
      }

      // No link: never sign in by e-mail alone. Hand the browser an opaque token for sign-up or for
      // the link-confirmation step (verified address of an existing member, password once).
      const socialToken = randomToken();
      await repository.insertPending({
        tokenHash: hashOpaque(socialToken),
        provider: id,
        providerUserId: profile.providerUserId,
        email: profile.email,
        emailVerified: profile.emailVerified,
        name: profile.name,
        familyName: profile.familyName ?? null,
        givenName: profile.givenName ?? null,
        expiresAt: new Date(at.getTime() + SOCIAL_TOKEN_TTL_MS)
      });
      const linkable = (await linkableMember(profile)) !== undefined;
      return { kind: 'pending', provider: id, socialToken, linkable, returnPath: state.returnPath };
    },

    /** What sign-up may prefill; the token is not spent. */
    async profile(socialToken: string): Promise<SocialProfile> {
      const pending = await pendingOf(socialToken, now());
      if (pending.linkedAt) throw new DomainError('SOCIAL_TOKEN_INVALID');
      const split =
        pending.familyName || pending.givenName
          ? { lastName: pending.familyName, firstName: pending.givenName }
          : splitPersonName(pending.name);
      return {
        serviceType: pending.provider,
        email: pending.email,
        name: pending.name,
        lastName: split.lastName,
        firstName: split.firstName,
        isEmailVerified: pending.emailVerified,
        linkable: (await linkableMember(pending)) !== undefined,
        expiresAt: pending.expiresAt.toISOString()
      };
    },

    /** `grant_type=social`: tokens when the token's provider account is linked; spent on success. */
    async socialGrant(
      socialToken: string,
      serviceType: SocialProvider,
      persistent: boolean
    ): Promise<IssuedTokens> {
      const at = now();
      const pending = await pendingOf(socialToken, at);
      if (pending.provider !== serviceType || pending.consumedAt)
        throw new DomainError('SOCIAL_TOKEN_INVALID');
      const link = await repository.findLink(pending.provider, pending.providerUserId);
      if (!link) throw new DomainError('SOCIAL_NOT_LINKED');
      if (!(await repository.consumePending(pending.tokenHash, at)))
        throw new DomainError('SOCIAL_TOKEN_INVALID');
      const tokens = await deps.auth.signInVerified(link.userSeqNo, persistent);
      await repository.touchLink(link.id, at);
      return tokens;
    },

    /**
     * Link-confirmation: the provider vouched for an address an existing member has; the member
     * proves the account with the password once (wrong passwords count towards the lock), then the
     * account is linked and signed in.
     */
    async confirmLink(
      socialToken: string,
      password: string,
      persistent: boolean,
      client: LoginClient
    ): Promise<IssuedTokens> {
      const at = now();
      const pending = await pendingOf(socialToken, at);
      if (pending.linkedAt || pending.consumedAt) throw new DomainError('SOCIAL_TOKEN_INVALID');
      const member = await linkableMember(pending);
      if (!member) throw new DomainError('SOCIAL_LINK_NOT_ALLOWED');
      if (await repository.findLink(pending.provider, pending.providerUserId))
        throw new DomainError('SOCIAL_ALREADY_LINKED');
      if ((await repository.linksOf(member.userSeqNo)).some((l) => l.provider === pending.provider)) {
        throw new DomainError('SOCIAL_ALREADY_LINKED');
      }
      const tokens = await deps.auth.passwordGrant(member.loginId, password, persistent, client);
      await deps.db.transaction(async (tx) => {
        await linkPendingProfile(tx, member.userSeqNo, socialToken, at);
        await createSocialRepository(tx).consumePending(pending.tokenHash, at);
      });
      return tokens;
    },

    async links(userSeqNo: number): Promise<SnsLink[]> {
      const rows = await repository.linksOf(userSeqNo);
      return SOCIAL_PROVIDERS.filter(
        (id) => deps.providers[id] !== undefined || rows.some((r) => r.provider === id)
      ).map((id) => {
        const row = rows.find((r) => r.provider === id);
        return {
          serviceType: id,
          linked: row !== undefined,
          linkedAt: row ? row.linkedAt.toISOString() : null
        };
      });
    },

    /**
     * Unlinks the member's own account. Every member here has a password, so unlinking never leaves
     * an account without a way in; a member with none would be refused (SOCIAL_LINK_NOT_ALLOWED).
     */
    async unlink(userSeqNo: number, provider: SocialProvider): Promise<void> {
      const member = await deps.members.findById(userSeqNo);
      if (!member) throw new DomainError('UNAUTHORIZED');
      if (!member.passwordHash) throw new DomainError('SOCIAL_LINK_NOT_ALLOWED');
      if (!(await repository.deleteLink(userSeqNo, provider))) throw new DomainError('SOCIAL_LINK_NOT_FOUND');
    }
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
