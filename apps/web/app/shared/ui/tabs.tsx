import { useId, useState } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import { tabStripStyle as style, type TabItem, type TabStripProps } from './tab-strip-types.ts';
import { useSwapWhenSeen } from './use-seen.tsx';

export type { TabItem } from './tab-strip-types.ts';

const TabStrip = lazyWhenOnline(() =>
  import('./tab-strip.tsx').then((module) => ({ default: module.TabStrip })),
);

/**
 * Tabs whose strip is Radix's (arrow keys, roles), fetched once the tabs are on screen: Radix Tabs
 * and its roving focus are about 10 KB compressed, and on a phone the product page's tabs are far
 * below the first screen. Until then the strip is drawn as Radix draws it, and a tap on it already
 * switches. The panels are drawn here, outside the strip, so swapping the strip never redraws them.
 * Every panel is rendered and the inactive ones hidden with CSS, so the server HTML holds all of
 * them (the description is indexed even though the similar-products tab opens first) and switching
 * never waits for a render.
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
  const [value, setValue] = useState(defaultValue);
  const baseId = useId();
  // Whether the strip drawn before Radix's has the focus: Radix's then takes it over.
  const [pictureFocused, setPictureFocused] = useState(false);
  const strip: TabStripProps = {
    label,
    items,
    value,
    onValueChange: setValue,
    tabId: (tab) => `${baseId}-tab-${tab}`,
    panelId: (tab) => `${baseId}-panel-${tab}`,
  };
  const [ref, tabStrip] = useSwapWhenSeen<HTMLDivElement>(
    <TabStripPicture {...strip} onFocusChange={setPictureFocused} />,
    () => <TabStrip {...strip} takeFocus={pictureFocused} />,
  );
  return (
    <div ref={ref} dir="rtl" className="rounded-2xl bg-white p-3 sm:p-5">
      {tabStrip}
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={strip.panelId(item.value)}
          aria-labelledby={strip.tabId(item.value)}
          tabIndex={0}
          data-state={item.value === value ? 'active' : 'inactive'}
          className="outline-none data-[state=inactive]:hidden"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

/** The strip as Radix draws it on the server, switching on a tap until Radix's own arrives. */
function TabStripPicture({
  label,
  items,
  value,
  onValueChange,
  tabId,
  panelId,
  onFocusChange,
}: TabStripProps & { onFocusChange: (focused: boolean) => void }) {
  return (
    <div dir="rtl" data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={style.list}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      >
        {items.map((item) => {
          const state = item.value === value ? 'active' : 'inactive';
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={item.value === value}
              aria-controls={panelId(item.value)}
              data-state={state}
              // On the press, as Radix's triggers do: a press that lands while the strip is being
              // swapped for Radix's still switches (its click would go to the removed button).
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) onValueChange(item.value);
              }}
              onClick={() => onValueChange(item.value)}
              className={style.tab}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
