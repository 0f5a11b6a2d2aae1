import {
  ADMIN_PAGE_SIZE,
  AddAdminResultDto,
  AdminUserDto,
  AdminUserPageDto,
  dataOf,
  type Role,
} from '@ktravel/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKey } from './audit.ts';

const UserPageResponse = import.meta.env.DEV ? dataOf(AdminUserPageDto) : undefined;
const UserResponse = import.meta.env.DEV ? dataOf(AdminUserDto) : undefined;
const AddAdminResponse = import.meta.env.DEV ? dataOf(AddAdminResultDto) : undefined;

export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const;

/** GET /api/admin/users?page&limit: newest first. */
export async function getAdminUsers(page: number, signal?: AbortSignal) {
  const body = await api.get('/admin/users', {
    query: { page, limit: ADMIN_PAGE_SIZE },
    schema: UserPageResponse,
    signal,
  });
  return body.data;
}

export const getAdminUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, page],
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (page: number) => useQuery(getAdminUsersQueryOptions(page));

/** POST /api/admin/users: promotes a member, or makes the email admin at its first sign-in. */
export async function addAdmin(email: string) {
  const body = await api.post('/admin/users', { email }, { schema: AddAdminResponse });
  return body.data;
}

/** PATCH /api/admin/users/{id} (409 LAST_ADMIN for the last admin). */
export async function setUserRole({ id, role }: { id: number; role: Role }) {
  const body = await api.patch(`/admin/users/${id}`, { role }, { schema: UserResponse });
  return body.data;
}

/** DELETE /api/admin/users/{id} (409 LAST_ADMIN for the last admin). */
export function deleteUser(id: number): Promise<unknown> {
  return api.delete(`/admin/users/${id}`);
}

/** Runs a user change, then refreshes the admin screens (the list, counts and recent changes). */
function useUserMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the row's own callbacks (its toast) must run before the refetch can remove the row.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export const useAddAdmin = () => useUserMutation(addAdmin);
export const useSetUserRole = () => useUserMutation(setUserRole);
export const useDeleteUser = () => useUserMutation(deleteUser);
