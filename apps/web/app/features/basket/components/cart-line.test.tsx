import type { CartLine as CartLineData } from '@shop/domain/basket/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromServerLine } from '../basket-lines.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

// The per-item problems of GET cart/list as /cart draws them (storefront.md §4). The end-to-end
// suite cannot make stock drop (the API has no admin route yet), so the drawing is proved here.

const serverLine = (cause_type: 1 | 2 | null, error: string | null): CartLineData => ({
  key: 'p-4',
  id: 4,
  type: 1,
  count: 2,
  unit_price: 90_000,
  price: 180_000,
  priority: 1,
  can_increase: cause_type === null,
  cause_type,
  held_until: null,
  cartable: {
    type: 'product',
    id: 4,
    name: 'پنیر',
    slug: 'cheese',
    brand: { name: 'برند' },
    image: '/c.webp',
    max_count: 5,
    inventory: cause_type === 2 ? 0 : 1,
    available: cause_type !== 2,
    price: 100_000,
    price_by_discount: 90_000,
    error,
  },
});

const render = (line: CartLineData) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ul>
        <CartLine line={fromServerLine(line)} />
      </ul>
    </MemoryRouter>,
  );

describe('a basket line with a problem', () => {
  it('cause_type 2: struck through, highlighted, its reason said once; no stepper', () => {
    // The API's own sentence (i18n ITEM_OUT_OF_STOCK) says why and that the line goes on leaving.
    const reason = 'این کالا ناموجود شده است و هنگام خروج از صفحه از سبد خرید حذف می‌شود.';
    const html = render(serverLine(2, reason));
    expect(html).toContain('data-cause-type="2"');
    expect(html).toContain('line-through');
    expect(html).toContain('border-brand-500');
    expect(html.split(reason)).toHaveLength(2);
    expect(html.match(/حذف می‌شود/g)).toHaveLength(1);
    expect(html).not.toContain('قابل خرید نیست');
    expect(html).not.toContain('role="group"');
  });

  it('cause_type 1: highlighted with its message, still adjustable, not struck through', () => {
    const html = render(serverLine(1, 'از این کالا فقط ۱ عدد موجود است.'));
    expect(html).toContain('data-cause-type="1"');
    expect(html).toContain('border-amber-400');
    expect(html).toContain('از این کالا فقط ۱ عدد موجود است.');
    expect(html).not.toContain('line-through');
    expect(html).toContain('role="group"');
  });

  it('no problem: neither highlighted nor marked', () => {
    const html = render(serverLine(null, null));
    expect(html).not.toContain('data-cause-type');
    expect(html).not.toContain('role="alert"');
  });
});

describe('a line held for the customer (a waitlist turn, decision 069)', () => {
  const held = (cause_type: 2 | null) => ({
    ...serverLine(cause_type, null),
    held_until: '2026-11-26T15:00:00.000Z',
  });

  it('says until when, as a Tehran day and time', () => {
    const html = render(held(null));
    expect(html).toContain('یک عدد از این کالا تا ۵ آذر ۱۴۰۵، ساعت ۱۸:۳۰ برای شما کنار گذاشته شده است.');
  });

  it('says nothing of it once the line cannot be bought', () => {
    expect(render(held(2))).not.toContain('کنار گذاشته');
  });
});

describe('the summary', () => {
  it('labels every figure: a term and its definition each, in Persian', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CartSummary
          owner={{ kind: 'guest' }}
          totals={{ count: 3, price: 180_000, priceBeforeDiscount: 200_000 }}
          threshold={5_000_000}
          isBlocked={false}
        />
      </MemoryRouter>,
    );
    const rows = [...html.matchAll(/<div[^>]*><dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd><\/div>/g)].map(
      ([, label, amount]) => [label, amount],
    );
    expect(rows).toEqual([
      ['قیمت کالاها (۳ کالا)', '۲۰٬۰۰۰ تومان'],
      ['سود شما از خرید', '۲٬۰۰۰ تومان'],
      ['جمع سبد خرید', '۱۸٬۰۰۰ تومان'],
    ]);
    expect(html).toContain('با خرید بیش از ۴۸۲٬۰۰۰ تومان دیگر، ارسال رایگان می‌شود.');
  });
});

describe('the continue button', () => {
  const totals = { count: 2, price: 180_000, priceBeforeDiscount: 200_000 };
  const summary = (owner: Parameters<typeof CartSummary>[0]['owner'], isBlocked: boolean) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <CartSummary owner={owner} totals={totals} threshold={5_000_000} isBlocked={isBlocked} />
      </MemoryRouter>,
    );

  it('is disabled while a cause_type 1 line stands', () => {
    const html = summary({ kind: 'customer', userId: 1 }, true);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>ادامهٔ فرایند خرید/);
    expect(html).not.toContain('href="/checkout"');
  });

  it('leads a customer to /checkout, a guest to sign in, a status 3 customer to registration', () => {
    expect(summary({ kind: 'customer', userId: 1 }, false)).toContain('href="/checkout"');
    expect(summary({ kind: 'guest' }, false)).toContain('href="/login?backUrl=%2Fcheckout"');
    expect(summary({ kind: 'incomplete', userId: 1 }, false)).toContain(
      'href="/register?backUrl=%2Fcheckout"',
    );
  });
});
