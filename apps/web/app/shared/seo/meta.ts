import type { MetaDescriptor } from 'react-router';
import { truncateWords } from '@shop/domain/truncate';
import { fa } from '../i18n/fa.ts';

/** The public origin (PUBLIC_URL) from the root loader, for canonical and Open Graph URLs. */
export function siteOrigin(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

type PageMeta = {
  /** The page's own title; the shop's name is appended. Cut to 60 characters between words (the spec). */
  title: string;
  description: string;
  origin: string;
  /** The canonical path of the page, e.g. /products/12/milk. */
  path: string;
  image?: string | null | undefined;
  type?: 'website' | 'product';
  /** JSON-LD objects (schema.org) for the page. */
  structuredData?: object[];
};

/** Title, description, canonical link, Open Graph and JSON-LD for a page, in React Router's meta form. */
export function pageMeta({
  title,
  description,
  origin,
  path,
  image,
  type = 'website',
  structuredData = [],
}: PageMeta): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const fullTitle = `${truncateWords(title, 60)} | ${fa.site.shortName}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: fa.site.name },
    { property: 'og:locale', content: 'fa_IR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [{ property: 'og:image', content: image.startsWith('http') ? image : `${origin}${image}` }]
      : []),
    ...structuredData.map((data) => ({ 'script:ld+json': data })),
  ];
}
