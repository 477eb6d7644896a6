import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useAppStore } from '@/api/hooks';
import { DIAGNOSTICS_HASH } from '@/config/paths';
import { LOGGED_ACTIONS } from '../actionLog';
import { currentDiagnostics, saveDiagnostics } from '../diagnostics/currentDiagnostics';

/**
 * "Download diagnostics": first says in plain words what the file holds, then saves it. Part of
 * the first download (the footer's), so it works offline; a native dialog keeps it small. A link
 * to DIAGNOSTICS_HASH anywhere (error screens) opens it too.
 */
export function DownloadDiagnostics() {
  const store = useAppStore();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [file, setFile] = useState<string | null>(null);

  const open = useCallback(() => {
    setFile(currentDiagnostics(store));
    dialog.current?.showModal();
  }, [store]);
  function close() {
    dialog.current?.close();
  }
  function save() {
    if (file) saveDiagnostics(file);
    close();
  }

  useEffect(() => {
    const openFromLink = () => {
      if (window.location.hash !== DIAGNOSTICS_HASH) return;
      // The page's address stays as it was, for the file and for the back button.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      open();
    };
    openFromLink();
    window.addEventListener('hashchange', openFromLink);
    return () => window.removeEventListener('hashchange', openFromLink);
  }, [open]);

  const label = (
    <FormattedMessage
      id="support.diagnostics.open"
      defaultMessage="Download diagnostics"
      description="Link or button opening the explanation of the diagnostics file, before saving it"
    />
  );
  return (
    <>
      <Link asChild color="inherit">
        <button type="button" onClick={open}>
          {label}
        </button>
      </Link>
      <Box
        asChild
        bg="bg"
        color="fg"
        borderRadius="l3"
        p="6"
        maxW="lg"
        boxShadow="lg"
        css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
      >
        <dialog ref={dialog} aria-labelledby={titleId} onClose={() => setFile(null)}>
          <Stack gap="3">
            <Heading as="h2" size="md" id={titleId}>
              <FormattedMessage
                id="support.diagnostics.title"
                defaultMessage="Save a diagnostics file"
                description="Title of the dialog explaining the diagnostics file"
              />
            </Heading>
            <Text>
              <FormattedMessage
                id="support.diagnostics.intro"
                defaultMessage="This file lets our support team see this page as you see it. It is saved on your device only; you decide whether to send it to us."
                description="First paragraph of the diagnostics dialog"
              />
            </Text>
            <Text>
              <FormattedMessage
                id="support.diagnostics.contains"
                defaultMessage="It contains:"
                description="Before the list of what the diagnostics file contains"
              />
            </Text>
            <List.Root ps="5">
              <List.Item>
                <FormattedMessage
                  id="support.diagnostics.page"
                  defaultMessage="the address of this page, your language, currency and colour mode, your window size and the time;"
                  description="Diagnostics content: page details"
                />
              </List.Item>
              <List.Item>
                <FormattedMessage
                  id="support.diagnostics.data"
                  defaultMessage="what this page received from our server (for example cars, bookings or notifications);"
                  description="Diagnostics content: the data of the page"
                />
              </List.Item>
              <List.Item>
                <FormattedMessage
                  id="support.diagnostics.actions"
                  defaultMessage="your last {count} steps in the app (pages opened, buttons pressed)."
                  description="Diagnostics content: the last actions"
                  values={{ count: LOGGED_ACTIONS }}
                />
              </List.Item>
            </List.Root>
            <Text>
              <FormattedMessage
                id="support.diagnostics.redacted"
                defaultMessage="Passwords, codes from our e-mails and card details are removed. Your e-mail address, phone number, name, date of birth and license file name are replaced by stand-ins such as “Driver 1”."
                description="What the diagnostics file leaves out or replaces"
              />
            </Text>
            {file && (
              <Text color="fg.muted">
                <FormattedMessage
                  id="support.diagnostics.size"
                  defaultMessage="Size: {size} KB."
                  description="Size of the diagnostics file, in kilobytes"
                  values={{
                    size: (
                      <FormattedNumber value={Math.max(1, Math.round(new TextEncoder().encode(file).length / 1000))} />
                    ),
                  }}
                />
              </Text>
            )}
            <Stack direction="row" justify="flex-end" gap="3" pt="2">
              <Button variant="outline" onClick={close}>
                <FormattedMessage
                  id="support.diagnostics.cancel"
                  defaultMessage="Cancel"
                  description="Button closing the diagnostics dialog without saving"
                />
              </Button>
              <Button onClick={save}>
                <FormattedMessage
                  id="support.diagnostics.save"
                  defaultMessage="Save the file"
                  description="Button saving the diagnostics file"
                />
              </Button>
            </Stack>
          </Stack>
        </dialog>
      </Box>
    </>
  );
}
