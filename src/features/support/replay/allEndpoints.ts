// Imported by the replay page: recorded RTK Query actions name endpoints of every feature; the reducer needs each one injected
// (pages inject theirs when they load) to replay them.
import '@/features/auth/api/authApi';
import '@/features/bookings/api/bookingsApi';
import '@/features/cars/api/carsApi';
import '@/features/checkout/api/checkoutApi';
import '@/features/info/api/infoApi';
import '@/features/notifications/api/notificationsApi';
import '@/features/settings/api/settingsApi';
