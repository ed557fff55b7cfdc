import {
  IconBroadcast,
  IconChartBar,
  IconFileText,
  IconHelpCircle,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconMail,
  IconShieldCheck,
  IconTicket,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

export interface NavItem {
  to: string;
  labelKey: ParseKeys;
  /** Shown in the phone menu, where the links are a list. */
  icon: Icon;
}

/** Logged-out menu (docs/product.md §2). */
export const publicNavItems: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: IconHome },
  { to: '/about', labelKey: 'nav.about', icon: IconInfoCircle },
  { to: '/faqs', labelKey: 'nav.faqs', icon: IconHelpCircle },
  { to: '/contact', labelKey: 'nav.contact', icon: IconMail },
  { to: '/terms', labelKey: 'nav.terms', icon: IconFileText },
  { to: '/tipster', labelKey: 'nav.tipster', icon: IconShieldCheck },
];

/** Logged-in menu (docs/product.md §2). */
export const userNavItems: readonly NavItem[] = [
  { to: '/history', labelKey: 'nav.history', icon: IconHistory },
  { to: '/dashboards', labelKey: 'nav.dashboards', icon: IconChartBar },
  { to: '/bankrolls', labelKey: 'nav.bankrolls', icon: IconWallet },
  { to: '/stakes', labelKey: 'nav.stakes', icon: IconTicket },
  { to: '/liveevents', labelKey: 'nav.liveEvents', icon: IconBroadcast },
];

/** Footer quick links (docs/product.md §2). */
export const footerNavItems: readonly NavItem[] = publicNavItems.slice(1);
