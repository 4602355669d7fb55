import { describe, expect, it } from 'vitest';
import { fa } from '../i18n/fa.ts';
import { pageMeta } from './meta.ts';

describe('page meta', () => {
  it('cuts a long title to 60 characters between words, then names the shop', () => {
    const title = 'شیر کم‌چرب پاستوریزه یک لیتری میهن با ویتامین دی و کلسیم افزوده برای خانواده';
    const meta = pageMeta({ title, description: 'd', origin: 'https://shop.example', path: '/p' });
    const full = (meta.find((tag) => 'title' in tag) as { title: string }).title;
    const suffix = ` | ${fa.site.shortName}`;
    expect(full.endsWith(`...${suffix}`)).toBe(true);
    const kept = full.slice(0, -(suffix.length + 3));
    expect(kept.length).toBeLessThanOrEqual(60);
    expect(title.startsWith(kept)).toBe(true);
    expect(title.charAt(kept.length)).toBe(' ');
  });

  it('leaves a title of 60 characters or fewer whole', () => {
    const meta = pageMeta({
      title: 'شیر میهن',
      description: 'd',
      origin: 'https://shop.example',
      path: '/p',
    });
    expect(meta).toContainEqual({ title: `شیر میهن | ${fa.site.shortName}` });
  });
});
