export { assertCompetitionRunning } from './competition-running';
