// The session's one home, for every feature and the app: who the app believes is signed in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isSupportedLanguage, type SupportedLanguage } from '@/domain/language';
import { readStoredJson, STORAGE_KEYS } from '@/i18n/storage';

/**
 * The signed-in driver's local copy (spec §3, key `bc-fe-user`): profile fields only, never a token
 * (the session itself is an httpOnly cookie). It says who to ask the API about; the API decides.
 */
export interface LocalUser {
  _id: string;
  email: string;
  fullName: string;
  language: SupportedLanguage;
  verified: boolean;
  avatar?: string | null;
}

export interface SessionState {
  user: LocalUser | null;
}

/** The stored copy, when it is well-formed (storage can be edited by hand or left by an older version). */
export function readLocalUser(): LocalUser | null {
  const stored = readStoredJson<Partial<LocalUser>>(STORAGE_KEYS.user);
  if (!stored || typeof stored._id !== 'string' || typeof stored.email !== 'string') return null;
  return {
    _id: stored._id,
    email: stored.email,
    fullName: typeof stored.fullName === 'string' ? stored.fullName : '',
    language: isSupportedLanguage(stored.language) ? stored.language : 'en',
    verified: stored.verified !== false,
    avatar: typeof stored.avatar === 'string' ? stored.avatar : null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  // Read once when the store is built, so a reload keeps the driver signed in.
  initialState: (): SessionState => ({
    user: typeof window === 'undefined' ? null : readLocalUser(),
  }),
  reducers: {
    signedIn(state, action: PayloadAction<{ user: LocalUser; stayConnected: boolean }>) {
      state.user = action.payload.user;
    },
    localUserUpdated(state, action: PayloadAction<Partial<Omit<LocalUser, '_id'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state) {
      state.user = null;
    },
    /**
     * The server no longer knows the session (signed out in another tab, expired): the app stops
     * believing it is signed in but, unlike signing out here, keeps what this tab is doing.
     */
    sessionEnded(state) {
      state.user = null;
    },
  },
  selectors: {
    selectLocalUser: (state) => state.user,
  },
});

export const { signedIn, localUserUpdated, signedOut, sessionEnded } = sessionSlice.actions;
export const { selectLocalUser } = sessionSlice.selectors;
