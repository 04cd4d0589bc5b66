// The learning loop on PostgreSQL: a teacher's class of 40 students on a module of 50
// activities, each student half-way through. Measures joining with the class code as each of the
// 40 arrives, each completion as the students read (ten at once; a completion also counts the
// streak and places the student in the week's league), and the teacher's progress grid read over
// and over (one request at a time, so each figure is one teacher waiting for the grid).

import { percentiles } from './percentiles.mjs';
import { registerStudent, signIn } from './server.mjs';

const students = 40;
const activities = 50;
const gridReads = 200;

export function client(url, accessToken) {
  return async (method, path, body) => {
    const response = await fetch(`${url}/sparked-api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : (await response.json()).data;
  };
}

/** Times `run` once; answers the milliseconds it took. */
async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * A published module of `activities` short e-books in five units (and `more`, the contents of
 * further activities, at the end of the last), assigned to a new class.
 */
export async function makeClass(teacher, more = []) {
  const module = await teacher('POST', '/modules', { title: 'Bench module' });
  const section = await teacher('POST', `/modules/${module.id}/sections`, { title: 'All' });
  for (let unitIndex = 0; unitIndex < 5; unitIndex++) {
    const unit = await teacher('POST', `/modules/${module.id}/units`, {
      sectionId: section.id,
      title: `Unit ${unitIndex + 1}`,
    });
    for (let index = 0; index < activities / 5; index++) {
      await teacher('POST', `/modules/${module.id}/activities`, {
        unitId: unit.id,
        type: 'ebook',
        title: `Reading ${unitIndex * 10 + index + 1}`,
        content: { type: 'ebook', blocks: [] },
      });
    }
    for (const content of unitIndex === 4 ? more : [])
      await teacher('POST', `/modules/${module.id}/activities`, {
        unitId: unit.id,
        type: content.type,
        title: `More ${content.type}`,
        content,
      });
  }
  await teacher('POST', `/modules/${module.id}/publish`);
  const created = await teacher('POST', '/classes', { name: 'Bench class' });
  await teacher('PUT', `/classes/${created.id}/modules`, { modules: [{ moduleId: module.id }] });
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const code = await teacher('POST', `/classes/${created.id}/join-code`, { expiresAt });
  return { classId: created.id, moduleId: module.id, code: code.code };
}

export async function measureLearning(url) {
  const facilitator = await signIn(url, 'facilitator@sparked.test', 'sparked-facilitator-demo');
  const teacher = client(url, facilitator.accessToken);
  const { classId, moduleId, code } = await makeClass(teacher);
  const outline = await teacher('GET', `/modules/${moduleId}`);
  const activityIds = outline.sections.flatMap((section) =>
    section.units.flatMap((unit) => unit.activities.map((activity) => activity.id)),
  );

  const joins = [];
  const learners = [];
  for (let index = 0; index < students; index++) {
    const learner = client(url, (await registerStudent(url)).accessToken);
    joins.push(await timed(() => learner('POST', `/classes/${classId}/join`, { code })));
    learners.push(learner);
  }
  // Each student reads the first half of the module: 40 × 25 completions, 10 students at once.
  const base = `/player/classes/${classId}/modules/${moduleId}/activities`;
  const completions = [];
  for (let start = 0; start < learners.length; start += 10) {
    await Promise.all(
      learners.slice(start, start + 10).map(async (learner) => {
        for (const activityId of activityIds.slice(0, activities / 2)) {
          await learner('GET', `${base}/${activityId}`);
          completions.push(
            await timed(() =>
              learner('POST', `${base}/${activityId}/complete`, {
                statementId: crypto.randomUUID(),
              }),
            ),
          );
        }
      }),
    );
  }

  const grid = await teacher('GET', `/classes/${classId}/progress`);
  if (grid.students.length !== students || grid.activities.length !== activities)
    throw new Error(`the grid is ${grid.students.length} × ${grid.activities.length}`);
  const reads = [];
  for (let index = 0; index < gridReads; index++)
    reads.push(await timed(() => teacher('GET', `/classes/${classId}/progress`)));
  return {
    join: percentiles(joins),
    complete: percentiles(completions),
    grid: percentiles(reads),
  };
}
