/**
 * Loads the payment provider's browser SDK (Toss Payments v2 "standard", INTEGRATIONS §1.1) from the script the
 * payment config names — Toss's CDN for the real provider, /__sandbox/toss/… for the sandbox — and resolves
 * `window.TossPayments`. One script per src per page; a failed load can be tried again (docs/decisions/039).
 * Checkout opens the payment window with it, the saved cards the billing (자동결제) window (INTEGRATIONS §1.12).
 */
export type TossPaymentRequest = {
  method: 'CARD';
  amount: { currency: 'KRW'; value: number };
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
  customerMobilePhone?: string;
};
/** INTEGRATIONS §1.12: the provider comes back to successUrl with customerKey and authKey, to failUrl with code. */
export type TossBillingAuthRequest = {
  method: 'CARD';
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
};
export type TossPaymentsInstance = {
  payment: (options: { customerKey: string }) => {
    requestPayment: (request: TossPaymentRequest) => Promise<unknown>;
    requestBillingAuth: (request: TossBillingAuthRequest) => Promise<unknown>;
  };
};
export type TossPaymentsFactory = (clientKey: string) => TossPaymentsInstance;

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

const loads = new Map<string, Promise<TossPaymentsFactory>>();

export function loadTossPayments(src: string, timeoutMs = 15_000): Promise<TossPaymentsFactory> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  const cached = loads.get(src);
  if (cached) return cached;
  const load = new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('TossPayments SDK timed out')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      loads.delete(src);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (window.TossPayments) resolve(window.TossPayments);
      else fail(new Error('TossPayments is not available'));
    });
    script.addEventListener('error', () => fail(new Error('TossPayments SDK failed to load')));
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}
