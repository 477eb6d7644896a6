-- The rental total of a car for a period, as its card shows it (issue 26): the search sorts by it, so
-- "lowest price first" is the order of the prices the driver reads. Both functions reproduce
-- src/domain/pricing.ts (priceRental without extras) bit for bit: its arithmetic is JavaScript's
-- doubles, so theirs is float8, and Math.round(x) is floor(x + 0.5). server/test/cars.test.ts checks
-- the search's order against the domain's totals.

-- unitCents: a price in cents with the supplier's rate, never below 0.
CREATE FUNCTION unit_cents(price numeric, rate numeric) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT GREATEST(0, floor((floor(price::float8 * 100 + 0.5) * (100 + rate::float8)) / 100 + 0.5))::bigint
$$;

-- The rental total of car `c` for `days` days from UTC day number `from_day` (ms since the epoch
-- divided by 86,400,000, floored). Standard mode: greedy 30-, 7- and 3-day blocks whose price is set
-- (the discounted one first), then days. Date-based mode: each day at the first range (by start) that
-- contains it with a price above 0, else at the effective daily price.
CREATE FUNCTION rental_cents(c cars, rate numeric, from_day integer, days integer) RETURNS bigint
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  daily_cents bigint := unit_cents(COALESCE(NULLIF(c.discounted_daily_price, 0), c.daily_price), rate);
  remaining integer := days;
  total bigint := 0;
  block record;
BEGIN
  IF days <= 0 THEN
    RETURN 0;
  END IF;
  IF c.is_date_based_price THEN
    SELECT sum(COALESCE(season.cents, daily_cents)) INTO total
    FROM generate_series(from_day, from_day + days - 1) AS day
    LEFT JOIN LATERAL (
      SELECT unit_cents(p.daily_price, rate) AS cents
      FROM date_based_prices p
      WHERE p.car_id = c.id AND p.daily_price > 0
        AND floor(extract(epoch FROM p.start_date) / 86400) <= day
        AND day <= floor(extract(epoch FROM p.end_date) / 86400)
      ORDER BY p.start_date, p.id
      LIMIT 1
    ) season ON true;
    RETURN total;
  END IF;
  FOR block IN
    SELECT * FROM (VALUES
      (30, CASE WHEN c.discounted_monthly_price > 0 THEN c.discounted_monthly_price WHEN c.monthly_price > 0 THEN c.monthly_price END),
      (7, CASE WHEN c.discounted_weekly_price > 0 THEN c.discounted_weekly_price WHEN c.weekly_price > 0 THEN c.weekly_price END),
      (3, CASE WHEN c.discounted_bi_weekly_price > 0 THEN c.discounted_bi_weekly_price WHEN c.bi_weekly_price > 0 THEN c.bi_weekly_price END)
    ) AS blocks (size, price)
  LOOP
    -- A block without a price lets its days flow down to the next, smaller block.
    CONTINUE WHEN block.price IS NULL OR remaining < block.size;
    total := total + (remaining / block.size) * unit_cents(block.price, rate);
    remaining := remaining % block.size;
  END LOOP;
  RETURN total + remaining * daily_cents;
END
$$;
