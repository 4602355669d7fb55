/**
 * The shop's contact details and links. Numbers are kept in Latin digits for tel:/mailto:
 * links and shown through the Persian formatter. (Decided in docs/decisions/001: the spec
 * names {phone} and {email} without values.)
 */
export const site = {
  phone: '021-91001234',
  email: 'support@sabadino.ir',
  socials: [
    { name: 'اینستاگرام', url: 'https://instagram.com/sabadino', icon: 'instagram' },
    { name: 'تلگرام', url: 'https://t.me/sabadino', icon: 'telegram' },
    { name: 'آپارات', url: 'https://www.aparat.com/sabadino', icon: 'aparat' },
    { name: 'لینکدین', url: 'https://www.linkedin.com/company/sabadino', icon: 'linkedin' },
  ],
  trustBadgeUrl: 'https://trustseal.enamad.ir/',
} as const;
