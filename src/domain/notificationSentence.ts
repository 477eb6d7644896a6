/**
 * Which sentence tells a notification, from what it stores (`type`, and `params.amountCents`):
 * the app writes it in the reader's language, and so does the server for clients that read a
 * ready `message` (BookCars'). Each sentence is the catalog message `notifications.event.<sentence>`.
 */
export type NotificationEvent =
  | 'created'
  | 'paid'
  | 'deposit'
  | 'cancelRequested'
  | 'statusChanged'
  | 'amended'
  | 'differencePaid'
  | 'refund'
  | 'cancellationConfirmed';

/** Events that state their amount since money events do; a notification stored before has none. */
const WITH_AMOUNT = { created: 'createdPayLater', cancelRequested: 'cancelRequestedRefund' } as const;

export type NotificationSentence = NotificationEvent | (typeof WITH_AMOUNT)[keyof typeof WITH_AMOUNT];

/** The sentence, or none for a notification stored as text (`legacy`) or sent without a type (a BookCars server's). */
export function notificationSentence(
  type: NotificationEvent | 'legacy' | undefined,
  amountCents: number | undefined,
): NotificationSentence | null {
  if (!type || type === 'legacy') return null;
  // A refund of nothing (a cancel request of a booking paid at pick-up) is not worth a sentence.
  return (amountCents ?? 0) > 0 && type in WITH_AMOUNT ? WITH_AMOUNT[type as keyof typeof WITH_AMOUNT] : type;
}

export const notificationMessageId = (sentence: NotificationSentence) => `notifications.event.${sentence}`;
