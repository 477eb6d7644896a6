import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BASE_CURRENCY, CURRENCIES, type Currency } from '@/config/constants';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '@/domain/language';

/** The visitor's display preferences; persisted to local storage by a listener in `app/`. */
export interface PreferencesState {
  language: SupportedLanguage;
  currency: Currency;
}

const initialState: PreferencesState = { language: DEFAULT_LANGUAGE, currency: BASE_CURRENCY };

export function isSupportedCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as string[]).includes(value);
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<SupportedLanguage>) {
      state.language = action.payload;
    },
    currencyChanged(state, action: PayloadAction<Currency>) {
      state.currency = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
  },
});

export const { languageChanged, currencyChanged } = preferencesSlice.actions;
export const { selectLanguage, selectCurrency } = preferencesSlice.selectors;
