import { lineIcon } from './icon.tsx';

// What works at a place (DESIGN §8.6): the facts' icons, beside their words on the place detail and course stops.

/** A bank card: foreign cards. */
export const CardIcon = lineIcon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </>,
);

/** A banknote: cash only. */
export const CashIcon = lineIcon(
  <>
    <rect x="2.5" y="6.5" width="19" height="11" rx="1.5" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);

/** A transit card with a tap wave: T-money. */
export const TransitCardIcon = lineIcon(
  <>
    <rect x="3" y="7" width="13" height="13" rx="2" />
    <path d="M7 16h5M17.5 4.5a5 5 0 0 1 2 4M16.5 7a2 2 0 0 1 .8 1.5" />
  </>,
);

/** An open menu with a letter A: an English menu. */
export const MenuBookIcon = lineIcon(
  <>
    <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5ZM12 6.5v13" />
    <path d="m14.5 14 1.75-5 1.75 5M15 12.6h2.5" />
  </>,
);

/** A phone with a keypad: a Korean phone number to book. */
export const MobileIcon = lineIcon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M10.5 18.5h3" />
  </>,
);

/** A receipt: the tax refund. */
export const ReceiptIcon = lineIcon(
  <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21ZM9 8h6M9 12h6M9 16h3" />,
);
