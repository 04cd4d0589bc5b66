import type { Hint } from '@sparked/contracts';
import { type ChildNode, type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface Markup {
  /** Every element id in the HTML. */
  ids: Set<string>;
  hints(js: string): Hint[];
}

const controls = new Set(['input', 'select', 'textarea']);
const unlabelledTypes = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function elements(
  nodes: ChildNode[],
  inside: Element[] = [],
): Array<{ element: Element; ancestors: Element[] }> {
  return nodes.flatMap((node) =>
    isTag(node)
      ? [{ element: node, ancestors: inside }, ...elements(node.children, [...inside, node])]
      : [],
  );
}

const textOf = (node: ChildNode): string =>
  node.type === 'text'
    ? (node as { data: string }).data
    : isTag(node)
      ? node.children.map(textOf).join('')
      : '';

const hasHandler = (element: Element) =>
  Object.keys(element.attribs).some((name) => name.startsWith('on'));

/** Reads the HTML once; its hints need the script to tell which buttons something listens to. */
export function readMarkup(html: string): Markup {
  const all = elements(parseDocument(html, { withStartIndices: true }).children);
  const lineAt = (element: Element) => html.slice(0, element.startIndex ?? 0).split('\n').length;
  const ids = new Set(
    all.flatMap(({ element }) => (element.attribs.id ? [element.attribs.id] : [])),
  );
  const labelled = new Set(
    all.flatMap(({ element }) =>
      element.name === 'label' && element.attribs.for ? [element.attribs.for] : [],
    ),
  );

  function accessibility(): Hint[] {
    return all.flatMap(({ element, ancestors }): Hint[] => {
      const line = lineAt(element);
      const { attribs } = element;
      const named = Boolean(attribs['aria-label'] || attribs['aria-labelledby']);
      if (element.name === 'img' && attribs.alt === undefined)
        return [
          {
            title: 'A picture without a description',
            part: 'html',
            line,
            nudge: 'Someone who cannot see the page would not know what one picture shows.',
            pointer: `Line ${line}: this <img> has no alt text.`,
            example:
              '<img src="cat.png" alt="A ginger cat asleep on a chair"> (alt="" for a picture that is only decoration)',
          },
        ];
      const isControl = controls.has(element.name) && !unlabelledTypes.has(attribs.type ?? '');
      if (
        isControl &&
        !named &&
        !labelled.has(attribs.id ?? '') &&
        !ancestors.some((a) => a.name === 'label')
      )
        return [
          {
            title: 'A box without a label',
            part: 'html',
            line,
            nudge: 'One of the boxes people type into has no name a screen reader can say.',
            pointer: `Line ${line}: this <${element.name}> has no <label> that points at it.`,
            example: '<label for="age">Your age</label> <input id="age" type="number">',
          },
        ];
      if (element.name === 'button' && !named && !textOf(element).trim())
        return [
          {
            title: 'A button without words',
            part: 'html',
            line,
            nudge: 'One button has nothing to say what it does.',
            pointer: `Line ${line}: this <button> is empty.`,
            example:
              '<button type="button" aria-label="Close">×</button> or <button type="button">Close</button>',
          },
        ];
      if (['div', 'span', 'p', 'li'].includes(element.name) && attribs.onclick)
        return [
          {
            title: 'Something clickable that is not a button',
            part: 'html',
            line,
            nudge: 'One thing can be clicked but not reached with the keyboard.',
            pointer: `Line ${line}: a <${element.name}> with onclick: keyboards and screen readers skip it.`,
            example:
              '<button type="button" onclick="roll()">Roll</button> works with a mouse, Tab and Enter.',
          },
        ];
      return [];
    });
  }

  /** Buttons written in the HTML that neither an attribute nor the script reacts to. */
  function unwired(js: string): Hint[] {
    return all.flatMap(({ element, ancestors }): Hint[] => {
      if (element.name !== 'button' || hasHandler(element)) return [];
      const id = element.attribs.id;
      const submits =
        (element.attribs.type ?? 'submit') === 'submit' && ancestors.some((a) => a.name === 'form');
      if (submits || (id && js.includes(id))) return [];
      const line = lineAt(element);
      const label = textOf(element).trim() || element.attribs['aria-label'] || 'a button';
      return [
        {
          title: `"${label}" does nothing`,
          part: 'html',
          line,
          nudge: 'One of the buttons does nothing when it is pressed.',
          pointer: `Line ${line}: nothing in the script listens to the "${label}" button${id ? ` (id "${id}")` : ''}.`,
          example:
            'const go = document.getElementById("go");\ngo.addEventListener("click", () => { /* what it does */ });',
        },
      ];
    });
  }

  return { ids, hints: (js) => [...accessibility(), ...unwired(js)] };
}
