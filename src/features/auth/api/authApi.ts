// Hand-written enhancement of the generated auth endpoints (authApi.gen.ts): cache tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { authGeneratedApi } from './authApi.gen';

type Definitions = DefinitionsFromApi<typeof authGeneratedApi>;
/** Endpoints that may answer 204 ("no"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** Data that depends on who is signed in; refreshed when the session changes. */
const SESSION_TAGS = ['auth', 'settings', 'bookings', 'notifications'] as const;

export const authApi = authGeneratedApi.enhanceEndpoints<
  'settings' | 'bookings' | 'notifications',
  MayAnswerNone<'checkToken' | 'resend' | 'activate' | 'validateEmail' | 'signIn' | 'verifyRecaptcha'>
>({
  addTagTypes: ['settings', 'bookings', 'notifications'],
  endpoints: {
    signIn: { invalidatesTags: [...SESSION_TAGS] },
    socialSignIn: { invalidatesTags: [...SESSION_TAGS] },
    // The session check re-runs; other user data is dropped by resetting the API state, not refetched.
    signOut: { invalidatesTags: ['auth'] },
    // 401/403 here just mean "signed out": never a toast.
    validateAccessToken: { extraOptions: { handlesErrors: true } },
    // Checks and e-mails change no cached data.
    signUp: { invalidatesTags: [] },
    activate: { invalidatesTags: [] },
    validateEmail: { invalidatesTags: [] },
    resend: { invalidatesTags: [] },
    resendLink: { invalidatesTags: [] },
    deleteTokens: { invalidatesTags: [] },
    verifyRecaptcha: { invalidatesTags: [] },
  },
});

export const {
  useSignUpMutation,
  useCheckTokenQuery,
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
