import { z } from 'zod';
import { Role } from './enums.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';

export const UserDto = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: Role,
});
export type UserDto = z.infer<typeof UserDto>;

export const MeResponse = z.object({ data: UserDto.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const Email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const DevLoginBody = z.object({
  email: Email,
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
});
export type DevLoginBody = z.infer<typeof DevLoginBody>;

export const GoogleStartQuery = z.object({
  prompt: z.enum(['select_account', 'consent', 'select_account consent', 'none']).optional(),
});
