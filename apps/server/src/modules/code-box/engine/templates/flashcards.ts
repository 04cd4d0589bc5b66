import { itemsForIdea } from '../idea';
import { allLabelled, baseCss, escapeHtml, jsLiteral, type ProjectTemplate } from '../template';

const sets: Array<{ topic: string; words: RegExp; cards: Array<[string, string]> }> = [
  {
    topic: 'Spanish words',
    words: /spanish|español/i,
    cards: [
      ['hola', 'hello'],
      ['gracias', 'thank you'],
      ['libro', 'book'],
      ['escuela', 'school'],
    ],
  },
  {
    topic: 'science words',
    words: /science|photosynthesis|gravity|habitat|evaporation/i,
    cards: [
      ['photosynthesis', 'how plants make food from light, water and carbon dioxide'],
      ['evaporation', 'a liquid turning into a gas'],
      ['gravity', 'the force that pulls things towards each other'],
      ['habitat', 'the place where a plant or animal lives'],
    ],
  },
];

/** "Card: term = definition" */
function readCards(lines: readonly string[]): Array<[string, string]> {
  return allLabelled(lines, 'Card').flatMap((line) => {
    const [term, ...rest] = line.split('=');
    const definition = rest.join('=').trim();
    return term?.trim() && definition ? [[term.trim(), definition] as [string, string]] : [];
  });
}

const script = (cards: Array<[string, string]>) => `const cards = ${jsLiteral(cards)};

const term = document.getElementById('term');
const definition = document.getElementById('definition');
const flipButton = document.getElementById('flip');
const progress = document.getElementById('progress');
let index = 0;
let known = 0;

function show() {
  const [word, meaning] = cards[index];
  term.textContent = word;
  definition.textContent = meaning;
  definition.hidden = true;
  flipButton.textContent = 'Show the answer';
  progress.textContent = 'Card ' + (index + 1) + ' of ' + cards.length + ' · known: ' + known;
}

function flip() {
  definition.hidden = !definition.hidden;
  flipButton.textContent = definition.hidden ? 'Show the answer' : 'Hide the answer';
}

function move(step) {
  index = (index + step + cards.length) % cards.length;
  show();
}

flipButton.addEventListener('click', flip);
document.getElementById('previous').addEventListener('click', () => move(-1));
document.getElementById('next').addEventListener('click', () => move(1));
document.getElementById('known').addEventListener('click', () => {
  known += 1;
  move(1);
});
show();
`;

export const flashcardsTemplate: ProjectTemplate = {
  slug: 'flashcards',
  name: 'set of flashcards',
  keywords: /flash ?cards?|vocab\w*|memori[sz]e|revis(?:e|ion)|study cards|definitions?/gi,
  specification(idea) {
    const built = itemsForIdea(idea, sets, {
      after: ['about', 'on', 'of', 'for'],
      counted: 'flash ?cards?|cards?|words?',
      max: 20,
      itemsOf: (set) => set.cards,
      toWrite: (topic, at): [string, string] => [`Word ${at + 1} about ${topic}`, 'what it means'],
    });
    const topic = built.topic ?? 'words';
    const { items: cards, known: written } = built;
    const count = cards.length;
    return {
      title: `Flashcards: ${topic}`,
      summary: `${count} flashcards about ${topic}: see a word, think of the answer, then flip the card to check.${written < count ? ` Write ${written === 0 ? 'each word' : `the other ${count - written} words`} and what it means in the inputs below: the offline engine knows ${written === 0 ? 'no' : 'only these'} words about ${topic}.` : ''}`,
      goals: ['Remember words and their meanings.', 'Count the cards I already know.'],
      inputs: cards.map(([word, meaning]) => `Card: ${word} = ${meaning}`),
      behaviour: [
        'Show one card with its word and hide the answer.',
        'A button shows or hides the answer (flip the card).',
        'Previous and Next buttons move through the cards and wrap around.',
        'An "I knew it" button counts the card as known and moves on.',
      ],
      acceptanceChecks: [
        'The answer stays hidden until I flip the card.',
        'Next after the last card goes back to the first card.',
        'The known count goes up when I press I knew it.',
      ],
    };
  },
  code(specification) {
    const cards = readCards(specification.inputs);
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <section class="card" aria-live="polite">
    <p id="term" class="term"></p>
    <p id="definition" hidden></p>
  </section>
  <div class="row">
    <button type="button" id="flip">Show the answer</button>
    <button type="button" id="known" class="secondary">I knew it</button>
  </div>
  <div class="row">
    <button type="button" id="previous" class="secondary">Previous card</button>
    <button type="button" id="next" class="secondary">Next card</button>
  </div>
  <p id="progress"></p>
</main>`,
      css: `${baseCss}.card { background: #fff; border-radius: 1rem; padding: 2rem; margin-bottom: 1rem; box-shadow: 0 2px 8px rgb(0 0 0 / 0.12); min-height: 9rem; }
.term { font-size: 1.5rem; font-weight: 700; margin: 0 0 0.5rem; }
.row { margin-bottom: 0.5rem; }
`,
      js: script(cards.length ? cards : [['Add a card', 'Card: word = meaning']]),
    };
  },
};
