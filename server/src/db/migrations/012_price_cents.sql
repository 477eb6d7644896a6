-- The search sorts every matching car by the rental total for the period (rentalPriceSql.ts). At
-- 100,000 cars that arithmetic on numeric columns was half of the query's time. These columns hold
-- its period-independent parts, computed exactly as the query did (so the totals stay bit for bit
-- those of src/domain/pricing.ts): each unit price in cents before the supplier's rate, and the
-- supplier's rate as a factor. NULL block prices mean the car has no price for that block.
ALTER TABLE cars
  ADD COLUMN daily_cents float8 GENERATED ALWAYS AS
    (floor(COALESCE(NULLIF(discounted_daily_price, 0), daily_price)::float8 * 100 + 0.5)) STORED,
  ADD COLUMN bi_weekly_cents float8 GENERATED ALWAYS AS
    (floor((CASE WHEN discounted_bi_weekly_price > 0 THEN discounted_bi_weekly_price
                 WHEN bi_weekly_price > 0 THEN bi_weekly_price END)::float8 * 100 + 0.5)) STORED,
  ADD COLUMN weekly_cents float8 GENERATED ALWAYS AS
    (floor((CASE WHEN discounted_weekly_price > 0 THEN discounted_weekly_price
                 WHEN weekly_price > 0 THEN weekly_price END)::float8 * 100 + 0.5)) STORED,
  ADD COLUMN monthly_cents float8 GENERATED ALWAYS AS
    (floor((CASE WHEN discounted_monthly_price > 0 THEN discounted_monthly_price
                 WHEN monthly_price > 0 THEN monthly_price END)::float8 * 100 + 0.5)) STORED;

ALTER TABLE suppliers
  ADD COLUMN price_factor float8 GENERATED ALWAYS AS (100 + price_change_rate::float8) STORED;

ALTER TABLE date_based_prices
  ADD COLUMN daily_cents float8 GENERATED ALWAYS AS (floor(daily_price::float8 * 100 + 0.5)) STORED;
