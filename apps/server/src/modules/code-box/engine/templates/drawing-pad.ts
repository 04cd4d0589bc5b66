import { numberBefore } from '../idea';
import { baseCss, escapeHtml, jsLiteral, labelledList, type ProjectTemplate } from '../template';

const script = (colours: string[], sizes: number[]) => `const colours = ${jsLiteral(colours)};
const sizes = ${jsLiteral(sizes)};

const canvas = document.getElementById('pad');
const context = canvas.getContext('2d');
const palette = document.getElementById('palette');
const sizePicker = document.getElementById('size');
const strokes = [];
let colour = colours[0];
let drawing = null;
let cursor = { x: canvas.width / 2, y: canvas.height / 2 };

function redraw() {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.lineCap = 'round';
  for (const stroke of strokes) {
    context.strokeStyle = stroke.colour;
    context.lineWidth = stroke.size;
    context.beginPath();
    stroke.points.forEach((point, index) => {
      if (index === 0) context.moveTo(point.x, point.y);
      else context.lineTo(point.x, point.y);
    });
    context.stroke();
  }
}

function pointOf(event) {
  const box = canvas.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) * canvas.width) / box.width,
    y: ((event.clientY - box.top) * canvas.height) / box.height,
  };
}

function begin(point) {
  drawing = { colour, size: Number(sizePicker.value), points: [point] };
  strokes.push(drawing);
}

canvas.addEventListener('pointerdown', (event) => {
  canvas.setPointerCapture(event.pointerId);
  begin(pointOf(event));
});
canvas.addEventListener('pointermove', (event) => {
  if (!drawing) return;
  drawing.points.push(pointOf(event));
  redraw();
});
canvas.addEventListener('pointerup', () => {
  drawing = null;
});

// Arrow keys draw from a cursor, so the pad works without a mouse.
const steps = { ArrowUp: [0, -10], ArrowDown: [0, 10], ArrowLeft: [-10, 0], ArrowRight: [10, 0] };
canvas.addEventListener('keydown', (event) => {
  const step = steps[event.key];
  if (!step) return;
  event.preventDefault();
  begin({ ...cursor });
  cursor = {
    x: Math.min(canvas.width, Math.max(0, cursor.x + step[0])),
    y: Math.min(canvas.height, Math.max(0, cursor.y + step[1])),
  };
  drawing.points.push({ ...cursor });
  drawing = null;
  redraw();
});

for (const choice of colours) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'swatch';
  button.style.background = choice;
  button.setAttribute('aria-label', choice);
  button.setAttribute('aria-pressed', String(choice === colour));
  button.addEventListener('click', () => {
    colour = choice;
    for (const other of palette.children) other.setAttribute('aria-pressed', String(other === button));
  });
  palette.append(button);
}
for (const size of sizes) sizePicker.add(new Option(size + ' px', String(size)));

document.getElementById('undo').addEventListener('click', () => {
  strokes.pop();
  redraw();
});
document.getElementById('clear').addEventListener('click', () => {
  strokes.length = 0;
  redraw();
});
redraw();
`;

/** Colours a drawing pad offers, in order; an idea asking for n colours gets the first n. */
const palette = [
  'black',
  'crimson',
  'royalblue',
  'seagreen',
  'orange',
  'purple',
  'saddlebrown',
  'deeppink',
  'teal',
  'goldenrod',
];

export const drawingPadTemplate: ProjectTemplate = {
  slug: 'drawing-pad',
  name: 'drawing pad',
  keywords: /draw\w*|paint\w*|sketch\w*|doodle|canvas|art pad/gi,
  specification(idea) {
    const colours = palette.slice(
      0,
      Math.min(palette.length, Math.max(1, numberBefore(idea, 'colou?rs?', 5))),
    );
    return {
      title: 'Drawing pad',
      summary: `A drawing pad with ${colours.length} ${colours.length === 1 ? 'colour' : 'colours'} and three brush sizes, undo and clear; arrow keys draw too.`,
      goals: ['Draw pictures with the mouse, a finger or the keyboard.', 'Fix mistakes with undo.'],
      inputs: [`Colours: ${colours.join(', ')}`, 'Brush sizes: 2, 6, 12'],
      behaviour: [
        'Drawing on the canvas with a pointer leaves a line in the chosen colour and size.',
        'Arrow keys draw from a cursor when the canvas has focus.',
        'Colour buttons show which colour is chosen.',
        'Undo removes the last line; Clear empties the canvas.',
      ],
      acceptanceChecks: [
        'A line appears where I draw.',
        'Undo removes only the last line.',
        'Clear empties the canvas.',
      ],
    };
  },
  code(specification) {
    const colours = labelledList(specification.inputs, 'Colours', [
      'black',
      'crimson',
      'royalblue',
    ]);
    const sizes = labelledList(specification.inputs, 'Brush sizes', ['2', '6', '12'])
      .map((size) => Number.parseInt(size, 10))
      .filter((size) => size > 0 && size <= 60);
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <div class="row">
    <div id="palette" class="row" role="group" aria-label="Colours"></div>
    <label for="size">Brush size</label>
    <select id="size"></select>
  </div>
  <canvas id="pad" width="640" height="400" tabindex="0" aria-label="Drawing canvas: draw with a pointer, or with the arrow keys"></canvas>
  <div class="row">
    <button type="button" id="undo" class="secondary">Undo</button>
    <button type="button" id="clear" class="secondary">Clear</button>
  </div>
</main>`,
      css: `${baseCss}canvas { display: block; width: 100%; margin: 1rem 0; border: 2px solid #6b7280; border-radius: 0.5rem; touch-action: none; background: #fff; }
.swatch { width: 2.75rem; padding: 0; border: 3px solid #fff; box-shadow: 0 0 0 2px #6b7280; }
.swatch[aria-pressed="true"] { box-shadow: 0 0 0 3px #1d2433; }
`,
      js: script(colours, sizes.length ? sizes : [2, 6, 12]),
    };
  },
};
