import {
  DomainError,
  pickText,
  TERMS_KINDS,
  termsVersionInEffect,
  type DeskTermsDraftBody,
  type DeskTermsKindList,
  type DeskTermsPublishBody,
  type DeskTermsVersion,
  type DeskTermsVersionList,
  type Language,
  type TermsDocument,
  type TermsKind
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { sanitizeRichHtml } from '../content/content-html.ts';
import { createStaffAudit, type StaffAsker } from '../staff/staff-audit.ts';
import { createTermsRepository, type TermsRow } from './terms.repository.ts';

/** Gives every h2–h4 without an id a stable one, so a heading can be linked to (`#section-3`). */
export function withHeadingIds(html: string): string {
  let index = 0;
  return html.replace(/<h([234])(\s[^>]*)?>/g, (tag, level: string, attributes: string | undefined) => {
    index += 1;
    return attributes?.includes('id=') ? tag : `<h${level} id="section-${index}"${attributes ?? ''}>`;
  });
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function deskRow(
  row: TermsRow & { createdByName: string | null },
  currentId: number | null
): DeskTermsVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    title: row.title,
    html: row.html,
    effectiveAt: iso(row.effectiveAt),
    current: row.id === currentId,
    createdBy: row.createdByName ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString()
  };
}

/**
 * Terms documents (docs/decisions/077): the version in effect now by the server clock and the earlier ones for
 * shoppers; drafts, edits and publishing for staff (content.manage), every write in the audit log; and the ids of
 * the versions in effect for the agreements other modules record.
 */
