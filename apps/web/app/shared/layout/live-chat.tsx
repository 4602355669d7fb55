import { useEffect } from 'react';
import { whenIdle } from '../ui/when-idle.ts';

// The live-chat widget (decision 064): the provider's script, added once the page is idle so it never
// competes with the shop's own first paint, and once per visit (client navigations keep it).

let added = false;

export function LiveChat({ scriptUrl }: { scriptUrl: string | null }) {
  useEffect(() => {
    if (!scriptUrl || added) return;
    return whenIdle(() => {
      added = true;
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset['liveChat'] = '';
      document.body.append(script);
    }, 4_000);
  }, [scriptUrl]);
  return null;
}
