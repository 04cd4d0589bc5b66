import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof VisuallyHiddenPrimitive.Root>;

/** Content for assistive technology only, such as the name of an icon-only control. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root data-component="visually-hidden" {...props} />;
}
VisuallyHidden.displayName = 'VisuallyHidden';
