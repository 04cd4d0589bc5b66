export type { PasswordGameService } from './service';
