import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { AddressChoice } from '../components/address-choice';
import { AutoshipLines } from '../components/autoship-lines';
import { Panel } from '../components/autoship-parts';
import { CardPanel, ConsentPanel, SchedulePanel, SummaryPanel } from '../components/init-sections';
import { useAutoshipInit } from '../hooks/use-autoship-init';

/** Nothing handed over (or nothing of it left in the autoship cart): the way back to that cart. */
function NothingToSubscribe() {
  const { t } = useTranslation('checkout');
  return (
    <div
      data-testid="autoship-init-empty"
      className="mt-6 flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line/70"
    >
      <p className="text-lg font-bold text-ink">{t('autoship.init.empty.title')}</p>
      <p className="mt-2 max-w-md text-sm break-keep text-muted">{t('autoship.init.empty.body')}</p>
      <Link to={paths.cart('autoship')} className="btn-primary mt-6">
        {t('autoship.init.empty.action')}
      </Link>
    </div>
  );
}

/**
 * SPEC §2 /autoship/init (guard: login): the autoship cart's chosen lines at today's prices, the cycle, the first
 * charge day, the address, the saved card and the consent; submitting asks the card's password, whose sixth digit
 * makes the subscription, then /autoship/result.
 */
export function AutoshipInitRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const form = useAutoshipInit();
  const { choices, setChoices, has } = form;
  const title = t('autoship.init.title');
  const heading = (
    <>
      <DocumentTitle page={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
    </>
  );

  if (form.loadFailed || form.loading) {
    return (
      <div className="container-page pt-6 pb-16 md:py-10">
        {heading}
        {form.loadFailed ? (
          <div role="alert" className="mt-6 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line/70">
            <p className="text-[15px] text-ink">{t('autoship.loadError')}</p>
            <button type="button" className="btn-secondary mt-4" onClick={form.retry}>
              {t('autoship.retry')}
            </button>
          </div>
        ) : (
          <p className="mt-8 text-center text-sm text-muted">{tc('common.loading')}</p>
        )}
      </div>
    );
  }
  if (form.lines.length === 0) {
    return (
      <div className="container-page pt-6 pb-16 md:py-10">
        {heading}
        <NothingToSubscribe />
      </div>
    );
  }

  const firstDayProblem = has('firstChargeDay')
    ? 'firstChargeDay'
    : has('firstChargeDayRange')
      ? 'firstChargeDayRange'
      : null;
  return (
    <div className="container-page pt-6 pb-16 md:py-10">
      {heading}
      <p className="mt-2 max-w-2xl text-sm break-keep text-muted">{t('autoship.init.lead')}</p>
      <form
        noValidate
        className="mt-6 grid gap-4 lg:grid-cols-[1fr_380px] lg:items-start lg:gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="flex min-w-0 flex-col gap-4">
          <Panel id="autoship-init-lines" title={t('autoship.init.lines')}>
            <AutoshipLines lines={form.lines} />
          </Panel>
          <SchedulePanel
            today={form.today}
            cycle={choices.cycle}
            firstChargeDay={choices.firstChargeDay}
            dayProblem={has('dayOfMonth')}
            firstDayProblem={firstDayProblem}
            onCycle={(cycle) => setChoices({ cycle })}
            onFirstDay={(firstChargeDay) => setChoices({ firstChargeDay })}
          />
          <AddressChoice
            addresses={form.book}
            chosen={form.address}
            bookLoaded={form.bookLoaded}
            showProblem={has('address')}
            onChoose={(userAddressId) => setChoices({ userAddressId })}
          />
          <CardPanel
            cards={form.usableCards}
            chosen={form.card}
            showProblem={has('card')}
            onChoose={(userFavoriteCardsId) => setChoices({ userFavoriteCardsId })}
          />
          <ConsentPanel
            checked={choices.consent}
            showProblem={has('consent')}
            onChange={(consent) => setChoices({ consent })}
          />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-28">
          <SummaryPanel totals={form.totals} />
          {form.failure && (
            <p
              role="alert"
              data-testid="autoship-init-failure"
              className="rounded-xl bg-coral-soft px-4 py-3 text-sm break-keep text-coral-strong"
            >
              {form.failure}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary min-h-14 w-full text-base"
            data-testid="autoship-init-submit"
          >
            {t('autoship.init.submit')} · {formatWon(form.totals.total, language)}
          </button>
        </aside>
      </form>
      {form.dialog}
    </div>
  );
}
