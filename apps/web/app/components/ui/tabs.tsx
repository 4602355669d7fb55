import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export type TabItem = { value: string; label: string; content: ReactNode };

/**
 * Radix tabs (arrow keys, roles) in right-to-left order. Every panel is rendered and the inactive
 * ones hidden with CSS, so the server HTML holds all of them (the description is indexed even
 * though the similar-products tab opens first) and switching never waits for a render.
 */
export function Tabs({
  label,
  defaultValue,
  items,
}: {
  label: string;
  defaultValue: string;
  items: TabItem[];
}) {
  return (
    <RadixTabs.Root defaultValue={defaultValue} dir="rtl" className="rounded-2xl bg-white p-3 sm:p-5">
      <RadixTabs.List
        aria-label={label}
        className="scroll-row mb-4 gap-1 border-b border-black/10 text-sm font-semibold sm:text-base"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2.5 whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-600"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          className="outline-none data-[state=inactive]:hidden"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
