import type { GameServiceDeps } from '../games/service';
import { createPasswordFlow } from './password-flow';
import { createPasswordHosting } from './password-hosting';
import { createPasswordPlay } from './password-play';

/** The password game as its routes, socket and job use it: one object of its use cases. */
export function createPasswordGameService(deps: GameServiceDeps) {
  const flow = createPasswordFlow(deps);
  return { ...createPasswordHosting(deps, flow), ...createPasswordPlay(deps, flow) };
}

export type PasswordGameService = ReturnType<typeof createPasswordGameService>;
