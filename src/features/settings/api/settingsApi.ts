// Hand-written enhancement of the generated settings endpoints (settingsApi.gen.ts): tags, 204 types,
// multipart bodies, hooks; and useCurrentUser, the account of who the session names.
import {
  skipToken,
  type DefinitionsFromApi,
  type FetchArgs,
  type OverrideResultType,
  type ResultTypeFrom,
} from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import { isApiError, type ApiError } from '@/api/apiError';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { localUserUpdated, selectLocalUser, sessionEnded, type LocalUser } from '@/api/session';
import { settingsGeneratedApi, type User } from './settingsApi.gen';

type Definitions = DefinitionsFromApi<typeof settingsGeneratedApi>;
/** Endpoints that may answer 204 ("no such user", "no", "wrong password"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** The generator types multipart bodies as plain objects; send them as FormData (same URL and method). */
function sendAsFormData<Arg>(
  definition: { query?: (arg: Arg) => string | FetchArgs },
  fields: (arg: Arg) => Record<string, Blob>,
): void {
  const generated = definition.query;
  if (!generated) return;
  definition.query = (arg) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields(arg))) body.append(name, value);
    return { ...(generated(arg) as FetchArgs), body };
  };
}

const user = (id: string) => [{ type: 'settings' as const, id }];
const PASSWORD = { type: 'settings', id: 'PASSWORD' } as const;

export const settingsApi = settingsGeneratedApi.enhanceEndpoints<
  never,
  MayAnswerNone<
    | 'getUser'
    | 'updateLanguage'
    | 'updateUser'
    | 'updateEmailNotifications'
    | 'updateAvatar'
    | 'deleteAvatar'
    | 'checkPassword'
    | 'changePassword'
    | 'hasPassword'
    | 'updateLicense'
    | 'deleteLicense'
  >
>({
  endpoints: {
    // The session check: "signed out" answers are handled by useCurrentUser, never toasted.
    getUser: {
      providesTags: (_result, _error, { id }) => user(id),
      extraOptions: { handlesErrors: true },
    },
    // The settings pages show these errors in place, next to what failed.
    hasPassword: {
      providesTags: [PASSWORD],
      extraOptions: { handlesErrors: true },
    },
    // The listener that calls it shows the spec's own message on failure.
    updateLanguage: {
      invalidatesTags: (_r, _e, { body }) => user(body.id),
      extraOptions: { handlesErrors: true },
    },
    updateUser: {
      invalidatesTags: (_r, _e, { body }) => user(body._id),
      extraOptions: { handlesErrors: true },
    },
    updateEmailNotifications: {
      invalidatesTags: (_r, _e, { body }) => user(body._id),
      extraOptions: { handlesErrors: true },
    },
    updateAvatar: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = (_r, _e, { userId }) => user(userId);
      definition.extraOptions = { handlesErrors: true };
    },
    deleteAvatar: {
      invalidatesTags: (_r, _e, { userId }) => user(userId),
      extraOptions: { handlesErrors: true },
    },
    // A social account that sets its first password now has one.
    changePassword: {
      invalidatesTags: [PASSWORD],
      extraOptions: { handlesErrors: true },
    },
    createLicense: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = []; // a temporary file: no cached data changes
    },
    updateLicense: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = (_r, _e, { id }) => user(id);
      definition.extraOptions = { handlesErrors: true };
    },
    deleteLicense: {
      invalidatesTags: (_r, _e, { id }) => user(id),
      extraOptions: { handlesErrors: true },
    },
    // Checks and temporary files change no cached data.
    checkPassword: { invalidatesTags: [] },
    deleteTempLicense: { invalidatesTags: [] },
  },
});

export const {
  useUpdateLanguageMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useUpdateEmailNotificationsMutation,
  useUpdateAvatarMutation,
  useDeleteAvatarMutation,
  useChangePasswordMutation,
  useCheckPasswordMutation,
  useHasPasswordQuery,
  useCreateLicenseMutation,
  useUpdateLicenseMutation,
  useDeleteLicenseMutation,
  useDeleteTempLicenseMutation,
} = settingsApi;

export type {
  AvatarUpload,
  ChangePasswordPayload,
  LicenseUpload,
  UpdateEmailNotificationsPayload,
  UpdateLanguagePayload,
  UpdateUserPayload,
  User,
  UserType,
} from './settingsApi.gen';

export interface CurrentUser {
  /** Who the app believes is signed in (the local copy), known at once without a request. */
  localUser: LocalUser | null;
  /** The account from the API, once loaded. */
  user: User | undefined;
  isSignedIn: boolean;
  /** The account is being loaded to confirm the session. */
  isChecking: boolean;
  /** The check failed for another reason than "signed out" (offline, server error); `retry` asks again. */
  error: ApiError | undefined;
  retry: () => void;
}

/** Statuses meaning the session is gone (expired, revoked, suspended account). */
const SIGNED_OUT_STATUSES = [401, 403];

/**
 * The signed-in driver, for any feature: the session's local copy (src/api/session) and the
 * account it names. One cached `getUser` call confirms the session (not one per navigation); an
 * answer saying the session is gone ends it locally (`sessionEnded`).
 */
export function useCurrentUser(): CurrentUser {
  const dispatch = useAppDispatch();
  const localUser = useAppSelector(selectLocalUser);
  const query = useGetUserQuery(localUser ? { id: localUser._id } : skipToken);
  const sessionGone =
    Boolean(localUser) &&
    ((query.isError && isApiError(query.error) && SIGNED_OUT_STATUSES.includes(query.error.status)) ||
      (query.isSuccess && query.data === null));
  const user = query.data ?? undefined;

  // Found ended (signed out in another tab, expired): forgotten as any ended session is, keeping
  // this tab's drafts (a checkout half typed) — only signing out here clears them.
  useEffect(() => {
    if (sessionGone) dispatch(sessionEnded());
  }, [sessionGone, dispatch]);

  // The local copy follows the account (a name or avatar changed elsewhere, the e-mail confirmed).
  useEffect(() => {
    if (!user || !localUser || user._id !== localUser._id) return;
    if (
      user.fullName !== localUser.fullName ||
      user.verified !== localUser.verified ||
      (user.avatar ?? null) !== (localUser.avatar ?? null)
    ) {
      dispatch(
        localUserUpdated({
          fullName: user.fullName,
          verified: user.verified,
          avatar: user.avatar ?? null,
        }),
      );
    }
  }, [user, localUser, dispatch]);

  const { refetch } = query;
  const retry = useCallback(() => {
    if (localUser) void refetch();
  }, [localUser, refetch]);

  return {
    localUser,
    user: user && user._id === localUser?._id ? user : undefined,
    isSignedIn: Boolean(localUser) && !sessionGone,
    isChecking: Boolean(localUser) && query.isLoading,
    error: query.isError && !sessionGone && isApiError(query.error) ? query.error : undefined,
    retry,
  };
}
