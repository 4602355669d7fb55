import { truncateWords } from '@shop/domain/truncate';

/** The spec: descriptions over 400 characters are cut to 200, with a more/less toggle. */
export const descriptionRule = { cutAbove: 400, cutTo: 200 } as const;

export type DescriptionPreview = { preview: string; isCut: boolean };

/** The text shown before "more"; cut at a word boundary so no Persian word is split in half. */
export function cutDescription(text: string): DescriptionPreview {
  const trimmed = text.trim();
  if (trimmed.length <= descriptionRule.cutAbove) return { preview: trimmed, isCut: false };
  return { preview: truncateWords(trimmed, descriptionRule.cutTo), isCut: true };
}
