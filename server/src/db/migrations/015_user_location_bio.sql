-- Issue 42: BookCars' settings page saves a driver's location and a short bio with the profile.
ALTER TABLE users ADD COLUMN location text;
ALTER TABLE users ADD COLUMN bio text;
