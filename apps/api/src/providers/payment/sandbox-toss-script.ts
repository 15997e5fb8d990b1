/**
 * The sandbox's stand-in for https://js.tosspayments.com/v2/standard (INTEGRATIONS §1.1, §1.3 b): defines
 * `window.TossPayments(clientKey)` with `.payment({ customerKey })` → `{ requestPayment(params), requestBillingAuth(params) }`
 * for `method: 'CARD'` (the payment window and 자동결제 card registration; `.widgets()` is not supported with
 * API-individual keys). Checks the parameters like the SDK (rejected promises with `{ code, message }`), then navigates
 * to the hosted checkout or billing page on the origin the script came from; the promise never settles (the page
 * leaves). Plain ES2017, no dependencies; served as application/javascript.
 */
export const TOSS_SDK_SCRIPT = `(function () {
  'use strict';
  if (window.TossPayments) return;
  var script = document.currentScript;
  var base = (script && script.src ? new URL(script.src, location.href) : new URL('/__sandbox/toss/v2/standard.js', location.href));
  var checkout = new URL('../checkout', base).toString();
  var billing = new URL('../billing', base).toString();
  var ANONYMOUS = '@@ANONYMOUS';

  function SdkError(code, message) {
    var error = new Error(message);
    error.name = 'TossPaymentsError';
    error.code = code;
    return error;
  }
  function absolute(url) {
    try {
      var parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch (e) {
      return false;
    }
  }
  function check(params, customerKey) {
    if (!params || typeof params !== 'object') throw SdkError('INVALID_PARAMETERS', '결제 파라미터가 없습니다.');
    if (params.method !== 'CARD') throw SdkError('INVALID_PARAMETERS', '샌드박스는 method: CARD만 지원합니다.');
    var amount = params.amount;
    if (!amount || amount.currency !== 'KRW' || typeof amount.value !== 'number' || !Number.isInteger(amount.value))
      throw SdkError('INVALID_PARAMETERS', 'amount는 { currency: "KRW", value: 정수 } 여야 합니다.');
    if (amount.value < 100) throw SdkError('BELOW_MINIMUM_AMOUNT', '신용카드는 결제금액이 100원 이상이어야 합니다.');
    if (typeof params.orderId !== 'string' || !/^[A-Za-z0-9_-]{6,64}$/.test(params.orderId))
      throw SdkError('INVALID_ORDER_ID', '주문번호는 6자 이상 64자 이하의 영문 대소문자, 숫자, 특수문자 -, _ 만 사용할 수 있습니다.');
    if (typeof params.orderName !== 'string' || params.orderName.length < 1 || params.orderName.length > 100)
      throw SdkError('INVALID_PARAMETERS', 'orderName은 1자 이상 100자 이하여야 합니다.');
    if (typeof params.successUrl !== 'string' || !absolute(params.successUrl))
      throw SdkError('INCORRECT_SUCCESS_URL_FORMAT', 'successUrl은 origin을 포함한 절대 경로여야 합니다.');
    if (typeof params.failUrl !== 'string' || !absolute(params.failUrl))
      throw SdkError('INCORRECT_FAIL_URL_FORMAT', 'failUrl은 origin을 포함한 절대 경로여야 합니다.');
  }

  function optionalText(value) {
    return value === undefined || value === null || (typeof value === 'string' && value.length <= 100);
  }
  // 자동결제 (INTEGRATIONS §1.12): a card only here, and never for ANONYMOUS.
  function checkBilling(params, customerKey) {
    if (customerKey === ANONYMOUS)
      throw SdkError('INVALID_CUSTOMER_KEY', '자동결제는 ANONYMOUS가 아닌 구매자의 customerKey가 필요합니다.');
    if (!params || typeof params !== 'object') throw SdkError('INVALID_PARAMETERS', '카드 등록 파라미터가 없습니다.');
    if (params.method !== 'CARD') throw SdkError('INVALID_PARAMETERS', '샌드박스는 자동결제 method: CARD만 지원합니다.');
    if (typeof params.successUrl !== 'string' || !absolute(params.successUrl))
      throw SdkError('INCORRECT_SUCCESS_URL_FORMAT', 'successUrl은 origin을 포함한 절대 경로여야 합니다.');
    if (typeof params.failUrl !== 'string' || !absolute(params.failUrl))
      throw SdkError('INCORRECT_FAIL_URL_FORMAT', 'failUrl은 origin을 포함한 절대 경로여야 합니다.');
    if (!optionalText(params.customerEmail) || !optionalText(params.customerName))
      throw SdkError('INVALID_PARAMETERS', 'customerEmail, customerName은 100자 이하의 문자열이어야 합니다.');
  }

  function TossPayments(clientKey) {
    if (typeof clientKey !== 'string' || clientKey.indexOf('test_ck_') !== 0) {
      throw SdkError('INVALID_CLIENT_KEY', '샌드박스는 API 개별 연동 테스트 클라이언트 키(test_ck_)만 사용할 수 있습니다.');
    }
    return {
      payment: function (options) {
        var customerKey = options && options.customerKey;
        if (customerKey !== ANONYMOUS && (typeof customerKey !== 'string' || !/^[A-Za-z0-9\\-_=.@]{2,50}$/.test(customerKey))) {
          throw SdkError('INVALID_CUSTOMER_KEY', 'customerKey는 2자 이상 50자 이하의 영문 대소문자, 숫자, 특수문자 -, _, =, ., @ 만 사용할 수 있습니다.');
        }
        return {
          requestPayment: function (params) {
            try {
              check(params, customerKey);
            } catch (error) {
              return Promise.reject(error);
            }
            var url = new URL(checkout);
            url.searchParams.set('clientKey', clientKey);
            url.searchParams.set('customerKey', customerKey);
            url.searchParams.set('method', 'CARD');
            url.searchParams.set('orderId', params.orderId);
            url.searchParams.set('orderName', params.orderName);
            url.searchParams.set('amount', String(params.amount.value));
            url.searchParams.set('successUrl', params.successUrl);
            url.searchParams.set('failUrl', params.failUrl);
            window.location.assign(url.toString());
            // The page leaves: like the SDK's redirect mode, the promise never settles.
            return new Promise(function () {});
          },
          requestBillingAuth: function (params) {
            try {
              checkBilling(params, customerKey);
            } catch (error) {
              return Promise.reject(error);
            }
            var url = new URL(billing);
            url.searchParams.set('clientKey', clientKey);
            url.searchParams.set('customerKey', customerKey);
            url.searchParams.set('successUrl', params.successUrl);
            url.searchParams.set('failUrl', params.failUrl);
            window.location.assign(url.toString());
            return new Promise(function () {});
          }
        };
      },
      widgets: function () {
        throw SdkError('NOT_SUPPORTED', '결제위젯은 지원하지 않습니다. API 개별 연동 키로 결제창(payment)을 사용하세요.');
      }
    };
  }
  TossPayments.ANONYMOUS = ANONYMOUS;
  window.TossPayments = TossPayments;
})();
`;
