import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { useSignOut } from '~/features/auth';
import { useSession } from '~/session/use-session';
import { UserAvatar } from './user-avatar';

export const USER_MENU_LABEL = 'Menu da conta';
const PROFILE_PATH = '/app/user/my-profile';

/** Who is signed in, a way to the profile, and the way out. */
export function UserMenu() {
  const { currentUser } = useSession();
  const signOut = useSignOut();
  const name = currentUser?.displayName ?? 'Minha conta';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 gap-2 px-1 sm:px-2" aria-label={USER_MENU_LABEL}>
          <UserAvatar name={name} photoUrl={currentUser?.photoUrl} />
          <span className="hidden max-w-40 truncate md:inline">{name}</span>
          <ChevronDown className="hidden text-muted-foreground md:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">{name}</span>
          {currentUser?.email && (
            <span className="truncate text-xs font-normal text-muted-foreground">{currentUser.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={PROFILE_PATH}>
            <UserRound aria-hidden="true" />
            Meu perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          tone="destructive"
          disabled={signOut.isPending}
          onSelect={(event) => {
            // Keep the menu open to show "Saindo…" until the login page replaces this one.
            event.preventDefault();
            signOut.mutate();
          }}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Saindo…' : 'Sair'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
