export { registerModules } from './register';
export { type ModuleRow, moduleRepository } from './repository';
