import { Button, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { SupportedLanguage } from '@/domain/language';

/**
 * The booking's receipt (PDF, getBookingReceipt) in the driver's language: a plain link, so the
 * session cookie goes along and the browser saves the file under the server's name.
 */
export function ReceiptLink({ bookingId, language }: { bookingId: string; language: SupportedLanguage }) {
  return (
    <Button asChild variant="outline">
      <Link
        href={`/api/booking/${encodeURIComponent(bookingId)}/receipt/${language}`}
        // The file name is the server's (Content-Disposition).
        download
        textDecoration="none"
        data-testid="booking-receipt"
      >
        <FormattedMessage
          id="bookings.booking.receipt"
          defaultMessage="Download the receipt (PDF)"
          description="Link on the booking page that downloads the booking's receipt as a PDF file"
        />
      </Link>
    </Button>
  );
}
