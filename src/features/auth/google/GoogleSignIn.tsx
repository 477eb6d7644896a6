import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { FormError } from '@/components/form/FormError';
import { useSocialSignInMutation, type UserSummary } from '../api/authApi';
import { authMessages } from '../authMessages';
import { decodeJwtPayload, loadGoogleIdentity, type LoadGoogleIdentity } from './googleIdentity';

interface GoogleSignInProps {
  clientId: string;
  onSignedIn: (user: UserSummary) => void;
  /** The seam: tests pass a fake Google. */
  load?: LoadGoogleIdentity;
}

/** Google's sign-in button; when Google cannot be reached it says so instead of a dead button. */
export function GoogleSignIn({ clientId, onSignedIn, load = loadGoogleIdentity }: GoogleSignInProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [socialSignIn] = useSocialSignInMutation();
  // The latest callbacks, so Google's one-time callback never calls a stale render's.
  const latest = useRef({ socialSignIn, onSignedIn });
  useEffect(() => {
    latest.current = { socialSignIn, onSignedIn };
  }, [socialSignIn, onSignedIn]);

  useEffect(() => {
    let cancelled = false;
    load(clientId)
      .then((google) => {
        if (cancelled || !container.current) return;
        google.renderButton(container.current, {
          locale: intl.locale,
          onCredential: async (credential) => {
            setError(null);
            const profile = decodeJwtPayload(credential) ?? {};
            try {
              const user = await latest.current
                .socialSignIn({
                  body: {
                    socialSignInType: 'google',
                    accessToken: credential,
                    email: profile.email,
                    fullName: profile.name,
                    avatar: profile.picture,
                    stayConnected: false,
                  },
                })
                .unwrap();
              if (user.blacklisted) setError(authMessages.suspended);
              else latest.current.onSignedIn(user);
            } catch (failure) {
              setError(
                isApiError(failure) && failure.code !== 'unknown' && failure.status !== 400
                  ? messageForError(failure)
                  : authMessages.googleFailed,
              );
            }
          },
        });
        setState('ready');
      })
      .catch(() => !cancelled && setState('unavailable'));
    return () => {
      cancelled = true;
    };
  }, [clientId, load, intl.locale]);

  return (
    <Stack gap="3">
      <Box ref={container} minH={state === 'ready' ? '10' : undefined} />
      {state === 'unavailable' && (
        <Text color="fg.muted">
          <FormattedMessage
            id="auth.google.unavailable"
            defaultMessage="Google sign-in cannot be reached right now. You can sign in with your e-mail address."
            description="Shown when Google's sign-in service could not be loaded"
          />
        </Text>
      )}
      <FormError message={error} />
    </Stack>
  );
}
