import type { ComponentProps } from 'react';
import { fa } from '../i18n/fa.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ProductSummary } from './product-summary.tsx';

type Props = ComponentProps<typeof ProductSummary> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The product quick view: one modal for both ways in (a card's button on any page, and the
 * /product/{id} address opened directly), so they cannot drift apart.
 */
export function QuickViewDialog({ open, onOpenChange, ...summary }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={summary.product.name}
      description={fa.product.quickView}
      width="46rem"
    >
      <ProductSummary {...summary} />
    </Dialog>
  );
}
