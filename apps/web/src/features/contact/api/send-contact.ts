import { type ContactBody, ContactCreatedDto, dataOf } from '@ktravel/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const SendContactResponse = import.meta.env.DEV ? dataOf(ContactCreatedDto) : undefined;
type ContactCreated = { id: number; createdAt: string };

/** Sends an inquiry from the contact dialog (stored for the admins; 5 per 10 minutes per client). */
export async function sendContact(body: ContactBody): Promise<ContactCreated> {
  const response = await api.post('/contact', body, { schema: SendContactResponse });
  return response.data;
}

/** Callbacks given here run even if the dialog was closed while the inquiry was on its way. */
export const useSendContact = (
  options: Omit<UseMutationOptions<ContactCreated, Error, ContactBody>, 'mutationFn'> = {},
) => useMutation({ ...options, mutationFn: sendContact });
