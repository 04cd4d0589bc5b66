export { registerPasswordGame } from './register';
export type { PasswordGameService } from './service';
