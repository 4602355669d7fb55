import type { MetaDescriptor } from 'react-router';
import { fa } from '../../shared/i18n/fa.ts';

/** A customer's own page: titled, never indexed. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${fa.site.shortName}` }, { name: 'robots', content: 'noindex,nofollow' }];
}
