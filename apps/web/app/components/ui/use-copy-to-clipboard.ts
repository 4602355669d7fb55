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

  async function copy(text: string) {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // Refused permission or an insecure page: the field stays selectable for a manual copy.
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  }

  return { state, copy };
}
