import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '~/components/ui/sheet';
import { BrandLink } from './brand-link';
import { AdminSideNav } from './admin-side-nav';

/** Below 1024 px the side menu lives in a drawer opened from the top bar. */
export function AdminMobileNav() {
  const [isOpen, setOpen] = useState(false);

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="sm" className="size-9 px-0 lg:hidden" aria-label="Abrir menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Fechar menu">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">As seções da sua conta e da sua empresa.</SheetDescription>
        <BrandLink to="/app/panel" className="mb-2 h-9" />
        <AdminSideNav onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
