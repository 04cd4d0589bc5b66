import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { CodeBoxService } from './service';

/** The code box calls (spec §7 `/gpt/code-box`, decision 0017), under the tools API. */
export function registerCodeBox(
  app: FastifyInstance,
  deps: { codeBoxes: CodeBoxService; previewFrameUrl: string },
) {
  const { codeBoxes, previewFrameUrl } = deps;

  app.endpoint(endpoints.codeBoxes, async ({ user }) => ({
    data: { codeBoxes: await codeBoxes.list(user) },
  }));
  app.endpoint(endpoints.createCodeBox, async ({ user, body }) => ({
    data: await codeBoxes.create(user, body.prompt),
  }));
  app.endpoint(endpoints.codeBox, async ({ user, params }) => ({
    data: await codeBoxes.read(user, params.id),
  }));
  app.endpoint(endpoints.generateSpecification, async ({ user, body }) => ({
    data: await codeBoxes.generateSpecification(user, body.codeBoxId, body.prompt),
  }));
  app.endpoint(endpoints.updateSpecification, async ({ user, params, body }) => ({
    data: await codeBoxes.updateSpecification(user, params.id, body.specification),
  }));
  app.endpoint(endpoints.generateCode, async ({ user, params, body }) => ({
    data: await codeBoxes.generateCode(user, params.id, body.specificationVersion),
  }));
  app.endpoint(endpoints.saveCode, async ({ user, params, body }) => ({
    data: await codeBoxes.saveCode(user, params.id, body.code),
  }));
  app.endpoint(endpoints.codeFeedback, async ({ user, params, body }) => ({
    data: await codeBoxes.feedback(user, params.id, body.level, body.codeVersion),
  }));
  app.endpoint(endpoints.codePreview, async ({ body }) => ({
    data: { document: codeBoxes.preview(body.code), frameUrl: previewFrameUrl },
  }));
}
