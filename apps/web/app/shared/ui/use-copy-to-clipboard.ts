import { useEffect, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text from a click handler (the clipboard API needs a user gesture and a secure page) and
 * reports the outcome for a couple of seconds, so the button can say «کپی شد».
 */
export function useCopyToClipboard(resetAfterMs = 2500) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Resolves to whether the text reached the clipboard, for callers that toast the outcome. */
  async function copy(text: string): Promise<boolean> {
    clearTimeout(timer.current);
    let isCopied = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Refused permission or an insecure page: the field stays selectable for a manual copy.
      isCopied = false;
    }
    setState(isCopied ? 'copied' : 'failed');
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
    return isCopied;
  }

  return { state, copy };
}
