import { describe, expect, it } from 'vitest';
import { absoluteUrl, readableUrl, telegramShareUrl, whatsAppShareUrl } from './share-links.ts';

const url = 'https://sabadino.ir/products/7/شیر-کم-چرب';

describe('share links', () => {
  it('puts the text and the address into one WhatsApp message', () => {
    const link = new URL(whatsAppShareUrl(url, 'شیر کم‌چرب'));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(`شیر کم‌چرب\n${url}`);
  });

  it('gives Telegram the address and the text separately', () => {
    const link = new URL(telegramShareUrl(url, 'شیر & ماست'));
    expect(link.origin + link.pathname).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe(url);
    expect(link.searchParams.get('text')).toBe('شیر & ماست');
  });

  it('makes a path absolute and leaves a full address alone', () => {
    expect(absoluteUrl('https://sabadino.ir', '/bundles/2/x')).toBe('https://sabadino.ir/bundles/2/x');
    expect(absoluteUrl('https://sabadino.ir', 'bundles/2/x')).toBe('https://sabadino.ir/bundles/2/x');
    expect(absoluteUrl('https://sabadino.ir', 'https://cdn.example/x')).toBe('https://cdn.example/x');
  });

  it('shows Persian addresses readably and leaves a broken escape alone', () => {
    expect(readableUrl(`https://sabadino.ir/products/7/${encodeURIComponent('شیر')}`)).toBe(
      'https://sabadino.ir/products/7/شیر',
    );
    expect(readableUrl('https://sabadino.ir/%E0%A4%A')).toBe('https://sabadino.ir/%E0%A4%A');
  });
});
