import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface DisclosureProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. "Language: English"). */
  triggerLabel?: string;
  triggerProps?: ButtonProps;
  /** The panel; `close` lets an item close it after acting. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A button that shows and hides a panel below it (the WAI-ARIA disclosure pattern, which suits
 * site navigation better than an application menu). Escape or a click outside closes it, and
 * focus returns to the button when the panel closes from inside.
 */
export function Disclosure({ trigger, triggerLabel, triggerProps, children, align = 'start' }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Aligned with its button, the panel may stick out of a phone's screen (a button near the left
  // edge, aligned at its end): moved sideways to stay inside, before it is painted.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.translate = '';
    const box = element.getBoundingClientRect();
    const margin = 8;
    const room = document.documentElement.clientWidth;
    const shift = box.left < margin ? margin - box.left : box.right > room - margin ? room - margin - box.right : 0;
    if (shift) element.style.translate = `${shift}px`;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };

  return (
    <Box
      ref={root}
      position="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Button
        id={buttonId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        {...triggerProps}
      >
        {trigger}
      </Button>
      <Box
        ref={panel}
        id={panelId}
        hidden={!open}
        position="absolute"
        top="calc(100% + 4px)"
        {...(align === 'end' ? { right: 0 } : { left: 0 })}
        zIndex="dropdown"
        minW="48"
        maxW="calc(100vw - 16px)"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        boxShadow="lg"
        py="1"
      >
        {open && children(close)}
      </Box>
    </Box>
  );
}
