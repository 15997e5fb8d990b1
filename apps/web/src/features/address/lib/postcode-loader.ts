import type { PostcodeAddress } from '@mall/domain';

/**
 * Loads the postcode widget script (Kakao's postcode.v2.js, or the sandbox's copy) the way
 * react-daum-postcode does (INTEGRATIONS §4.1): one <script> in <body>, then `window.kakao.Postcode`
 * (or the older `window.daum.Postcode`). Concurrent callers share the one load in flight; once loaded, the
 * page's Postcode is the memo (the script is never loaded twice); a failure is forgotten so the next dialog
 * tries again. A script that neither loads
 * nor fails within the time-out counts as failed: the dialog falls back to our own search list.
 */

export type PostcodeOptions = {
  oncomplete?: (address: PostcodeAddress) => void;
  onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
  onsearch?: (search: { q: string; count: number }) => void;
  width?: string | number;
  height?: string | number;
};

type PostcodeInstance = {
  embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
};
export type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeInstance;

type PostcodeGlobals = {
  kakao?: { Postcode?: PostcodeConstructor };
  daum?: { Postcode?: PostcodeConstructor };
};

export const POSTCODE_SCRIPT_ID = 'kakao_postcode_script';
const POSTCODE_LOAD_TIMEOUT_MS = 5000;

function postcodeOnPage(): PostcodeConstructor | undefined {
  const globals = window as unknown as PostcodeGlobals;
  return globals.kakao?.Postcode ?? globals.daum?.Postcode;
}

let loading: Promise<PostcodeConstructor> | null = null;

export function loadPostcode(
  url: string,
  timeoutMs = POSTCODE_LOAD_TIMEOUT_MS
): Promise<PostcodeConstructor> {
  const ready = postcodeOnPage();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      const Postcode = postcodeOnPage();
      if (!error && Postcode) return resolve(Postcode);
      // A failed script stays out of the page so a later attempt loads it afresh.
      script.remove();
      reject(error ?? new Error('The postcode script loaded but defines no Postcode'));
    };
    const timer = setTimeout(() => finish(new Error('The postcode script timed out')), timeoutMs);
    script.id = POSTCODE_SCRIPT_ID;
    script.src = url;
    script.async = true;
    script.onload = () => finish(null);
    script.onerror = () => finish(new Error('The postcode script failed to load'));
    document.body.appendChild(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}
