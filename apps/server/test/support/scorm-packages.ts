import { ZipFile } from 'yazl';

/**
 * Small hand-made SCORM packages for the tests (decision 0036): a manifest and one SCO page that
 * does what real content does. It finds the API in its parent chain, initialises, shows where it
 * was left (location and suspend data), and has two buttons: "Next step" saves the place and
 * commits, "Finish" sets a score and status, commits and ends the session.
 */
export type ScormFixtureOptions = {
  /** Percent the manifest asks to pass (1.2 masteryscore, 2004 minNormalizedMeasure × 100). */
  mastery?: number;
  /** The score "Finish" sets, in percent. */
  score?: number;
  title?: string;
};

const page = (version: '1.2' | '2004', score: number) => {
  const api =
    version === '1.2'
      ? {
          name: 'API',
          init: 'LMSInitialize',
          get: 'LMSGetValue',
          set: 'LMSSetValue',
          commit: 'LMSCommit',
          end: 'LMSFinish',
          location: 'cmi.core.lesson_location',
          finish: `set('cmi.core.score.raw', '${score}'); set('cmi.core.score.min', '0'); set('cmi.core.score.max', '100'); set('cmi.core.lesson_status', 'passed'); set('cmi.core.session_time', '0000:02:05.00');`,
          progress: `set('cmi.core.lesson_status', 'incomplete');`,
        }
      : {
          name: 'API_1484_11',
          init: 'Initialize',
          get: 'GetValue',
          set: 'SetValue',
          commit: 'Commit',
          end: 'Terminate',
          location: 'cmi.location',
          finish: `set('cmi.score.scaled', '${score / 100}'); set('cmi.score.raw', '${score}'); set('cmi.score.min', '0'); set('cmi.score.max', '100'); set('cmi.completion_status', 'completed'); set('cmi.success_status', 'passed'); set('cmi.session_time', 'PT2M5S'); set('cmi.exit', 'normal');`,
          progress: `set('cmi.completion_status', 'incomplete'); set('cmi.exit', 'suspend');`,
        };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixture SCO</title></head>
<body>
<h1>Fixture SCO ${version}</h1>
<p id="where">Starting…</p>
<button id="next" type="button">Next step</button>
<button id="finish" type="button">Finish</button>
<script>
  function findApi(win) {
    for (var i = 0; win && i < 10; i++) {
      if (win.${api.name}) return win.${api.name};
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window);
  var where = document.getElementById('where');
  function set(name, value) { return api.${api.set}(name, value); }
  if (!api) { where.textContent = 'No API'; }
  else {
    api.${api.init}('');
    var step = Number((api.${api.get}('cmi.suspend_data').match(/step=(\\d+)/) || [0, 0])[1]);
    where.textContent = step > 0
      ? 'Resumed at step ' + step + ' (' + api.${api.get}('${api.location}') + ')'
      : 'Starting at step 0';
    document.getElementById('next').onclick = function () {
      step += 1;
      set('cmi.suspend_data', 'step=' + step);
      set('${api.location}', 'page-' + step);
      ${api.progress}
      api.${api.commit}('');
      where.textContent = 'Saved step ' + step;
    };
    document.getElementById('finish').onclick = function () {
      ${api.finish}
      api.${api.commit}('');
      api.${api.end}('');
      where.textContent = 'Finished';
    };
  }
</script>
</body></html>
`;
};

export const scorm12Manifest = ({
  mastery = 80,
  title = 'Safety basics',
}: ScormFixtureOptions = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="fixture12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>${title}</title>
      <item identifier="item1" identifierref="res1" isvisible="true">
        <title>Lesson one</title>
        <adlcp:masteryscore>${mastery}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="sco/index.html">
      <file href="sco/index.html"/>
    </resource>
  </resources>
</manifest>
`;

export const scorm2004Manifest = ({
  mastery = 70,
  title = 'Fire drill',
}: ScormFixtureOptions = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="fixture2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${title}</title>
      <item identifier="item" identifierref="res" parameters="?lang=en">
        <title>The drill</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="drill" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${mastery / 100}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res" type="webcontent" adlcp:scormType="sco" href="content/start.html">
      <file href="content/start.html"/>
    </resource>
  </resources>
</manifest>
`;

/** A zip of the given files, as a Buffer. */
export function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, value] of Object.entries(files))
    zip.addBuffer(typeof value === 'string' ? Buffer.from(value) : value, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

export const scorm12Files = (options: ScormFixtureOptions = {}) => ({
  'imsmanifest.xml': scorm12Manifest(options),
  'sco/index.html': page('1.2', options.score ?? 90),
});
export const scorm2004Files = (options: ScormFixtureOptions = {}) => ({
  'imsmanifest.xml': scorm2004Manifest(options),
  'content/start.html': page('2004', options.score ?? 85),
});

export const scorm12Package = (options?: ScormFixtureOptions) => zipOf(scorm12Files(options));
export const scorm2004Package = (options?: ScormFixtureOptions) => zipOf(scorm2004Files(options));
