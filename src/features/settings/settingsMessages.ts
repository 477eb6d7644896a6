import { defineMessages } from 'react-intl';

/** Messages of the settings pages (spec §5 and §8 wording where given). */
export const settingsMessages = defineMessages({
  languageFailed: {
    id: 'settings.error.languageFailed',
    defaultMessage: 'An error occurred while changing language.',
    description: 'Error when the language could not be saved in the profile',
  },
  passwordChanged: {
    id: 'settings.password.changed',
    defaultMessage: 'Password changed successfully.',
    description: 'Toast after the password was changed',
  },
  loading: {
    id: 'settings.loading',
    defaultMessage: 'Loading your account…',
    description: 'Loading label of the account pages',
  },
  passwordFailed: {
    id: 'settings.password.failed',
    defaultMessage: 'An error occurred while updating password.',
    description: 'Error when the password could not be changed',
  },
  wrongPassword: {
    id: 'settings.password.wrong',
    defaultMessage: 'Wrong password',
    description: 'Error under the current password field when it is wrong',
  },
  samePassword: {
    id: 'settings.password.same',
    defaultMessage: 'Please choose a new password that differs from the current one.',
    description: 'Error when the new password equals the current one',
  },
  settingsUpdated: {
    id: 'settings.updated',
    defaultMessage: 'Settings updated successfully',
    description: 'Toast after a setting was saved',
  },
  changesSaved: {
    id: 'settings.saved',
    defaultMessage: 'Changes made successfully.',
    description: 'Toast after the profile was saved',
  },
  addImage: {
    id: 'settings.avatar.addImage',
    defaultMessage: 'Please add an image.',
    description: 'Error when the avatar upload has no image file',
  },
  currentPassword: {
    id: 'settings.field.currentPassword',
    defaultMessage: 'Current password',
    description: 'Label of the current password field',
  },
  newPassword: {
    id: 'settings.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  confirmNewPassword: {
    id: 'settings.field.confirmNewPassword',
    defaultMessage: 'Confirm the new password',
    description: 'Label of the new password confirmation field',
  },
});
