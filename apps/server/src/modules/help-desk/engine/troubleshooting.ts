import type { ServerMessage } from '../../../i18n/catalogues';
import { canonical } from './text';
import type { JanusUser } from './user-context';

/**
 * Guided troubleshooting: for each common problem, rounds of steps from quickest to deepest.
 * After each round Janus asks whether it worked; when the last round fails it offers a ticket.
 */

export const troubleshootingTopics = [
  'sign-in',
  'page-loading',
  'media',
  'progress',
  'store',
  'enrolment',
  'editor',
] as const;
export type TroubleshootingTopic = (typeof troubleshootingTopics)[number];

export interface TroubleshootingGuide {
  topic: TroubleshootingTopic;
  /** How Janus and the ticket name the problem. */
  title: ServerMessage;
  /**
   * Words that point at this topic when the user describes a problem, canonicalised like the
   * user's words before comparing; the weight says how strongly, so "loading" outranks "page".
   */
  cues: Readonly<Record<string, number>>;
  /** Each round's steps, in the chat's markdown. */
  rounds: (user: JanusUser) => ServerMessage[][];
  /** A broken thing is a bug; a refused code needs a person to check the class, a task. */
  escalation: 'bug' | 'task';
}

const signIn: TroubleshootingGuide = {
  topic: 'sign-in',
  title: /*i18n*/ { id: 'janus.topic.sign-in', message: 'Sign-in and session' },
  cues: { signin: 3, signout: 2, password: 3, session: 3, account: 1, register: 2, locked: 2 },
  escalation: 'bug',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.check-the-email',
        message: 'Check the email address: sign-in needs the exact email of your account.',
      },
      /*i18n*/ {
        id: 'janus.step.caps-lock-off',
        message: 'Type the password again with Caps Lock off.',
      },
      /*i18n*/ {
        id: 'janus.step.wait-after-failed-attempts',
        message:
          'After 10 failed attempts in 15 minutes sign-in pauses for that account: wait 15 minutes, then try once more.',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.allow-cookies',
        message:
          'Allow cookies for this site: the session is kept with them and renewed every 15 minutes.',
      },
      /*i18n*/ {
        id: 'janus.step.close-other-tabs',
        message:
          'Close other Sparked tabs, then reload the page with `Ctrl+Shift+R` (`Cmd+Shift+R` on a Mac).',
      },
      /*i18n*/ {
        id: 'janus.step.private-window-session',
        message:
          'Try a private window: if it works there, a browser extension is blocking the session.',
      },
    ],
  ],
};

const pageLoading: TroubleshootingGuide = {
  topic: 'page-loading',
  title: /*i18n*/ { id: 'janus.topic.page-loading', message: 'Page not loading' },
  cues: {
    loading: 3,
    blank: 3,
    white: 2,
    spinner: 3,
    stuck: 1,
    slow: 2,
    freezes: 2,
    crash: 2,
    page: 1,
    open: 1,
  },
  escalation: 'bug',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.hard-reload-skips-cache',
        message:
          'Reload the page with `Ctrl+Shift+R` (`Cmd+Shift+R` on a Mac), which skips old cached files.',
      },
      /*i18n*/ {
        id: 'janus.step.check-the-connection',
        message: 'Check the connection: do other websites open?',
      },
      /*i18n*/ {
        id: 'janus.step.current-browser',
        message:
          'Use a current Chrome, Edge, Firefox or Safari; older browsers can show a blank page.',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.private-window-extensions-off',
        message: 'Try a private window, where extensions (ad blockers especially) are usually off.',
      },
      /*i18n*/ {
        id: 'janus.step.open-from-the-menu',
        message:
          'Sign out, sign in again and open the page from the menu rather than a saved link.',
      },
    ],
  ],
};

const media: TroubleshootingGuide = {
  topic: 'media',
  title: /*i18n*/ { id: 'janus.topic.media', message: 'Video or audio not playing' },
  cues: { video: 3, audio: 3, playing: 2, muted: 3, speaker: 3, headphones: 2 },
  escalation: 'bug',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.tab-not-muted',
        message:
          'Check that the tab is not muted (right-click the tab) and that your device volume is up.',
      },
      /*i18n*/ {
        id: 'janus.step.press-play-yourself',
        message:
          'Press the play button once yourself: browsers block sound until you interact with the page.',
      },
      /*i18n*/ {
        id: 'janus.step.hard-reload',
        message: 'Reload the page with `Ctrl+Shift+R` (`Cmd+Shift+R` on a Mac).',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.slow-connection-stops-videos',
        message:
          'Check the connection: videos stop when it is slow. Close other downloads or streams.',
      },
      /*i18n*/ {
        id: 'janus.step.another-browser',
        message: 'Try another browser, or a private window without extensions.',
      },
    ],
  ],
};

const progress: TroubleshootingGuide = {
  topic: 'progress',
  title: /*i18n*/ { id: 'janus.topic.progress', message: 'Progress or points not saved' },
  cues: {
    progress: 3,
    point: 2,
    achievement: 2,
    experience: 2,
    diamond: 2,
    energy: 2,
    reward: 3,
    streak: 2,
    saved: 1,
    score: 2,
    completed: 2,
    wallet: 2,
  },
  escalation: 'bug',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.reload-balances',
        message:
          'Reload the page: balances refresh from the server, at the latest when the next energy refill is due.',
      },
      /*i18n*/ {
        id: 'janus.step.daily-reward-once-a-day',
        message:
          'The daily sign-in reward can be claimed once per calendar day (UTC); a second claim that day earns nothing.',
      },
      /*i18n*/ {
        id: 'janus.step.finish-the-activity',
        message: 'Make sure you finished the activity to its last step before leaving it.',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.same-account-everywhere',
        message:
          'Check you are signed in to the same account on every device: progress belongs to the account, not the device.',
      },
      /*i18n*/ {
        id: 'janus.step.sign-out-and-in',
        message: 'Sign out and in again, then look once more.',
      },
    ],
  ],
};

