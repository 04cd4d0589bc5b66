import type { Avatar } from '@sparked/contracts';
import {
  type AvatarColorField,
  type AvatarInput,
  type AvatarModel,
  type AvatarPart,
  resolveAvatar,
} from '@sparked/ui/patterns/avatar';

/**
 * The model to draw and edit once the saved avatar has arrived: saved values over the defaults,
 * with `loaded` set (spec §4). A user who never saved gets the defaults, loaded all the same.
 */
export function applySavedAvatar(saved: Avatar | null): AvatarModel {
  // resolveAvatar checks every variation against the catalogue and falls back for unknown ones,
  // so the server's plain strings are safe to hand over.
  return resolveAvatar({ ...(saved as AvatarInput | null), loaded: true });
}

/** What is stored: the model without the client-only `loaded` and `hair.hasBackDisplay`. */
export function toSavedAvatar(model: AvatarModel): Avatar {
  const { loaded: _loaded, hair, ...parts } = model;
  return { ...parts, hair: { variation: hair.variation, hairColor: hair.hairColor } };
}

/** The model with one colour of a part changed, e.g. the body's shirt colour. */
export function withColor(
  model: AvatarModel,
  part: AvatarPart,
  field: AvatarColorField,
  hex: string,
): AvatarModel {
  return { ...model, [part]: { ...model[part], [field]: hex } };
}

/** True when two models would save the same avatar. */
export function sameAvatar(a: AvatarModel, b: AvatarModel): boolean {
  return JSON.stringify(toSavedAvatar(a)) === JSON.stringify(toSavedAvatar(b));
}
