import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

interface FilePickerProps {
  children: ReactNode;
  accept: string;
  onFile: (file: File | null) => void;
  loading?: boolean;
  /** Names the hidden input for tests and assistive technology that reaches it. */
  inputLabel: string;
}

/** A button opening the system's file chooser (the native input stays out of the tab order). */
export function FilePicker({ children, accept, onFile, loading, inputLabel }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          event.target.value = ''; // choosing the same file again still counts
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} loading={loading}>
        {children}
      </Button>
    </>
  );
}
