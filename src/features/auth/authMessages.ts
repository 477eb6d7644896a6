import { defineMessages } from 'react-intl';
import { errorMessages } from '@/api/errorMessages';

/** The account messages of spec §5 and §8 (exact English wording), shared by the auth pages. */
export const authMessages = {
  emailTaken: errorMessages.emailTaken,
  suspended: errorMessages.accountSuspended,
  ...defineMessages({
    signUpFailed: {
      id: 'auth.error.signUpFailed',
      defaultMessage: 'An error occurred during sign up.',
      description: 'Sign-up error when the account could not be created',
    },
    wrongCredentials: {
      id: 'auth.error.wrongCredentials',
      defaultMessage: 'Incorrect email or password.',
      description: 'Sign-in error: wrong e-mail or password',
    },
    linkExpired: {
      id: 'auth.error.linkExpired',
      defaultMessage: 'Your account activation link expired.',
      description: 'Activation page: the link is no longer valid',
    },
    activationSent: {
      id: 'auth.activationSent',
      defaultMessage: 'Activation email sent.',
      description: 'Toast after a new activation link was sent',
    },
    validationSent: {
      id: 'auth.validationSent',
      defaultMessage: 'Validation email sent.',
      description: 'Toast after a new e-mail confirmation link was sent',
    },
    validationFailed: {
      id: 'auth.error.validationFailed',
      defaultMessage: 'An error occurred while sending validation email.',
      description: 'Error when the confirmation e-mail could not be sent',
    },
    emailNotRegistered: {
      id: 'auth.error.emailNotRegistered',
      defaultMessage: 'Email address not registered.',
      description: 'Forgot-password error: no account with this e-mail address',
    },
    resetSent: {
      id: 'auth.resetSent',
      defaultMessage: 'Password reset email sent',
      description: 'Forgot-password confirmation',
    },
    termsRequired: {
      id: 'auth.error.termsRequired',
      defaultMessage: 'Please accept the terms of use.',
      description: 'Sign-up error: the terms of use checkbox is not ticked',
    },
    googleFailed: {
      id: 'auth.error.google',
      defaultMessage: 'Google sign-in did not work. Please try again or sign in with your e-mail address.',
      description: 'Error when Google sign-in failed',
    },

    passwordLabel: {
      id: 'auth.field.password',
      defaultMessage: 'Password',
      description: 'Label of a password field',
    },
    confirmPasswordLabel: {
      id: 'auth.field.confirmPassword',
      defaultMessage: 'Confirm password',
      description: 'Label of the password confirmation field',
    },
    retry: {
      id: 'auth.retry',
      defaultMessage: 'Try again',
      description: 'Button asking again after a failed check',
    },
    emailLabel: {
      id: 'auth.field.email',
      defaultMessage: 'E-mail address',
      description: 'Label of an e-mail address field',
    },
  }),
};
