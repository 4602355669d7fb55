import { Fragment } from 'react';
import { bidiRuns } from '@shop/domain/bidi-runs';

/**
 * A catalogue name («شیر غنی‌شده با ویتامین D3 ۱ لیتری») as it must read (decision 67): isolated from
 * what stands around it, right to left even when it starts with a Latin brand (`dir="auto"` would turn
 * «Nivea کرم» around), and each Latin island isolated inside it so a Persian number after it keeps
 * its place. Text only: the caller's element gives the size, the clamp and the link.
 */
export function CatalogueText({ text }: { text: string }) {
  return (
    <bdi dir="rtl">
      {bidiRuns(text).map((run, index) => (
        <Fragment key={index}>{run.isLatin ? <bdi dir="ltr">{run.text}</bdi> : run.text}</Fragment>
      ))}
    </bdi>
  );
}
