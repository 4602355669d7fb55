import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';
import { Price } from '../../../shared/product/price.tsx';
import { unavailableLabel } from '../../../shared/product/unavailable-label.ts';
import { faSearch } from '../../../shared/i18n/fa-search.ts';
import { fa, format } from '../../../shared/i18n/fa.ts';
import { formatParts } from '../../../shared/i18n/format-parts.ts';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { useRef } from 'react';
import { useRoomAboveFoot } from '../hooks/use-room-above-foot.ts';
import type { SuggestionItem } from './suggestion-items.ts';

type Props = {
  id: string;
  items: SuggestionItem[];
  active: number;
  state: 'loading' | 'done' | 'failed';
  correctedQuery: string | null;
  /** The term the suggestions answer, as typed. */
  term: string;
  onChoose: (href: string) => void;
};

const headings: Record<SuggestionItem['kind'], string> = {
  brand: faSearch.brands,
  category: faSearch.categories,
  product: faSearch.products,
  search: '',
};

/**
 * The dropdown under the search box, grouped by kind, each option a link. It ends above the phone's
 * bottom bar and the keyboard (`useRoomAboveFoot`); while it is open the other bars fixed at a phone's
 * foot step aside (`data-search-panel`, app.css), so its last option is never under one.
 */
export function SuggestionList({ id, items, active, state, correctedQuery, term, onChoose }: Props) {
  const found = items.some((item) => item.kind !== 'search');
  const panel = useRef<HTMLDivElement>(null);
  const room = useRoomAboveFoot(panel);
  return (
    <div
      ref={panel}
      data-search-panel
      style={room === null ? undefined : { maxHeight: `min(70dvh, ${room}px)` }}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70dvh] overflow-y-auto overscroll-contain rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5"
    >
      {correctedQuery ? (
        <p className="px-3 py-2 text-sm text-muted">
          {formatParts(faSearch.correctedQuery, {
            corrected: toPersianDigits(correctedQuery),
            query: term,
          }).map(
            // The typed term may be Latin (an English layout): isolated from the Persian around it.
            (part, index) => (part.name === 'query' ? <bdi key={index}>{part.text}</bdi> : part.text),
          )}
        </p>
      ) : null}
      {state === 'loading' && !found ? (
        <p className="px-3 py-2 text-sm text-muted">{faSearch.searching}</p>
      ) : null}
      {state === 'done' && !found ? (
        <p className="px-3 py-2 text-sm text-muted">{faSearch.nothingFound}</p>
      ) : null}
      {state === 'failed' && !found ? (
        <p className="px-3 py-2 text-sm text-muted">{faSearch.failed}</p>
      ) : null}
      <ul id={id} role="listbox" aria-label={fa.header.search}>
        {items.map((item, index) => {
          const startsGroup = index === 0 || items[index - 1]?.kind !== item.kind;
          return (
            <li key={item.key} role="presentation">
              {startsGroup && headings[item.kind] ? (
                <p className="px-3 pt-2 pb-1 text-xs font-semibold text-muted">{headings[item.kind]}</p>
              ) : null}
              <a
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                href={item.href}
                // Keep the input focused (no blur before the click lands), then navigate in-app.
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(item.href);
                }}
                className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm ${index === active ? 'bg-surface' : 'hover:bg-surface'}`}
              >
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={40}
                    height={40}
                    // Brand logos are wide wordmarks: show them whole.
                    className={`size-10 shrink-0 rounded-lg ${item.kind === 'brand' ? 'object-contain' : 'object-cover'}`}
                  />
                ) : null}
                <span className="min-w-0 flex-1">
                  {/* Two lines, not one: a product's pack size ends its name (decision 67). */}
                  <span className="line-clamp-2">
                    {item.kind === 'search' ? (
                      format(faSearch.searchFor, { query: item.label })
                    ) : (
                      <CatalogueText text={item.label} />
                    )}
                  </span>
                  {item.detail ? <span className="block text-xs text-muted">{item.detail}</span> : null}
                </span>
                {item.product ? (
                  item.product.available ? (
                    <Price price={item.product.price} priceByDiscount={item.product.price_by_discount} />
                  ) : (
                    <span className="shrink-0 text-xs font-semibold text-muted">
                      {unavailableLabel(item.product)}
                    </span>
                  )
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
