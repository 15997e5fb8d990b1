import { FEEDBACK_PASSWORD_MAX } from '@mall/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../shared/forms/password-field';
import { useTranslation } from '../../../shared/i18n/i18n';
import { checkFeedbackPassword } from '../api/feedback-api';
import { feedbackPaths } from '../lib/feedback-paths';
import { useFeedbackText } from '../lib/use-feedback-text';

/**
 * A guest post's password: a right one keeps a 10-minute grant for this post in the tab and calls `onOpened`;
 * a wrong one shows the count (n/5), then the lock. A way to reset a forgotten password sits underneath.
 */
export function PasswordPrompt({
  feedbackId,
  onOpened,
  onCancel
}: {
  feedbackId: number;
  onOpened: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('content');
  const { rule, apiError } = useFeedbackText();
  const [password, setPassword] = useState('');
  const [ruleKey, setRuleKey] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: () => checkFeedbackPassword(feedbackId, password),
    onSuccess: () => onOpened(),
    onError: () => setPassword('')
  });
  const error = rule(ruleKey) ?? (check.error ? apiError(check.error) : null);
  return (
    <form
      noValidate
      data-testid="feedback-password"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) return setRuleKey('FBK_PasswordRequired');
        setRuleKey(null);
        check.mutate();
      }}
    >
      <PasswordField
        id="feedback-password-input"
        label={t('feedback.password.label')}
        value={password}
        maxLength={64}
        autoComplete="off"
        autoFocus
        error={error}
        hint={t('feedback.form.passwordHint', { min: 4, max: FEEDBACK_PASSWORD_MAX })}
        toggleLabel={(shown) => (shown ? t('feedback.password.hide') : t('feedback.password.show'))}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <div className="flex gap-2">
        {onCancel && (
          <button type="button" className="btn-secondary h-11 flex-1" onClick={onCancel}>
            {t('feedback.password.cancel')}
          </button>
        )}
        <button type="submit" className="btn-primary h-11 flex-1" disabled={check.isPending}>
          {t('feedback.password.submit')}
        </button>
      </div>
      <Link
        to={feedbackPaths.reset(feedbackId)}
        className="inline-block text-sm text-muted underline hover:text-plum"
      >
        {t('feedback.password.forgot')}
      </Link>
    </form>
  );
}
