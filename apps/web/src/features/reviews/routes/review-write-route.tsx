import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { reviewPaths } from '../../../shared/reviews/review-paths';
import { beautyProfileQuery, reviewableLineQuery } from '../api/reviews-api';
import { ReviewFrame } from '../components/review-frame';
import { ReviewWriteForm } from '../components/review-write-form';
import { useReviewText } from '../lib/use-review-text';

const linkClass =
  'inline-flex h-11 items-center justify-center rounded-full border border-line px-6 text-sm font-semibold hover:border-plum hover:text-plum';

function Ending({ message }: { message: string }) {
  const { t } = useTranslation('reviews');
  return (
    <div
      className="rounded-3xl bg-white p-6 text-center ring-1 ring-line/70"
      role="status"
      data-testid="review-write-ending"
    >
      <p className="text-[15px] text-ink">{message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link to={reviewPaths.mine()} className={linkClass}>
          {t('write.toMine')}
        </Link>
        <Link to={paths.orderList()} className={linkClass}>
          {t('write.toOrders')}
        </Link>
      </div>
    </div>
  );
}

/** /mypage/reviews/write/:orderLineId — one delivered line's review; another's line is the API's 403. */
export function ReviewWriteRoute() {
  const { t } = useTranslation('reviews');
  const { text } = useReviewText();
  const orderLineId = Number(useParams().orderLineId);
  const valid = Number.isSafeInteger(orderLineId) && orderLineId > 0;
  const line = useQuery({ ...reviewableLineQuery(orderLineId), enabled: valid });
  const profile = useQuery(beautyProfileQuery());
  const [earned, setEarned] = useState<number | null>(null);
  if (line.isError) throw line.error;
  if (profile.isError) throw profile.error;
  let body = null;
  if (!valid) body = <Ending message={t('write.cannot')} />;
  else if (earned !== null) body = <Ending message={t('write.done', { points: earned })} />;
  else if (line.data?.refusal) body = <Ending message={text({ code: line.data.refusal })} />;
  else if (line.data && profile.data)
    body = <ReviewWriteForm line={line.data} profile={profile.data} onDone={setEarned} />;
  return <ReviewFrame title={t('write.title')}>{body}</ReviewFrame>;
}