const store: TroubleshootingGuide = {
  topic: 'store',
  title: /*i18n*/ { id: 'janus.topic.store', message: 'Store purchase' },
  cues: { store: 3, purchase: 3, price: 2, item: 1, afford: 3, hair: 1, headwear: 1, power: 1 },
  escalation: 'bug',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.check-the-price-and-wallet',
        message:
          'Check the price and the wallet it is paid from: premium hair costs 10000 achievement points, power-ups cost diamonds.',
      },
      /*i18n*/ {
        id: 'janus.step.disabled-item-says-why',
        message:
          'A disabled item says why (not enough balance, out of stock, or its limit reached, such as 3 streak freezes).',
      },
      /*i18n*/ {
        id: 'janus.step.reload-the-store',
        message:
          'Reload [the store](/store): a purchase that went through shows as owned and the balance drops once.',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.equip-the-avatar-part',
        message:
          'Bought an avatar part? Equip it in the avatar editor on [your profile](/profile) and press Save.',
      },
      /*i18n*/ {
        id: 'janus.step.never-charged-twice',
        message:
          'A purchase is never charged twice for one press, even if the page was slow; if you see two charges, say no below.',
      },
    ],
  ],
};

const enrolment: TroubleshootingGuide = {
  topic: 'enrolment',
  title: /*i18n*/ { id: 'janus.topic.enrolment', message: 'Class enrolment and codes' },
  cues: { enrol: 3, class: 2, code: 2, referral: 2, invite: 2 },
  escalation: 'task',
  rounds: () => [
    [
      /*i18n*/ {
        id: 'janus.step.open-the-class-link',
        message: 'Open the class link while signed in, then confirm the enrolment.',
      },
      /*i18n*/ {
        id: 'janus.step.type-the-code-exactly',
        message:
          'Type the code exactly as given: codes belong to one class, so a code from another class is refused.',
      },
      /*i18n*/ {
        id: 'janus.step.already-enrolled',
        message: 'Already enrolled? The class is in [your student journey](/student-journey).',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.ask-your-educator',
        message: 'Ask your educator whether the code is still valid; they can give you a new link.',
      },
    ],
  ],
};

const editor: TroubleshootingGuide = {
  topic: 'editor',
  title: /*i18n*/ { id: 'janus.topic.editor', message: 'Module editor (educators)' },
  cues: {
    editor: 3,
    ebook: 3,
    edit: 2,
    author: 2,
    iframe: 3,
    form: 2,
    widget: 2,
    clipboard: 3,
    paste: 2,
    module: 1,
  },
  escalation: 'bug',
  rounds: (user) => [
    [
      user.role === 'student'
        ? /*i18n*/ {
            id: 'janus.step.editors-are-for-educators',
            message:
              'The module editors are for educators (admins and facilitators). If you teach, ask an admin for the facilitator role.',
          }
        : /*i18n*/ {
            id: 'janus.step.editors-are-for-authors',
            message:
              'Editors open only for the module’s authors, and viewers cannot edit: check your role on the module’s Authors page.',
          },
      /*i18n*/ {
        id: 'janus.step.reload-the-editor',
        message:
          'Reload the editor with `Ctrl+Shift+R` (`Cmd+Shift+R` on a Mac); unsaved changes in that tab are lost, so copy long text first.',
      },
      /*i18n*/ {
        id: 'janus.step.pin-clipboard-items',
        message:
          'The clipboard keeps 10 items per tab: pin the ones you need so new copies do not replace them.',
      },
    ],
    [
      /*i18n*/ {
        id: 'janus.step.private-window-current-browser',
        message:
          'Try a private window without extensions, with a current Chrome, Edge, Firefox or Safari.',
      },
      /*i18n*/ {
        id: 'janus.step.open-from-the-modules-list',
        message:
          'Open the module from [the modules list](/educator/modules) rather than a saved link.',
      },
    ],
  ],
};

export const troubleshootingGuides: Readonly<Record<TroubleshootingTopic, TroubleshootingGuide>> = {
  'sign-in': signIn,
  'page-loading': pageLoading,
  media,
  progress,
  store,
  enrolment,
  editor,
};

const canonicalCues = troubleshootingTopics.map((topic) => {
  const cues = new Map<string, number>();
  for (const [word, weight] of Object.entries(troubleshootingGuides[topic].cues)) {
    cues.set(canonical(word), weight);
  }
  return [topic, cues] as const;
});

/** The topic whose cues the terms hit hardest, if any; ties go to the earlier topic. */
export function matchTopic(terms: readonly string[]): TroubleshootingTopic | undefined {
  let best: TroubleshootingTopic | undefined;
  let bestScore = 0;
  for (const [topic, cues] of canonicalCues) {
    const score = terms.reduce((sum, term) => sum + (cues.get(term) ?? 0), 0);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}
