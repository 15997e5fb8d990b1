import { SOCIAL_PROVIDERS, type SnsLink, type SocialProvider } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { apiMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { formatDate } from '../../../shared/lib/format';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { startSocialLink, unlinkSocial } from '../api/account-mutations';
import { accountKeys, snsLinksQueryOptions } from '../api/account-queries';
import { AccountFrame, FormNotice, LoadError } from '../components/account-frame';

/** A done message, or a refusal (null: the generic "could not link", for codes this catalogue does not know). */
type Outcome = { kind: 'success'; text: string } | { kind: 'error'; message: Message | null };

const isProvider = (value: string | null): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

/** A provider's display name (translated where the catalogue has one, else its code). */
function useProviderName() {
  const { t, i18n } = useTranslation('accounts');
  return (provider: string) => {
    const key = `mypageAccount.sns.providers.${provider}`;
    return i18n.exists(key, { ns: 'accounts' }) ? t(key as 'mypageAccount.sns.providers.KAKAO') : provider;
  };
}

/**
 * The callback's answer (?linked=KAKAO or ?socialError=CODE), read once on arrival; the query is then
 * removed so a reload or a shared link does not repeat it.
 */
function useCallbackOutcome(): Outcome | null {
  const { t, i18n } = useTranslation('accounts');
  const providerName = useProviderName();
  const [searchParams, setSearchParams] = useSearchParams();
  const known = (code: string) =>
    i18n.exists(`error.${code}`, { ns: 'accounts' }) || i18n.exists(`error.${code}`, { ns: 'translation' });
  const [outcome] = useState<Outcome | null>(() => {
    const linked = searchParams.get('linked');
    const error = searchParams.get('socialError');
    if (isProvider(linked))
      return { kind: 'success', text: t('mypageAccount.sns.linked', { provider: providerName(linked) }) };
    if (error) return { kind: 'error', message: known(error) ? { kind: 'api', code: error } : null };
    return null;
  });
  const hasQuery = searchParams.has('linked') || searchParams.has('socialError');
  useEffect(() => {
    if (hasQuery) setSearchParams({}, { replace: true });
  }, [hasQuery, setSearchParams]);
  return outcome;
}

function ProviderRow({
  provider,
  link,
  busy,
  onLink,
  onUnlink
}: {
  provider: SocialProvider;
  link: SnsLink | undefined;
  busy: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation('accounts');
  const name = useProviderName()(provider);
  const linked = link?.linked === true;
  return (
    <li
      data-testid={`sns-${provider}`}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-line/70 py-4 last:border-b-0"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-cream-deep text-base font-bold text-plum"
        >
          {name.slice(0, 1)}
        </span>
        <div className="min-w-0">
          <p className="text-[15px] font-semibold">{name}</p>
          <p className="text-sm text-muted" data-testid={`sns-${provider}-state`}>
            {linked
              ? link?.linkedAt
                ? t('mypageAccount.sns.linkedOn', { date: formatDate(link.linkedAt) })
                : t('mypageAccount.sns.linkedState')
              : t('mypageAccount.sns.notLinked')}
          </p>
        </div>
      </div>
      {linked ? (
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 text-sm"
          onClick={onUnlink}
          disabled={busy}
          aria-label={t('mypageAccount.sns.unlinkLabel', { provider: name })}
        >
          {t('mypageAccount.sns.unlink')}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary min-h-10 px-4 text-sm"
          onClick={onLink}
          disabled={busy}
          aria-label={t('mypageAccount.sns.linkLabel', { provider: name })}
        >
          {t('mypageAccount.sns.link')}
        </button>
      )}
    </li>
  );
}

/** /mypage/sns (guard: passwordChecked): every provider the shop offers, linked or not; link and unlink. */
export function SnsRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const providerName = useProviderName();
  const queryClient = useQueryClient();
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const links = useQuery({ ...snsLinksQueryOptions(member?.userSeqNo ?? 0), enabled: member !== null });
  const arrival = useCallbackOutcome();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const shown = outcome ?? arrival;

  async function link(provider: SocialProvider) {
    setBusy(provider);
    setOutcome(null);
    try {
      const { url } = await startSocialLink(provider, paths.sns());
      window.location.assign(url);
    } catch (error) {
      setOutcome({ kind: 'error', message: apiMessage(error) });
      setBusy(null);
    }
  }

  async function unlink(provider: SocialProvider) {
    const name = providerName(provider);
    const sure = await dialogs.confirm(t('mypageAccount.sns.unlinkConfirm', { provider: name }), {
      confirmLabel: t('mypageAccount.sns.unlink'),
      cancelLabel: t('mypageAccount.cancel')
    });
    if (!sure || !member) return;
    setBusy(provider);
    setOutcome(null);
    try {
      await unlinkSocial(provider);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sns(member.userSeqNo) });
      setOutcome({ kind: 'success', text: t('mypageAccount.sns.unlinked', { provider: name }) });
    } catch (error) {
      setOutcome({ kind: 'error', message: apiMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccountFrame title={t('mypageAccount.sns.title')} lead={t('mypageAccount.sns.lead')}>
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {shown && (
          <FormNotice kind={shown.kind} testId={`sns-${shown.kind}`}>
            {shown.kind === 'success'
              ? shown.text
              : shown.message
                ? text(shown.message)
                : t('mypageAccount.sns.linkFailed')}
          </FormNotice>
        )}
      </div>
      {links.isError ? (
        <LoadError onRetry={() => void links.refetch()} />
      ) : (
        <ul aria-busy={links.isPending}>
          {SOCIAL_PROVIDERS.map((provider) => (
            <ProviderRow
              key={provider}
              provider={provider}
              link={links.data?.find((item) => item.serviceType === provider)}
              busy={busy !== null || links.isPending}
              onLink={() => void link(provider)}
              onUnlink={() => void unlink(provider)}
            />
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
