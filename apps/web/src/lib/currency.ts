import { CurrencyRatesDto, dataOf, type HomeCurrencyChoice, PreferencesDto } from '@ktravel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { useTranslation } from '@/lib/use-translation.ts';
import { api, isApiError } from './api-client.ts';
import { useAuthStore } from './auth/session-store.ts';
import { normalizeStoredLanguage } from './language.ts';
import { homeCurrencyFor, isHomeCurrencyChoice } from './money.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const RatesResponse = import.meta.env.DEV ? dataOf(CurrencyRatesDto) : undefined;
const PreferencesResponse = import.meta.env.DEV ? dataOf(PreferencesDto) : undefined;

/** GET /api/currency/rates: the rates of the day from won; null when there are none here (503). */
export function useRates() {
  return useQuery({
    queryKey: ['currency', 'rates'],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get('/currency/rates', { schema: RatesResponse, signal })).data as CurrencyRatesDto;
      } catch (error) {
        if (isApiError(error) && error.code === 'RATES_UNAVAILABLE') return null;
        throw error;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}

const preferencesKey = ['me', 'preferences'] as const;

/** The choice kept in the browser, when it is one of ours. */
export function storedChoice(): HomeCurrencyChoice | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.homeCurrency);
    return isHomeCurrencyChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A visitor's choice, one for the whole page (every amount shown changes with the picker), kept in the browser. */
const useLocalChoice = create<{ choice: HomeCurrencyChoice | null }>()(() => ({ choice: storedChoice() }));

/**
 * The currency the reader sees costs in beside won (DESIGN §8.7), and how to change it: a member's is kept with
 * their preferences (`/api/me/preferences`), a visitor's in this browser; without a choice, their language's default
 * (ja → JPY, zh-Hant → TWD, zh → CNY, en → USD, ko → won only). `currency` is null for won only.
 */
export function useHomeCurrency(): {
  currency: string | null;
  choice: HomeCurrencyChoice | null;
  setChoice: (choice: HomeCurrencyChoice) => void;
} {
  const { i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const queryClient = useQueryClient();
  const local = useLocalChoice((state) => state.choice);
  // Without rates there is nothing to show in another currency: the member's choice is not asked for (issue 44).
  const hasRates = Boolean(useRates().data);
  const preferences = useQuery({
    queryKey: [...preferencesKey, user?.id ?? 0],
    queryFn: async ({ signal }) =>
      (await api.get('/me/preferences', { schema: PreferencesResponse, signal })).data as PreferencesDto,
    enabled: user !== null && hasRates,
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: async (homeCurrency: HomeCurrencyChoice) =>
      (await api.put('/me/preferences', { homeCurrency }, { schema: PreferencesResponse }))
        .data as PreferencesDto,
    // Every amount on the page follows the picker at once; a failed save reads the stored preference back.
    onMutate: (homeCurrency) =>
      queryClient.setQueryData([...preferencesKey, user?.id ?? 0], { homeCurrency }),
    onError: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
  const choice = user ? (preferences.data?.homeCurrency ?? null) : local;
  return {
    choice,
    currency: homeCurrencyFor(choice, normalizeStoredLanguage(i18n.language)),
    setChoice: (next) => {
      try {
        localStorage.setItem(STORAGE_KEYS.homeCurrency, next);
      } catch {
        // Private mode: the choice lasts for this page.
      }
      useLocalChoice.setState({ choice: next });
      if (user) save.mutate(next);
    },
  };
}
