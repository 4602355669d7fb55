import type { ProductDetail } from '@shop/domain/catalogue/schemas';
import { faProduct } from '../../../shared/i18n/fa-product.ts';

/** Name → values, the values joined with the Persian comma. Nothing when the catalogue lists none. */
export function ProductFeaturesTable({ features }: { features: ProductDetail['features'] }) {
  if (features.length === 0) return null;
  return (
    <section className="rounded-2xl bg-white p-4">
      <h2 className="mb-2 font-bold">{faProduct.features}</h2>
      <table className="w-full text-sm">
        <tbody>
          {features.map((feature) => (
            <tr key={feature.name} className="border-b border-black/5 last:border-0">
              <th scope="row" className="w-2/5 py-2 pe-3 text-start align-top font-normal text-muted">
                {feature.name}
              </th>
              <td className="py-2">{feature.values.join('، ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
