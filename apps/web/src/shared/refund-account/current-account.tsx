import { useState } from 'react';
import type { Message } from '../forms/form-messages';
import { refundAccountLine, type ShownAccount } from './refund-account-fields';

/**
 * The account a screen has on file, masked, or `otherwise` (none yet, still loading): a titled box whose id
 * (`refund-current`, `allowance-current`) names its heading and its test id.
 */
export function CurrentAccount({
  id,
  title,
  account,
  otherwise
}: {
  id: string;
  title: string;
  account: ShownAccount | null;
  otherwise: string;
}) {
  return (
    <section aria-labelledby={id} className="mb-7 rounded-2xl bg-cream px-4 py-4 md:px-5">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-[15px]" data-testid={id}>
        {account ? refundAccountLine(account) : otherwise}
      </p>
    </section>
  );
}

/**
 * A bank account screen's outcome: the last refusal or the save, whichever came last. `onSaved` also hands the
 * saved account to `keep` (the screen's cache); spread `handlers` on the form.
 */
export function useAccountOutcome<Account>(keep: (account: Account) => void) {
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [saved, setSaved] = useState(false);
  const handlers = {
    onRefused: (message: Message) => {
      setSaved(false);
      setRefusal(message);
    },
    onSaved: (account: Account) => {
      setRefusal(null);
      setSaved(true);
      keep(account);
    }
  };
  return { refusal, saved, handlers };
}
