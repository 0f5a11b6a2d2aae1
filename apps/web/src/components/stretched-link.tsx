import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A card's title link that covers the whole card (its nearest positioned ancestor), with the focus ring
 * drawn around the card. Other controls in the card need `relative z-10` to stay clickable.
 */
export function StretchedLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-sand-900 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-3 focus-visible:after:ring-brand-500 focus-visible:after:ring-inset"
    >
      {children}
    </Link>
  );
}
