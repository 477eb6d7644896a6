-- Notifications are stored as what happened (a type and its parameters), not as text: the app
-- writes each one in the reader's current language. Rows written before this change keep their
-- text as the `legacy` type (what was said then, in the language of then), so they stay readable.
ALTER TABLE notifications RENAME COLUMN event TO type;
ALTER TABLE notifications DROP CONSTRAINT notifications_event_check;
ALTER TABLE notifications ADD COLUMN params jsonb NOT NULL DEFAULT '{}';
UPDATE notifications SET type = 'legacy', params = jsonb_build_object('text', message);
ALTER TABLE notifications DROP COLUMN message;
ALTER TABLE notifications ALTER COLUMN params DROP DEFAULT;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('created', 'paid', 'deposit', 'cancelRequested', 'statusChanged', 'amended', 'legacy'));
ALTER TABLE notifications ADD CONSTRAINT notifications_params_check
  CHECK (jsonb_typeof(params) = 'object' AND (type <> 'legacy' OR coalesce(jsonb_typeof(params -> 'text'), '') = 'string'));
