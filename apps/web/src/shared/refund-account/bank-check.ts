import { normalizeAccountNumber, type BankCheckAnswer } from '@mall/domain';
import { apiData } from '../api/api-client';

/**
 * The bank's holder check (`POST /member/bank/v1/{id}/verify`, docs/decisions/070): what registering a refund
 * account or a planner's allowance account names. The screen shows every refusal itself.
 */
export function checkBankAccount(
  userSeqNo: number,
  body: { bankCode: string; accountNumber: string; holderName: string }
): Promise<BankCheckAnswer> {
  return apiData(`/member/bank/v1/${userSeqNo}/verify`, {
    dispatchErrors: false,
    method: 'POST',
    body: {
      bankCode: body.bankCode,
      accountNumber: normalizeAccountNumber(body.accountNumber),
      // One 예금주 field: the whole name as the last name (the API joins the two parts).
      accountLastName: body.holderName,
      accountFirstName: ''
    }
  });
}
