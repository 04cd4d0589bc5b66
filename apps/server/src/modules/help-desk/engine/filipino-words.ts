/**
 * The Filipino a learner types to Janus and the knowledge base, as data for `text.ts`: its
 * function words, which say nothing of a topic, and its content words mapped to the English
 * word the knowledge base and the troubleshooting cues use, so "Paano ko papalitan ang password
 * ko?" meets "change password" and "nawala ang puntos ko" the points cue. Words are written as
 * `words` reads them: lower case, without accents, split at hyphens ("ma-open" is "ma" and
 * "open", "mag-aaral" is "mag" and "aaral"). Filipino conjugates by affixes and reduplication, so
 * each form a learner commonly types is listed rather than guessed by a stemmer.
 */

/** Particles, pronouns, question words and the verb prefixes a hyphen leaves on their own. */
export const filipinoStopWords = `ang mga ng nang sa nasa si ni kay kina sina at o ay na pa ba po ho
  din rin lang lamang naman nga daw raw kaya pero dahil kasi kung kapag para upang mula tungkol
  ako ko akin aking ikaw ka mo iyo iyong siya niya kaniya kanya kaniyang kanyang kami namin amin
  aming tayo natin atin ating kayo ninyo inyo inyong sila nila kanila kanilang
  ito iyan iyon yan yun yung ire nito niyan niyon dito diyan doon
  paano pano ano anong saan nasaan bakit kailan sino alin aling ilan ilang gaano gusto kailangan
  dapat pwede puwede maaari alam makita makikita nakikita hanapin mahanap isang isa may mayroon
  meron ngayon pagkatapos gamit kayang makuha makakuha makakakuha makakukuha makukuha nakuha kumuha
  kunin hindi di wala walang huwag
  mag magsa nag nagsa mang ma mai maka makapag naka nakapag pag pagka ipa ika lo eh`
  .split(/\s+/)
  .filter(Boolean);

/** Filipino content words and the English word of the knowledge base each means. */
export const filipinoSynonyms: Readonly<Record<string, string>> = {
  ...meaning('change', 'palitan papalitan pinalitan magpalit palit baguhin babaguhin binago'),
  ...meaning('signin', 'pumasok makapasok nakapasok pasok'),
  ...meaning('create', 'gumawa gagawa gawin lumikha'),
  ...meaning('refill', 'napupuno napupunong mapuno napuno'),
  ...meaning('register', 'magparehistro magpaparehistro nagparehistro parehistro rehistro'),
  ...meaning('open', 'buksan mabuksan nabuksan bubuksan bukas'),
  ...meaning('lost', 'nawala nawawala naglaho'),
  ...meaning('attach', 'maglagay ilagay ilakip ilalakip inilalakip'),
  ...meaning('add', 'magdagdag magdaragdag idagdag dagdagan'),
  ...meaning('forgot', 'nakalimutan makalimutan nalimutan'),
  ...meaning('help', 'tulong tulungan'),
  ...meaning('point', 'puntos'),
  ...meaning('league', 'liga'),
  ...meaning('store', 'tindahan'),
  ...meaning('purchase', 'bumili bilhin binili bibili mabili nabili gastusin gagastusin gumastos'),
  ...meaning('price', 'presyo halaga magkano'),
  ...meaning('class', 'klase'),
  ...meaning('module', 'modyul'),
  ...meaning('activity', 'aralin gawain'),
  ...meaning('quiz', 'pagsusulit'),
  ...meaning('certificate', 'sertipiko'),
  ...meaning('educator', 'guro edukador'),
  ...meaning('student', 'aaral estudyante'),
  ...meaning('energy', 'enerhiya'),
  ...meaning('diamond', 'diyamante'),
  ...meaning('experience', 'karanasan'),
  ...meaning('reward', 'gantimpala premyo'),
  ...meaning('competition', 'paligsahan patimpalak'),
  ...meaning('event', 'kaganapan'),
  ...meaning('theme', 'tema'),
  ...meaning('color', 'kulay'),
  ...meaning('dark', 'madilim'),
  ...meaning('light', 'maliwanag'),
  ...meaning('hair', 'buhok'),
  ...meaning('page', 'pahina'),
  ...meaning('audio', 'tunog'),
  ...meaning('video', 'bidyo'),
  ...meaning('screenshot', 'larawan litrato'),
  ...meaning('person', 'tao'),
  ...meaning('game', 'laro'),
  ...meaning('academy', 'akademya'),
  ...meaning('progress', 'progreso'),
  ...meaning('score', 'marka iskor'),
  ...meaning('work', 'gumagana gumana'),
  ...meaning('week', 'linggo lingguhan'),
  ...meaning('leaderboard', 'ranggo'),
};

/** Each of `forms` standing for `english`. */
function meaning(english: string, forms: string): Record<string, string> {
  return Object.fromEntries(forms.split(' ').map((form) => [form, english]));
}
