export { registerStudentArea } from './register';
export type { StudentAreaService } from './service';
