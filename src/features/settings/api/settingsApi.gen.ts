import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["settings"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      updateLanguage: build.mutation<
        UpdateLanguageApiResponse,
        UpdateLanguageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/update-language`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({ url: `/api/user/${queryArg.id}` }),
        providesTags: ["settings"],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/update-user`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      updateEmailNotifications: build.mutation<
        UpdateEmailNotificationsApiResponse,
        UpdateEmailNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/update-email-notifications`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      updateAvatar: build.mutation<UpdateAvatarApiResponse, UpdateAvatarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/update-avatar/${queryArg.userId}`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["settings"],
        },
      ),
      deleteAvatar: build.mutation<DeleteAvatarApiResponse, DeleteAvatarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/delete-avatar/${queryArg.userId}`,
            method: "POST",
          }),
          invalidatesTags: ["settings"],
        },
      ),
      checkPassword: build.mutation<
        CheckPasswordApiResponse,
        CheckPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/check-password/${queryArg.userId}/${queryArg.password}`,
          method: "GET",
        }),
        invalidatesTags: ["settings"],
      }),
      changePassword: build.mutation<
        ChangePasswordApiResponse,
        ChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/change-password`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      hasPassword: build.query<HasPasswordApiResponse, HasPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/has-password/${queryArg.userId}` }),
        providesTags: ["settings"],
      }),
      createLicense: build.mutation<
        CreateLicenseApiResponse,
        CreateLicenseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/create-license`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      updateLicense: build.mutation<
        UpdateLicenseApiResponse,
        UpdateLicenseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/update-license/${queryArg.id}`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["settings"],
      }),
      deleteLicense: build.mutation<
        DeleteLicenseApiResponse,
        DeleteLicenseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delete-license/${queryArg.id}`,
          method: "POST",
        }),
        invalidatesTags: ["settings"],
      }),
      deleteTempLicense: build.mutation<
        DeleteTempLicenseApiResponse,
        DeleteTempLicenseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delete-temp-license/${queryArg.file}`,
          method: "POST",
        }),
        invalidatesTags: ["settings"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingsGeneratedApi };
export type UpdateLanguageApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type UpdateLanguageApiArg = {
  body: UpdateLanguagePayload;
};
export type GetUserApiResponse = /** status 200 The account. */ User;
export type GetUserApiArg = {
  /** User id; must be the caller's. */
  id: string;
};
export type UpdateUserApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type UpdateUserApiArg = {
  body: UpdateUserPayload;
};
export type UpdateEmailNotificationsApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type UpdateEmailNotificationsApiArg = {
  body: UpdateEmailNotificationsPayload;
};
export type UpdateAvatarApiResponse =
  /** status 200 The stored avatar file name. */ string;
export type UpdateAvatarApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  body: AvatarUpload;
};
export type DeleteAvatarApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type DeleteAvatarApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
};
export type CheckPasswordApiResponse =
  /** status 200 The password matches. Body `true`. */ Ok;
export type CheckPasswordApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  /** The password to check. */
  password: string;
};
export type ChangePasswordApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type ChangePasswordApiArg = {
  body: ChangePasswordPayload;
};
export type HasPasswordApiResponse =
  /** status 200 The account has a password. Body `true`. */ Ok;
export type HasPasswordApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
};
export type CreateLicenseApiResponse =
  /** status 200 The temporary file name, to send as `driver.license` at checkout. */ string;
export type CreateLicenseApiArg = {
  body: LicenseUpload;
};
export type UpdateLicenseApiResponse =
  /** status 200 The stored file name. */ string;
export type UpdateLicenseApiArg = {
  /** User id; must be the caller's. */
  id: string;
  body: LicenseUpload;
};
export type DeleteLicenseApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type DeleteLicenseApiArg = {
  /** User id; must be the caller's. */
  id: string;
};
export type DeleteTempLicenseApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type DeleteTempLicenseApiArg = {
  /** Temporary file name returned by createLicense. */
  file: string;
};
export type Ok = true;
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type Language = "en" | "fr" | "es";
export type UpdateLanguagePayload = {
  /** The caller's user id (named id, not _id, as in BookCars). */
  id: string;
  language: Language;
};
export type UserType = "admin" | "supplier" | "user";
export type User = {
  _id: string;
  email: string;
  phone?: string | null;
  fullName: string;
  verified: boolean;
  language: Language;
  enableEmailNotifications: boolean;
  /** Avatar file name, or an absolute URL for social accounts. */
  avatar?: string | null;
  type: UserType;
  blacklisted: boolean;
  birthDate?: string | null;
  /** File name of the driver's licence, null when none. Download it with getLicense. */
  license?: string | null;
  /** Where the driver lives, as BookCars' settings page saves it (our app does not ask). */
  location?: string | null;
  /** A few words about the driver, as BookCars' settings page saves it (our app does not ask). */
  bio?: string | null;
};
export type UpdateUserPayload = {
  /** The caller's user id. */
  _id: string;
  fullName: string;
  birthDate: string;
  phone: string;
  /** BookCars' field; absent keeps the stored one, "" clears it. */
  location?: string;
  /** BookCars' field; absent keeps the stored one, "" clears it. */
  bio?: string;
};
export type UpdateEmailNotificationsPayload = {
  /** The caller's user id. */
  _id: string;
  enableEmailNotifications: boolean;
};
export type AvatarUpload = {
  /** JPEG, PNG or WebP image, at most 2 MB. */
  image: Blob;
};
export type ChangePasswordPayload = {
  /** The caller's user id. */
  _id: string;
  /** Current password; required when strict is true. */
  password?: string;
  newPassword: string;
  /** true when the account has a password (see hasPassword) and it must be checked. */
  strict: boolean;
};
export type LicenseUpload = {
  /** PDF, JPEG, PNG or WebP file, at most 5 MB. */
  file: Blob;
};
export const {
  useUpdateLanguageMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useUpdateEmailNotificationsMutation,
  useUpdateAvatarMutation,
  useDeleteAvatarMutation,
  useCheckPasswordMutation,
  useChangePasswordMutation,
  useHasPasswordQuery,
  useLazyHasPasswordQuery,
  useCreateLicenseMutation,
  useUpdateLicenseMutation,
  useDeleteLicenseMutation,
  useDeleteTempLicenseMutation,
} = injectedRtkApi;
