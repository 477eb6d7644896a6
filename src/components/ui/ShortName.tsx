import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** Spec: text shortening adds an ellipsis when the text is 6 characters or more. */
export const SHORTEN_FROM_LENGTH = 6;

interface ShortNameProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  children: string;
}

/**
 * A name (a car's) on one line, ended by an ellipsis where space is short instead
 * of wrapping or being clipped; the full name stays in the text (so in the accessible name) and in
 * the tooltip. Names shorter than the spec's length are never shortened.
 */
export function ShortName({ children: name, ...props }: ShortNameProps) {
  const shortened = name.length >= SHORTEN_FROM_LENGTH;
  return (
    <chakra.span
      display="block"
      minW="0"
      data-shortened={shortened}
      {...(shortened ? { truncate: true, title: name } : {})}
      {...props}
    >
      {name}
    </chakra.span>
  );
}
