import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publishedModule } from './modules';
import { bearer, registerStudent } from './users';

export interface ClassStudent {
  firstName: string;
  token: string;
  userId: string;
  /** Activities completed so far. */
  done: number;
}

/**
 * A class with an open door, made by `teacher`, with a module of `activities` e-books and one
 * student per first name (last name "Realname") who has joined. `learn(student, n)` completes
 * their next n activities: 20 experience each, and 100 more for the last one of the module.
 */
export async function learningClass(
  app: FastifyInstance,
  teacher: string,
  firstNames: readonly string[],
  activities = 4,
) {
  const send = async (token: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({
      method,
      url: `/sparked-api${url}`,
      headers: bearer(token),
      payload,
    });
    if (response.statusCode !== 200 && response.statusCode !== 201)
      throw new Error(`${url}: ${response.body}`);
    return response.json().data;
  };
  const { moduleId, activityIds } = await publishedModule(
    app,
    teacher,
    { title: `Reading ${randomUUID()}` },
    activities,
  );
  const created = await send(teacher, 'POST', '/classes', {
    name: `Class ${randomUUID().slice(0, 8)}`,
    joinMode: 'open',
  });
  const classId: string = created.id;
  await send(teacher, 'PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
  const students: ClassStudent[] = [];
  for (const firstName of firstNames) {
    const session = await registerStudent(app, undefined, { firstName, lastName: 'Realname' });
    await send(session.accessToken, 'POST', `/classes/${classId}/join`, {});
    students.push({ firstName, token: session.accessToken, userId: session.user.id, done: 0 });
  }
  const learn = async (student: ClassStudent, count: number) => {
    for (let step = 0; step < count; step += 1) {
      const activityId = activityIds[student.done];
      student.done += 1;
      await send(
        student.token,
        'POST',
        `/player/classes/${classId}/modules/${moduleId}/activities/${activityId}/complete`,
        { statementId: randomUUID() },
      );
    }
  };
  return { classId, moduleId, activityIds, students, learn };
}