export function createTermsService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repository = createTermsRepository(db);
  const audit = createStaffAudit(db);

  function answer(row: TermsRow, history: TermsRow[], currentId: number, language: Language): TermsDocument {
    return {
      kind: row.kind,
      version: row.version,
      title: pickText(row.title, language),
      html: withHeadingIds(sanitizeRichHtml(pickText(row.html, language))),
      effectiveAt: (row.effectiveAt as Date).toISOString(),
      current: row.id === currentId,
      versions: history.map((item) => ({
        version: item.version,
        effectiveAt: (item.effectiveAt as Date).toISOString(),
        current: item.id === currentId
      }))
    };
  }

  async function draftOf(kind: TermsKind, version: number): Promise<TermsRow> {
    const row = await repository.byVersion(kind, version);
    if (!row) throw new DomainError('TERMS_NOT_FOUND');
    if (row.status !== 'DRAFT') throw new DomainError('TERMS_PUBLISHED_IMMUTABLE');
    return row;
  }

  async function deskVersion(kind: TermsKind, version: number): Promise<DeskTermsVersion> {
    const rows = await repository.versions(kind);
    const current = termsVersionInEffect(rows, now());
    const row = rows.find((item) => item.version === version);
    if (!row) throw new DomainError('TERMS_NOT_FOUND');
    return deskRow(row, current?.id ?? null);
  }

  /** The ids of the versions in effect of these kinds (a kind without one is left out). */
  async function currentIds(
    kinds: readonly TermsKind[],
    exec: Executor = db
  ): Promise<Map<TermsKind, number>> {
    const rows = await createTermsRepository(exec).currentOf([...new Set(kinds)], now());
    return new Map([...rows].map(([kind, row]) => [kind, row.id]));
  }

  return {
    /** The version in effect now (or the one asked, if it has taken effect), with every version in effect so far. */
    async read(kind: TermsKind, version: number | null, language: Language): Promise<TermsDocument> {
      const history = await repository.inEffect(kind, now());
      const current = history[0];
      const shown = version === null ? current : history.find((row) => row.version === version);
      if (!current || !shown) throw new DomainError('TERMS_NOT_FOUND');
      return answer(shown, history, current.id, language);
    },

    currentIds,

    /** Records that an order or a subscription agreed to the versions now in effect of these kinds. */
    async recordConsents(
      subjectType: 'ORDER' | 'AUTOSHIP',
      subjectId: string,
      kinds: readonly TermsKind[],
      exec: Executor = db
    ): Promise<void> {
      const ids = await currentIds(kinds, exec);
      await createTermsRepository(exec).recordConsents(subjectType, subjectId, [...ids.values()], now());
    },

    consents: (subjectType: 'ORDER' | 'AUTOSHIP', subjectId: string) =>
      repository.consents(subjectType, subjectId),

    desk: {
      async kinds(): Promise<DeskTermsKindList> {
        const rows = await repository.all();
        const at = now();
        return {
          list: TERMS_KINDS.map((kind) => {
            const ofKind = rows.filter((row) => row.kind === kind);
            const current = termsVersionInEffect(ofKind, at);
            const scheduled = ofKind
              .filter((row) => row.status === 'PUBLISHED' && (row.effectiveAt as Date) > at)
              .at(-1);
            return {
              kind,
              currentVersion: current?.version ?? null,
              currentEffectiveAt: iso(current?.effectiveAt ?? null),
              scheduledVersion: scheduled?.version ?? null,
              draftVersion: ofKind.find((row) => row.status === 'DRAFT')?.version ?? null
            };
          })
        };
      },

      async versions(kind: TermsKind): Promise<DeskTermsVersionList> {
        const rows = await repository.versions(kind);
        const current = termsVersionInEffect(rows, now());
        return { list: rows.map((row) => deskRow(row, current?.id ?? null)) };
      },

      version: deskVersion,

      /** A new draft, copied from the latest published version (one draft per kind at a time). */
      async create(kind: TermsKind, asker: StaffAsker): Promise<DeskTermsVersion> {
        const rows = await repository.versions(kind);
        if (rows.some((row) => row.status === 'DRAFT')) throw new DomainError('TERMS_DRAFT_EXISTS');
        const from = rows.find((row) => row.status === 'PUBLISHED');
        const version = (rows[0]?.version ?? 0) + 1;
        await db.transaction(async (tx) => {
          await createTermsRepository(tx).insert({
            kind,
            version,
            status: 'DRAFT',
            title: from?.title ?? { 'ko-KR': '' },
            html: from?.html ?? { 'ko-KR': '' },
            createdBy: asker.staff.staffId
          });
          await audit.record(
            asker,
            'terms.create',
            {
              targetType: 'terms',
              targetId: `${kind}:${version}`,
              after: { kind, version, from: from?.version ?? null }
            },
            tx
          );
        });
        return deskVersion(kind, version);
      },

      async edit(kind: TermsKind, version: number, body: DeskTermsDraftBody, asker: StaffAsker) {
        const before = await draftOf(kind, version);
        await db.transaction(async (tx) => {
          const row = await createTermsRepository(tx).updateDraft(before.id, { ...body, updatedAt: now() });
          if (!row) throw new DomainError('TERMS_PUBLISHED_IMMUTABLE');
          await audit.record(
            asker,
            'terms.edit',
            {
              targetType: 'terms',
              targetId: `${kind}:${version}`,
              before: { title: before.title, html: before.html },
              after: body
            },
            tx
          );
        });
        return deskVersion(kind, version);
      },

      /**
       * Publishes a draft with its effective date: not in the past (what was in effect stays what it was) and later
       * than every published version of the kind (versions take effect in their order).
       */
      async publish(kind: TermsKind, version: number, body: DeskTermsPublishBody, asker: StaffAsker) {
        const draft = await draftOf(kind, version);
        const effectiveAt = new Date(body.effectiveAt);
        const latest = (await repository.versions(kind))
          .filter((row) => row.status === 'PUBLISHED')
          .reduce((last, row) => Math.max(last, (row.effectiveAt as Date).getTime()), 0);
        if (effectiveAt.getTime() < now().getTime() - 60_000 || effectiveAt.getTime() <= latest)
          throw new DomainError('TERMS_EFFECTIVE_AT_INVALID');
        await db.transaction(async (tx) => {
          const row = await createTermsRepository(tx).updateDraft(draft.id, {
            status: 'PUBLISHED',
            effectiveAt,
            updatedAt: now()
          });
          if (!row) throw new DomainError('TERMS_PUBLISHED_IMMUTABLE');
          await audit.record(
            asker,
            'terms.publish',
            {
              targetType: 'terms',
              targetId: `${kind}:${version}`,
              after: { effectiveAt: effectiveAt.toISOString() }
            },
            tx
          );
        });
        return deskVersion(kind, version);
      }
    }
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
