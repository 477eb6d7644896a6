import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["auth"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
        query: (queryArg) => ({
          url: `/api/sign-up`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      checkToken: build.mutation<CheckTokenApiResponse, CheckTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/check-token/${queryArg["type"]}/${queryArg.userId}/${queryArg.email}/${queryArg.token}`,
          method: "GET",
        }),
        invalidatesTags: ["auth"],
      }),
      deleteTokens: build.mutation<DeleteTokensApiResponse, DeleteTokensApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/delete-tokens/${queryArg.userId}`,
            method: "DELETE",
          }),
          invalidatesTags: ["auth"],
        },
      ),
      resend: build.mutation<ResendApiResponse, ResendApiArg>({
        query: (queryArg) => ({
          url: `/api/resend/${queryArg["type"]}/${queryArg.email}/${queryArg.reset}`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
      activate: build.mutation<ActivateApiResponse, ActivateApiArg>({
        query: (queryArg) => ({
          url: `/api/activate`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      validateEmail: build.mutation<
        ValidateEmailApiResponse,
        ValidateEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/validate-email`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      signIn: build.mutation<SignInApiResponse, SignInApiArg>({
        query: (queryArg) => ({
          url: `/api/sign-in/frontend`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      socialSignIn: build.mutation<SocialSignInApiResponse, SocialSignInApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/social-sign-in`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["auth"],
        },
      ),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: () => ({ url: `/api/sign-out`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      validateAccessToken: build.query<
        ValidateAccessTokenApiResponse,
        ValidateAccessTokenApiArg
      >({
        query: () => ({ url: `/api/validate-access-token`, method: "POST" }),
        providesTags: ["auth"],
      }),
      resendLink: build.mutation<ResendLinkApiResponse, ResendLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/resend-link`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      verifyRecaptcha: build.mutation<
        VerifyRecaptchaApiResponse,
        VerifyRecaptchaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/verify-recaptcha/${queryArg.token}/${queryArg.ip}`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authGeneratedApi };
export type SignUpApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type SignUpApiArg = {
  body: SignUpPayload;
};
export type CheckTokenApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type CheckTokenApiArg = {
  /** Which app the account belongs to; drivers use frontend. */
  type: AppType;
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  /** E-mail address of the account. */
  email: string;
  /** Token from the e-mailed link. */
  token: string;
};
export type DeleteTokensApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type DeleteTokensApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
};
export type ResendApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type ResendApiArg = {
  /** Which app the account belongs to; drivers use frontend. */
  type: AppType;
  /** E-mail address of the account. */
  email: string;
  /** true for a password-reset link, false for an activation link. */
  reset: boolean;
};
export type ActivateApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type ActivateApiArg = {
  body: ActivatePayload;
};
export type ValidateEmailApiResponse =
  /** status 200 The address is free. Body `true`. */ Ok;
export type ValidateEmailApiArg = {
  body: ValidateEmailPayload;
};
export type SignInApiResponse = /** status 200 Signed in. */ UserSummary;
export type SignInApiArg = {
  body: SignInPayload;
};
export type SocialSignInApiResponse = /** status 200 Signed in. */ UserSummary;
export type SocialSignInApiArg = {
  body: SocialSignInPayload;
};
export type SignOutApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type SignOutApiArg = void;
export type ValidateAccessTokenApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type ValidateAccessTokenApiArg = void;
export type ResendLinkApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type ResendLinkApiArg = {
  body: EmailPayload;
};
export type VerifyRecaptchaApiResponse =
  /** status 200 Valid token, or verification disabled by configuration. Body `true`. */ Ok;
export type VerifyRecaptchaApiArg = {
  /** reCAPTCHA token from the browser. */
  token: string;
  /** Kept for wire compatibility; the reference server uses the connection's address. */
  ip: string;
};
export type Ok = true;
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type Language = "en" | "fr" | "es";
export type SignUpPayload = {
  email: string;
  phone: string;
  password: string;
  fullName: string;
  /** Must make the driver at least the minimum driver age. */
  birthDate: string;
  language: Language;
  /** BookCars' temporary avatar file name; ignored by the reference server (upload the avatar with updateAvatar after signing in). */
  avatar?: string;
  /** Required when reCAPTCHA is enabled on the server. */
  recaptchaToken?: string;
};
export type AppType = "frontend" | "backend";
export type ActivatePayload = {
  userId: string;
  token: string;
  password?: string;
};
export type ValidateEmailPayload = {
  email: string;
  appType?: AppType;
};
export type UserSummary = {
  _id: string;
  email: string;
  fullName: string;
  language: Language;
  enableEmailNotifications: boolean;
  /** Suspended account; the app must not treat it as signed in. */
  blacklisted: boolean;
  /** Avatar file name, or an absolute URL for social accounts. */
  avatar?: string | null;
  /** E-mail confirmed. Always sent by the reference server; BookCars leaves it out here (use getUser). */
  verified?: boolean;
};
export type SignInPayload = {
  email: string;
  password: string;
  /** Long-lived session (bounded expiry) instead of one day. */
  stayConnected?: boolean;
};
export type SocialSignInPayload = {
  socialSignInType: "facebook" | "apple" | "google";
  /** The provider's token (Google ID token). */
  accessToken: string;
  email?: string;
  fullName?: string;
  avatar?: string;
  stayConnected?: boolean;
};
export type EmailPayload = {
  email: string;
};
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
} = injectedRtkApi;
