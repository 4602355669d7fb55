import { GeocoderUnavailableError } from './port.ts';

/**
 * GET a provider's JSON answer, or GeocoderUnavailableError: no answer, a non-2xx status, or a body
 * that is not JSON. The caller's signal (the 3 s limit) and this timeout both end the wait.
 */
export async function getJson(
  provider: string,
  url: URL,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    const timeout = AbortSignal.timeout(5000);
    response = await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    throw new GeocoderUnavailableError(`${provider} did not answer`, { cause: error });
  }
  if (!response.ok) throw new GeocoderUnavailableError(`${provider} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(`${provider} answered something that is not JSON`, { cause: error });
  }
}

/** A non-empty string, or null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A province as providers write it («استان تهران»), as the form shows it («تهران»). */
export function provinceName(value: unknown): string | null {
  return text(value)?.replace(/^استان\s+/, '') ?? null;
}
