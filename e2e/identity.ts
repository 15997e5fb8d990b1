import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A person for the sandbox identity vendor; the CI (one account per person) follows name + birth date. */
export type SandboxPerson = { name: string; birth: string; mobile: string };

/** A birth date no other run or project uses (1950-2004), so each journey is a new person. */
export function uniqueBirth(seed: string): string {
  let hash = Date.now();
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_007;
  const day = new Date(Date.UTC(1950, 0, 1) + (hash % 20_000) * 86_400_000);
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * Clicks a "verify by mobile" button and finishes the sandbox popup as that person (SPEC §9 500x550
 * window): the popup reports back to the page and closes itself.
 */
export async function verifyInSandboxPopup(
  page: Page,
  button: Locator,
  person: SandboxPerson
): Promise<void> {
  const opened = page.waitForEvent('popup');
  await button.click();
  const popup = await opened;
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('휴대폰 본인확인');
  await popup.getByLabel('통신사').selectOption('KT');
  await popup.locator('summary').click();
  await popup.getByPlaceholder('이름 Name').fill(person.name);
  await popup.getByPlaceholder('생년월일 YYYYMMDD').fill(person.birth);
  await popup.getByPlaceholder('휴대폰 Mobile').fill(person.mobile);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /인증 완료/ }).click();
  await closed;
}

/** The sandbox mailbox's newest six-digit code for an address. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__sandbox/mail?format=json&to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as { data: { body: string }[] };
      code = /\b(\d{6})\b/.exec(data.at(-1)?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * A new customer with a referrer, registered through the API as the storefront would (email code,
 * sandbox identity verification in this request context's "browser", register). Answers the login id.
 */
export async function registerCustomer(
  request: APIRequestContext,
  input: { loginId: string; password: string; lastName: string; firstName: string; person: SandboxPerson }
): Promise<void> {
  const email = `${input.loginId}@example.com`;
  expect(
    (
      await request.post('/api/abo/mail/v1/public/sendAuthenticationMail', {
        data: { email, purpose: 'SIGNUP' }
      })
    ).ok()
  ).toBe(true);
  const checked = await request.post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
    data: { email, purpose: 'SIGNUP', authNumber: await mailedCode(request, email) }
  });
  const { verificationToken } = (await checked.json()).data as { verificationToken: string };
  const started = await request.post('/api/member/certification/v1/public/authToken', {
    data: { cpCode: 'MOBILE', purpose: 'SIGNUP' }
  });
  const { requestId, popup } = (await started.json()).data as {
    requestId: string;
    popup: { action: string; fields: Record<string, string> };
  };
  const opened = await request.post(new URL(popup.action).pathname, { form: popup.fields });
  const completePath = /action="([^"]+\/complete)"/.exec(await opened.text())?.[1];
  expect(completePath).toBeTruthy();
  const { m: _m, ...sealed } = popup.fields;
  const back = await request.post(completePath!, {
    form: {
      ...sealed,
      outcome: 'success',
      persona: 'adult-female',
      carrier: 'SKT',
      name: input.person.name,
      birth: input.person.birth,
      mobile: input.person.mobile
    }
  });
  expect(await back.text()).toContain('data-ok="true"');
  const registered = await request.post('/api/member/v1/public/register/init', {
    data: {
      userType: 'BEAUTY_CONSUMER',
      loginId: input.loginId,
      password: input.password,
      passwordConfirm: input.password,
      lastName: input.lastName,
      firstName: input.firstName,
      email,
      emailVerificationToken: verificationToken,
      mobileNumber: input.person.mobile,
      certificationRequestId: requestId,
      referralUserNumber: '1000000001',
      agreements: { SERVICE: true, PRIVACY: true, AGE_14: true }
    }
  });
  expect(registered.status(), await registered.text()).toBe(201);
}
