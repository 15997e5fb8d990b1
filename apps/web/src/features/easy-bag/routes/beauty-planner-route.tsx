import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EASY_BAG_ID_PATTERN, type PublicEasyBag } from '@mall/domain';
import { paths } from '../../../shared/config/paths';
import { formatWon } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store';
import { writeOrderData } from '../../../shared/storage/order-data';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { publicBagQueryOptions } from '../api/easy-bag-api';
import { panelClass } from '../components/bag-parts';
import { OrderBagLine } from '../components/order-bag-line';
import { bagErrorMessage } from '../lib/bag-errors';
import { lineKey } from '../lib/bag-draft';
import { chosenLines, chosenTotal, initialChoices, type OrderChoices } from '../lib/bag-order';

/**
 * SPEC §2 /beauty-planner?bagId= (anyone): a planner's bag priced now, its note, each line's state; the buyer
 * adjusts and orders the orderable lines through the existing checkout (buy-now's DIRECT hand-off naming the bag).
 */
export function BeautyPlannerRoute() {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const bagId = useSearchParams()[0].get('bagId') ?? '';
  const valid = EASY_BAG_ID_PATTERN.test(bagId);
  const bag = useQuery({ ...publicBagQueryOptions(bagId, language), enabled: valid });
  const title = bag.data?.name ?? t('bag.order.title');
  return (
    <div className="container-page pt-6 pb-28 md:py-10">
      <DocumentTitle page={title} />
      {!valid || bag.isError ? (
        <div
          role="alert"
          className={`${panelClass} mx-auto mt-6 max-w-xl py-12 text-center`}
          data-testid="bag-missing"
        >
          <p className="text-[15px] text-ink">
            {(valid && bagErrorMessage(bag.error)) || t('bag.order.missing')}
          </p>
          <Link to={paths.home()} className="btn-secondary mt-6">
            {t('bag.order.home')}
          </Link>
        </div>
      ) : !bag.data ? (
        <p className="mt-8 text-center text-sm text-muted">{t('bag.loading')}</p>
      ) : (
        <BagOrder key={`${bag.data.bagId}:${language}`} bag={bag.data} />
      )}
    </div>
  );
}

function BagOrder({ bag }: { bag: PublicEasyBag }) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<OrderChoices>(() => initialChoices(bag.lines));
  const lines = chosenLines(bag.lines, choices);
  const total = chosenTotal(bag.lines, choices);
  const leftOut = bag.lines.filter((line) => line.state !== 'ORDERABLE').length;

  const order = () => {
    const guest = !isLoggedIn(sessionStore.get());
    writeOrderData({ source: 'DIRECT', cartType: 'normal', guest, lines, easyBagId: bag.bagId });
    void navigate(guest ? paths.guestOrder() : paths.order());
  };

  return (
    <>
      <p className="text-sm font-semibold text-plum" data-testid="bag-planner">
        {t('bag.order.from', { name: bag.plannerName })}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words md:text-[28px]">{bag.name}</h1>
      {bag.note ? (
        <blockquote className="mt-4 rounded-2xl bg-plum-soft px-4 py-3 text-[15px] break-words whitespace-pre-line text-ink">
          {bag.note}
        </blockquote>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]">
        <section className={panelClass} aria-labelledby="bag-order-lines">
          <h2 id="bag-order-lines" className="text-lg font-bold">
            {t('bag.add.linesTitle', { count: bag.lines.length })}
          </h2>
          {leftOut > 0 ? (
            <p className="mt-1 text-sm text-coral-strong" data-testid="bag-left-out">
              {t('bag.order.leftOutCount', { count: leftOut })}
            </p>
          ) : null}
          <ul className="divide-y divide-line/70">
            {bag.lines.map((line) => (
              <OrderBagLine
                key={lineKey(line)}
                line={line}
                choice={choices[lineKey(line)]}
                onChange={(next) => setChoices((current) => ({ ...current, [lineKey(line)]: next }))}
              />
            ))}
          </ul>
        </section>
        <aside className={`${panelClass} h-fit lg:sticky lg:top-24`}>
          <div className="flex items-center justify-between">
            <span className="text-sm text-muted">{t('bag.order.total', { count: lines.length })}</span>
            <strong className="text-xl" data-testid="bag-order-total">
              {formatWon(total, language)}
            </strong>
          </div>
          <p className="mt-1 text-xs text-muted">{t('bag.order.deliveryHint')}</p>
          <button
            type="button"
            className="btn-primary mt-4 w-full"
            disabled={lines.length === 0}
            onClick={order}
            data-testid="bag-order"
          >
            {t('bag.order.submit')}
          </button>
          {lines.length === 0 ? (
            <p className="mt-2 text-sm text-coral-strong">{t('bag.order.nothing')}</p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
