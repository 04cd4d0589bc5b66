export { assertCompetitionRunning } from './competition-running';
export { registerCompetitions } from './register';
