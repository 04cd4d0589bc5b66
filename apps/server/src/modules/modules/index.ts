export { type ModuleRow, moduleRepository } from './repository';
