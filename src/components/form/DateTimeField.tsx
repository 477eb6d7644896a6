import { Button, chakra, Field, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '@/components/useHydrated';
import type { DateTimePickerProps } from './DateTimePicker';
import { fromLocalInput, toLocalDate } from './localDateTime';
import { PopoverBox } from './PopoverBox';

// The calendar loads when a visitor first comes near a field (hover or focus), not with the page:
// a native date-time input costs every page load more style work than the rest of the form.
const loadPicker = () => import(/* webpackChunkName: "date-time-picker" */ './DateTimePicker');
const preloadPicker = () => void loadPicker().catch(() => undefined);

/** Said in place of the calendar when its code cannot be fetched; the next opening tries again. */
function PickerUnavailable({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  return (
    <PopoverBox role="alert">
      <Text mb="2">
        <FormattedMessage
          id="dateTime.unavailable"
          defaultMessage="The calendar could not be loaded. Check your connection, then open it again."
          description="The date picker's code failed to download"
        />
      </Text>
      <Button size="sm" onClick={() => onClose(true)}>
        <FormattedMessage id="dateTime.done" defaultMessage="Done" description="Closes the date picker" />
      </Button>
    </PopoverBox>
  );
}

function lazyPicker(): ComponentType<DateTimePickerProps> {
  return lazy(() =>
    loadPicker().then(
      (module) => ({ default: module.DateTimePicker }),
      () => {
        DateTimePicker = lazyPicker(); // a failed download is not remembered: the next opening retries
        return { default: PickerUnavailable };
      },
    ),
  );
}
let DateTimePicker = lazyPicker();

const Trigger = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    width: 'full',
    minHeight: '10',
    px: '3',
    py: '1.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    textAlign: 'start',
    cursor: 'pointer',
    focusVisibleRing: 'inside',
    '&[aria-invalid=true]': { borderColor: 'border.error', focusRingColor: 'border.error' },
  },
});

const MOMENT_FORMAT = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;

interface DateTimeFieldProps {
  label: string;
  /** Local date-time, `YYYY-MM-DDTHH:mm` (see localDateTime.ts). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** A line under the field, e.g. the time zone the time is read in. */
  hint?: string;
}

/**
 * A date and time: a button showing the chosen moment in the visitor's language that opens a
 * calendar and a list of times. One way of choosing dates across the app (search, amendments).
 */
export function DateTimeField({ label, value, onChange, onBlur, error, required, hint }: DateTimeFieldProps) {
  const intl = useIntl();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The moment depends on the browser's clock and time zone: the server's HTML leaves it out.
  const hydrated = useHydrated();
  const moment = hydrated ? fromLocalInput(value) : null;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
    onBlur?.();
  };

  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={{ control: `${id}-button`, label: `${id}-label`, errorText: `${id}-error`, helperText: `${id}-hint` }}
      position="relative"
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Trigger
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={Boolean(error)}
        aria-describedby={[error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        onClick={() => setOpen((current) => !current)}
        onBlur={() => {
          if (!open) onBlur?.();
        }}
      >
        <chakra.span id={`${id}-value`} truncate minW="0">
          {moment
            ? intl.formatDate(moment, {
                ...MOMENT_FORMAT,
                year: moment.getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
              })
            : hydrated && (
                <FormattedMessage
                  id="dateTime.choose"
                  defaultMessage="Choose a date"
                  description="Date-time field without a valid date"
                />
              )}
        </chakra.span>
      </Trigger>
      {open && (
        <Suspense
          fallback={
            <PopoverBox role="status">
              <Spinner size="sm" me="2" />
              <FormattedMessage
                id="dateTime.loading"
                defaultMessage="Loading the calendar…"
                description="While the date picker's code loads"
              />
            </PopoverBox>
          }
        >
          <DateTimePicker
            label={label}
            value={value}
            earliest={toLocalDate(new Date())}
            onChange={onChange}
            onClose={close}
          />
        </Suspense>
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
