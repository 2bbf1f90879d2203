import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { BrandLink } from './brand-link';
import { brasiliaToday } from '~/lib/brasilia-today';
import { publicNavLinks, SIGN_IN_LINK } from './public-nav-links';

const MOBILE_MENU_ID = 'menu-publico';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted hover:text-primary aria-[current=page]:text-primary';

/**
 * The public site's header. Below 768 px the links fold into a disclosure (a button
 * with aria-expanded and a list under it) rather than a Radix Dialog: public pages
 * keep their JavaScript small, and a short list of links needs no focus trap.
 */
export function PublicHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const navLinks = publicNavLinks(brasiliaToday());

  // A link in the menu was followed (or the back button used): the menu has done its job.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Principal" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="intent" className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <Link to={SIGN_IN_LINK.to} prefetch="intent" className={buttonVariants({ size: 'sm' })}>
            {SIGN_IN_LINK.label}
          </Link>
          <button
            ref={menuButton}
            type="button"
            // Its own size classes: without tailwind-merge (kept off public pages) a size variant's px would clash.
            className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden [&_svg]:size-5"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label="Principal"
        hidden={!isMenuOpen}
        className="border-t border-border bg-surface md:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-1 py-3 sm:px-3">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={`${navLinkClass} block py-3 text-base`}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
