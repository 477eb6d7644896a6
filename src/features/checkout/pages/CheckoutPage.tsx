import { Alert, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { NotFound } from '@/components/NotFound';
import { paths } from '@/config/paths';
import { canPayFor } from '@/domain/paymentOptions';
import { periodProblem } from '@/domain/rentalPeriod';
import { useStartSession } from '@/features/auth/api/authApi';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import { useGetCarQuery, useGetLocationQuery } from '@/features/cars/api/carsApi';
import { useGetSettingsQuery } from '@/features/info/api/infoApi';
import { periodProblemText } from '@/i18n/periodMessages';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { parseCheckout, signInHref, type CheckoutTarget } from '../checkoutParams';
import { CheckoutForm } from '../components/CheckoutForm';

/** The page frame with its heading (the not-found page brings its own). */
function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl" id="checkout-title">
          <FormattedMessage
            id="checkout.title"
            defaultMessage="Book your car"
            description="Heading of the checkout page"
          />
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

function Loading() {
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>
        <FormattedMessage
          id="checkout.loading"
          defaultMessage="Loading your booking…"
          description="Checkout page loading"
        />
      </Text>
    </HStack>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage
          id="checkout.loadError"
          defaultMessage="The booking details could not be loaded."
          description="Checkout data failed to load"
        />
      </Alert.Title>
      <Button size="sm" variant="outline" onClick={retry}>
        <FormattedMessage id="checkout.retry" defaultMessage="Try again" description="Retry loading the checkout" />
      </Button>
    </Alert.Root>
  );
}

/** Why the car cannot be booked, said before the driver fills anything, with a way back to search. */
function NotBookable({ reason }: { reason: React.ReactNode }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{reason}</Alert.Title>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={paths.search}>
          <FormattedMessage id="checkout.otherCars" defaultMessage="See other cars" description="Link back to search" />
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}

/**
 * A visitor's booking is made, but this browser is not signed in (the answer that signed it in was
 * lost; its retry signs nobody in): the activation e-mail leads to the account and the booking.
 */
function BookedSignedOut({ bookingId }: { bookingId: string }) {
  return (
    <Alert.Root status="success" role="status" data-testid="booking-confirmation">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">
          <FormattedMessage
            id="checkout.bookedSignedOut.title"
            defaultMessage="Your booking is made."
            description="Title shown when a visitor's booking is made but the browser is not signed in"
          />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage
            id="checkout.bookedSignedOut.message"
            defaultMessage="We have sent its confirmation to your e-mail address, with a link to choose your password. Then sign in to see and manage your booking."
            description="A visitor's booking is made but the browser is not signed in: what to do next"
          />
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={signInHref(`${paths.booking}?b=${encodeURIComponent(bookingId)}`)}>
          <FormattedMessage
            id="checkout.bookedSignedOut.signIn"
            defaultMessage="Sign in"
            description="Link to the sign-in page, then to the booking just made"
          />
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}

/** Loads the car, its places, the payment options and the driver, then shows the booking form. */
function Checkout({ target, checkoutUrl }: { target: CheckoutTarget; checkoutUrl: string }) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const car = useGetCarQuery({ id: target.car, language });
  const pickup = useGetLocationQuery({ id: target.pickup, language });
  const dropOff = useGetLocationQuery({ id: target.dropOff, language });
  const settings = useGetSettingsQuery();
  const current = useCurrentUser();
  const startSession = useStartSession();
  /**
   * A visitor whose checkout made their account and signed them in (then, say, their card was
   * declined): the form stays as they filled it, mounted, while the new session is confirmed.
   */
  const [accountMadeHere, setAccountMadeHere] = useState(false);
  const [bookedSignedOut, setBookedSignedOut] = useState<string | null>(null);
  const queries = [car, pickup, dropOff, settings];
  const session = accountMadeHere ? { error: undefined, isChecking: false } : current;

  if (bookedSignedOut) {
    return (
      <Page>
        <BookedSignedOut bookingId={bookedSignedOut} />
      </Page>
    );
  }
  if (queries.some((query) => query.isError) || session.error) {
    return (
      <Page>
        <LoadError
          retry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
            if (current.error) current.retry();
          }}
        />
      </Page>
    );
  }
  if (queries.some((query) => query.isLoading) || session.isChecking) {
    return (
      <Page>
        <Loading />
      </Page>
    );
  }
  if (!car.data || !pickup.data || !dropOff.data || !settings.data) return <NotFound />;
  if (!car.data.available || car.data.comingSoon) {
    return (
      <Page>
        <NotBookable
          reason={
            <FormattedMessage
              id="checkout.notBookable"
              defaultMessage="This car cannot be booked at the moment."
              description="The car of the checkout link is not available"
            />
          }
        />
      </Page>
    );
  }
  const { payments } = settings.data;
  if (!canPayFor(car.data.supplier.payLater === true, payments.online !== 'none')) {
    return (
      <Page>
        <NotBookable
          reason={
            <FormattedMessage
              id="checkout.cannotPay"
              defaultMessage="This car cannot be booked with the payment options available: {supplier} takes payment online only, and this site does not take online payments at the moment."
              description="The car's supplier has no pay at pick-up and the site has no online payment"
              values={{ supplier: car.data.supplier.fullName }}
            />
          }
        />
      </Page>
    );
  }
  // A link whose period no longer works (an old link, settings changed since the search): said at once.
  const minimumDays = car.data.supplier.minimumRentalDays ?? null;
  const period = {
    from: new Date(target.from),
    to: new Date(target.to),
    pickupTimeZone: pickup.data.timeZone,
    dropOffTimeZone: dropOff.data.timeZone,
    minimumDays,
  };
  const problem = periodProblem(period, settings.data, new Date());
  if (problem) {
    return (
      <Page>
        <NotBookable reason={periodProblemText(intl, problem, settings.data, minimumDays)} />
      </Page>
    );
  }
  const user = current.isSignedIn && !accountMadeHere ? current.user : undefined;
  return (
    <Page>
      <CheckoutForm
        payments={payments}
        car={car.data}
        target={target}
        checkoutUrl={checkoutUrl}
        pickup={pickup.data}
        dropOff={dropOff.data}
        driver={
          user
            ? { _id: user._id, fullName: user.fullName, email: user.email, phone: user.phone, license: user.license }
            : null
        }
        onVisitorSignedIn={(result) => {
          // The answer's cookie signed the visitor in; the local copy (spec §3) follows when the server names the account.
          setAccountMadeHere(true);
          if (result.user) startSession(result.user, false);
        }}
        onBookedSignedOut={setBookedSignedOut}
      />
    </Page>
  );
}

/** /checkout?car=…&pickup=…&dropoff=…&from=…&to=…: book the car chosen in a search. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const target = useMemo(() => parseCheckout(params), [params]);
  if (target) return <Checkout target={target} checkoutUrl={`${location.pathname}${location.search}`} />;
  return (
    <Page>
      <Text>
        <FormattedMessage
          id="checkout.incomplete"
          defaultMessage="This booking link is incomplete. Choose a car from a search to book it."
          description="Checkout opened without a car or dates"
        />
      </Text>
      <Button asChild alignSelf="start">
        <RouterLink to={paths.search}>
          <FormattedMessage
            id="checkout.findCar"
            defaultMessage="Find a car"
            description="Link to search from an incomplete checkout"
          />
        </RouterLink>
      </Button>
    </Page>
  );
}
