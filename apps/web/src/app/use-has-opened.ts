import { useEffect, useState } from 'react';

/**
 * True from the first time `isOpen` is true. Lazily loaded dialogs render from then on, so their code loads
 * only when first wanted and they stay mounted afterwards (closing keeps working as Radix expects).
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  return hasOpened || isOpen;
}
