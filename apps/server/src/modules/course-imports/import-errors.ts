import { AppError } from '../../lib/app-error.ts';

/** A file that is not what it says: a 400 IMPORT_INVALID that says where (DESIGN §8.3). */
export const invalid = (where: string) =>
  new AppError(400, 'IMPORT_INVALID', `The file cannot be read: ${where}`, { content: where });
