import {
  codeBoxCreateRequestSchema,
  codeBoxListResponseSchema,
  codeBoxParamsSchema,
  codeBoxResponseSchema,
  feedbackRequestSchema,
  generateCodeRequestSchema,
  generateSpecificationRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  saveCodeRequestSchema,
  updateSpecificationRequestSchema,
} from './code-box';
import type { Endpoint } from './endpoints';

const tags = ['Code box'];
/** A project at its largest (three parts of 60 000 characters, escaped as JSON) fits. */
const projectBodyBytes = 768 * 1024;

/**
 * The code box (spec §7's seven `/gpt/code-box` calls, plus a hand edit and the preview document;
 * decision 0017). Any signed-in user has code boxes; only the owner reads or changes one (another
 * user's is 404). Generation answers when it is done: the local engine takes milliseconds.
 */
export const codeBoxEndpoints = {
  codeBoxes: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/code-box',
    auth: 'user',
    response: codeBoxListResponseSchema,
    summary: "The signed-in user's code boxes, most recently changed first",
    tags,
  },
  createCodeBox: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box',
    auth: 'user',
    idempotent: true,
    body: codeBoxCreateRequestSchema,
    status: 201,
    response: codeBoxResponseSchema,
    summary: 'Start a code box from an idea; its first specification is generated',
    tags,
  },
  codeBox: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/code-box/{id}',
    auth: 'user',
    params: codeBoxParamsSchema,
    response: codeBoxResponseSchema,
    summary: 'One of my code boxes with its versions and feedback',
    tags,
  },
  generateSpecification: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box/generate/specifications',
    auth: 'user',
    idempotent: true,
    body: generateSpecificationRequestSchema,
    status: 201,
    response: codeBoxResponseSchema,
    summary: 'Generate a new specification version from the idea (or a revised one)',
    tags,
  },
  updateSpecification: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box/{id}/update/specifications',
    auth: 'user',
    idempotent: true,
    params: codeBoxParamsSchema,
    body: updateSpecificationRequestSchema,
    status: 201,
    response: codeBoxResponseSchema,
    summary: 'Save an edited specification as a new version',
    tags,
  },
  generateCode: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box/{id}/generate',
    auth: 'user',
    idempotent: true,
    params: codeBoxParamsSchema,
    body: generateCodeRequestSchema,
    status: 201,
    response: codeBoxResponseSchema,
    summary: 'Generate code from a specification version, as a new code version',
    tags,
  },
  saveCode: {
    api: 'tools',
    method: 'PUT',
    path: '/gpt/code-box/{id}/code',
    auth: 'user',
    params: codeBoxParamsSchema,
    body: saveCodeRequestSchema,
    maxBodyBytes: projectBodyBytes,
    response: codeBoxResponseSchema,
    summary: 'Save code edited by hand as a new code version',
    tags,
  },
  codeFeedback: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box/{id}/generate/feedback',
    auth: 'user',
    idempotent: true,
    params: codeBoxParamsSchema,
    body: feedbackRequestSchema,
    status: 201,
    response: codeBoxResponseSchema,
    summary: 'Hints on a code version at a level: nudge, pointer or worked example',
    tags,
  },
  codePreview: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/code-box/preview',
    auth: 'user',
    idempotent: true,
    body: previewRequestSchema,
    maxBodyBytes: projectBodyBytes,
    response: previewResponseSchema,
    summary: 'The document the sandboxed preview runs: the code with its loops guarded',
    tags,
  },
  /**
   * The preview's frame: a fixed page that writes the document the app posts to it. Its own
   * policy (opaque origin, no network) is what keeps the student's code away from everything else.
   */
  codePreviewFrame: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/code-box/preview-frame',
    auth: 'public',
    retry: false,
    produces: 'text/html',
    summary: 'The sandboxed page the preview runs in',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
