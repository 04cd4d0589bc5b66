export type { StudentAreaService } from './service';
