import { z } from 'zod';

/**
 * Switches zod's generic messages to its Persian locale, so a field nobody wrote a message
 * for still answers in Persian. Called once at start by the API and by the web app.
 */
export function usePersianZodMessages(): void {
  z.config(z.locales.fa());
}
