import { ideaTopic, numberBefore } from '../idea';
import { baseCss, escapeHtml, labelledNumber, type ProjectTemplate } from '../template';

const script = (minutes: number) => `const totalSeconds = ${minutes} * 60;

const display = document.getElementById('time');
const bar = document.getElementById('bar');
const startButton = document.getElementById('start');
const announcer = document.getElementById('announcer');
let remaining = totalSeconds;
let ticking = null;

function format(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return String(minutes).padStart(2, '0') + ':' + String(rest).padStart(2, '0');
}

function render() {
  display.textContent = format(remaining);
  bar.value = totalSeconds - remaining;
}

function tick() {
  remaining -= 1;
  render();
  if (remaining <= 0) {
    stop();
    announcer.textContent = 'Time is up!';
  }
}

function start() {
  if (ticking || remaining <= 0) return;
  announcer.textContent = 'Timer started.';
  ticking = setInterval(tick, 1000);
  startButton.textContent = 'Pause';
}

function stop() {
  clearInterval(ticking);
  ticking = null;
  startButton.textContent = 'Start';
}

startButton.addEventListener('click', () => {
  if (ticking) {
    stop();
    announcer.textContent = 'Paused at ' + format(remaining) + '.';
  } else {
    start();
  }
});
document.getElementById('reset').addEventListener('click', () => {
  stop();
  remaining = totalSeconds;
  announcer.textContent = 'Timer reset.';
  render();
});
render();
`;

const maxMinutes = 180;

export const timerTemplate: ProjectTemplate = {
  slug: 'timer',
  name: 'timer',
  keywords: /timer|count ?down|stopwatch|pomodoro|minutes?/gi,
  specification(idea) {
    const minutes = Math.min(
      maxMinutes,
      Math.max(1, /pomodoro/i.test(idea) ? 25 : numberBefore(idea, 'min', 5)),
    );
    const purpose = ideaTopic(idea, ['for']);
    const forWhat = purpose ? ` for ${purpose}` : '';
    return {
      title: `${minutes}-minute timer${forWhat}`,
      summary: `A countdown timer for ${minutes} minutes${purpose ? ` (${purpose})` : ''} with start, pause and reset, that says when the time is up.`,
      goals: ['Time a task or a break.', 'Know when the time is up without watching the screen.'],
      inputs: [`Minutes: ${minutes}`],
      behaviour: [
        'Show the time left as minutes and seconds, and a progress bar.',
        'Start counts down once a second; the same button pauses.',
        'Reset stops the timer and puts the full time back.',
        'When it reaches 00:00 it stops and announces that the time is up.',
      ],
      acceptanceChecks: [
        'The time left goes down by one each second after Start.',
        'Pause keeps the time left where it is.',
        'Reset shows the full time again.',
      ],
    };
  },
  code(specification) {
    const minutes = labelledNumber(specification.inputs, 'Minutes', {
      fallback: 5,
      min: 1,
      max: maxMinutes,
    });
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <p id="time" class="time" role="timer" aria-label="Time left"></p>
  <label for="bar">Progress</label>
  <progress id="bar" max="${minutes * 60}" value="0"></progress>
  <div class="row">
    <button type="button" id="start">Start</button>
    <button type="button" id="reset" class="secondary">Reset</button>
  </div>
  <p id="announcer" role="status"></p>
</main>`,
      css: `${baseCss}.time { font-size: 4rem; font-variant-numeric: tabular-nums; margin: 0.5rem 0; }
progress { display: block; width: 100%; height: 1rem; margin: 0.25rem 0 1rem; }
`,
      js: script(minutes),
    };
  },
};
