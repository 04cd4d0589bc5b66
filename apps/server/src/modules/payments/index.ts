export { paymentRepository } from './repository';
