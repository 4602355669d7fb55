import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { fa } from '../i18n/fa.ts';
import { CloseIcon } from './icons.tsx';

type Variant = 'center' | 'sheet' | 'side' | 'full-on-phone';

const contentClass: Record<Variant, string> = {
  // A centred card: quick view, share, forms.
  center:
    'fixed top-1/2 left-1/2 max-h-[90dvh] w-[min(94vw,var(--dialog-width,40rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl',
  // A bottom sheet for phones: the filters drawer.
  sheet:
    'fixed inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-xl',
  // A centred card on wider screens, the whole screen on a phone (below 640 px): the address map.
  'full-on-phone':
    'fixed inset-0 overflow-y-auto bg-white p-4 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(94vw,var(--dialog-width,40rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-5 sm:shadow-xl',
  // A panel on the start side (right in Persian): menus.
  side: 'fixed inset-y-0 start-0 w-[min(22rem,88vw)] overflow-y-auto bg-white p-5 shadow-xl',
};

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown to screen readers only when the title says enough. */
  description?: string;
  variant?: Variant;
  /** CSS width of the centred variant, e.g. '50rem'. */
  width?: string;
  /**
   * Where focus goes on closing: by default back to what opened the dialog; a caller whose opener is
   * gone (a card removed by the dialog's own choice) prevents that and moves focus itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/**
 * The one dialog of the app (Radix: focus trap, Escape, scroll lock, labelled), in three shapes.
 * Logical `start-0` puts the side panel on the right in Persian.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'center',
  width,
  onCloseAutoFocus,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          dir="rtl"
          className={`z-50 ${contentClass[variant]}`}
          style={width ? ({ '--dialog-width': width } as React.CSSProperties) : undefined}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-center justify-between gap-3">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={fa.common.close}
              className="-my-2 -me-2 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
