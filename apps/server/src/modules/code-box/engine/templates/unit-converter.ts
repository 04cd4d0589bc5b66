import { allLabelled, baseCss, escapeHtml, jsLiteral, type ProjectTemplate } from '../template';

interface Conversion {
  from: string;
  to: string;
  factor: number;
}

const known: Array<Conversion & { words: RegExp }> = [
  { from: 'kilometres', to: 'miles', factor: 0.621371, words: /distance|kilomet|km|miles?/i },
  { from: 'kilograms', to: 'pounds', factor: 2.20462, words: /weight|kilogram|kg|pounds?|lbs?/i },
  { from: 'centimetres', to: 'inches', factor: 0.393701, words: /length|centimet|cm|inch/i },
  { from: 'litres', to: 'cups', factor: 4.22675, words: /cook|litre|liter|cups?|volume/i },
];

/** "1 kilometres = 0.621371 miles" */
const conversionLine = /^1\s+(.+?)\s*=\s*([\d.]+)\s+(.+)$/;

function readConversions(lines: readonly string[]): Conversion[] {
  return allLabelled(lines, 'Convert').flatMap((line) => {
    const match = conversionLine.exec(line);
    const factor = Number(match?.[2]);
    return match?.[1] && match[3] && factor > 0 ? [{ from: match[1], to: match[3], factor }] : [];
  });
}

const script = (conversions: Conversion[]) => `const conversions = ${jsLiteral(conversions)};

const amount = document.getElementById('amount');
const picker = document.getElementById('conversion');
const result = document.getElementById('result');
let reversed = false;

function fill() {
  const chosen = picker.selectedIndex;
  picker.replaceChildren();
  for (const { from, to } of conversions) {
    picker.add(new Option(reversed ? to + ' to ' + from : from + ' to ' + to));
  }
  picker.selectedIndex = Math.max(0, chosen);
}

function convert() {
  const { from, to, factor } = conversions[picker.selectedIndex];
  const value = Number(amount.value);
  if (amount.value === '' || Number.isNaN(value)) {
    result.textContent = 'Type an amount to convert.';
    return;
  }
  const answer = reversed ? value / factor : value * factor;
  const units = reversed ? [to, from] : [from, to];
  result.textContent = value + ' ' + units[0] + ' = ' + Number(answer.toFixed(3)) + ' ' + units[1];
}

amount.addEventListener('input', convert);
picker.addEventListener('change', convert);
document.getElementById('swap').addEventListener('click', () => {
  reversed = !reversed;
  fill();
  convert();
});
fill();
convert();
`;

export const unitConverterTemplate: ProjectTemplate = {
  slug: 'unit-converter',
  name: 'unit converter',
  keywords: /conver\w*|units?\b|miles?|kilomet\w*|pounds?|kilogram\w*|inch\w*|cups?/gi,
  specification(idea) {
    const first = known.filter((conversion) => conversion.words.test(idea));
    const ordered = [...first, ...known.filter((conversion) => !first.includes(conversion))];
    return {
      title: 'Unit converter',
      summary: `A converter between ${ordered[0]?.from} and ${ordered[0]?.to} and other units, both ways, as I type.`,
      goals: [
        'Convert measurements without a calculator.',
        'Switch the direction with one button.',
      ],
      inputs: ordered.map(({ from, to, factor }) => `Convert: 1 ${from} = ${factor} ${to}`),
      behaviour: [
        'A labelled amount box and a list of conversions.',
        'The result updates while typing, rounded to three decimals.',
        'A Swap button converts the other way round.',
        'An empty amount shows a message instead of a result.',
      ],
      acceptanceChecks: [
        'Typing an amount shows the converted result.',
        'Swap converts the other way.',
        'An empty amount shows a message.',
      ],
    };
  },
  code(specification) {
    const conversions = readConversions(specification.inputs);
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <div class="fields">
    <label for="amount">Amount</label>
    <input id="amount" type="number" inputmode="decimal" value="1">
    <label for="conversion">Conversion</label>
    <select id="conversion"></select>
  </div>
  <button type="button" id="swap" class="secondary">Swap direction</button>
  <p id="result" class="result" role="status"></p>
</main>`,
      css: `${baseCss}.fields { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
.fields input, .fields select { padding: 0.5rem; border: 2px solid #6b7280; border-radius: 0.5rem; }
.result { font-size: 1.5rem; font-weight: 700; }
`,
      js: script(
        conversions.length ? conversions : known.slice(0, 1).map(({ words: _, ...unit }) => unit),
      ),
    };
  },
};
