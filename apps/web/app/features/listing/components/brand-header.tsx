import type { Brand } from '@shop/domain/catalogue/schemas';
import { useState } from 'react';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { cutDescription } from '../brand-description.ts';

/** The brand page's introduction: logo, "Introducing products of {brand}", and the description. */
export function BrandHeader({ brand }: { brand: Brand }) {
  return (
    <header className="mb-4 flex flex-col gap-4 rounded-2xl bg-white p-4 sm:flex-row sm:items-start sm:p-5">
      {brand.logo ? (
        <img
          src={brand.logo}
          alt={format(faListing.brandLogo, { brand: brand.name })}
          width={96}
          height={96}
          className="size-20 shrink-0 self-center rounded-2xl border border-black/5 object-contain sm:size-24 sm:self-start"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h1 className="mb-2 text-xl font-extrabold sm:text-2xl">
          {format(faListing.brandHeading, { brand: brand.name })}
        </h1>
        {brand.description ? <BrandDescription text={brand.description} /> : null}
      </div>
    </header>
  );
}

/** Over 400 characters the text is cut to 200, with a more/less toggle (the spec). */
function BrandDescription({ text }: { text: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const { preview, isCut } = cutDescription(text);
  return (
    <div className="text-sm leading-7 text-ink/80">
      <p className="whitespace-pre-line">{isExpanded || !isCut ? text.trim() : preview}</p>
      {isCut ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((value) => !value)}
          className="min-h-11 min-w-11 text-sm font-semibold text-brand-700 hover:underline"
        >
          {isExpanded ? faListing.less : faListing.more}
        </button>
      ) : null}
    </div>
  );
}
