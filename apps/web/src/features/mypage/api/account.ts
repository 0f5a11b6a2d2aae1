import { type DeleteAccountBody, dataOf, OkDto } from '@ktravel/contract';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '@/lib/api-client.ts';

/** The copy of one's data: a plain link, so the browser downloads the file the server names. */
export const EXPORT_URL = `${API_BASE}/mypage/export`;

const OkResponse = import.meta.env.DEV ? dataOf(OkDto) : undefined;

/** DELETE /api/mypage/account with the account's email typed as confirmation. */
export async function deleteAccount(body: DeleteAccountBody) {
  await apiRequest('/mypage/account', { method: 'DELETE', body, schema: OkResponse });
}

/** Deleting the account; the caller signs the member out locally and leaves My Page on success. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
