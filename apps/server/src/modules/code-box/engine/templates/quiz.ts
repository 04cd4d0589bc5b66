import { capitalised, itemsForIdea } from '../idea';
import { allLabelled, baseCss, escapeHtml, jsLiteral, type ProjectTemplate } from '../template';

interface Question {
  question: string;
  answer: string;
  wrong: string[];
}

const banks: Array<{ topic: string; words: RegExp; questions: Question[] }> = [
  {
    topic: 'space',
    words: /space|planet|solar|star|moon/i,
    questions: [
      { question: 'Which planet is the largest?', answer: 'Jupiter', wrong: ['Mars', 'Venus'] },
      { question: 'What is the Sun?', answer: 'A star', wrong: ['A planet', 'A moon'] },
      {
        question: 'Which planet is called the red planet?',
        answer: 'Mars',
        wrong: ['Neptune', 'Mercury'],
      },
    ],
  },
  {
    topic: 'maths',
    words: /math|times table|multipl|fraction|number/i,
    questions: [
      { question: 'What is 7 × 8?', answer: '56', wrong: ['54', '64'] },
      { question: 'What is half of 3/4?', answer: '3/8', wrong: ['3/2', '1/4'] },
      { question: 'What is 12 ÷ 4?', answer: '3', wrong: ['4', '8'] },
    ],
  },
  {
    topic: 'capital cities',
    words: /capital|countr|geograph|city|cities/i,
    questions: [
      { question: 'What is the capital of France?', answer: 'Paris', wrong: ['Lyon', 'Nice'] },
      { question: 'What is the capital of Japan?', answer: 'Tokyo', wrong: ['Osaka', 'Kyoto'] },
      {
        question: 'What is the capital of Kenya?',
        answer: 'Nairobi',
        wrong: ['Mombasa', 'Kisumu'],
      },
    ],
  },
  {
    topic: 'science',
    words: /science|plant|water|heart|body|biolog/i,
    questions: [
      {
        question: 'What do plants take in to make food?',
        answer: 'Carbon dioxide',
        wrong: ['Oxygen', 'Salt'],
      },
      {
        question: 'At what temperature does water boil at sea level?',
        answer: '100 °C',
        wrong: ['50 °C', '200 °C'],
      },
      {
        question: 'Which organ pumps blood?',
        answer: 'The heart',
        wrong: ['The lungs', 'The liver'],
      },
    ],
  },
];

const maxQuestions = 20;

/**
 * A question for the student to write: the engine knows facts of a few topics only, and a quiz
 * about anything else is still a quiz about it, with its questions to fill in.
 */
const toWrite = (topic: string, index: number): Question => ({
  question: `Question ${index + 1} about ${topic}: write it here`,
  answer: 'The right answer',
  wrong: ['A wrong answer', 'Another wrong answer'],
});

/** "Which planet is largest? Answer: Jupiter. Wrong: Mars, Venus" */
const questionLine = /^(.+?)\s*Answer:\s*(.+?)\.?\s*(?:Wrong:\s*(.+))?$/i;

function readQuestions(lines: readonly string[]): Question[] {
  return allLabelled(lines, 'Question').flatMap((line) => {
    const match = questionLine.exec(line);
    if (!match?.[1] || !match[2]) return [];
    const wrong = (match[3] ?? '').split(',').map((item) => item.trim().replace(/\.$/, ''));
    return [{ question: match[1], answer: match[2], wrong: wrong.filter(Boolean) }];
  });
}

