import type { CSSProperties, ReactNode } from 'react';

/**
 * Steps side by side that slide into view one at a time (the mobile change's "three-step slider").
 * Steps not reached yet are not drawn, so a later step's fields start empty and take the focus when
 * they arrive; a step left behind stays drawn but inert (no focus, no reader) and flat. The track moves toward
 * the end of the line, left in Persian; motion is dropped for people who ask for less.
 */
export function StepSlider({ index, steps }: { index: number; steps: readonly ReactNode[] }) {
  return (
    <div className="overflow-hidden">
      <div
        style={{ '--slide': index } as CSSProperties}
        className="flex translate-x-[calc(var(--slide)*-100%)] items-start transition-transform duration-300 ease-out motion-reduce:transition-none rtl:translate-x-[calc(var(--slide)*100%)]"
      >
        {steps.map((step, position) => (
          <div
            key={position}
            // A step out of view takes no height, so the card is as tall as the step it shows.
            className={`w-full shrink-0 px-0.5 ${position === index ? '' : 'h-0 overflow-hidden'}`}
            inert={position !== index}
            aria-hidden={position !== index || undefined}
          >
            {position <= index ? step : null}
          </div>
        ))}
      </div>
    </div>
  );
}
