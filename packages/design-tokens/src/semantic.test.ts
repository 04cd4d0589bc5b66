import { describe, expect, it } from 'vitest';
import type { Palette } from './palette';
import { light } from './palettes/light';
import { semanticColours } from './semantic';

type Tree = { [key: string]: string | Tree };

/** The tree's leaves keyed by their dotted path. */
function flatten(tree: Tree, path: string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[[...path, key].join('.'), value]]
        : Object.entries(flatten(value, [...path, key])),
    ),
  );
}

/** The tree with every colour replaced by its own path. */
function slotsOf(tree: Tree, path: string[] = []): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? [...path, key].join('.') : slotsOf(value, [...path, key]),
    ]),
  );
}

// A palette whose colours are their own paths, so the mapping reads as role → palette slot.
const slots = slotsOf(light) as Palette;

describe('semanticColours', () => {
  // A change here changes what every component draws, so it must be a deliberate one: update the
  // table and the visual baselines together.
  it('maps each role to one palette slot', () => {
    expect(flatten(semanticColours(slots))).toMatchInlineSnapshot(`
      {
        "border.control": "mute.100",
        "border.disabled": "mute.75",
        "border.focus": "primary.125",
        "border.strong": "mute.125",
        "border.subtle": "mute.50",
        "emphasis.accent.background": "accent.25",
        "emphasis.accent.border": "accent.50",
        "emphasis.accent.solid": "accent.100",
        "emphasis.accent.text": "accent.125",
        "emphasis.primary.background": "primary.25",
        "emphasis.primary.border": "primary.50",
        "emphasis.primary.solid": "primary.100",
        "emphasis.primary.text": "primary.125",
        "emphasis.secondary.background": "secondary.25",
        "emphasis.secondary.border": "secondary.50",
        "emphasis.secondary.solid": "secondary.100",
        "emphasis.secondary.text": "secondary.125",
        "feedback.danger.background": "error.25",
        "feedback.danger.border": "error.50",
        "feedback.danger.solid": "error.100",
        "feedback.danger.text": "error.125",
        "feedback.info.background": "primary.25",
        "feedback.info.border": "primary.50",
        "feedback.info.solid": "primary.100",
        "feedback.info.text": "primary.125",
        "feedback.success.background": "success.25",
        "feedback.success.border": "success.50",
        "feedback.success.solid": "success.100",
        "feedback.success.text": "success.125",
        "feedback.warning.background": "accent.25",
        "feedback.warning.border": "accent.50",
        "feedback.warning.solid": "accent.100",
        "feedback.warning.text": "accent.125",
        "interactive.danger.background": "error.100",
        "interactive.danger.hover": "error.125",
        "interactive.danger.text": "typography.complimentary",
        "interactive.ghost.hover": "primary.25",
        "interactive.ghost.text": "primary.125",
        "interactive.hover": "mute.25",
        "interactive.primary.background": "primary.100",
        "interactive.primary.hover": "primary.125",
        "interactive.primary.text": "typography.complimentary",
        "interactive.secondary.background": "secondary.25",
        "interactive.secondary.border": "secondary.100",
        "interactive.secondary.hover": "secondary.50",
        "interactive.secondary.text": "secondary.125",
        "interactive.selected.background": "primary.25",
        "interactive.selected.border": "primary.100",
        "interactive.selected.text": "primary.125",
        "surface.base": "background.base",
        "surface.inverse": "mute.125",
        "surface.muted": "background.mute",
        "surface.subtle": "mute.25",
        "text.body": "typography.paragraph",
        "text.heading.h1": "typography.h1",
        "text.heading.h2": "typography.h2",
        "text.heading.h3": "typography.h3",
        "text.heading.h4": "typography.h4",
        "text.heading.h5": "typography.h5",
        "text.heading.h6": "typography.h6",
        "text.inverse": "typography.complimentary",
        "text.label": "typography.label",
        "text.link.base": "typography.link.base",
        "text.link.hover": "typography.link.hover",
        "text.muted": "mute.125",
      }
    `);
  });
});
