import type { ComponentType, SVGProps } from 'react';
import { ShareIcon, UserIcon } from '../ui/icons.tsx';
import { BuildingIcon, MapPinIcon, ReceiptIcon, RepeatIcon, TicketIcon } from '../ui/icons-lazy.tsx';
import type { AccountLink } from './account-links.ts';

/** Each account page's icon, for the lists that draw one (the header's dropdown, /profile's menu). */
export const accountLinkIcons: Record<AccountLink['key'], ComponentType<SVGProps<SVGSVGElement>>> = {
  profile: UserIcon,
  orders: ReceiptIcon,
  periodicOrders: RepeatIcon,
  addresses: MapPinIcon,
  coupons: TicketIcon,
  referral: ShareIcon,
  company: BuildingIcon,
};
