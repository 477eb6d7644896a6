import { Box, Field, Input, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useLazyGetLocationsQuery, type Location } from '../api/carsApi';
import { locationChoice, type LocationChoice } from '../searchDraftSlice';

const DEBOUNCE_MS = 250;
const SUGGESTIONS = 10;

interface LocationComboboxProps {
  label: string;
  value: LocationChoice | null;
  onChange: (location: LocationChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  /** Which field this is, marked for the page to find it; the form sends the chosen id (SearchFields), not the text. */
  name: string;
}

function describe(location: Location): string {
  return [location.country?.name].filter(Boolean).join(', ');
}

/**
 * A location type-ahead (WAI-ARIA combobox with a listbox popup): suggestions load as the visitor
 * types, debounced, and a newer keystroke aborts the previous request so a slow answer can never
 * replace a newer one. Arrow keys move, Enter chooses, Escape closes.
 */
export function LocationCombobox({ label, value, onChange, onBlur, error, name }: LocationComboboxProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, { data, isFetching, isError, originalArgs }] = useLazyGetLocationsQuery();
  const typed = useRef(false);

  // Keep the text in step with a value chosen elsewhere (e.g. "set as pick-up" on a map).
  useEffect(() => {
    if (!typed.current) setText(value?.name ?? '');
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const request = { current: null as ReturnType<typeof search> | null };
    const timer = setTimeout(() => {
      request.current = search({ page: 1, size: SUGGESTIONS, language, s: text.trim() || undefined }, true);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.current?.abort();
    };
  }, [open, text, language, search]);

  const options = data?.[0]?.resultData ?? [];
  // The answer is for the text shown only once it arrived for that text: while the debounce waits
  // or the request is out, the list says "Searching…", never "No location matches." for old text.
  const answered =
    !isFetching &&
    originalArgs !== undefined &&
    originalArgs.s === (text.trim() || undefined) &&
    originalArgs.language === language;
  const choose = (location: Location) => {
    typed.current = false;
    setText(location.name);
    setOpen(false);
    setActive(-1);
    onChange(locationChoice(location));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && (options.length > 0 || isFetching || isError || text.trim() !== '');
  return (
    <Field.Root invalid={Boolean(error)} position="relative">
      <Field.Label>{label}</Field.Label>
      <Input
        data-location-field={name}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land before closing.
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        bg="bg"
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetInline="0"
        zIndex="dropdown"
        mt="1"
        maxH="72"
        overflowY="auto"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        listStyleType="none"
      >
        {options.map((location, index) => (
          <Box
            as="li"
            key={location._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.selected' : undefined}
            color={index === active ? 'fg.onSelected' : undefined}
            _hover={{ bg: 'bg.selected', color: 'fg.onSelected' }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(location)}
          >
            {/* The whole name, wrapped: cut, "Airport – Terminal 1" and "– Terminal 2E" read alike. */}
            <Text fontWeight="medium" overflowWrap="anywhere">
              {location.name}
            </Text>
            {describe(location) && <Text fontSize="sm">{describe(location)}</Text>}
          </Box>
        ))}
        {options.length === 0 && answered && !isError && (
          <Box as="li" role="option" aria-disabled="true" aria-selected="false" px="3" py="2" color="fg.muted">
            <FormattedMessage
              id="cars.search.noLocation"
              defaultMessage="No location matches."
              description="Empty location suggestions"
            />
          </Box>
        )}
        {!answered && options.length === 0 && !isError && (
          <Box as="li" role="option" aria-disabled="true" aria-selected="false" px="3" py="2">
            <Spinner size="xs" mr="2" />
            <FormattedMessage
              id="cars.search.loadingLocations"
              defaultMessage="Searching…"
              description="Location suggestions loading"
            />
          </Box>
        )}
        {isError && (
          <Box as="li" role="option" aria-disabled="true" aria-selected="false" px="3" py="2" color="fg.error">
            {intl.formatMessage({
              id: 'cars.search.locationsFailed',
              defaultMessage: 'Locations could not be loaded. Type again to retry.',
              description: 'Location suggestions failed',
            })}
          </Box>
        )}
      </Box>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
