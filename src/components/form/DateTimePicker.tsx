import { Box, Button, chakra, Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { PopoverBox } from './PopoverBox';
import { addDays, addMonths, calendarDate, firstDayOfWeek, monthWeeks, timeChoices, weekStart } from './calendar';
import { joinLocalInput, splitLocalInput, toLocalDate } from './localDateTime';

/** Where each key moves the focused day (the keys of the ARIA date picker pattern). */
const KEY_MOVES: Record<string, (day: string, firstDay: number) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
  Home: (day, firstDay) => weekStart(day, firstDay),
  End: (day, firstDay) => addDays(weekStart(day, firstDay), 6),
};

const Day = chakra('button', {
  base: {
    width: '10',
    height: '10',
    borderRadius: 'l2',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    focusVisibleRing: 'inside',
    '&[aria-pressed=true]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
    '&[aria-current=date]': { fontWeight: 'bold', textDecoration: 'underline' },
    '&[aria-disabled=true]': {
      color: 'fg.muted',
      cursor: 'not-allowed',
      textDecoration: 'line-through',
      _hover: { bg: 'transparent' },
    },
  },
});

export interface DateTimePickerProps {
  label: string;
  value: string;
  /** The first day that can be chosen (`YYYY-MM-DD`): today in the field. */
  earliest: string;
  onChange: (value: string) => void;
  /** Closes the picker; `returnFocus` when the visitor closed it from inside. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The calendar and time list under a date-time field: a month grid operated with the mouse or the
 * keyboard (arrows, Page Up/Down, Home/End), and the time every half hour. Each choice applies at
 * once; Done, Escape, a click outside or leaving it with Tab closes it.
 */
export function DateTimePicker({ label, value, earliest, onChange, onClose }: DateTimePickerProps) {
  const intl = useIntl();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const timeSelect = useRef<HTMLSelectElement>(null);
  const { date, time } = splitLocalInput(value);
  const chosenTime = time || '10:00';
  const [focused, setFocused] = useState(() => (date && date >= earliest ? date : earliest));
  const focusDay = useRef(true); // on opening, and after a key moves the focused day
  const firstDay = firstDayOfWeek(intl.locale.slice(0, 2));
  const weeks = monthWeeks(focused, firstDay);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  // Kept inside the window: the field may sit near its right edge (the second column on a phone).
  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    const overflow = box.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) box.style.translate = `-${overflow}px`;
  }, []);

  // A click anywhere but the field (this picker and its button) closes the picker.
  useEffect(() => {
    const field = root.current?.parentElement;
    const onPointerDown = (event: PointerEvent) => {
      if (field && !field.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  // Escape closes the picker, the top layer, and nothing under it: caught before an enclosing
  // dialog's own listener (Chakra's listens on the document while capturing) can see it.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);

  const onGridKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(move(focused, firstDay));
  };
  const choose = (day: string) => {
    if (day < earliest) return;
    setFocused(day);
    onChange(joinLocalInput(day, chosenTime));
    timeSelect.current?.focus();
  };
  const showMonth = (months: number) => setFocused(addMonths(focused, months));

  const month = intl.formatDate(calendarDate(focused), { month: 'long', year: 'numeric' });
  // 1 January 2023 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, index) => calendarDate(addDays('2023-01-01', firstDay + index)));
  const today = toLocalDate(new Date());

  return (
    <PopoverBox
      ref={root}
      role="dialog"
      aria-label={label}
      onBlur={(event) => {
        const field = root.current?.parentElement;
        if (event.relatedTarget && field && !field.contains(event.relatedTarget)) onClose(false);
      }}
    >
      <Stack gap="3">
        <Flex align="center" justify="space-between" gap="2">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({
              id: 'dateTime.previousMonth',
              defaultMessage: 'Previous month',
              description: 'Calendar button',
            })}
            onClick={() => showMonth(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <chakra.div id={`${id}-month`} fontWeight="semibold" aria-live="polite">
            {month}
          </chakra.div>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({
              id: 'dateTime.nextMonth',
              defaultMessage: 'Next month',
              description: 'Calendar button',
            })}
            onClick={() => showMonth(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
        <chakra.table ref={grid} aria-labelledby={`${id}-month`} onKeyDown={onGridKeyDown} borderCollapse="collapse">
          <thead>
            <tr>
              {weekdays.map((day) => (
                <chakra.th
                  key={day.getDay()}
                  scope="col"
                  abbr={intl.formatDate(day, { weekday: 'long' })}
                  fontSize="xs"
                  fontWeight="medium"
                  color="fg.muted"
                  pb="1"
                >
                  {intl.formatDate(day, { weekday: 'short' })}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, index) => (
                  <chakra.td key={day ?? index} p="0" textAlign="center">
                    {day && (
                      <Day
                        type="button"
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={intl.formatDate(calendarDate(day), {
                          weekday: 'long',
                          day: 'numeric',
                          month: 'long',
                          year: 'numeric',
                        })}
                        aria-pressed={day === date}
                        aria-current={day === today ? 'date' : undefined}
                        aria-disabled={day < earliest || undefined}
                        onClick={() => choose(day)}
                      >
                        {Number(day.slice(8))}
                      </Day>
                    )}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
        <HStack gap="3" align="end">
          <Box flex="1">
            <chakra.label htmlFor={`${id}-time`} display="block" fontSize="sm" fontWeight="medium" mb="1">
              <FormattedMessage
                id="dateTime.time"
                defaultMessage="Time"
                description="Label of the time list in the date picker"
              />
            </chakra.label>
            <NativeSelect
              ref={timeSelect}
              id={`${id}-time`}
              value={chosenTime}
              onChange={(event) => onChange(joinLocalInput(date, event.target.value))}
            >
              {timeChoices(chosenTime).map((choice) => (
                <option key={choice} value={choice}>
                  {intl.formatTime(calendarDate(focused, choice), { hour: 'numeric', minute: '2-digit' })}
                </option>
              ))}
            </NativeSelect>
          </Box>
          <Button onClick={() => onClose(true)}>
            <FormattedMessage id="dateTime.done" defaultMessage="Done" description="Closes the date picker" />
          </Button>
        </HStack>
      </Stack>
    </PopoverBox>
  );
}
