import { describe, expect, it } from 'vitest';
import { earnedFromLabel, introducerSteps, inviteLinks, inviteUrl, singleUseLabel } from './invite.ts';

describe('the invite link', () => {
  it('opens the sign-in page with the introduce code', () => {
    expect(inviteUrl('https://sabadino.ir', 'K7QM2X')).toBe('https://sabadino.ir/login?ref=K7QM2X');
  });

  it('goes to Telegram and WhatsApp with the promise in tomans', () => {
    const links = inviteLinks('https://sabadino.ir', 'K7QM2X');
    const telegram = new URL(links.telegram);
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe('https://sabadino.ir/login?ref=K7QM2X');
    expect(telegram.searchParams.get('text')).toContain('۱۰٬۰۰۰ تومان');
    const whatsApp = new URL(links.whatsApp);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toMatch(
      /۱۰٬۰۰۰ تومان[^]*\nhttps:\/\/sabadino\.ir\/login\?ref=K7QM2X$/,
    );
  });
});

describe('an earned code’s labels', () => {
  it('names the friend, or says "your friend" when the friend has no names', () => {
    expect(earnedFromLabel({ first_name: 'سارا', last_name: 'کریمی' })).toBe('معرفی سارا کریمی');
    expect(earnedFromLabel({ first_name: null, last_name: null })).toBe('معرفی دوست شما');
  });

  it('says it is single use until the last day', () => {
    expect(singleUseLabel('۱ اسفند ۱۴۰۵')).toBe('یک‌بار مصرف تا ۱ اسفند ۱۴۰۵');
    expect(singleUseLabel(null)).toBe('یک‌بار مصرف');
  });
});

describe("the introducer's promise (decision 082)", () => {
  it('is kept at delivery of money paid, above the minimum, within the caps: never "when paid"', () => {
    const { when, rules } = introducerSteps();
    expect(when).toBe(
      'وقتی خریدی از او که دست‌کم ۱۰۰٬۰۰۰ تومان آن با کارت بانکی یا واریز پرداخت شده به دستش رسید، یک کد تخفیف ۱۰٬۰۰۰ تومان برای شما ثبت می‌شود.',
    );
    expect(when).not.toContain('پرداخت شد،');
    expect(rules).toBe(
      'برای هر دوست یک کد، تا ۳ کد در هر ۳۰ روز و ۲۰ کد در مجموع. آنچه با کیف پول یا کد تخفیف پرداخت شود حساب نمی‌شود.',
    );
  });
});
