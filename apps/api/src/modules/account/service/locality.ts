import { DomainError } from '@shop/domain/errors';
import type { Locality } from '@shop/domain/account/schemas';
import type { Point } from '../../../adapters/geocoding/port.ts';
import { tehranGazetteer } from '../../../adapters/geocoding/tehran-gazetteer.ts';
import type { AccountContext } from './context.ts';

/**
 * What a point is, for the address form and for every address written: the configured geocoder's
 * answer, the embedded gazetteer's when a provider is down (the customer still gets a form), and
 * ADDRESS_OUTSIDE_SERVICE_AREA for a point the shop does not deliver to. The gazetteer also has the
 * last word on "outside": a provider naming a point beyond Tehran's districts does not open delivery.
 */
export async function localityOf(ctx: AccountContext, point: Point): Promise<Locality> {
  const inside = await tehranGazetteer.locate(point);
  if (!inside) throw new DomainError('ADDRESS_OUTSIDE_SERVICE_AREA');
  if (ctx.geocoder === tehranGazetteer) return inside;
  try {
    const named = await ctx.geocoder.locate(point, AbortSignal.timeout(3000));
    return named ? { ...inside, ...withoutNulls(named) } : inside;
  } catch (error) {
    // Down, slow (the 3 s limit) or answering nonsense: the customer still gets the form.
    ctx.logError(error, `geocoder ${ctx.geocoder.provider} failed; the gazetteer answered`);
    return inside;
  }
}

function withoutNulls(locality: Locality): Partial<Locality> {
  return Object.fromEntries(Object.entries(locality).filter(([, value]) => value !== null));
}
