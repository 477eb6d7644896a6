-- Every location has a time zone (IANA name): a pick-up or drop-off time is the wall-clock time at
-- the location, and pages and e-mails show it in that zone. Locations seeded before this migration
-- take their country's zone (each seeded country has one); any other location starts on UTC until
-- its zone is set.
ALTER TABLE locations ADD COLUMN time_zone text;
UPDATE locations l
   SET time_zone = CASE c.names ->> 'en'
         WHEN 'France' THEN 'Europe/Paris'
         WHEN 'Spain' THEN 'Europe/Madrid'
         WHEN 'United Kingdom' THEN 'Europe/London'
         WHEN 'Albania' THEN 'Europe/Tirane'
         WHEN 'Morocco' THEN 'Africa/Casablanca'
         ELSE 'UTC'
       END
  FROM countries c
 WHERE c.id = l.country_id;
ALTER TABLE locations ALTER COLUMN time_zone SET NOT NULL;
ALTER TABLE locations ADD CONSTRAINT locations_time_zone_check CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$');
