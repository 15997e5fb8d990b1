import {
  ACCOUNT_STATUSES,
  MEMBER_GENDERS,
  MEMBER_SEARCH_TYPES,
  USER_TYPES,
  type MemberSearchForm
} from '@mall/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';

export type Filters = Omit<MemberSearchForm, 'pageNumber'>;
const input = 'min-h-11 rounded-md border border-line bg-white px-3 py-2 text-sm';

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The SPEC's member search filters (all optional; the period by join date unless chosen otherwise). */
export function MemberFilters({ value, onSearch }: { value: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState<Filters>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.fromDate && draft.toDate && draft.fromDate > draft.toDate)
      return setProblem(t('members.dateRange'));
    setProblem(null);
    onSearch({
      ...draft,
      keyword: draft.keyword?.trim() || undefined,
      belongStoreName: draft.belongStoreName?.trim() || undefined
    });
  };
  const select = (
    id: keyof Filters,
    label: string,
    options: readonly string[],
    text: (option: string) => string
  ) => (
    <Labelled id={`members-${id}`} label={label}>
      <select
        id={`members-${id}`}
        className={input}
        value={draft[id] ?? ''}
        onChange={(event) => set({ [id]: event.target.value || undefined })}
      >
        {id !== 'searchType' && <option value="">{t('members.any')}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </Labelled>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('members.filters')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {select('searchType', t('members.searchType'), MEMBER_SEARCH_TYPES, (o) =>
          t(`members.searchType.${o as 'JOIN_DATE'}`)
        )}
        <Labelled id="members-fromDate" label={t('members.fromDate')}>
          <input
            id="members-fromDate"
            type="date"
            className={input}
            value={draft.fromDate ?? ''}
            onChange={(e) => set({ fromDate: e.target.value || undefined })}
          />
        </Labelled>
        <Labelled id="members-toDate" label={t('members.toDate')}>
          <input
            id="members-toDate"
            type="date"
            className={input}
            value={draft.toDate ?? ''}
            onChange={(e) => set({ toDate: e.target.value || undefined })}
          />
        </Labelled>
        <Labelled id="members-keyword" label={t('members.keyword')}>
          <input
            id="members-keyword"
            type="search"
            maxLength={50}
            className={input}
            value={draft.keyword ?? ''}
            onChange={(e) => set({ keyword: e.target.value })}
          />
        </Labelled>
        {select('consumerGrade', t('members.consumerGrade'), USER_TYPES, (o) =>
          t(`members.grade.${o as 'BEAUTY_CONSUMER'}`)
        )}
        {select('userStatus', t('members.userStatus'), ACCOUNT_STATUSES, (o) =>
          t(`members.status.${o as 'ACTIVATED'}`)
        )}
        {select('marketingAgreement', t('members.marketingAgreement'), ['Y', 'N'], (o) =>
          o === 'Y' ? t('members.yes') : t('members.no')
        )}
        {select('gender', t('members.gender'), MEMBER_GENDERS, (o) => t(`members.gender.${o as 'M'}`))}
        <Labelled id="members-belongStoreName" label={t('members.belongStoreName')}>
          <input
            id="members-belongStoreName"
            maxLength={50}
            className={input}
            value={draft.belongStoreName ?? ''}
            onChange={(e) => set({ belongStoreName: e.target.value })}
          />
        </Labelled>
        <Labelled id="members-birthDate" label={t('members.birthDate')}>
          <input
            id="members-birthDate"
            type="date"
            className={input}
            value={draft.birthDate ?? ''}
            onChange={(e) => set({ birthDate: e.target.value || undefined })}
          />
        </Labelled>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          className="min-h-11 rounded-md bg-plum px-4 font-medium text-white"
          data-testid="members-search"
        >
          {t('members.search')}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md border border-line px-4"
          onClick={() => {
            setDraft({ searchType: 'JOIN_DATE' });
            onSearch({ searchType: 'JOIN_DATE' });
          }}
        >
          {t('members.reset')}
        </button>
      </div>
    </form>
  );
}
