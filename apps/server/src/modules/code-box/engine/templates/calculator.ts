import { baseCss, escapeHtml, jsLiteral, labelledList, type ProjectTemplate } from '../template';

const operations: Record<string, { label: string; words: RegExp }> = {
  '+': { label: 'Add', words: /add|plus|sum|\+/i },
  '-': { label: 'Subtract', words: /subtract|minus|take away|-/i },
  '×': { label: 'Multiply', words: /multipl|times|×|\*/i },
  '÷': { label: 'Divide', words: /divi|÷|\//i },
};
const allOperations = Object.keys(operations);

const script = (chosen: string[]) => `const operations = ${jsLiteral(
  chosen.map((symbol) => ({ symbol, label: operations[symbol]?.label })),
)};

const first = document.getElementById('first');
const second = document.getElementById('second');
const result = document.getElementById('result');
const buttons = document.getElementById('operations');

function calculate(operation) {
  const a = Number(first.value);
  const b = Number(second.value);
  if (first.value === '' || second.value === '' || Number.isNaN(a) || Number.isNaN(b)) {
    result.textContent = 'Type two numbers first.';
    return;
  }
  if (operation === '÷' && b === 0) {
    result.textContent = 'You cannot divide by zero.';
    return;
  }
  const answers = { '+': a + b, '-': a - b, '×': a * b, '÷': a / b };
  const answer = Math.round(answers[operation] * 1e10) / 1e10;
  result.textContent = a + ' ' + operation + ' ' + b + ' = ' + answer;
}

for (const { symbol, label } of operations) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = symbol;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', () => calculate(symbol));
  buttons.append(button);
}
`;

export const calculatorTemplate: ProjectTemplate = {
  slug: 'calculator',
  name: 'calculator',
  keywords: /calculat\w*|add(?:ing)? numbers|arithmetic|sums?\b/gi,
  specification(idea) {
    const named = allOperations.filter((operation) => operations[operation]?.words.test(idea));
    const chosen = named.length >= 2 ? named : allOperations;
    return {
      title: 'Calculator',
      summary: `A calculator for two numbers with ${chosen.length === 4 ? 'the four operations' : chosen.join(' ')}, that explains mistakes instead of showing NaN.`,
      goals: ['Work out sums quickly.', 'See the whole calculation, not only the answer.'],
      inputs: [`Operations: ${chosen.join(', ')}`, 'Two numbers typed into labelled boxes.'],
      behaviour: [
        'One button per operation works out the answer.',
        'The result shows the whole calculation, such as 6 × 7 = 42.',
        'Empty boxes or division by zero give a message instead of a result.',
      ],
      acceptanceChecks: [
        'Two numbers and an operation give the right result.',
        'Dividing by zero shows a message.',
        'An empty box asks for two numbers first.',
      ],
    };
  },
  code(specification) {
    const chosen = labelledList(specification.inputs, 'Operations', allOperations).filter(
      (operation) => allOperations.includes(operation),
    );
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <div class="fields">
    <label for="first">First number</label>
    <input id="first" type="number" inputmode="decimal">
    <label for="second">Second number</label>
    <input id="second" type="number" inputmode="decimal">
  </div>
  <div id="operations" class="row" role="group" aria-label="Operations"></div>
  <p id="result" class="result" role="status"></p>
</main>`,
      css: `${baseCss}.fields { display: grid; gap: 0.25rem; margin-bottom: 1rem; }
.fields input { padding: 0.5rem; border: 2px solid #6b7280; border-radius: 0.5rem; }
.result { font-size: 1.5rem; font-weight: 700; min-height: 2.25rem; }
`,
      js: script(chosen.length ? chosen : allOperations),
    };
  },
};
