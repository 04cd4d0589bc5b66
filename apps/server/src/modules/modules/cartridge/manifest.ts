import {
  type ActivityContent,
  type ActivityType,
  type ModuleLicence,
  moduleLicences,
} from '@sparked/contracts';
import { ltiLinkXml } from './lti-link';
import { webContent } from './pages';
import { assessmentXml, skippedQuestions } from './qti';
import { webLinkXml } from './weblink';
import { commentText, escapeXml, textElement, xmlDeclaration, xmlId } from './xml';

/** A module as the package is made from it: its details and its outline with content. */
export interface CartridgeModule {
  id: string;
  title: string;
  description: string;
  language: string;
  licence: ModuleLicence;
  sections: { id: string; title: string }[];
  units: { id: string; sectionId: string; title: string }[];
  activities: {
    id: string;
    unitId: string;
    type: ActivityType;
    title: string;
    content: ActivityContent;
  }[];
}

/** One file of the package: text made here, or a stored module image copied as it is. */
export type PackageEntry = { path: string; text: string } | { path: string; image: string };

export const cartridgeResourceTypes = {
  webcontent: 'webcontent',
  ltiLink: 'imsbasiclti_xmlv1p3',
  webLink: 'imswl_xmlv1p3',
  assessment: 'imsqti_xmlv1p2/imscc_xmlv1p3/assessment',
} as const;

const fileList = (paths: readonly string[]) =>
  paths.map((path) => `<file href="${escapeXml(path)}"/>`).join('');

/** An activity's files and its manifest `resource`, or why it has none. */
function activityResource(
  activity: CartridgeModule['activities'][number],
  module: CartridgeModule,
  moduleImages: ReadonlySet<string>,
): { entries: PackageEntry[]; resource: string } | { skipped: string } {
  const identifier = xmlId('R', activity.id);
  const folder = `activities/${activity.id}`;
  const { content } = activity;
  switch (content.type) {
    case 'scorm':
      return {
        skipped: `"${activity.title}" is left out: a SCORM package is not part of a cartridge.`,
      };
    case 'ebook':
    case 'multi-ebook': {
      const web = webContent({
        folder,
        title: activity.title,
        language: module.language,
        content,
        moduleImages,
      });
      const images = web.images.map((image) => ({ path: `${folder}/images/${image}`, image }));
      const entries: PackageEntry[] = [...web.pages, ...images];
      const href = web.pages[0]?.path ?? `${folder}/index.html`;
      return {
        entries,
        resource: `<resource identifier="${identifier}" type="webcontent" href="${escapeXml(href)}">${fileList(entries.map((entry) => entry.path))}</resource>`,
      };
    }
    case 'iframe': {
      if (!content.url)
        return { skipped: `"${activity.title}" is left out: its page has no address yet.` };
      const path = `${folder}/weblink.xml`;
      return {
        entries: [{ path, text: webLinkXml(content.title || activity.title, content.url) }],
        resource: `<resource identifier="${identifier}" type="${cartridgeResourceTypes.webLink}">${fileList([path])}</resource>`,
      };
    }
    case 'form': {
      const path = `${folder}/assessment.xml`;
      const left = skippedQuestions(content).map((question) => question.type);
      const note = left.length
        ? `<!-- ${commentText(`"${activity.title}": ${left.length === 1 ? '1 question' : `${left.length} questions`} left out (${[...new Set(left)].join(', ')}): Common Cartridge has no such question kind.`)} -->\n`
        : '';
      return {
        entries: [
          {
            path,
            text: assessmentXml({ ident: xmlId('A', activity.id), title: activity.title, content }),
          },
        ],
        resource: `${note}<resource identifier="${identifier}" type="${cartridgeResourceTypes.assessment}">${fileList([path])}</resource>`,
      };
    }
  }
}

function lom(module: CartridgeModule): string {
  const lang = ` language="${escapeXml(module.language)}"`;
  const description = module.description
    ? `<lomm:description>${textElement('lomm:string', module.description, lang)}</lomm:description>`
    : '';
  return `<lomm:lom>
<lomm:general><lomm:title>${textElement('lomm:string', module.title, lang)}</lomm:title>${textElement('lomm:language', module.language)}${description}</lomm:general>
${rights(module.licence)}
</lomm:lom>`;
}

/**
 * LOM rights: whether restrictions apply (none for a public domain dedication) and a statement
 * that names the licence and its address, which an importer (Sparked's too) reads back.
 */
