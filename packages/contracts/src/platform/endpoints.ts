import type { Endpoint } from '../shared/endpoint';
import { livenessResponseSchema, openApiDocumentSchema, readinessResponseSchema } from './schemas';

/** What operations read: this API's own description and the probes for a load balancer. */
export const platformEndpoints = {
  // This API's description (decision 0006): the OpenAPI document and the page that renders it.
  // The page's script and styles are entries too, so they are served from our own origin under
  // the strict CSP.
  openApiDocument: {
    api: 'main',
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    retry: false,
    response: openApiDocumentSchema,
    summary: 'This OpenAPI 3.1 document, generated from the endpoint table',
    tags: ['Documentation'],
  },
  apiDocs: {
    api: 'main',
    method: 'GET',
    path: '/docs',
    auth: 'public',
    retry: false,
    produces: 'text/html',
    summary: 'Human-readable API reference rendering the OpenAPI document',
    tags: ['Documentation'],
  },
  apiDocsRenderer: {
    api: 'main',
    method: 'GET',
    path: '/docs/swagger-ui-bundle.js',
    auth: 'public',
    retry: false,
    produces: 'text/javascript',
    summary: 'The API reference renderer (Swagger UI)',
    tags: ['Documentation'],
  },
  apiDocsStyles: {
    api: 'main',
    method: 'GET',
    path: '/docs/swagger-ui.css',
    auth: 'public',
    retry: false,
    produces: 'text/css',
    summary: "The API reference renderer's styles",
    tags: ['Documentation'],
  },
  apiDocsStart: {
    api: 'main',
    method: 'GET',
    path: '/docs/start.js',
    auth: 'public',
    retry: false,
    produces: 'text/javascript',
    summary: 'Starts the renderer on the OpenAPI document named by the page',
    tags: ['Documentation'],
  },

  // Probes for a load balancer.
  liveness: {
    api: 'ops',
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    retry: false,
    response: livenessResponseSchema,
    summary: 'The process is up',
    tags: ['Operations'],
  },
  readiness: {
    api: 'ops',
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    retry: false,
    response: readinessResponseSchema,
    summary:
      'The database answers and the instance is not stopping (503 otherwise); says whether Redis does',
    tags: ['Operations'],
  },
  metrics: {
    api: 'ops',
    method: 'GET',
    path: '/metrics',
    // Its own bearer token (METRICS_TOKEN), not an account's: a scraper is nobody's session.
    auth: 'public',
    retry: false,
    produces: 'text/plain',
    summary:
      'Prometheus metrics, for a scraper sending the metrics token in X-Metrics-Token (404 when none is set)',
    tags: ['Operations'],
  },
} as const satisfies Record<string, Endpoint>;
