export { registerAvatars } from './register';
export { createAvatarService } from './service';