function rights(licence: ModuleLicence): string {
  const { name, url } = moduleLicences[licence];
  const statement = url
    ? `Licensed under ${name} (${url}) by the authors of this module.`
    : 'All rights reserved by the authors of this module. Shared from Sparked for use in a course; ask the authors before publishing it elsewhere.';
  const restricted = licence === 'cc0-1.0' ? 'no' : 'yes';
  return `<lomm:rights><lomm:copyrightAndOtherRestrictions><lomm:source>LOMv1.0</lomm:source><lomm:value>${restricted}</lomm:value></lomm:copyrightAndOtherRestrictions><lomm:description>${textElement('lomm:string', statement, ' language="en"')}</lomm:description></lomm:rights>`;
}

/** The outline as the organization: the one root item, sections, units, then activities. */
function organization(module: CartridgeModule, placed: ReadonlyMap<string, string>): string {
  const title = (text: string) => textElement('title', text);
  const sections = module.sections.map((section) => {
    const units = module.units
      .filter((unit) => unit.sectionId === section.id)
      .map((unit) => {
        const activities = module.activities
          .filter((activity) => activity.unitId === unit.id)
          .map((activity) => {
            const resource = placed.get(activity.id);
            return resource
              ? `<item identifier="${xmlId('I', activity.id)}" identifierref="${resource}">${title(activity.title)}</item>`
              : `<!-- ${commentText(`"${activity.title}" has nothing to package yet.`)} -->`;
          });
        return `<item identifier="${xmlId('U', unit.id)}">${title(unit.title)}\n${activities.join('\n')}\n</item>`;
      });
    return `<item identifier="${xmlId('S', section.id)}">${title(section.title)}\n${units.join('\n')}\n</item>`;
  });
  return `<organizations><organization identifier="O_1" structure="rooted-hierarchy"><item identifier="root">\n${sections.join('\n')}\n</item></organization></organizations>`;
}

/** An activity as a link back to Sparked (Thin Common Cartridge): one small file, nothing else. */
function linkResource(
  activity: CartridgeModule['activities'][number],
  module: CartridgeModule,
  launchUrl: (activityId: string) => string,
): { entries: PackageEntry[]; resource: string } {
  const path = `activities/${activity.id}/lti-link.xml`;
  const text = ltiLinkXml({
    title: activity.title,
    launchUrl: launchUrl(activity.id),
    custom: { module_id: module.id, activity_id: activity.id },
  });
  return {
    entries: [{ path, text }],
    resource: `<resource identifier="${xmlId('R', activity.id)}" type="${cartridgeResourceTypes.ltiLink}">${fileList([path])}</resource>`,
  };
}

/** What the package holds: the content itself, or links that open it in Sparked. */
export type CartridgeKind =
  | { kind: 'full'; moduleImages: ReadonlySet<string> }
  | { kind: 'links'; launchUrl: (activityId: string) => string };

/**
 * Every file of a module's Common Cartridge 1.3, the manifest first. Text files are made here
 * (a module's content is bounded, a few hundred kilobytes per activity); images are named, not
 * read, so the writer streams them from the store one at a time.
 */
export function planCartridge(module: CartridgeModule, as: CartridgeKind): PackageEntry[] {
  const entries: PackageEntry[] = [];
  const resources: string[] = [];
  const placed = new Map<string, string>();
  for (const activity of module.activities) {
    const made =
      as.kind === 'links'
        ? linkResource(activity, module, as.launchUrl)
        : activityResource(activity, module, as.moduleImages);
    if ('skipped' in made) {
      resources.push(`<!-- ${commentText(made.skipped)} -->`);
      continue;
    }
    entries.push(...made.entries);
    resources.push(made.resource);
    placed.set(activity.id, xmlId('R', activity.id));
  }
  const manifest = `${xmlDeclaration}<manifest identifier="${xmlId('M', module.id)}" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" xmlns:lomm="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest" xmlns:lomr="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/resource" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd http://ltsc.ieee.org/xsd/imsccv1p3/LOM/resource http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lomresource_v1p0.xsd">
<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion>
${lom(module)}
</metadata>
${organization(module, placed)}
<resources>
${resources.join('\n')}
</resources>
</manifest>
`;
  return [{ path: 'imsmanifest.xml', text: manifest }, ...entries];
}
