import type { FastifyInstance } from 'fastify';
import { formatToman } from '@shop/domain/money';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { answerSandboxPayment, findSandboxPayment } from './sandbox.ts';

const authorityPattern = /^S[0-9A-Za-z]{35}$/;

/**
 * The sandbox bank's page (the offline gateway): what a payer sees at a bank, in Persian — the shop,
 * the amount in tomans, «پرداخت» and «انصراف». Pressing one posts `result` back here; the bank records
 * it and sends the browser to the shop's callback with `Authority` and `Status=OK|NOK`, as Zarinpal
 * does. The shop still believes only its own verify (sandbox.ts).
 */
export function registerSandboxBank(
  app: FastifyInstance,
  deps: { db: Db; shopName: string; publicUrl: string },
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const policy = [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      // The form posts here, and the answer sends the browser on to the shop's callback.
      `form-action 'self' ${new URL(deps.publicUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');

    // The bank's page, not the shop's API: left out of the OpenAPI document.
    const hidden = { schema: { hide: true } };
    scope.get<{ Params: { authority: string } }>(
      '/sandbox-bank/:authority',
      hidden,
      async (request, reply) => {
        const payment = authorityPattern.test(request.params.authority)
          ? await findSandboxPayment(deps.db, request.params.authority)
          : null;
        reply.header('content-security-policy', policy).header('cache-control', 'no-store');
        if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(page(notFound()));
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              payment.state === 'pending'
                ? payForm(deps.shopName, payment)
                : done(
                    payment.state === 'paid' ? 'این پرداخت پیش‌تر انجام شده است.' : 'این پرداخت لغو شده است.',
                  ),
            ),
          );
      },
    );

    scope.post<{ Params: { authority: string }; Body: { result?: string } }>(
      '/sandbox-bank/:authority',
      hidden,
      async (request, reply) => {
        const result = request.body?.result;
        if (
          !authorityPattern.test(request.params.authority) ||
          (result !== 'paid' && result !== 'cancelled')
        ) {
          return reply.code(400).type('text/html; charset=utf-8').send(page(notFound()));
        }
        const answered = await answerSandboxPayment(deps.db, request.params.authority, result);
        if (!answered) return reply.code(404).type('text/html; charset=utf-8').send(page(notFound()));
        const back = new URL(answered.callbackUrl);
        back.searchParams.set('Authority', request.params.authority);
        back.searchParams.set('Status', answered.state === 'paid' ? 'OK' : 'NOK');
        return reply.code(303).header('location', back.toString()).send();
      },
    );
  });
}

function payForm(shopName: string, payment: { authority: string; amount: number; description: string }) {
  return `
    <p class="muted">درگاه آزمایشی — پولی جابه‌جا نمی‌شود</p>
    <h1>پرداخت به ${escapeHtml(shopName)}</h1>
    <p>${escapeHtml(payment.description)}</p>
    <p class="amount" data-testid="bank-amount">${escapeHtml(formatToman(payment.amount))}</p>
    <form method="post">
      <button name="result" value="paid" class="pay">پرداخت</button>
      <button name="result" value="cancelled" class="cancel">انصراف</button>
    </form>`;
}

function done(message: string) {
  return `<h1>${escapeHtml(message)}</h1>`;
}

function notFound() {
  return '<h1>این پرداخت پیدا نشد.</h1>';
}

function page(body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>درگاه پرداخت آزمایشی</title>
<style>
  body { font-family: Vazirmatn, Tahoma, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); text-align: center; }
  h1 { font-size: 1.2rem; } .muted { color: #64748b; font-size: 0.85rem; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 1.5rem 0; }
  form { display: flex; gap: 0.75rem; } button { flex: 1; font: inherit; padding: 0.8rem; border-radius: 0.75rem;
         border: 0; cursor: pointer; } .pay { background: #15803d; color: #fff; } .cancel { background: #e2e8f0; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
