import { Tabs as RadixTabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { tabStripStyle as style, type TabStripProps } from './tab-strip-types.ts';

/**
 * Radix's tab strip (arrow keys, Home and End, roving focus) in right-to-left order, controlled by
 * Tabs. Its triggers carry Tabs' ids, so they point at the panels Tabs draws outside Radix.
 */
export function TabStrip({ label, items, value, onValueChange, tabId, panelId, takeFocus }: TabStripProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [takeFocus]);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} dir="rtl">
      <RadixTabs.List ref={list} aria-label={label} className={style.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            id={tabId(item.value)}
            aria-controls={panelId(item.value)}
            className={style.tab}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
