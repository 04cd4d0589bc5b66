export { nicknameOf } from './nickname';
export { registerClasses } from './register';
export { classRepository, teaches } from './repository';
export { emailHeaders } from './roster-import';
export type { ClassService } from './service';
