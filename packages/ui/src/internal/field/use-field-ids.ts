import { useId } from 'react';
import { cx } from '../class-names';

type FieldIdsInput = {
  /** The control's id; generated when absent. */
  id: string | undefined;
  description: unknown;
  error?: unknown;
  /** Extra ids the caller wants in `aria-describedby`. */
  describedBy: string | undefined;
};

/** The ids that tie a control to its label, description and error. */
export function useFieldIds({ id, description, error, describedBy }: FieldIdsInput) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    descriptionId,
    errorId,
    ariaDescribedBy: cx(descriptionId, errorId, describedBy) || undefined,
  };
}
