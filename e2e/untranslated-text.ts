// Finds text a page shows in the pseudo-locale `en-XA` that did not come through the catalogue
// (decision 0045). Every catalogue text is accented there (each letter but v and x), so a run of
// three plain ASCII letters is English the catalogue never saw: a literal in the code, or a text
// built outside the macros. What people and the demo typed (names, titles, answers) reaches the
// page through the API, so a text that is part of a string of the page's API answers (a line of a
// competition's rules) is theirs, and every such string is taken out of a longer text first.
import type { Page } from '@playwright/test';

/** Names, the same in every language, and the English dates the pseudo-locale keeps. */
const notWords = [
  /\b(Sparked|Janus|Facebook|Instagram|YouTube|TikTok|App Store|Google Play|Stripe)\b/g,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g,
  /\b(AM|PM)\b/g,
  /\S+@\S+/g,
  /\bhttps?:\/\/\S+/g,
];
const englishWord = /[A-Za-z]{3,}/;

/** How long reading the answers' strings waits for bodies still arriving (a long poll, say). */
const readingLimitMs = 3_000;

/**
 * Collects every string in the page's JSON answers, from now on. The function it answers gives
 * them once the bodies of the answers seen so far have been read: an answer's headers arrive
 * before the page can show its body, so a text read off the page after that has its answer here,
 * where a body still being read had let a walk call the text English.
 */
export function watchApiStrings(page: Page): () => Promise<ReadonlySet<string>> {
  const strings = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (englishWord.test(value)) strings.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read: Promise<void> = response.json().then(collect, () => {
      // A body the page itself could not read either (cut off by a navigation).
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return async () => {
    await Promise.race([
      Promise.all(reading),
      new Promise((resolve) => setTimeout(resolve, readingLimitMs)),
    ]);
    return strings;
  };
}

/** Every text a person can see or hear on the page: text nodes, and the names given in attributes. */
export function pageTexts(): string[] {
  const skipped =
    'script, style, noscript, code, pre, textarea, [contenteditable], [translate="no"]';
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !parent || parent.closest(skipped) || !parent.checkVisibility()) continue;
    texts.push(text);
  }
  const named = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];
  for (const element of document.body.querySelectorAll(named.map((a) => `[${a}]`).join(','))) {
    if (element.closest(skipped) || !element.checkVisibility()) continue;
    for (const attribute of named) {
      const text = element.getAttribute(attribute)?.trim();
      if (text) texts.push(text);
    }
  }
  texts.push(document.title);
  return texts;
}

const isLetter = (character: string | undefined) =>
  character !== undefined && /\p{L}/u.test(character);

/** `text` without each occurrence of `value` that stands as a whole (no letter either side). */
function withoutWord(text: string, value: string): string {
  let result = '';
  let from = 0;
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    if (at < from || isLetter(text[at - 1]) || isLetter(text[at + value.length])) continue;
    result += `${text.slice(from, at)} `;
    from = at + value.length;
  }
  return result + text.slice(from);
}

/**
 * The page's texts that a catalogue translates but the page shows in English (`english`: the
 * catalogue's English texts whose translation differs), leaving out what came in the API's answers.
 */
export async function englishLeft(
  page: Page,
  english: ReadonlySet<string>,
  apiStrings: () => Promise<ReadonlySet<string>>,
) {
  const texts = await page.evaluate(pageTexts);
  const data = [...(await apiStrings())];
  return texts.filter((text) => english.has(text) && !data.some((value) => value.includes(text)));
}

/** The page's texts that are English outside the catalogue, each once. */
export async function untranslatedTexts(
  page: Page,
  apiStrings: () => Promise<ReadonlySet<string>>,
) {
  const texts = await page.evaluate(pageTexts);
  // Longest first, so a title is taken out whole before a word of it.
  const data = [...(await apiStrings())].sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const text of texts) {
    if (data.some((value) => value.includes(text))) continue;
    // The data as whole words (a short value inside a longer word, "ace" in "Facebook", would
    // leave a piece of it behind), then the names.
    let rest = text;
    for (const value of data) if (rest.includes(value)) rest = withoutWord(rest, value);
    for (const pattern of notWords) rest = rest.replace(pattern, ' ');
    if (englishWord.test(rest)) found.add(text);
  }
  return [...found];
}
