import type { MergeRejectionView } from '@shop/domain/basket/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { faBasket } from '../../shared/i18n/fa-basket.ts';
import { format } from '../../shared/i18n/fa.ts';

/**
 * The sentences of the merge notice: each guest line that did not reach the server basket as the
 * guest chose, named from the local line (the answer names it by key only) with the server's reason,
 * and how many made it when some did. Nothing disappears silently (issue 6). A past order bought
 * again (add-lines-to-basket.ts) names its lines the same way.
 */
export function mergeNoticeLines(
  rejected: readonly MergeRejectionView[],
  local: readonly { key: string; name: string }[],
): string[] {
  return rejected.map((rejection) => {
    const name =
      local.find((line) => line.key === rejection.key)?.name ??
      format(faBasket.unknownItem, { id: formatNumberFa(rejection.id) });
    return rejection.accepted > 0
      ? format(faBasket.mergeLineAccepted, {
          name,
          message: rejection.message,
          accepted: formatNumberFa(rejection.accepted),
        })
      : format(faBasket.mergeLine, { name, message: rejection.message });
  });
}
