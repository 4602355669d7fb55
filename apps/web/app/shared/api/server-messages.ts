import { ApiError } from './client.ts';

// The API's messages are Persian already (the envelope's `message`): a string, or a map of field
// to messages. Every form reads them the same way.

/** The first message of an answer: the string, or the first message of the first field. */
export function firstServerMessage(error: unknown): string | null {
  const message = error instanceof ApiError ? error.envelope?.message : undefined;
  if (typeof message === 'string') return message || null;
  if (!message) return null;
  for (const messages of Object.values(message)) if (messages[0]) return messages[0];
  return null;
}

/** Every field message of a 422, first message each, for inline display beside the fields. */
export function fieldServerMessages(error: unknown): Record<string, string> {
  const message = error instanceof ApiError ? error.envelope?.message : undefined;
  if (!message || typeof message === 'string') return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(message)) if (messages[0]) fields[field] = messages[0];
  return fields;
}
