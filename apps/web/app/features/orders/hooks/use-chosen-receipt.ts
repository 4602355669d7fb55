import { useCallback, useEffect, useState } from 'react';
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
 * bytes), with an object URL for its preview. The URL is let go when another file replaces it, when
 * it is cleared and when the dialog goes, so a phone does not keep every photo tried in memory.
 */
export function useChosenReceipt() {
  const [chosen, setChosen] = useState<ChosenReceipt | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = useCallback(async (file: File | undefined) => {
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const check = checkReceipt(file.size, head);
    if (!check.ok) {
      setChosen(null);
      setRefusal(refusals[check.reason]);
      return;
    }
    setRefusal(null);
    setChosen({ file, url: URL.createObjectURL(file), kind: check.kind });
  }, []);

  const clear = useCallback(() => {
    setChosen(null);
    setRefusal(null);
  }, []);

  return { chosen, refusal, choose, clear };
}
