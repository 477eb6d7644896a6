import { defineMessages } from 'react-intl';

/** Browser-tab titles of the account pages. */
export const authRouteTitles = defineMessages({
  signIn: {
    id: 'auth.title.signIn',
    defaultMessage: 'Sign in',
    description: 'Browser tab title of the sign-in page',
  },
  signUp: {
    id: 'auth.title.signUp',
    defaultMessage: 'Create an account',
    description: 'Browser tab title of the sign-up page',
  },
  activate: {
    id: 'auth.title.activate',
    defaultMessage: 'Activate your account',
    description: 'Browser tab title of the activation page',
  },
  forgotPassword: {
    id: 'auth.title.forgotPassword',
    defaultMessage: 'Forgot password',
    description: 'Browser tab title of the forgot-password page',
  },
  resetPassword: {
    id: 'auth.title.resetPassword',
    defaultMessage: 'Reset password',
    description: 'Browser tab title of the reset-password page',
  },
});
