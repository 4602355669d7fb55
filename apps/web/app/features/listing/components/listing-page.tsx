import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../../../shared/ui/breadcrumb.tsx';
import type { ListingData } from '../load-listing.ts';
import { ListingBody } from './listing-body.tsx';

type ListingPageProps = {
  data: ListingData;
  /** The path filters and sort are applied to: /search, or the category's or brand's own path. */
  basePath: string;
  crumbs: Crumb[];
  /** What the page is about: a heading, the brand's introduction… */
  header: ReactNode;
};

/** The page every listing route shares: search, category, brand, and the unknown-path page. */
export function ListingPage({ data, basePath, crumbs, header }: ListingPageProps) {
  return (
    <>
      <Breadcrumb items={crumbs} />
      {header}
      <ListingBody data={data} basePath={basePath} />
    </>
  );
}
