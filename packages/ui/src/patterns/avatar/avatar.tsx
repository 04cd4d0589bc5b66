import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/class-names';
import { bodies } from './art/bodies';
import { eyes } from './art/eyes';
import { backHair, frontHair } from './art/hair';
import { heads } from './art/heads';
import { headwear } from './art/headwear';
import { mouths } from './art/mouths';
import * as styles from './avatar.css';
import { type AvatarInput, resolveAvatar } from './avatar-model';

export type AvatarProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  /** The avatar to draw; anything left out comes from `defaultAvatar`. */
  avatar?: AvatarInput;
  /** Width and height in pixels; the drawing scales to any size. */
  size?: number;
  /** Names the avatar for assistive technology; without it the avatar is decorative. */
  label?: string;
};

/**
 * The cartoon avatar (spec §3): background, back hair, body, head, eyes, mouth, front hair and
 * headwear, drawn in that order from the model's variations and colours.
 */
export function Avatar({ avatar, size = 96, label, className, ...svgProps }: AvatarProps) {
  const model = resolveAvatar(avatar);
  const back = model.hair.hasBackDisplay ? backHair[model.hair.variation] : undefined;
  const hat = model.headwear.variation ? headwear[model.headwear.variation] : undefined;

  return (
    <svg
      data-component="avatar"
      viewBox="0 0 120 120"
      width={size}
      height={size}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(styles.avatar, className)}
      {...svgProps}
    >
      <rect
        data-part="background"
        width="120"
        height="120"
        fill={model.background.backgroundColor}
      />
      {back ? <g data-part="back-hair">{back(model)}</g> : null}
      <g data-part="body">{bodies[model.body.variation](model)}</g>
      <g data-part="head">{heads[model.head.variation](model)}</g>
      <g data-part="eyes">{eyes[model.eyes.variation](model)}</g>
      <g data-part="mouth">{mouths[model.mouth.variation](model)}</g>
      <g data-part="hair">{frontHair[model.hair.variation](model)}</g>
      {hat ? <g data-part="headwear">{hat(model)}</g> : null}
    </svg>
  );
}
Avatar.displayName = 'Avatar';
