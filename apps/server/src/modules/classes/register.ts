import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { ClassService } from './service';

/** Classes, joining and rosters, and the spec §7 referral-code call. */
export function registerClasses(app: FastifyInstance, deps: { classes: ClassService }) {
  const { classes } = deps;

  app.endpoint(endpoints.classes, async ({ query, user }) => ({
    data: await classes.list(user, query),
  }));
  app.endpoint(endpoints.createClass, async ({ body, user }) => ({
    data: await classes.create(user, body),
  }));
  app.endpoint(endpoints.class, async ({ params, user }) => ({
    data: await classes.read(user, params.classId),
  }));
  app.endpoint(endpoints.updateClass, async ({ params, body, user }) => ({
    data: await classes.update(user, params.classId, body),
  }));
  app.endpoint(endpoints.archiveClass, async ({ params, user }) => ({
    data: await classes.archive(user, params.classId),
  }));
  app.endpoint(endpoints.restoreClass, async ({ params, user }) => ({
    data: await classes.restore(user, params.classId),
  }));
  app.endpoint(endpoints.setClassModules, async ({ params, body, user }) => ({
    data: await classes.setModules(user, params.classId, body.modules),
  }));
  app.endpoint(endpoints.createJoinCode, async ({ params, body, user }) => ({
    data: await classes.createJoinCode(user, params.classId, body),
  }));
  app.endpoint(endpoints.revokeJoinCode, async ({ params, user }) => ({
    data: await classes.revokeJoinCode(user, params.classId),
  }));
  app.endpoint(endpoints.addCoTeacher, async ({ params, body, user }) => ({
    data: await classes.addCoTeacher(user, params.classId, body.email),
  }));
  app.endpoint(endpoints.removeCoTeacher, async ({ params, user }) => ({
    data: await classes.removeCoTeacher(user, params.classId, params.userId),
  }));
  app.endpoint(endpoints.roster, async ({ params, user }) => ({
    data: await classes.roster(user, params.classId),
  }));
  app.endpoint(endpoints.addStudent, async ({ params, body, user }) => ({
    data: await classes.addStudent(user, params.classId, body.email),
  }));
  app.endpoint(endpoints.importStudents, async ({ params, body, user }) => ({
    data: await classes.importStudents(user, params.classId, body),
  }));
  app.endpoint(endpoints.removeStudent, async ({ params, user }) => ({
    data: await classes.removeStudent(user, params.classId, params.userId),
  }));
  app.endpoint(endpoints.approveStudent, async ({ params, user }) => ({
    data: await classes.approveStudent(user, params.classId, params.userId),
  }));

  app.endpoint(endpoints.classLanding, async ({ params }) => ({
    data: await classes.landing(params.classId),
  }));
  app.endpoint(endpoints.joinClass, async ({ params, body, user, request }) => ({
    data: await classes.join(user, params.classId, body.code, request.ip),
  }));
  app.endpoint(endpoints.leaveClass, async ({ params, user }) => {
    await classes.leave(user, params.classId);
    return undefined;
  });
  app.endpoint(endpoints.classmates, async ({ params, user }) => ({
    data: await classes.classmates(user, params.classId),
  }));
  app.endpoint(endpoints.myClasses, async ({ user }) => ({ data: await classes.mine(user) }));

  app.endpoint(endpoints.generateReferralCode, async ({ params, user, request }) => ({
    data: await classes.generateReferral(auditActorOf(request, user.id), params.id),
  }));
  app.endpoint(endpoints.referralCodes, async ({ params }) => ({
    data: await classes.referrals(params.id),
  }));
  app.endpoint(endpoints.revokeReferralCode, async ({ params, user, request }) => ({
    data: await classes.revokeReferral(auditActorOf(request, user.id), params.code),
  }));
}
