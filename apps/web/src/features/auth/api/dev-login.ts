import { type DevLoginBody, dataOf, UserDto } from '@ktravel/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const DevLoginResponse = import.meta.env.DEV ? dataOf(UserDto) : undefined;

/** Development sign-in: signs in as `{ email, name }` (only when the server enables it). */
export async function devLogin(body: DevLoginBody): Promise<UserDto> {
  const response = await api.post('/auth/dev-login', body, { schema: DevLoginResponse });
  return response.data;
}

export const useDevLogin = () => useMutation({ mutationFn: devLogin });
