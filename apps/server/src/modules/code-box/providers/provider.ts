import type { Hint, HintLevel, ProjectCode, Specification } from '@sparked/contracts';

/** A specification and the offline engine's project kind for it (null: none). */
export interface Specified {
  specification: Specification;
  template: string | null;
}

export interface Review {
  summary: string;
  hints: Hint[];
}

/**
 * Who writes the code box's specifications, code and feedback (decision 0017): the offline
 * engine (`local`, the default) or an OpenAI-compatible model (`openai`).
 */
export interface CodeBoxProvider {
  specify(idea: string): Promise<Specified>;
  build(specified: Specified): Promise<ProjectCode>;
  review(input: {
    code: ProjectCode;
    specification?: Specification;
    level: HintLevel;
  }): Promise<Review>;
}

/** The idea or specification asks for something the provider cannot build: the user rewords it. */
export class UnbuildableIdeaError extends Error {}
