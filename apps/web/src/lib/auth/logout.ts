import { dataOf, OkDto } from '@ktravel/contract';
import { api } from '../api-client.ts';

const LogoutResponse = import.meta.env.DEV ? dataOf(OkDto) : undefined;

/** Ends the server session (deletes the session row and clears the cookie). */
export async function logout(): Promise<void> {
  await api.post('/auth/logout', undefined, { schema: import.meta.env.DEV ? LogoutResponse : undefined });
}
