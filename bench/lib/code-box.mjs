// The code box on the offline engine: each step of its flow timed through the API, one
// request at a time as one student working through projects waits for each answer.

import { percentiles } from './percentiles.mjs';
import { registerStudent } from './server.mjs';

const projects = 40;
const ideas = [
  'A quiz about the planets',
  'Flashcards for my Spanish words',
  'A 10 minute timer',
  'A calculator that can add and multiply',
  'A to-do list for homework',
  'A dice game for 3 players',
  'Convert kilograms to pounds',
  'A drawing pad',
];

export async function measureCodeBox(url) {
  const { accessToken } = await registerStudent(url);
  const samples = { create: [], code: [], feedback: [], preview: [] };
  const call = async (step, method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${url}/tools-api/gpt/code-box${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${step}: ${response.status} ${await response.text()}`);
    const { data } = await response.json();
    samples[step].push(performance.now() - started);
    return data;
  };
  for (let index = 0; index < projects; index++) {
    const box = await call('create', 'POST', '', { prompt: ideas[index % ideas.length] });
    const built = await call('code', 'POST', `/${box.id}/generate`, {});
    await call('feedback', 'POST', `/${box.id}/generate/feedback`, { level: 2 });
    await call('preview', 'POST', '/preview', { code: built.code[0].code });
  }
  return Object.fromEntries(
    Object.entries(samples).map(([step, times]) => [step, percentiles(times)]),
  );
}
