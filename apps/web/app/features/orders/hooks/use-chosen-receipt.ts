import { useCallback, useEffect, useRef, useState } from 'react';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { checkReceipt, type ReceiptKind } from '../receipt-file.ts';

export type ChosenReceipt = { file: File; url: string; kind: ReceiptKind };

const refusals = {
  empty: faOrders.receipt.empty,
  'too-large': faOrders.receipt.tooLarge,
  type: faOrders.receipt.wrongType,
} as const;

/**
 * The file the customer picked, checked before anything is sent (receipt-file.ts: size, then its first
 * bytes), with an object URL for its preview. Each URL is let go when another file replaces it, when it
 * is cleared and when the dialog goes, so a phone does not keep every photo tried in memory. Revoked
 * from the handlers rather than an effect keyed on the file: React's development double run of effects
 * would revoke a URL still shown.
 */
export function useChosenReceipt() {
  const [chosen, setChosen] = useState<ChosenReceipt | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = useRef<string | null>(null);

  const show = useCallback((next: ChosenReceipt | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = next?.url ?? null;
    setChosen(next);
  }, []);

  useEffect(() => {
    const urls = shown;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const check = checkReceipt(file.size, head);
      if (!check.ok) {
        show(null);
        setRefusal(refusals[check.reason]);
        return;
      }
      setRefusal(null);
      show({ file, url: URL.createObjectURL(file), kind: check.kind });
    },
    [show],
  );

  const clear = useCallback(() => {
    show(null);
    setRefusal(null);
  }, [show]);

  return { chosen, refusal, choose, clear };
}
