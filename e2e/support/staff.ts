// Staff calls for the journeys (issue 47 item 4; decision 093): what the test doors used to do is
// done the way a back office does it, signed in as the demo owner the e2e server seeds (README).
import { expect, type APIRequestContext } from '@playwright/test';
import { nextCode, textsSent } from './identity.ts';

export const demoOwner = { mobile: '09120000000', password: 'Sabadino-Owner-1405' };

// One sign-in per worker: every sign-in texts a code, and codes count against the number's limits.
let token: string | undefined;

async function signIn(request: APIRequestContext): Promise<string> {
  const before = await textsSent(request, demoOwner.mobile);
  const password = await request.post('/api/v1/admin/auth/password', {
    data: { mobile_no: demoOwner.mobile, password: demoOwner.password },
  });
  expect(password.ok(), await password.text()).toBe(true);
  const code = await nextCode(request, demoOwner.mobile, before);
  const answer = await request.post('/api/v1/admin/auth/code', {
    data: { mobile_no: demoOwner.mobile, code },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/**
 * A staff call as the demo owner, by bearer token (the CSRF header too, as the sign-in also left the
 * staff cookie in this context's jar). Signs in again once if the session has ended meanwhile.
 */
export async function staffCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  for (let attempt = 0; ; attempt += 1) {
    token ??= await signIn(request);
    const answer = await request.fetch(`/api/v1/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-shop-csrf': '1' },
      ...(data === undefined ? {} : { data }),
    });
    if (answer.status() !== 401 || attempt > 0) return answer;
    token = undefined;
  }
}

/** Sets a product's stock as staff do (PUT /admin/products/{id}/inventory). */
export async function setStock(request: APIRequestContext, id: number, inventory: number): Promise<void> {
  const answer = await staffCall(request, 'PUT', `/products/${id}/inventory`, { inventory });
  expect(answer.ok(), await answer.text()).toBe(true);
}
