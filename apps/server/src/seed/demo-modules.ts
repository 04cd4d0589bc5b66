import type { ActivityContent } from '@sparked/contracts';
import type { Database } from '../db/database';
import { createEmbeddableHosts } from '../modules/modules/embeddable-hosts';
import { seededModuleTexts } from '../modules/modules/seeded-texts';
import { createModuleService } from '../modules/modules/service';
import {
  climatePages,
  greenhouseSimulation,
  photosynthesisBook,
  photosynthesisQuiz,
} from './demo-module-content';

/**
 * Fills the demo modules with real content through the module service, as an author
 * would: positions, revisions and the first published version come out as they would in use.
 */
export async function seedDemoModules(
  db: Database,
  authors: { photosynthesis: string; climate: string },
  ids: { photosynthesis: string; climate: string },
) {
  const modules = createModuleService({ db, hosts: createEmbeddableHosts({ db }) });
  const { photosynthesis, climate } = seededModuleTexts;
  async function outline(
    author: string,
    moduleId: string,
    sections: {
      title: string;
      units: { title: string; activities: { title: string; content: ActivityContent }[] }[];
    }[],
  ) {
    const user = { id: author };
    for (const section of sections) {
      const { id: sectionId } = await modules.createSection(user, moduleId, {
        title: section.title,
      });
      for (const unit of section.units) {
        const { id: unitId } = await modules.createUnit(user, moduleId, {
          sectionId,
          title: unit.title,
        });
        for (const activity of unit.activities)
          await modules.createActivity(user, moduleId, {
            unitId,
            type: activity.content.type,
            title: activity.title,
            content: activity.content,
          });
      }
    }
  }

  await modules.update({ id: authors.photosynthesis }, ids.photosynthesis, {
    description: photosynthesis.description.message,
    subject: 'Biology',
    level: 'beginner',
    estimatedMinutes: 25,
  });
  await outline(authors.photosynthesis, ids.photosynthesis, [
    {
      title: photosynthesis.section.message,
      units: [
        {
          title: photosynthesis.unit.message,
          activities: [
            {
              title: photosynthesis.ebook.message,
              content: { type: 'ebook', blocks: photosynthesisBook },
            },
            { title: photosynthesis.quiz.message, content: photosynthesisQuiz },
          ],
        },
      ],
    },
  ]);
  await modules.publish({ id: authors.photosynthesis }, ids.photosynthesis);

  await modules.update({ id: authors.climate }, ids.climate, {
    description: climate.description.message,
    subject: 'Earth science',
    level: 'beginner',
    estimatedMinutes: 15,
    listedInAcademy: true,
  });
  await outline(authors.climate, ids.climate, [
    {
      title: climate.section.message,
      units: [
        {
          title: climate.unit.message,
          activities: [
            { title: climate.pages.message, content: climatePages },
            { title: climate.simulation.message, content: greenhouseSimulation },
          ],
        },
      ],
    },
  ]);
  // Published and listed: anyone can take it from the academy.
  await modules.publish({ id: authors.climate }, ids.climate);
}
