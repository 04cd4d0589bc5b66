import { useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field';

type DraftFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** The formatted current value, shown whenever the user is not typing. */
  value: string;
  /** Every edit; `committed` is true on blur and Enter, when half-typed text must be settled. */
  onText: (text: string, committed: boolean) => void;
};

/**
 * A text field that lets the user type freely: the text they type stays until they leave the
 * field or press Enter, then the field shows the formatted value again.
 */
export function DraftField({ value, onText, onBlur, onKeyDown, ...rest }: DraftFieldProps) {
  const [text, setText] = useState<string | null>(null);

  const commit = () => {
    if (text !== null) onText(text, true);
    setText(null);
  };

  return (
    <TextField
      {...rest}
      value={text ?? value}
      onChange={(event) => {
        setText(event.target.value);
        onText(event.target.value, false);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
