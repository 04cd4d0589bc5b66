import type { Readable } from 'node:stream';
import { endpoints } from '@sparked/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CourseExport } from './course-export';
import type { EmbeddableHosts } from './embeddable-hosts';
import type { ModuleImages } from './images';
import type { ModuleService } from './service';

/** Modules, their outline and activities; authorship is checked by the service. */
export function registerModules(
  app: FastifyInstance,
  deps: {
    modules: ModuleService;
    images: ModuleImages;
    hosts: EmbeddableHosts;
    packages: CourseExport;
  },
) {
  const { modules, images, hosts, packages } = deps;

  app.endpoint(endpoints.embeddableHosts, async () => ({ data: await hosts.list() }));
  app.endpoint(endpoints.addEmbeddableHost, async ({ body, user }) => ({
    data: await hosts.add(user.id, body),
  }));
  app.endpoint(endpoints.removeEmbeddableHost, async ({ params }) => {
    await hosts.remove(params.host);
    return undefined;
  });

  app.endpoint(endpoints.modules, async ({ query, user }) => ({
    data: await modules.list(user, query),
  }));
  app.endpoint(endpoints.createModule, async ({ body, user }) => ({
    data: await modules.create(user, body),
  }));
  app.endpoint(endpoints.module, async ({ params, user }) => ({
    data: await modules.read(user, params.moduleId),
  }));
  /** Streamed as it is zipped: a module with many images is never one buffer (decision 0030). */
  app.endpoint(endpoints.exportModule, async ({ params, user, reply }) =>
    sendPackage(reply, await packages.exportCartridge(user, params.moduleId)),
  );
  app.endpoint(endpoints.exportModuleLinks, async ({ params, user, reply }) =>
    sendPackage(reply, await packages.exportLinks(user, params.moduleId)),
  );
  app.endpoint(endpoints.updateModule, async ({ params, body, user }) => ({
    data: await modules.update(user, params.moduleId, body),
  }));
  app.endpoint(endpoints.duplicateModule, async ({ params, user }) => ({
    data: await modules.duplicate(user, params.moduleId),
  }));
  app.endpoint(endpoints.archiveModule, async ({ params, user }) => ({
    data: await modules.archive(user, params.moduleId),
  }));
  app.endpoint(endpoints.restoreModule, async ({ params, user }) => ({
    data: await modules.restore(user, params.moduleId),
  }));
  app.endpoint(endpoints.publishModule, async ({ params, user }) => ({
    data: await modules.publish(user, params.moduleId),
  }));
  app.endpoint(endpoints.unpublishModule, async ({ params, user }) => ({
    data: await modules.unpublish(user, params.moduleId),
  }));
  app.endpoint(endpoints.moveOutlineItem, async ({ params, body, user }) => ({
    data: await modules.move(user, params.moduleId, body),
  }));

  app.endpoint(endpoints.createSection, async ({ params, body, user }) => ({
    data: await modules.createSection(user, params.moduleId, body),
  }));
  app.endpoint(endpoints.renameSection, async ({ params, body, user }) => ({
    data: await modules.rename(user, params.moduleId, 'section', params.sectionId, body.title),
  }));
  app.endpoint(endpoints.deleteSection, async ({ params, user }) => ({
    data: await modules.remove(user, params.moduleId, 'section', params.sectionId),
  }));

  app.endpoint(endpoints.createUnit, async ({ params, body, user }) => ({
    data: await modules.createUnit(user, params.moduleId, body),
  }));
  app.endpoint(endpoints.renameUnit, async ({ params, body, user }) => ({
    data: await modules.rename(user, params.moduleId, 'unit', params.unitId, body.title),
  }));
  app.endpoint(endpoints.deleteUnit, async ({ params, user }) => ({
    data: await modules.remove(user, params.moduleId, 'unit', params.unitId),
  }));

  app.endpoint(endpoints.createActivity, async ({ params, body, user }) => ({
    data: await modules.createActivity(user, params.moduleId, body),
  }));
  app.endpoint(endpoints.activity, async ({ params, user }) => ({
    data: await modules.activity(user, params.moduleId, params.activityId),
  }));
  app.endpoint(endpoints.updateActivity, async ({ params, body, user }) => ({
    data: await modules.updateActivity(user, params.moduleId, params.activityId, body),
  }));
  app.endpoint(endpoints.deleteActivity, async ({ params, user }) => ({
    data: await modules.remove(user, params.moduleId, 'activity', params.activityId),
  }));

  app.endpoint(endpoints.uploadModuleImage, async ({ params, request, user }) => ({
    data: await images.upload(user.id, params.moduleId, request),
  }));

  /** Never rendered as a page: a WebP, no sniffing, sandboxed, cached for good (names never change). */
  app.endpoint(endpoints.moduleImage, async ({ params, reply }) => {
    const stream = await images.open(params.fileName);
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}

/** A package as a download, sent as it is zipped. */
function sendPackage(
  reply: FastifyReply,
  { fileName, stream }: { fileName: string; stream: Readable },
) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
