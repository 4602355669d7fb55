import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { format } from '../../../shared/i18n/fa.ts';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { SectionCard } from './section-card.tsx';

/**
 * The customer's notes on the order, the one typed at checkout first (said so; decision 086). `context` is HTML the server made from the note's text (escaped,
 * line breaks as <br>; order-detail.ts noteHtml), so it is rendered as HTML as the spec asks: nothing
 * the customer typed can be markup.
 */
export function NotesList({ notes }: { notes: OrderDetail['notes'] }) {
  return (
    <ul className="space-y-2" data-testid="order-notes">
      {notes.map((note, index) => (
        <li key={`${note.created_at}-${index}`} className="rounded-xl bg-surface px-3 py-2 text-sm">
          <p className="leading-7 break-words" dangerouslySetInnerHTML={{ __html: note.context }} />
          <p className="mt-1 text-xs text-muted">
            {format(note.at_checkout ? faOrders.notes.atCheckout : faOrders.notes.writtenAt, {
              at: formatTehranDateTime(new Date(note.created_at)),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderNotes({ notes }: { notes: OrderDetail['notes'] }) {
  return (
    <SectionCard title={faOrders.notes.title}>
      <NotesList notes={notes} />
    </SectionCard>
  );
}
