import { domainPlugin } from '../core/platform';
import { createEducatorOverview } from './overview';
import { registerLearning } from './register';
import { createLearningService } from './service';

export {
  type StatementRow,
  toXapiStatement,
  type XapiStatement,
  xapiVersion,
} from './xapi-statement';

/** Playing a class's modules, the record of it, and the teacher's view of a class's progress. */
export const learningPlugin = domainPlugin(
  {
    name: 'learning',
    dependencies: ['wallets', 'rewards', 'certificates', 'student-area', 'classes'],
  },
  (app, { db, config, now }) => {
    const { walletBook: book, rewards, certificates, studentArea: area, classes } = app;
    registerLearning(app, {
      classes,
      learning: createLearningService({ db, book, rewards, certificates, area, now }),
      overview: createEducatorOverview({ db, classes }),
      publicUrl: config.publicUrl,
    });
  },
);
