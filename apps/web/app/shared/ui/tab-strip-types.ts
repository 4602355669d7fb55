import type { ReactNode } from 'react';

export type TabItem = { value: string; label: string; content: ReactNode };

/** What both drawings of a tab strip take: the Radix one and the one drawn before it loads. */
export type TabStripProps = {
  label: string;
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** The ids that tie each tab to its panel (the panels are drawn by Tabs, outside the strip). */
  tabId: (value: string) => string;
  panelId: (value: string) => string;
  /** Focus the selected tab when drawn: the keyboard was on the strip when it was swapped. */
  takeFocus?: boolean;
};

export const tabStripStyle = {
  list: 'scroll-row mb-4 gap-1 border-b border-black/10 text-sm font-semibold sm:text-base',
  tab: '-mb-px min-h-11 border-b-2 border-transparent px-3 whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-600',
};
