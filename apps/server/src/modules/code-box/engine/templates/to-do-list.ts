import { ideaTopic, numberBefore } from '../idea';
import { allLabelled, baseCss, escapeHtml, jsLiteral, type ProjectTemplate } from '../template';

const script = (
  tasks: string[],
) => `const tasks = ${jsLiteral(tasks.map((text) => ({ text, done: false })))};

const form = document.getElementById('add-form');
const input = document.getElementById('new-task');
const list = document.getElementById('tasks');
const summary = document.getElementById('summary');

function render() {
  list.replaceChildren();
  tasks.forEach((task, index) => {
    const item = document.createElement('li');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'task-' + index;
    box.checked = task.done;
    box.addEventListener('change', () => {
      task.done = box.checked;
      render();
    });
    const label = document.createElement('label');
    label.htmlFor = box.id;
    label.textContent = task.text;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'secondary';
    remove.textContent = 'Delete';
    remove.setAttribute('aria-label', 'Delete ' + task.text);
    remove.addEventListener('click', () => {
      tasks.splice(index, 1);
      render();
      input.focus();
    });
    item.append(box, label, remove);
    list.append(item);
  });
  const left = tasks.filter((task) => !task.done).length;
  summary.textContent = tasks.length ? left + ' of ' + tasks.length + ' left to do' : 'Nothing to do!';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (!text) return;
  tasks.push({ text, done: false });
  input.value = '';
  render();
});
render();
`;

export const toDoListTemplate: ProjectTemplate = {
  slug: 'to-do-list',
  name: 'to-do list',
  keywords: /to-?do|tasks?|check ?list|chores?|planner|homework list/gi,
  specification(idea) {
    const homework = /homework|school|study/i.test(idea);
    const examples = homework
      ? ['Maths worksheet', 'Read chapter 3', 'Pack my bag']
      : ['Water the plants', 'Tidy my desk', 'Practise piano'];
    const purpose = ideaTopic(idea, ['for', 'of']);
    const count = Math.min(20, Math.max(1, numberBefore(idea, 'tasks?|things|items?', 3)));
    const tasks = Array.from(
      { length: count },
      (_, at) => (purpose ? undefined : examples[at]) ?? `Task ${at + 1}`,
    );
    return {
      title: purpose ? `To-do list for ${purpose}` : homework ? 'Homework list' : 'To-do list',
      summary: `A to-do list${purpose ? ` for ${purpose}` : ''}, starting with ${count} ${count === 1 ? 'task' : 'tasks'}: add tasks, tick them off when they are done, delete the ones I do not need.`,
      goals: ['Keep track of what I still have to do.', 'Enjoy ticking things off.'],
      inputs: tasks.map((task) => `Task: ${task}`),
      behaviour: [
        'A labelled box and an Add button (or Enter) add a task to the list.',
        'Each task has a checkbox to tick it off and a Delete button.',
        'A line under the list says how many tasks are left to do.',
      ],
      acceptanceChecks: [
        'A new task appears at the end of the list.',
        'Ticking a task lowers the number left to do.',
        'Delete removes only that task.',
      ],
    };
  },
  code(specification) {
    return {
      html: `<main>
  <h1>${escapeHtml(specification.title)}</h1>
  <form id="add-form" class="row">
    <label for="new-task">New task</label>
    <input id="new-task" autocomplete="off" maxlength="120">
    <button type="submit">Add</button>
  </form>
  <ul id="tasks"></ul>
  <p id="summary" role="status"></p>
</main>`,
      css: `${baseCss}#new-task { flex: 1; padding: 0.5rem; border: 2px solid #6b7280; border-radius: 0.5rem; }
ul { list-style: none; padding: 0; }
li { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0; }
li label { flex: 1; }
li input:checked + label { text-decoration: line-through; color: #4b5563; }
`,
      js: script(allLabelled(specification.inputs, 'Task')),
    };
  },
};
