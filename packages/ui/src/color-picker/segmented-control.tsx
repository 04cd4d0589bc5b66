import { RadioGroup } from 'radix-ui';
import * as styles from './color-picker.css';

type SegmentedControlProps<Option extends string> = {
  label: string;
  options: readonly Option[];
  optionLabels: Record<Option, string>;
  value: Option;
  onChange: (value: Option) => void;
};

/** A small radio group drawn as joined buttons; arrow keys move and select. */
export function SegmentedControl<Option extends string>({
  label,
  options,
  optionLabels,
  value,
  onChange,
}: SegmentedControlProps<Option>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      orientation="horizontal"
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option) onChange(option);
      }}
      className={styles.segments}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option} value={option} className={styles.segment}>
          {optionLabels[option]}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
