export { registerAcademy } from './register';
export { academyRepository } from './repository';
export type { AcademyService } from './service';
