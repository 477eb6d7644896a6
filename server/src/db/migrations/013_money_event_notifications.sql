-- Issue 39: every money event stores a notification stating its amount; the difference paid for an
-- amendment, a refund and a confirmed cancellation get types of their own.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('created', 'paid', 'deposit', 'cancelRequested', 'statusChanged', 'amended', 'differencePaid',
                  'refund', 'cancellationConfirmed', 'legacy'));
