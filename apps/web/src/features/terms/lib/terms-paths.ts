import { TERMS_KINDS, type TermsKind } from '@mall/domain';
import { paths } from '../../../shared/config/paths';

/** The two kinds with their own address (SPEC §2); every other kind is /use_terms?kind=… on the same screen. */
export const TAB_KINDS = ['USE', 'PRIVACY'] as const satisfies readonly TermsKind[];
export const OTHER_KINDS = TERMS_KINDS.filter((kind) => kind !== 'USE' && kind !== 'PRIVACY');

/** The screen's address of a kind, and of one of its versions (null: the version in effect). */
export function termsHref(kind: TermsKind, version: number | null = null): string {
  const base = kind === 'PRIVACY' ? paths.privacyPolicy() : paths.termsOfUse();
  const query = new URLSearchParams();
  if (kind !== 'USE' && kind !== 'PRIVACY') query.set('kind', kind);
  if (version !== null) query.set('version', String(version));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** What the address asks for: the kind (by path, or ?kind= on /use_terms) and the version (null: in effect). */
export function termsOfLocation(
  pathname: string,
  search: string
): { kind: TermsKind; version: number | null } {
  const query = new URLSearchParams(search);
  const named = query.get('kind');
  const kind: TermsKind =
    pathname === paths.privacyPolicy()
      ? 'PRIVACY'
      : (TERMS_KINDS as readonly string[]).includes(named ?? '')
        ? (named as TermsKind)
        : 'USE';
  const raw = query.get('version');
  const version = raw && /^[0-9]{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return { kind, version };
}
