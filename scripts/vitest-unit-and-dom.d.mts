import type { TestProjectInlineConfiguration } from 'vitest/config';

export declare const unitAndDomProjects: TestProjectInlineConfiguration[];
