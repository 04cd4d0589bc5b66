// The academy on PostgreSQL: 1 000 listed modules across ten subjects, and the
// catalogue read one request at a time, as a student browsing it waits for it: the first page,
// a search, and a filtered page.

import { percentiles } from './percentiles.mjs';
import { signIn } from './server.mjs';

const modules = 1000;
const reads = 100;
const subjects = ['Astronomy', 'Biology', 'Chemistry', 'Coding', 'Earth science'];

export async function measureAcademy(url) {
  const { accessToken } = await signIn(url, 'facilitator@sparked.test', 'sparked-facilitator-demo');
  const post = async (path, body) => {
    const response = await fetch(`${url}/sparked-api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const listOne = async (index) => {
    const module = await post('/modules', {
      title: `Bench module ${index}`,
      description: `Module ${index} of the academy bench, about ${subjects[index % 5]}.`,
      subject: subjects[index % subjects.length],
      level: ['beginner', 'intermediate', 'advanced'][index % 3],
      estimatedMinutes: 10 + (index % 50),
      listedInAcademy: true,
    });
    const section = await post(`/modules/${module.id}/sections`, { title: 'Section' });
    const unit = await post(`/modules/${module.id}/units`, {
      sectionId: section.id,
      title: 'Unit',
    });
    await post(`/modules/${module.id}/activities`, {
      unitId: unit.id,
      type: 'ebook',
      title: 'Read',
    });
    await post(`/modules/${module.id}/publish`);
  };
  for (let start = 0; start < modules; start += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, offset) => listOne(start + offset)));
  }

  const time = async (query) => {
    const samples = [];
    for (let index = 0; index < reads; index++) {
      const started = performance.now();
      const response = await fetch(`${url}/sparked-api/academy/modules?${query}`);
      if (!response.ok) throw new Error(`catalogue: ${response.status}`);
      const { data } = await response.json();
      if (data.modules.length === 0) throw new Error(`nothing for ${query}`);
      samples.push(performance.now() - started);
    }
    return percentiles(samples);
  };
  return {
    first: await time('limit=24'),
    search: await time('search=module%2099&limit=24'),
    filtered: await time('subject=Biology&level=beginner&maxMinutes=30&price=free&limit=24'),
  };
}
