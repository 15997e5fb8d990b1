import { DeliveryAddressInputSchema, isSellerFault, type ReturnValidation } from '@mall/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { returnPaths } from '../../../shared/order/return-paths';
import { ruleKey } from '../../../shared/forms/form-messages';
import { useTranslation } from '../../../shared/i18n/i18n';
import { PhotoPicker } from '../components/photo-picker';
import { PickupSection, RefundMethodSection } from '../components/pickup-section';
import { sectionClass } from '../components/return-parts';
import { ReturnStepFrame, StepActions } from '../components/return-step-frame';
import { StepStatus } from '../components/step-status';
import { updateDraft, type ReturnDraft } from '../lib/return-draft';
import { pickupOf } from '../lib/return-input';
import { useReturnStep } from './use-return-step';

function Step2Form({
  orderNumber,
  validation,
  draft
}: {
  orderNumber: string;
  validation: ReturnValidation;
  draft: ReturnDraft;
}) {
  const { t } = useTranslation('order-history');
  const navigate = useNavigate();
  const [shown, setShown] = useState({ photos: false, pickup: false });
  const photosRequired = draft.reason !== null && isSellerFault(draft.reason);
  const pickup = pickupOf(draft, validation);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const missingPhotos = photosRequired && draft.photos.length === 0;
        const pickupRefused = ruleKey(DeliveryAddressInputSchema, pickup) !== null;
        setShown({ photos: missingPhotos, pickup: pickupRefused });
        if (missingPhotos || pickupRefused) return;
        updateDraft(orderNumber, { pickup, passed: 2 });
        void navigate(returnPaths.step(3, orderNumber));
      }}
    >
      <div className="grid gap-4 md:gap-6">
        <section className={sectionClass}>
          <PhotoPicker
            photos={draft.photos}
            required={photosRequired}
            problem={shown.photos && draft.photos.length === 0 ? t('returns.step2.photoRequired') : null}
            onChange={(photos) => updateDraft(orderNumber, { photos })}
          />
        </section>
        <section className={sectionClass}>
          <PickupSection
            pickup={pickup}
            problem={shown.pickup ? t('returns.step2.pickupMissing') : null}
            onChange={(next) => {
              setShown((current) => ({ ...current, pickup: false }));
              updateDraft(orderNumber, { pickup: next });
            }}
          />
        </section>
        <section className={sectionClass}>
          <RefundMethodSection />
        </section>
      </div>
      <StepActions
        back={
          <Link to={returnPaths.step(1, orderNumber)} className="btn-secondary">
            {t('returns.common.back')}
          </Link>
        }
        next={
          <button type="submit" className="btn-primary w-full" data-testid="return-next">
            {t('returns.common.next')}
          </button>
        }
      />
    </form>
  );
}

/** /return/step2/{order}: photos, the pickup address and the refund method; step 1 first when not passed. */
export function ReturnStep2Route() {
  const { orderNumber, validation, draft, orderPath } = useReturnStep();
  if (draft.passed < 1) return <Navigate to={returnPaths.step(1, orderNumber)} replace />;
  const answer = validation.data;
  return (
    <ReturnStepFrame step={2} orderLabel={answer?.displayOrderNumber}>
      {answer ? (
        <Step2Form orderNumber={orderNumber} validation={answer} draft={draft} />
      ) : (
        <StepStatus query={validation} backTo={orderPath} />
      )}
    </ReturnStepFrame>
  );
}