const script = (questions: Question[]) => `const questions = ${jsLiteral(questions)};

const questionText = document.getElementById('question');
const choices = document.getElementById('choices');
const feedback = document.getElementById('feedback');
const nextButton = document.getElementById('next');
const scoreText = document.getElementById('score');
let current = 0;
let score = 0;
let finished = false;

function shuffle(items) {
  return items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}

function showQuestion(moveFocus) {
  const { question, answer, wrong } = questions[current];
  questionText.textContent = 'Question ' + (current + 1) + ' of ' + questions.length + ': ' + question;
  feedback.textContent = '';
  nextButton.hidden = true;
  choices.replaceChildren();
  for (const choice of shuffle([answer, ...wrong])) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = choice;
    button.addEventListener('click', () => choose(choice));
    choices.append(button);
  }
  // Not on the first question: the page is just opening and the reader starts at its top.
  if (moveFocus) choices.querySelector('button').focus();
}

function choose(choice) {
  const { answer } = questions[current];
  for (const button of choices.querySelectorAll('button')) button.disabled = true;
  if (choice === answer) {
    score += 1;
    feedback.textContent = 'Correct!';
  } else {
    feedback.textContent = 'Not quite: the answer is ' + answer + '.';
  }
  scoreText.textContent = 'Score: ' + score;
  nextButton.textContent = current + 1 < questions.length ? 'Next question' : 'See my score';
  nextButton.hidden = false;
  nextButton.focus();
}

function next() {
  current += 1;
  if (current < questions.length) return showQuestion(true);
  questionText.textContent = 'You scored ' + score + ' out of ' + questions.length + '.';
  choices.replaceChildren();
  feedback.textContent = '';
  nextButton.textContent = 'Play again';
  finished = true;
}

function restart() {
  finished = false;
  current = 0;
  score = 0;
  scoreText.textContent = 'Score: 0';
  showQuestion(true);
}

nextButton.addEventListener('click', () => (finished ? restart() : next()));
showQuestion();
`;

export const quizTemplate: ProjectTemplate = {
  slug: 'quiz',
  name: 'quiz',
  keywords: /quiz|trivia|questions?|test (?:me|myself)|multiple choice/gi,
  specification(idea) {
    const built = itemsForIdea(idea, banks, {
      counted: 'questions?',
      max: maxQuestions,
      itemsOf: (bank) => bank.questions,
      toWrite,
    });
    const topic = built.topic ?? 'science';
    const { items: questions, known: written } = built;
    const count = questions.length;
    const toWriteNote =
      written === count
        ? ''
        : written === 0
          ? ` The offline engine knows no facts about ${topic}: write each question and its answers in the inputs below.`
          : ` The offline engine knows ${written} questions about ${topic}: write the other ${count - written} in the inputs below.`;
    return {
      title: `${capitalised(topic)} quiz`,
      summary: `A quiz about ${topic} with ${count} ${count === 1 ? 'question' : 'questions'}: one at a time, a choice of answers, and a score at the end.${toWriteNote}`,
      goals: [
        `Practise ${topic} facts with quick questions.`,
        'See straight away whether an answer was right.',
        'Finish with a score and play again.',
      ],
      inputs: questions.map(
        (q) => `Question: ${q.question} Answer: ${q.answer}. Wrong: ${q.wrong.join(', ')}`,
      ),
      behaviour: [
        'Show one question with its answers as buttons, in a shuffled order.',
        'After a choice, say whether it was correct and show the right answer.',
        'Keep the score and move to the next question with a Next button.',
        'After the last question, show the final score and a Play again button.',
      ],
      acceptanceChecks: [
        'Every question appears once, in order.',
        'Choosing the right answer adds one to the score.',
        'The final score is shown after the last question.',
      ],
    };
  },
  code(specification) {
    const questions = readQuestions(specification.inputs);
    const playable = questions.length
      ? questions
      : [{ question: 'Add a question line to the specification.', answer: 'OK', wrong: [] }];
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <p id="score" aria-live="polite">Score: 0</p>
  <h2 id="question"></h2>
  <div id="choices" class="row" role="group" aria-labelledby="question"></div>
  <p id="feedback" role="status"></p>
  <button type="button" id="next" hidden>Next question</button>
</main>`,
      css: `${baseCss}#choices { margin: 1rem 0; }
#feedback { font-weight: 600; min-height: 1.5em; }
`,
      js: script(playable),
    };
  },
};
