// Hand-written enhancement of the generated settings endpoints (settingsApi.gen.ts): tags, 204 types,
// multipart bodies, hooks.
import type { DefinitionsFromApi, FetchArgs, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { settingsGeneratedApi } from './settingsApi.gen';

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
    getUser: { providesTags: (_result, _error, { id }) => user(id) },
    hasPassword: { providesTags: [PASSWORD] },
    updateLanguage: { invalidatesTags: (_r, _e, { body }) => user(body.id) },
    updateUser: { invalidatesTags: (_r, _e, { body }) => user(body._id) },
    updateEmailNotifications: { invalidatesTags: (_r, _e, { body }) => user(body._id) },
    updateAvatar: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = (_r, _e, { userId }) => user(userId);
    },
    deleteAvatar: { invalidatesTags: (_r, _e, { userId }) => user(userId) },
    // A social account that sets its first password now has one.
    changePassword: { invalidatesTags: [PASSWORD] },
    createLicense: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = []; // a temporary file: no cached data changes
    },
    updateLicense: (definition) => {
      sendAsFormData(definition, (arg) => arg.body);
      definition.invalidatesTags = (_r, _e, { id }) => user(id);
    },
    deleteLicense: { invalidatesTags: (_r, _e, { id }) => user(id) },
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
