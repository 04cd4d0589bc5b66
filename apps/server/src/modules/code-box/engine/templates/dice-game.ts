import { numberBefore } from '../idea';
import { baseCss, escapeHtml, labelledNumber, type ProjectTemplate } from '../template';

const script = (rules: {
  dice: number;
  sides: number;
  target: number;
  players: number;
}) => `const rules = ${JSON.stringify(rules)};

const rollButton = document.getElementById('roll');
const lastRoll = document.getElementById('last-roll');
const board = document.getElementById('board');
const turn = document.getElementById('turn');
const totals = Array.from({ length: rules.players }, () => 0);
let player = 0;
let winner = null;

function rollDie() {
  return 1 + Math.floor(Math.random() * rules.sides);
}

function render() {
  board.replaceChildren();
  totals.forEach((total, index) => {
    const item = document.createElement('li');
    item.textContent = 'Player ' + (index + 1) + ': ' + total;
    if (index === player && winner === null) item.setAttribute('aria-current', 'true');
    board.append(item);
  });
  turn.textContent = winner === null ? 'Player ' + (player + 1) + ', your turn.' : 'Player ' + (winner + 1) + ' wins!';
  rollButton.textContent = winner === null ? 'Roll the dice' : 'Play again';
}

function roll() {
  if (winner !== null) {
    totals.fill(0);
    winner = null;
    player = 0;
    lastRoll.textContent = '';
    return render();
  }
  const faces = Array.from({ length: rules.dice }, rollDie);
  const sum = faces.reduce((a, b) => a + b, 0);
  totals[player] += sum;
  lastRoll.textContent = 'Player ' + (player + 1) + ' rolled ' + faces.join(' + ') + ' = ' + sum + '.';
  if (totals[player] >= rules.target) winner = player;
  else player = (player + 1) % rules.players;
  render();
}

rollButton.addEventListener('click', roll);
render();
`;

export const diceGameTemplate: ProjectTemplate = {
  slug: 'dice-game',
  name: 'dice game',
  keywords: /dice|\bdie\b|roll\w*|board game/gi,
  specification(idea) {
    const dice = Math.min(5, Math.max(1, numberBefore(idea, 'dice', 2)));
    const sides = Math.min(100, Math.max(2, numberBefore(idea, 'sided|sides', 6)));
    const players = Math.min(6, Math.max(2, numberBefore(idea, 'players?|people|friends', 2)));
    const target = Math.min(500, Math.max(5, numberBefore(idea, 'points', 30)));
    return {
      title: 'Race to the target',
      summary: `A dice game for ${players} players: take turns rolling ${dice} ${sides}-sided dice; the first to reach ${target} points wins.`,
      goals: ['Play a quick game of chance with friends.', 'Practise adding up the dice.'],
      inputs: [`Dice: ${dice}`, `Sides: ${sides}`, `Players: ${players}`, `Target: ${target}`],
      behaviour: [
        'The Roll button rolls the dice for the player whose turn it is.',
        'The roll is shown as a sum, such as 3 + 5 = 8, and added to that player.',
        'Turns pass to the next player until someone reaches the target.',
        'The winner is announced and the button starts a new game.',
      ],
      acceptanceChecks: [
        'Each roll adds to the right player.',
        'The turn passes after each roll.',
        'The first player to reach the target wins.',
      ],
    };
  },
  code(specification) {
    const lines = specification.inputs;
    const rules = {
      dice: labelledNumber(lines, 'Dice', { fallback: 2, min: 1, max: 5 }),
      sides: labelledNumber(lines, 'Sides', { fallback: 6, min: 2, max: 100 }),
      players: labelledNumber(lines, 'Players', { fallback: 2, min: 2, max: 6 }),
      target: labelledNumber(lines, 'Target', { fallback: 30, min: 5, max: 500 }),
    };
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <p>First to ${rules.target} points wins.</p>
  <p id="turn" aria-live="polite"></p>
  <button type="button" id="roll">Roll the dice</button>
  <p id="last-roll" role="status"></p>
  <h2>Scores</h2>
  <ol id="board"></ol>
</main>`,
      css: `${baseCss}#last-roll { font-size: 1.25rem; min-height: 2rem; }
#board li[aria-current] { font-weight: 700; }
`,
      js: script(rules),
    };
  },
};
