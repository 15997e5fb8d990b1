import { firstChargeDayRange, type CartTotals, type FavoriteCard } from '@mall/domain';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { AmountRow } from '../../../shared/ui/amount-row';
import type { CycleChoice } from '../lib/cycle-choice';
import { CardChoice, NoCard } from './card-choice';
import { ChargeDayField } from './charge-day-field';
import { CycleFieldset } from './cycle-fieldset';
import { Panel } from './autoship-parts';
import { ProblemText } from '../../../shared/ui/section';
import { TermsViewButton } from '../../terms';

/** 배송 주기와 첫 결제일: the cycle and the first charge day, held to tomorrow..60 days ahead. */
export function SchedulePanel({
  today,
  cycle,
  firstChargeDay,
  dayProblem,
  firstDayProblem,
  onCycle,
  onFirstDay
}: {
  today: string;
  cycle: CycleChoice;
  firstChargeDay: string;
  dayProblem: boolean;
  firstDayProblem: 'firstChargeDay' | 'firstChargeDayRange' | null;
  onCycle: (cycle: CycleChoice) => void;
  onFirstDay: (day: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const range = firstChargeDayRange(today);
  return (
    <Panel id="autoship-init-schedule" title={t('autoship.init.schedule')}>
      <div className="flex flex-col gap-5">
        <ChargeDayField
          id="autoship-init-first-day"
          label={t('autoship.init.firstChargeDay')}
          value={firstChargeDay}
          min={range.min}
          max={range.max}
          required
          hint={t('autoship.init.firstChargeDayHint', range)}
          problem={firstDayProblem ? t(`autoship.init.problem.${firstDayProblem}`, range) : null}
          onChange={onFirstDay}
        />
        <CycleFieldset
          idPrefix="autoship-init"
          value={cycle}
          chargeDay={firstChargeDay}
          dayProblem={dayProblem}
          onChange={onCycle}
        />
      </div>
    </Panel>
  );
}

/** 결제 카드: the cards the subscription may charge, or the way to register one. */
export function CardPanel({
  cards,
  chosen,
  showProblem,
  onChoose
}: {
  cards: readonly FavoriteCard[];
  chosen: FavoriteCard | null;
  showProblem: boolean;
  onChoose: (userFavoriteCardsId: number) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Panel id="autoship-init-card-panel" title={t('autoship.init.card')}>
      <div id="autoship-init-card" tabIndex={-1} className="outline-none">
        {cards.length === 0 ? (
          <NoCard message={t('autoship.init.cardNone')} hint={t('autoship.init.cardNoneHint')} />
        ) : (
          <CardChoice
            name="autoship-init"
            cards={cards}
            chosenId={chosen?.userFavoriteCardsId ?? null}
            onChoose={onChoose}
          />
        )}
      </div>
      {showProblem && (
        <ProblemText id="autoship-init-card-error">{t('autoship.init.problem.card')}</ProblemText>
      )}
    </Panel>
  );
}

/**
 * The member's consent to charges made without them, the one box the subscription needs ticked, with the autoship
 * terms in effect in the terms modal (the server records that version with the subscription, ADR 077).
 */
export function ConsentPanel({
  checked,
  showProblem,
  onChange
}: {
  checked: boolean;
  showProblem: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Panel id="autoship-init-consent-panel" title={t('autoship.init.consentTitle')}>
      <label className="flex cursor-pointer items-start gap-2 text-[15px] font-semibold break-keep text-ink">
        <input
          id="autoship-init-consent"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-plum"
          checked={checked}
          aria-invalid={showProblem || undefined}
          aria-describedby={showProblem ? 'autoship-init-consent-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('autoship.init.consent')}
      </label>
      <TermsViewButton
        kind="AUTOSHIP"
        title={t('autoship.init.termsTitle')}
        label={t('autoship.init.viewTerms')}
        testId="autoship-init-terms-view"
        className="mt-2 ml-7 text-sm text-muted underline underline-offset-4 hover:text-plum"
      >
        {t('autoship.init.viewTerms')}
      </TermsViewButton>
      {showProblem && (
        <ProblemText id="autoship-init-consent-error">{t('autoship.init.problem.consent')}</ProblemText>
      )}
    </Panel>
  );
}

/** 회차별 결제 예정 금액 at today's prices, delivery included (cartTotals, as the API answers `amount`). */
export function SummaryPanel({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Panel id="autoship-init-summary" title={t('autoship.init.summary')}>
      <dl className="flex flex-col gap-2.5 text-sm">
        <AmountRow
          label={t('autoship.init.productPrice')}
          value={formatWon(totals.productPrice, language)}
          testId="autoship-init-product-price"
        />
        <AmountRow
          label={t('autoship.init.discount')}
          value={totals.discount > 0 ? `−${formatWon(totals.discount, language)}` : formatWon(0, language)}
          testId="autoship-init-discount"
        />
        <AmountRow
          label={t('autoship.init.deliveryFee')}
          value={totals.deliveryFee === 0 ? t('autoship.init.free') : formatWon(totals.deliveryFee, language)}
          testId="autoship-init-delivery-fee"
        />
        <AmountRow
          label={t('autoship.init.total')}
          value={formatWon(totals.total, language)}
          testId="autoship-init-total"
          strong
        />
      </dl>
      <p className="mt-3 text-xs break-keep text-muted">{t('autoship.amountNote')}</p>
    </Panel>
  );
}
