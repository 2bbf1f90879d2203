import { Link } from 'react-router';
import { clsx } from 'clsx';
import { PRODUCT_NAME } from '~/lib/site';

interface BrandLinkProps {
  /** Where the logo leads: the public home, or the panel inside the app. */
  to?: string;
  /** Keeps only the mark on small screens, where the top bar has no room; the name stays for screen readers. */
  compactOnMobile?: boolean;
  className?: string;
}

/** The product's mark and name as its logo. */
export function BrandLink({ to = '/', compactOnMobile = false, className }: BrandLinkProps) {
  return (
    <Link
      to={to}
      className={clsx(
        'flex w-fit shrink-0 items-center gap-2 rounded-sm text-base font-semibold tracking-tight text-primary',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
      >
        C
      </span>
      <span className={clsx(compactOnMobile && 'sr-only sm:not-sr-only')}>{PRODUCT_NAME}</span>
    </Link>
  );
}
