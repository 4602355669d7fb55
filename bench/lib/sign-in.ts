// One signed-in customer through the API's own doors, for a server whose database the bench cannot
// write beside it (PGlite is one process per data directory; customers.ts writes PostgreSQL's): the
// password when the customer exists, else a code from the SMS outbox route (SMS_OUTBOX_ROUTE=1, as the
// end-to-end tests read theirs) and the signup, as a customer signs up. The answers carry the session
// token the `sid` cookie holds.

const csrf = { 'x-shop-csrf': '1', 'content-type': 'application/json' };
const customer = {
  // A number apart from the seed's, the tests' and customers.ts's (+98 93 99 …).
  mobile: '09398000001',
  password: 'bench-pass-1',
  firstName: 'سارا',
  lastName: 'محمدی',
};

/** The session token of the bench customer, made on the first run and signed in with a password after. */
export async function signInBenchCustomer(base: string): Promise<string> {
  const login = await post(base, '/api/v1/login', {
    mobile_no: customer.mobile,
    password: customer.password,
  });
  if (login.ok) return tokenOf(login);

  const before = (await outbox(base)).length;
  const registered = await post(base, '/api/v1/register', { mobile_no: customer.mobile });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  let code: string | null | undefined = null;
  for (let attempt = 0; !code && attempt < 50; attempt += 1) {
    const messages = await outbox(base);
    code = messages.length > before ? messages[0]?.code : null;
    if (!code) await new Promise((done) => setTimeout(done, 100));
  }
  if (!code) throw new Error('no code reached the SMS outbox in 5 s');
  const verified = await post(base, '/api/v1/verification', {
    mobile_no: customer.mobile,
    code,
    terms_of_use: true,
  });
  if (!verified.ok) throw new Error(`verification: ${verified.status} ${await verified.text()}`);
  const token = await tokenOf(verified);
  // Names and a password: register_status 4, a customer like any other, and a password for next time.
  const signup = await post(
    base,
    '/api/v1/profile/signup',
    {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: '',
      password: customer.password,
      password_confirmation: customer.password,
      terms_of_use: true,
    },
    token,
  );
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  return token;
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: token ? { ...csrf, cookie: `sid=${token}` } : csrf,
    body: JSON.stringify(body),
  });
}

async function tokenOf(response: Response): Promise<string> {
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function outbox(base: string): Promise<Array<{ code: string | null }>> {
  const response = await fetch(`${base}/api/v1/dev/sms-outbox?mobile=${customer.mobile}`);
  if (!response.ok) throw new Error(`the SMS outbox route answered ${response.status}: SMS_OUTBOX_ROUTE=1?`);
  return ((await response.json()) as { data: Array<{ code: string | null }> }).data;
}
