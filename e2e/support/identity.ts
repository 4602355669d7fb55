// Sign-in helpers for the journeys: one-time codes read from the SMS outbox route (the e2e server
// runs with SMS_OUTBOX_ROUTE=1) and customers created through the API, as the contract allows.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

type OutboxMessage = { mobile: string; text: string; code: string | null; created_at: number };

async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/v1/dev/sms-outbox?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** How many texts a number has had, to wait for the next one after an action. */
export async function textsSent(request: APIRequestContext, mobile: string): Promise<number> {
  return (await outbox(request, mobile)).length;
}

/** The code of the newest text once the number has had more than `before` texts. */
export async function nextCode(request: APIRequestContext, mobile: string, before: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(request, mobile);
      code = messages.length > before ? (messages[0]?.code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** A wrong code for sure: the real one with its first digit changed. */
export function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

const csrf = { 'x-shop-csrf': '1' };

/**
 * A registered customer with a password, made the way a customer would: register, verify the code
 * with the terms, then sign up with names and a password. Uses its own request context (its own
 * cookie jar), so the browser under test stays a guest.
 */
export async function createCustomer(
  request: APIRequestContext,
  customer: { mobile: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  const before = await textsSent(request, customer.mobile);
  // Each made customer comes from an address of its own (the e2e server trusts loopback's
  // X-Forwarded-For): the suite makes more customers than one address may register in ten minutes.
  const from = { 'x-forwarded-for': addressOf(customer.mobile) };
  const registered = await request.post('/api/v1/register', {
    headers: from,
    data: { mobile_no: customer.mobile },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await nextCode(request, customer.mobile, before);
  const verified = await request.post('/api/v1/verification', {
    headers: from,
    data: { mobile_no: customer.mobile, code, terms_of_use: true },
  });
  expect(verified.ok()).toBe(true);
  const signup = await request.post('/api/v1/profile/signup', {
    headers: csrf,
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: '',
      password: customer.password,
      password_confirmation: customer.password,
      terms_of_use: true,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  await request.post('/api/v1/logout', { headers: csrf });
}

/** A private address made from a mobile number's last digits: one per customer the suite makes. */
function addressOf(mobile: string): string {
  const digits = mobile.slice(-6);
  return `10.${Number(digits.slice(0, 2))}.${Number(digits.slice(2, 4))}.${Number(digits.slice(4, 6))}`;
}

/** Signs the browser's own context in (its cookie jar takes the session), skipping the login screen. */
export async function signInBrowser(
  page: Page,
  customer: { mobile: string; password: string },
): Promise<void> {
  const answer = await page.request.post('/api/v1/login', {
    headers: csrf,
    data: { mobile_no: customer.mobile, password: customer.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * Registers a new number and signs the browser's own context in with its code (register_status 3,
 * the profile still to complete), the way /login would.
 */
export async function signUpBrowserByCode(
  page: Page,
  request: APIRequestContext,
  mobile: string,
): Promise<void> {
  const before = await textsSent(request, mobile);
  const from = { 'x-forwarded-for': addressOf(mobile) };
  const registered = await request.post('/api/v1/register', { headers: from, data: { mobile_no: mobile } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await nextCode(request, mobile, before);
  const verified = await page.request.post('/api/v1/verification', {
    headers: { ...csrf, ...from },
    data: { mobile_no: mobile, code, terms_of_use: true },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}
