import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DIAGNOSTICS_HASH } from '@/config/paths';

/** On error screens: opens "Download diagnostics" (the footer's dialog, see DIAGNOSTICS_HASH). */
export function DiagnosticsLink() {
  return (
    <Link href={DIAGNOSTICS_HASH} fontSize="sm" color="inherit" textDecoration="underline">
      <FormattedMessage
        id="diagnostics.link"
        defaultMessage="Download diagnostics for our support team"
        description="Link on error screens opening the diagnostics dialog"
      />
    </Link>
  );
}
