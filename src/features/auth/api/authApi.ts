// Hand-written enhancement of the generated auth endpoints (authApi.gen.ts): cache tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/api/hooks';
import { signedIn, signedOut, type LocalUser } from '@/api/session';
import { SESSION_TAGS } from '@/api/sessionListeners';
import { paths } from '@/config/paths';
import { authGeneratedApi, type UserSummary } from './authApi.gen';

type Definitions = DefinitionsFromApi<typeof authGeneratedApi>;
/** Endpoints that may answer 204 ("no"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

export const authApi = authGeneratedApi.enhanceEndpoints<
  'settings' | 'bookings' | 'notifications',
  MayAnswerNone<'checkToken' | 'resend' | 'activate' | 'validateEmail' | 'signIn' | 'verifyRecaptcha'>
>({
  addTagTypes: ['settings', 'bookings', 'notifications'],
  endpoints: {
    signIn: {
      invalidatesTags: [...SESSION_TAGS],
      extraOptions: { handlesErrors: true },
    },
    socialSignIn: {
      invalidatesTags: [...SESSION_TAGS],
      extraOptions: { handlesErrors: true },
    },
    // The session check re-runs; other user data is dropped by resetting the API state, not refetched.
    signOut: { invalidatesTags: ['auth'] },
    // 401/403 here just mean "signed out": never a toast.
    validateAccessToken: { extraOptions: { handlesErrors: true } },
    // The pages show these errors in place (form messages), not as toasts.
    signUp: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    // A signed-in driver's account is now verified.
    activate: { invalidatesTags: ['settings'], extraOptions: { handlesErrors: true } },
    validateEmail: {
      invalidatesTags: [],
      extraOptions: { handlesErrors: true },
    },
    resend: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    resendLink: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    deleteTokens: { invalidatesTags: [] },
    verifyRecaptcha: { invalidatesTags: [] },
    // A mutation, so the link's token is never a cache key; it checks without changing anything.
    checkToken: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
  },
});

export const {
  useSignUpMutation,
  useCheckTokenMutation,
  useDeleteTokensMutation,
  useResendMutation,
  useActivateMutation,
  useValidateEmailMutation,
  useSignInMutation,
  useSocialSignInMutation,
  useSignOutMutation,
  useValidateAccessTokenQuery,
  useLazyValidateAccessTokenQuery,
  useResendLinkMutation,
  useVerifyRecaptchaMutation,
} = authApi;

export type {
  ActivatePayload,
  AppType,
  EmailPayload,
  Language,
  SignInPayload,
  SignUpPayload,
  SocialSignInPayload,
  UserSummary,
  ValidateEmailPayload,
} from './authApi.gen';

/** The local copy of a signed-in driver, from a sign-in answer. */
function toLocalUser(summary: UserSummary): LocalUser {
  return {
    _id: summary._id,
    email: summary.email,
    fullName: summary.fullName,
    language: summary.language,
    verified: summary.verified !== false,
    avatar: summary.avatar ?? null,
  };
}

/**
 * Records a session the API has just opened (sign-in, activation, Google, visitor checkout): the
 * local copy of spec §3, the stay-connected flag and the profile's language.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (summary: UserSummary, stayConnected: boolean) => dispatch(signedIn({ user: toLocalUser(summary), stayConnected })),
    [dispatch],
  );
}

/** An account link's parameters (`?u=&e=&t=`). */
export interface AccountLink {
  userId: string;
  email: string;
  token: string;
}

/**
 * Checks an account link once per link (and again on `retry`). `data` is `null` for an expired or
 * used link. Until the check has answered, `isLoading` is true.
 */
export function useCheckLink(link: AccountLink | null) {
  const [check, state] = useCheckTokenMutation();
  const { userId, email, token } = link ?? {};
  const run = useCallback(() => {
    if (userId && email && token) void check({ type: 'frontend', userId, email, token });
  }, [check, userId, email, token]);
  useEffect(run, [run]);
  return {
    isLoading: Boolean(link) && (state.isUninitialized || state.isLoading),
    isError: state.isError,
    error: state.error,
    data: state.data,
    retry: run,
  };
}

/** Signs out: the API clears the cookie, the app clears the local data (spec §3), then home. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut, { isLoading }] = authApi.useSignOutMutation();
  const run = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch {
      // The error toast says what failed; the local data goes anyway, as the driver asked.
    } finally {
      dispatch(signedOut());
      void navigate(paths.home);
    }
  }, [signOut, dispatch, navigate]);
  return [run, { isLoading }] as const;
}

export { safeReturnPath, signInUrl } from '../session/returnPath';
