import { notificationSentence } from './notificationSentence';

it('tells an event with its amount when it has one, and nothing for a notification stored as text', () => {
  expect(notificationSentence('created', 12_000)).toBe('createdPayLater');
  expect(notificationSentence('created', undefined)).toBe('created');
  // A cancel request of a booking paid at pick-up refunds nothing: no refund sentence.
  expect(notificationSentence('cancelRequested', 0)).toBe('cancelRequested');
  expect(notificationSentence('cancelRequested', 5_000)).toBe('cancelRequestedRefund');
  expect(notificationSentence('paid', 5_000)).toBe('paid');
  expect(notificationSentence('legacy', undefined)).toBeNull();
  expect(notificationSentence(undefined, undefined)).toBeNull();
});
