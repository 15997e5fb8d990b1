import { ERROR_FALLBACK, errorText, isErrorCode, type ErrorCode, type Language } from '@mall/domain';

/**
 * Public texts for error codes: the domain's error catalogue (packages/domain error-messages.ts), shared
 * with the storefront. SPEC §8's business codes may carry a server message chosen where they are raised;
 * these are the defaults.
 */
export function errorMessage(code: ErrorCode, language: Language): string {
  return (isErrorCode(code) ? errorText(code, language) : undefined) ?? ERROR_FALLBACK[language];
}

/** Field-level validation texts by zod issue code, and the input gate's codes (http/input-characters.ts). */
const FIELD_MESSAGES: Record<Language, Record<string, string>> = {
  'ko-KR': {
    invalid_type: '형식이 올바르지 않습니다.',
    invalid_value: '허용되지 않는 값입니다.',
    too_small: '값이 너무 작거나 짧습니다.',
    too_big: '값이 너무 크거나 깁니다.',
    invalid_format: '형식이 올바르지 않습니다.',
    unrecognized_keys: '알 수 없는 항목이 있습니다.',
    VA_InvalidCharacters: '입력할 수 없는 문자가 있습니다.',
    too_deep: '항목이 너무 깊게 중첩되어 있습니다.',
    fallback: '올바르지 않은 값입니다.'
  },
  'en-US': {
    invalid_type: 'The value has the wrong type.',
    invalid_value: 'The value is not allowed.',
    too_small: 'The value is too small or too short.',
    too_big: 'The value is too large or too long.',
    invalid_format: 'The value has the wrong format.',
    unrecognized_keys: 'There are unknown fields.',
    VA_InvalidCharacters: 'This contains characters that cannot be used.',
    too_deep: 'The value is nested too deeply.',
    fallback: 'The value is not valid.'
  },
  'zh-TW': {
    invalid_type: '格式不正確。',
    invalid_value: '不允許的值。',
    too_small: '數值過小或長度過短。',
    too_big: '數值過大或長度過長。',
    invalid_format: '格式不正確。',
    unrecognized_keys: '含有無法識別的欄位。',
    VA_InvalidCharacters: '含有無法使用的字元。',
    too_deep: '資料巢狀層級過深。',
    fallback: '數值無效。'
  }
};

export function fieldMessage(issueCode: string, language: Language): string {
  const catalogue = FIELD_MESSAGES[language];
  return catalogue[issueCode] ?? catalogue.fallback ?? issueCode;
}
