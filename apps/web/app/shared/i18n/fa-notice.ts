/** The words of the sticky notice (components/layout/notice-bar.tsx), loaded with it. */
export const faNotice = {
  region: 'اطلاعیه',
  close: 'بستن اطلاعیه',
} as const;
