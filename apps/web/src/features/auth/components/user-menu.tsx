import type { UserDto } from '@ktravel/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '@/components/icons/index.ts';
import { usePendingAction } from '@/components/pending-button.tsx';
import { useAuthStore } from '@/lib/auth/session-store.ts';
import { useLogin } from '@/lib/auth/use-login.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const ITEM_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/**
 * The signed-in user's button in the header: a menu (Radix Dropdown Menu: arrow keys, Escape, focus back to
 * the button) with their name and email, My Page, Switch account (spec §4: same as login) and Sign out.
 */
export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const logout = useAuthStore((state) => state.logout);
  const login = useLogin();
  const [isSigningOut, signOut] = usePendingAction(logout);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="group flex min-h-10 items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-2.5 pl-1 text-sm font-semibold text-sand-800 transition-colors hover:border-sand-300 hover:bg-sand-50 data-[state=open]:border-brand-300 data-[state=open]:bg-brand-50">
        <Avatar name={user.name} url={user.avatarUrl} />
        <span className="max-w-32 truncate max-sm:sr-only">{user.name}</span>
        <ChevronDownIcon className="text-sand-500 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>

      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-72 max-w-[calc(100vw-1.5rem)] animate-dialog-in overflow-hidden rounded-xl border border-sand-200 bg-white shadow-raised"
        >
          <DropdownMenu.Label className="flex items-center gap-3 border-b border-sand-100 bg-sand-50 px-4 py-3">
            <Avatar name={user.name} url={user.avatarUrl} size="lg" />
            <span className="min-w-0">
              <span className="block text-xs font-medium text-sand-500">{t('auth.signedInAs')}</span>
              <span className="block truncate font-semibold text-sand-900">{user.name}</span>
              <span className="block text-sm break-all text-sand-600">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Group className="p-1.5">
            <DropdownMenu.Item
              asChild
              className={`${ITEM_CLASS} text-sand-800 data-[highlighted]:bg-sand-100`}
            >
              <Link to="/mypage">
                <UserIcon className="text-lg text-sand-500" />
                {t('nav.mypage')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${ITEM_CLASS} text-sand-800 data-[highlighted]:bg-sand-100`}
              onSelect={() => void login()}
            >
              <UserIcon className="text-lg text-sand-500" />
              {t('auth.switchAccount')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={`${ITEM_CLASS} text-accent-700 data-[highlighted]:bg-accent-50`}
              disabled={isSigningOut}
              onSelect={() => void signOut()}
            >
              <LogOutIcon className="text-lg" />
              {t('auth.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
